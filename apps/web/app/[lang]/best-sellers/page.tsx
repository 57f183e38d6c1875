import { resolveLocale } from '@dukan/core/locales';
import { ShopLink } from '@/ui/ShopLink';
import { loadSitePage, sitePageMetadata } from '@/features/content/components/site-page';
import { SitePageView } from '@/features/content/components/SitePageView';
import { ProductGrid } from '@/features/catalogue/components/ProductCard';
import { getBestSellers } from '@/features/catalogue/catalogue-api';
import { getTranslator } from '@/i18n/messages';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

const BEST_SELLERS_SHOWN = 24;

export const generateStaticParams = renderedOnFirstVisit;

export async function generateMetadata({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const t = getTranslator(locale);
  return sitePageMetadata(locale, 'best-sellers', {
    required: false,
    fallbackTitle: t('home_best_sellers'),
    fallbackDescription: t('listing_best_sellers_intro'),
  });
}

/** The top of the best-seller ranking; the whole ranked catalogue is the listing sorted by sales. */
export default async function BestSellersPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const t = getTranslator(locale);
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
      fallbackTitle={t('home_best_sellers')}
      fallbackIntro={t('listing_best_sellers_intro')}
    >
      {products.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center text-lg font-medium text-stone-600">
          {t('listing_no_results')}
        </p>
      ) : (
        <ProductGrid locale={locale} t={t} products={products.data} priorityCount={2} headingLevel="h2" />
      )}
      <p className="mt-6">
        <ShopLink
          href={`/${locale}/products?sort=best_selling`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('listing_see_all')}
        </ShopLink>
      </p>
    </SitePageView>
  );
}
