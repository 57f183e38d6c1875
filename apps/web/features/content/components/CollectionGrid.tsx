import type { Locale } from '@dukan/core/locales';
import type { Translate } from '@/i18n/translator';
import { TileGrid } from './TileGrid';

export interface CollectionData {
  id: number;
  title: string;
  image: string | null;
  categoryCount: number;
}

export function CollectionGrid({
  locale,
  t,
  collections,
}: {
  locale: Locale;
  t: Translate;
  collections: CollectionData[];
}) {
  return (
    <TileGrid
      gridClassName="grid grid-cols-2 gap-3 md:grid-cols-4"
      sizes="(min-width: 768px) 25vw, 50vw"
      tiles={collections.map((collection) => ({
        id: collection.id,
        href: `/${locale}/products?collection=${collection.id}`,
        image: collection.image,
        title: collection.title,
        caption: t('shop_collection_categories', { count: collection.categoryCount }),
      }))}
    />
  );
}
