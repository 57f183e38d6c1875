import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { EMPTY_LISTING_STATE } from '@/features/catalogue/url-state';
import { ListingPage, listingMetadata } from '../listing';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

// `/{lang}/products` without a query (the proxy rewrites it here): the same listing as `../page.tsx`, but it
// reads no query, so it is rendered once and served from the cache until the catalogue changes.
interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateStaticParams = renderedOnFirstVisit;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return listingMetadata(resolveLocale((await params).lang), EMPTY_LISTING_STATE);
}

export default async function FirstListingPage({ params }: PageProps) {
  return <ListingPage locale={resolveLocale((await params).lang)} state={EMPTY_LISTING_STATE} />;
}
