'use client';

import type { Locale } from '@dukan/core/locales';
import { ShoppingCart } from 'lucide-react';
import { ShopLink } from '@/ui/ShopLink';
import { useId, useState } from 'react';
import { getCartStore } from '@/features/basket/browser-basket';
import { formatNumeral } from '@dukan/core/format/numbers';
import { useText } from '@/i18n/use-text';
import { checkQuantity, DEFAULT_QUANTITY, isSoldOut, quantityLimit } from '@/features/basket/rules';
import type { BasketProduct } from '@/features/basket/types';
import { useCartQuantity } from '@/features/basket/use-basket';
import { WishlistToggle } from './WishlistToggle';
import { QuantityStepper } from './QuantityStepper';
import { refusalText } from './refusal';

interface Props {
  locale: Locale;
  product: BasketProduct;
}

/**
 * The product page's buying controls: a quantity (within stock; the spec's messages past either end), add
 * to cart or change the quantity already there, and the wishlist button. A sold-out product cannot be added.
 */
export function AddToCart({ locale, product }: Props) {
  const tBasket = useText('basket');
  const id = useId();
  const inCart = useCartQuantity(product.id);
  const [chosen, setChosen] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const soldOut = isSoldOut(product);
  const quantity = chosen ?? (inCart || DEFAULT_QUANTITY);

  const choose = (next: number) => {
    const refusal = checkQuantity(next, product);
    if (refusal === 'quantity_limit') setChosen(quantityLimit(product));
    else if (refusal === null) setChosen(next);
    setNotice(refusal ? refusalText({ ok: false, reason: refusal }, tBasket) : null);
  };

  // Nothing to send (busy, or the cart already holds this quantity): the button says so with aria-disabled
  // and keeps the keyboard focus, where a disabled one would drop it to the page's start after a press.
  const idle = busy || (inCart > 0 && quantity === inCart);
  const submit = async () => {
    if (idle) return;
    setBusy(true);
    const outcome = await getCartStore().setQuantity(product, quantity);
    setBusy(false);
    setNotice(refusalText(outcome, tBasket));
    if (outcome.ok) setChosen(null);
  };

  return (
    <div className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      {soldOut ? (
        <p className="font-medium text-red-700">{tBasket('basket_sold_out')}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1">
            <label htmlFor={`${id}-quantity`} className="block text-sm font-medium text-stone-700">
              {tBasket('basket_quantity')}
            </label>
            <QuantityStepper
              id={`${id}-quantity`}
              locale={locale}
              value={quantity}
              label={tBasket('basket_quantity')}
              decreaseLabel={tBasket('basket_decrease')}
              increaseLabel={tBasket('basket_increase')}
              describedBy={`${id}-notice`}
              onCommit={choose}
            />
          </div>
          <button
            type="button"
            onClick={submit}
            aria-disabled={idle || undefined}
            className="flex min-h-10 flex-1 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-default aria-disabled:opacity-60 aria-disabled:hover:bg-brand-700"
          >
            <ShoppingCart className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
            {inCart > 0 ? tBasket('basket_update_cart') : tBasket('basket_add_to_cart')}
          </button>
        </div>
      )}
      <p id={`${id}-notice`} role="status" className="text-sm font-medium text-red-700 empty:hidden">
        {notice}
      </p>
      {inCart > 0 ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
          <span>{tBasket('basket_in_cart', { count: formatNumeral(inCart, locale) })}</span>
          <ShopLink href={`/${locale}/cart`} className="font-medium text-brand-700 hover:underline">
            {tBasket('basket_view_cart')}
          </ShopLink>
        </p>
      ) : null}
      <WishlistToggle
        product={product}
        addLabel={tBasket('basket_wishlist_add')}
        removeLabel={tBasket('basket_wishlist_remove')}
        variant="button"
      />
    </div>
  );
}
