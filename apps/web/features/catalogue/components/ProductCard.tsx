import type { Locale } from '@dukan/core/locales';
import { ShopLink } from '@/ui/ShopLink';
import { isolateLatinRuns } from '@/ui/text/bidi';
import type { ProductCardData } from '@/lib/api/types';
import { toBasketProduct } from '@/features/basket/product';
import { getText } from '@/i18n/text';
import { HighlightedText } from './HighlightedText';
import { Price } from './Price';
import { CARD_LINK_CLASS, PictureCard } from '@/ui/PictureCard';
import { StockState } from './StockState';
import { WishlistToggle } from '@/features/basket/components/WishlistToggle';

interface Props {
  locale: Locale;
  product: ProductCardData;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export function ProductCard({ locale, product, priority = false, headingLevel: Heading = 'h3' }: Props) {
  const tProduct = getText(locale, 'product');
  const tWishlist = getText(locale, 'wishlist');
  const href = `/${locale}/products/${product.id}`;
  return (
    <PictureCard
      image={product.image}
      width={400}
      height={400}
      priority={priority}
      sizes="(min-width: 1024px) 25vw, 50vw"
      imageClassName="aspect-square w-full bg-stone-100 object-contain"
    >
      {product.discountPercent ? (
        <span className="absolute start-2 top-2 rounded bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white">
          {tProduct('product_discount_badge', { percent: product.discountPercent })}
        </span>
      ) : null}
      {/* Above the card-wide link, so the heart is its own control. */}
      <div className="absolute end-2 top-2 z-10">
        <WishlistToggle
          product={toBasketProduct(product)}
          addLabel={tWishlist('wishlist_add_item', { title: product.title })}
          removeLabel={tWishlist('wishlist_remove_item', { title: product.title })}
          variant="icon"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        {product.brand ? <p className="text-xs text-stone-500">{isolateLatinRuns(product.brand, locale)}</p> : null}
        <Heading className="line-clamp-2 text-sm font-medium leading-snug">
          {/* The link covers the card (after:inset-0) but its accessible name is the title only. */}
          <ShopLink href={href} className={CARD_LINK_CLASS}>
            <HighlightedText parts={product.titleParts} fallback={product.title} locale={locale} />
          </ShopLink>
        </Heading>
        <div className="mt-auto space-y-1">
          <Price locale={locale} price={product.price} originalPrice={product.originalPrice} discountPercent={null} />
          <StockState locale={locale} inStock={product.inStock} stock={product.stock} />
        </div>
      </div>
    </PictureCard>
  );
}

export function ProductGrid({
  locale,
  products,
  priorityCount = 0,
  headingLevel,
}: {
  locale: Locale;
  products: ProductCardData[];
  priorityCount?: number;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard locale={locale} product={product} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
