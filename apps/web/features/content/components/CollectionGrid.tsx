import type { Locale } from '@dukan/core/locales';
import { getText } from '@/i18n/text';
import { TileGrid } from './TileGrid';

export interface CollectionData {
  id: number;
  title: string;
  image: string | null;
  categoryCount: number;
}

export function CollectionGrid({ locale, collections }: { locale: Locale; collections: CollectionData[] }) {
  const tShop = getText(locale, 'shop');
  return (
    <TileGrid
      gridClassName="grid grid-cols-2 gap-3 md:grid-cols-4"
      sizes="(min-width: 768px) 25vw, 50vw"
      tiles={collections.map((collection) => ({
        id: collection.id,
        href: `/${locale}/products?collection=${collection.id}`,
        image: collection.image,
        title: collection.title,
        caption: tShop('shop_collection_categories', { count: collection.categoryCount }),
      }))}
    />
  );
}
