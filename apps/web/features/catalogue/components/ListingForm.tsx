'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';
import { listingHref, parseListingState } from '@/features/catalogue/url-state';

interface Props {
  id: string;
  action: string;
  className?: string;
  children: ReactNode;
}

/**
 * The listing's filter form. Without JavaScript it is a plain GET form. With it, ticking a box applies at
 * once, and the address is the canonical one (ids comma-joined, empty fields dropped, back to page 1).
 */
export function ListingForm({ id, action, className, children }: Props) {
  const router = useRouter();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const state = parseListingState(new FormData(event.currentTarget));
    router.push(listingHref(action, { ...state, page: 1 }));
  };
  const applyOnTick = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
      event.currentTarget.requestSubmit();
    }
  };
  return (
    <form id={id} action={action} method="get" className={className} onSubmit={submit} onChange={applyOnTick}>
      {children}
    </form>
  );
}

/** Sort order: a select that lives outside the filter form (form attribute) and applies on change. */
export function SortSelect({
  form,
  label,
  value,
  options,
}: {
  form: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="listing-sort" className="text-sm text-stone-600">
        {label}
      </label>
      <select
        id="listing-sort"
        name="sort"
        form={form}
        defaultValue={value}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="rounded-lg border border-stone-500 bg-white px-2 py-1.5 text-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
