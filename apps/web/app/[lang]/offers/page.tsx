import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { parseListingState } from '@/features/catalogue/url-state';
import { OffersPage, offersMetadata } from './offers';

// A later page of offers (`?page=2`): rendered per request, since it reads the query. Page 1 without a query
// is `first-page/page.tsx`, served from the cache.
interface PageProps {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// Only the page number matters here; the listing's parser already reads it leniently (Arabic digits too).
export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  return offersMetadata(resolveLocale((await params).lang), parseListingState(await searchParams).page);
}

export default async function OffersQueryPage({ params, searchParams }: PageProps) {
  const { page } = parseListingState(await searchParams);
  return <OffersPage locale={resolveLocale((await params).lang)} page={page} />;
}
