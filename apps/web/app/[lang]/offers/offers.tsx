// The products on sale, shared by two routes: `page.tsx` reads the page number from the query (per request);
// `first-page/page.tsx` is page 1 without a query, rendered once and served from the cache (the proxy sends
// `/{lang}/offers` without a query there).
import type { Locale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { PageBanners } from '@/features/content/components/PageBanners';
import { Pagination } from '@/features/catalogue/components/Pagination';
import { ProductGrid } from '@/features/catalogue/components/ProductCard';
import { getDiscounted } from '@/features/catalogue/catalogue-api';
import { getText } from '@/i18n/text';
import { pageMetadata } from '@/lib/seo/metadata';

const OFFERS_PAGE_SIZE = 20;

export async function offersMetadata(locale: Locale, page: number): Promise<Metadata> {
  const tOffers = getText(locale, 'offers');
  const tPage = getText(locale, 'page');
  // Each page of offers is its own canonical page (other products on it); page 1 has no query.
  return pageMetadata({
    locale,
    path: page > 1 ? `/offers?page=${page}` : '/offers',
    metaPage: page > 1 ? undefined : 'offers',
    title: page > 1 ? `${tOffers('offers_title')} · ${tPage('page_number', { page })}` : tOffers('offers_title'),
    description: tOffers('offers_intro'),
  });
}

export async function OffersPage({ locale, page }: { locale: Locale; page: number }) {
  const tOffers = getText(locale, 'offers');
  const tListing = getText(locale, 'listing');
  const result = await getDiscounted(locale, page, OFFERS_PAGE_SIZE);
  if (!result.ok) throw new Error(`Offers could not be loaded (${result.error.status}): ${result.error.message}`);
  const offers = result.data;
  const basePath = `/${locale}/offers`;

  return (
    <div>
      <PageBanners locale={locale} page="offers" />
      <h1 className="text-2xl font-bold">{tOffers('offers_title')}</h1>
      <p className="mt-1 mb-6 text-sm text-stone-600">{tOffers('offers_intro')}</p>
      {offers.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center text-lg font-medium text-stone-600">
          {tListing('listing_no_results')}
        </p>
      ) : (
        <ProductGrid locale={locale} products={offers.items} priorityCount={2} headingLevel="h2" />
      )}
      <Pagination
        locale={locale}
        page={offers.page}
        lastPage={offers.lastPage}
        hrefFor={(p) => (p > 1 ? `${basePath}?page=${p}` : basePath)}
      />
    </div>
  );
}
