import type { Locale } from '@dukan/core/locales';
import { ShopLink } from '@/ui/ShopLink';
import type { Translate } from '@/i18n/translator';
import { ProductImage } from '@/ui/ProductImage';

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
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {collections.map((collection) => (
        <li key={collection.id}>
          <ShopLink
            href={`/${locale}/products?collection=${collection.id}`}
            className="group block overflow-hidden rounded-xl border border-stone-200 bg-white hover:shadow-md"
          >
            <ProductImage
              src={collection.image}
              alt=""
              width={400}
              height={300}
              sizes="(min-width: 768px) 25vw, 50vw"
              className="aspect-[4/3] w-full bg-brand-50 object-cover"
            />
            <span className="block p-3">
              <span className="block font-bold group-hover:text-brand-700">{collection.title}</span>
              <span className="block text-xs text-stone-500">
                {t('collection_categories', { count: collection.categoryCount })}
              </span>
            </span>
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}
