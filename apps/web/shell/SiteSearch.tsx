'use client';

import { Search } from 'lucide-react';
import Form from 'next/form';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';

interface Props {
  action: string;
  label: string;
  placeholder: string;
  submitLabel: string;
}

/**
 * The shop's one search box (header). A GET form to the listing: works without JavaScript, navigates
 * client-side with it. It shows the current query; a new search starts with fresh filters.
 *
 * Pages are rendered once and served from the cache, without the query: there the empty box (the fallback,
 * a working form without JavaScript too) is what the HTML holds, and the browser fills in the query.
 */
export function SiteSearch(props: Props) {
  return (
    <Suspense fallback={<SearchForm {...props} query="" />}>
      <SiteSearchWithQuery {...props} />
    </Suspense>
  );
}

function SiteSearchWithQuery(props: Props) {
  return <SearchForm {...props} query={useSearchParams().get('q') ?? ''} />;
}

function SearchForm({ action, label, placeholder, submitLabel, query }: Props & { query: string }) {
  return (
    <Form action={action} role="search" className="flex w-full items-stretch">
      <label htmlFor="site-search" className="sr-only">
        {label}
      </label>
      <input
        key={query}
        id="site-search"
        name="q"
        type="search"
        defaultValue={query}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="min-w-0 flex-1 rounded-s-lg border border-stone-500 bg-white px-3 py-2 text-base placeholder:text-stone-500 focus:border-brand-600"
      />
      <button
        type="submit"
        className="flex items-center gap-1 rounded-e-lg bg-brand-700 px-3 py-2 font-medium text-white hover:bg-brand-800"
      >
        <Search className="h-5 w-5" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{submitLabel}</span>
      </button>
    </Form>
  );
}
