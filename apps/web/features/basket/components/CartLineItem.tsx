'use client';

import type { Locale } from '@dukan/core/locales';
import { formatPrice } from '@dukan/core/money/format';
import { Trash2 } from 'lucide-react';
import { ShopLink } from '@/ui/ShopLink';
import { useId, useState } from 'react';
import { getCartStore } from '@/features/basket/browser-basket';
import { formatNumeral } from '@dukan/core/format/numbers';
import { useText } from '@/i18n/use-text';
import { checkQuantity, isSoldOut, quantityLimit } from '@/features/basket/rules';
import type { CartLine } from '@/features/basket/types';
import { ProductImage } from '@/ui/ProductImage';
import { QuantityStepper } from './QuantityStepper';
import { refusalText } from './refusal';

interface Props {
  locale: Locale;
  line: CartLine;
}

/** One cart line: picture, title, unit price, quantity within stock, line total, remove. */
export function CartLineItem({ locale, line }: Props) {
  const tCart = useText('cart');
  const tBasket = useText('basket');
  const id = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const product = line.product;
  const title = product?.title ?? `#${line.productId}`;

  const commit = async (requested: number) => {
    if (!product) return;
    const refusal = checkQuantity(requested, product);
    // Past stock the quantity stops at what there is, and the shopper is told why.
    const quantity = refusal === 'quantity_limit' ? quantityLimit(product) : requested;
    if (refusal && refusal !== 'quantity_limit') {
      setNotice(refusalText({ ok: false, reason: refusal }, tBasket));
      return;
    }
    const outcome =
      quantity === line.quantity
        ? ({ ok: true } as const)
        : await getCartStore().setQuantity(product, quantity, { quiet: true });
    setNotice(refusal ? refusalText({ ok: false, reason: refusal }, tBasket) : refusalText(outcome, tBasket));
  };

  const remove = async () => {
    setRemoving(true);
    const outcome = await getCartStore().remove(line.productId);
    if (!outcome.ok) setRemoving(false);
  };

  const soldOut = product ? isSoldOut(product) : false;
  const short = product && !soldOut && line.quantity > product.stock;
  return (
    <li className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-3 py-4 sm:grid-cols-[6rem_minmax(0,1fr)_auto]">
      <ProductImage
        src={product?.image ?? null}
        alt=""
        width={96}
        height={96}
        className="aspect-square w-20 rounded-lg bg-stone-100 object-contain sm:w-24"
      />
      <div className="min-w-0 space-y-1">
        <h3 className="font-medium leading-snug">
          <ShopLink href={`/${locale}/products/${line.productId}`} className="hover:text-brand-700">
            {title}
          </ShopLink>
        </h3>
        {product ? (
          <p className="text-sm text-stone-600">
            {tCart('cart_unit_price')}:{' '}
            <span className="font-medium text-stone-900">{formatPrice(product.price, locale)}</span>
          </p>
        ) : null}
        {soldOut ? <p className="text-sm font-medium text-red-700">{tCart('cart_sold_out_line')}</p> : null}
        {short ? (
          <p className="text-sm font-medium text-amber-700">
            {tCart('cart_stock_short', { count: formatNumeral(product.stock, locale) })}
          </p>
        ) : null}
        <p id={`${id}-notice`} role="status" className="text-sm font-medium text-red-700 empty:hidden">
          {notice}
        </p>
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end">
        {product && !soldOut ? (
          <QuantityStepper
            id={`${id}-quantity`}
            locale={locale}
            value={line.quantity}
            label={tCart('cart_quantity_of', { title })}
            decreaseLabel={tBasket('basket_decrease')}
            increaseLabel={tBasket('basket_increase')}
            describedBy={`${id}-notice`}
            onCommit={commit}
          />
        ) : null}
        {product ? (
          <p className="font-bold tabular-nums">
            <span className="sr-only">{tCart('cart_line_total')}: </span>
            {formatPrice(product.price * line.quantity, locale)}
          </p>
        ) : null}
        <button
          type="button"
          onClick={remove}
          disabled={removing}
          aria-label={tCart('cart_remove_item', { title })}
          className="flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-stone-600 hover:bg-stone-100 hover:text-red-700 disabled:opacity-60"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          <span aria-hidden="true">{tCart('cart_remove')}</span>
        </button>
      </div>
    </li>
  );
}
