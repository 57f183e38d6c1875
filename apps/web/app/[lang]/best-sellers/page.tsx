import { resolveLocale } from '@dukan/core/locales';
import { ShopLink } from '@/ui/ShopLink';
import { loadSitePage, sitePageMetadata } from '@/features/content/components/site-page';
import { SitePageView } from '@/features/content/components/SitePageView';
import { ProductGrid } from '@/features/catalogue/components/ProductCard';
import { getBestSellers } from '@/features/catalogue/catalogue-api';
import { getText } from '@/i18n/text';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

const BEST_SELLERS_SHOWN = 24;

export const generateStaticParams = renderedOnFirstVisit;

export async function generateMetadata({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const tHome = getText(locale, 'home');
  const tListing = getText(locale, 'listing');
  return sitePageMetadata(locale, 'best-sellers', {
    required: false,
    fallbackTitle: tHome('home_best_sellers'),
    fallbackDescription: tListing('listing_best_sellers_intro'),
  });
}

/** The top of the best-seller ranking; the whole ranked catalogue is the listing sorted by sales. */
export default async function BestSellersPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const tHome = getText(locale, 'home');
  const tListing = getText(locale, 'listing');
  const [page, products] = await Promise.all([
    loadSitePage(locale, 'best-sellers', { required: false }),
    getBestSellers(locale, BEST_SELLERS_SHOWN),
  ]);
  if (!products.ok) {
    throw new Error(`Best sellers could not be loaded (${products.error.status}): ${products.error.message}`);
  }
  return (
    <SitePageView
      locale={locale}
      pageKey="best-sellers"
      page={page}
      fallbackTitle={tHome('home_best_sellers')}
      fallbackIntro={tListing('listing_best_sellers_intro')}
    >
      {products.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center text-lg font-medium text-stone-600">
          {tListing('listing_no_results')}
        </p>
      ) : (
        <ProductGrid locale={locale} products={products.data} priorityCount={2} headingLevel="h2" />
      )}
      <p className="mt-6">
        <ShopLink
          href={`/${locale}/products?sort=best_selling`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {tListing('listing_see_all')}
        </ShopLink>
      </p>
    </SitePageView>
  );
}
