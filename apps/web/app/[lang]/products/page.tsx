import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { parseListingState } from '@/features/catalogue/url-state';
import { ListingPage, listingMetadata } from './listing';

// A search, a filter, a sort or a later page: rendered per request (it reads the query). The listing without
// a query is `first-page/page.tsx`, served from the cache.
interface PageProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  return listingMetadata(resolveLocale((await params).lang), parseListingState(await searchParams));
}

export default async function ProductsPage({ params, searchParams }: PageProps) {
  const state = parseListingState(await searchParams);
  return <ListingPage locale={resolveLocale((await params).lang)} state={state} />;
}
