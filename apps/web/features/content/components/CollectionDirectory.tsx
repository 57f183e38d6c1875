import type { Collection } from '@dukan/core/contract/catalogue';
import type { Locale } from '@dukan/core/locales';
import { ChevronRight } from 'lucide-react';
import { ShopLink } from '@/ui/ShopLink';
import { getText } from '@/i18n/text';
import { ProductImage } from '@/ui/ProductImage';

/** The shop page's directory: each collection with its picture, description and categories. */
export function CollectionDirectory({ locale, collections }: { locale: Locale; collections: Collection[] }) {
  const tListing = getText(locale, 'listing');
  const tShop = getText(locale, 'shop');
  if (collections.length === 0) {
    return <p className="text-stone-600">{tListing('listing_no_results')}</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {collections.map((collection) => {
        const headingId = `collection-${collection.id}`;
        return (
          <li key={collection.id}>
            <section
              aria-labelledby={headingId}
              className="flex h-full flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:gap-4"
            >
              <ProductImage
                src={collection.image}
                alt=""
                width={160}
                height={120}
                className="h-20 w-28 shrink-0 rounded-lg bg-brand-50 object-cover sm:h-24 sm:w-32"
              />
              <div className="min-w-0 flex-1">
                <h2 id={headingId} className="text-lg font-bold">
                  <ShopLink href={`/${locale}/products?collection=${collection.id}`} className="hover:text-brand-700">
                    {collection.title}
                  </ShopLink>
                </h2>
                {collection.description ? (
                  <p className="mt-1 text-sm text-stone-600">{collection.description}</p>
                ) : null}
                {collection.categories.length > 0 ? (
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {collection.categories.map((category) => (
                      <li key={category.id}>
                        <ShopLink
                          href={`/${locale}/products?category=${category.id}`}
                          className="inline-block rounded-full border border-stone-300 px-3 py-1 text-sm hover:border-brand-700 hover:text-brand-700"
                        >
                          {category.title}
                        </ShopLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <ShopLink
                  href={`/${locale}/products?collection=${collection.id}`}
                  className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
                >
                  {tShop('shop_all_in', { title: collection.title })}
                  <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
                </ShopLink>
              </div>
            </section>
          </li>
        );
      })}
    </ul>
  );
}
