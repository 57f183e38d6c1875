import type { Category } from '@dukan/core/contract/catalogue';
import type { Locale } from '@dukan/core/locales';
import { ShopLink } from '@/ui/ShopLink';
import type { Translate } from '@/i18n/translator';
import { ProductImage } from '@/ui/ProductImage';

/** Category cards, each opening the product listing filtered to that category. */
export function CategoryGrid({ locale, t, categories }: { locale: Locale; t: Translate; categories: Category[] }) {
  if (categories.length === 0) {
    return <p className="text-stone-600">{t('no_results')}</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((category) => (
        <li key={category.id}>
          <ShopLink
            href={`/${locale}/products?category=${category.id}`}
            className="group block h-full overflow-hidden rounded-xl border border-stone-200 bg-white hover:shadow-md"
          >
            <ProductImage
              src={category.image}
              alt=""
              width={400}
              height={300}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
              className="aspect-[4/3] w-full bg-brand-50 object-cover"
            />
            <span className="block p-3">
              <span className="block font-bold group-hover:text-brand-700">{category.title}</span>
              <span className="block text-xs text-stone-500">
                {t('facet_count', { count: category.product_count })}
              </span>
            </span>
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}
