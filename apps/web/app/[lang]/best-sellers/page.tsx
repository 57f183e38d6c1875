import type { Locale } from '@dukan/core/locales';
import { ShopLink } from '@/ui/ShopLink';
import { listSitePage } from '@/features/content/components/ListSitePage';
import { ProductGrid } from '@/features/catalogue/components/ProductCard';
import { getBestSellers } from '@/features/catalogue/catalogue-api';
import { getText } from '@/i18n/text';
import { renderedOnFirstVisit } from '@/lib/cache/pages';
import type { ProductCardData } from '@/lib/api/types';

const BEST_SELLERS_SHOWN = 24;

function BestSellers({ locale, products }: { locale: Locale; products: ProductCardData[] }) {
  const tListing = getText(locale, 'listing');
  return (
    <>
      {products.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center text-lg font-medium text-stone-600">
          {tListing('listing_no_results')}
        </p>
      ) : (
        <ProductGrid locale={locale} products={products} priorityCount={2} headingLevel="h2" />
      )}
      <p className="mt-6">
        <ShopLink
          href={`/${locale}/products?sort=best_selling`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {tListing('listing_see_all')}
        </ShopLink>
      </p>
    </>
  );
}

/** The top of the best-seller ranking; the whole ranked catalogue is the listing sorted by sales. */
const route = listSitePage({
  slug: 'best-sellers',
  texts: (locale) => ({
    title: getText(locale, 'home')('home_best_sellers'),
    intro: getText(locale, 'listing')('listing_best_sellers_intro'),
  }),
  load: (locale) => getBestSellers(locale, BEST_SELLERS_SHOWN),
  what: 'Best sellers',
  list: (products, locale) => <BestSellers locale={locale} products={products} />,
});

export const generateStaticParams = renderedOnFirstVisit;
export const generateMetadata = route.generateMetadata;
export default route.Page;
