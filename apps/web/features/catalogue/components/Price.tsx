import type { Locale } from '@dukan/core/locales';
import { formatPrice } from '@dukan/core/money/format';
import { getText } from '@/i18n/text';

interface Props {
  locale: Locale;
  price: number;
  originalPrice: number | null;
  discountPercent: number | null;
  size?: 'sm' | 'lg';
}

/** Price in the route language's format (ckb-IQ / ar-IQ / en-IQ), the struck original and the discount. */
export function Price({ locale, price, originalPrice, discountPercent, size = 'sm' }: Props) {
  const tPrice = getText(locale, 'price');
  const tProduct = getText(locale, 'product');
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className={`font-bold text-stone-950 ${size === 'lg' ? 'text-2xl' : 'text-base'}`}>
        <span className="sr-only">{tPrice('price_label')}: </span>
        {formatPrice(price, locale)}
      </span>
      {originalPrice !== null ? (
        <del className={`text-stone-500 ${size === 'lg' ? 'text-base' : 'text-xs'}`}>
          <span className="sr-only">{tProduct('product_original_price_label')}: </span>
          {formatPrice(originalPrice, locale)}
        </del>
      ) : null}
      {discountPercent ? (
        <span className="rounded bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white">
          {tProduct('product_discount_badge', { percent: discountPercent })}
        </span>
      ) : null}
    </div>
  );
}
