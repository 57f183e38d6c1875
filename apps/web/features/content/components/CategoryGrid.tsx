import type { Category } from '@dukan/core/contract/catalogue';
import type { Locale } from '@dukan/core/locales';
import { getText } from '@/i18n/text';
import { TileGrid } from './TileGrid';

/** Category cards, each opening the product listing filtered to that category. */
export function CategoryGrid({ locale, categories }: { locale: Locale; categories: Category[] }) {
  const tListing = getText(locale, 'listing');
  if (categories.length === 0) {
    return <p className="text-stone-600">{tListing('listing_no_results')}</p>;
  }
  return (
    <TileGrid
      gridClassName="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
      fullHeight
      tiles={categories.map((category) => ({
        id: category.id,
        href: `/${locale}/products?category=${category.id}`,
        image: category.image,
        title: category.title,
        caption: tListing('listing_facet_count', { count: category.product_count }),
      }))}
    />
  );
}
