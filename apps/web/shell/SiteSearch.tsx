'use client';

import { Search } from 'lucide-react';
import Form from 'next/form';
import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';

interface Props {
  action: string;
  label: string;
  placeholder: string;
  submitLabel: string;
}

const BOX_ID = 'site-search';

/**
 * The shop's one search box (header). A GET form to the listing: works without JavaScript, navigates
 * client-side with it. It shows the current query; a new search starts with fresh filters.
 *
 * Pages are rendered once and served from the cache, without the query, so the HTML holds an empty box and the
 * browser writes the query in once the app runs. The box is one element from the HTML on, never swapped for
 * another when the app mounts: a shopper on a slow phone starts typing before that, and the words typed and the
 * focus must stay where they are.
 *
 * No prefetch (like ShopLink): Next's Form would fetch the listing's payload as soon as the header shows, on every
 * page, and the browser would then preload that listing's first pictures at high priority, all while the page
 * the shopper opened is still loading. A search is a click away; the listing is fetched then.
 */
export function SiteSearch({ action, label, placeholder, submitLabel }: Props) {
  return (
    <Form action={action} prefetch={false} role="search" className="flex w-full items-stretch">
      <label htmlFor={BOX_ID} className="sr-only">
        {label}
      </label>
      <input
        id={BOX_ID}
        name="q"
        type="search"
        defaultValue=""
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
      <Suspense fallback={null}>
        <ShowCurrentQuery />
      </Suspense>
    </Form>
  );
}

/**
 * Writes the address's query into the box on every navigation, unless the shopper has changed the box since it
 * was last written (text typed before the app mounted, or while a page loads, is theirs and stays).
 */
function ShowCurrentQuery() {
  const query = useSearchParams().get('q') ?? '';
  const written = useRef('');
  useEffect(() => {
    const input = document.getElementById(BOX_ID);
    if (!(input instanceof HTMLInputElement)) return;
    // Typed and submitted: the box already says it.
    if (input.value !== query && input.value !== written.current) return;
    input.value = query;
    written.current = query;
  }, [query]);
  return null;
}
