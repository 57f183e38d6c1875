'use client';

import type { Locale } from '@dukan/core/locales';
import { ShoppingCart } from 'lucide-react';
import { ShopLink } from '@/ui/ShopLink';
import { useEffect } from 'react';
import { setBasketNotices } from '@/features/basket/browser-basket';
import { formatNumeral } from '@dukan/core/format/numbers';
import type { BasketNotice } from '@/features/basket/types';
import { useCartCount } from '@/features/basket/use-basket';

interface Props {
  locale: Locale;
  label: string;
  /** The success messages a guest's changes show (the API says them for a customer). */
  notices: Record<BasketNotice, string>;
}

/** The header's cart link with the number of units in the cart. Mounted on every page, it also starts the basket. */
export function CartLink({ locale, label, notices }: Props) {
  const units = useCartCount();
  useEffect(() => setBasketNotices(notices), [notices]);
  const count = units > 0 ? formatNumeral(units, locale) : null;
  return (
    <ShopLink
      href={`/${locale}/cart`}
      aria-label={count ? `${label} (${count})` : label}
      className="relative flex items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100"
    >
      <ShoppingCart className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
      <span className="hidden sm:inline">{label}</span>
      {count ? (
        <span
          data-cart-count={units}
          className="absolute -end-2 -top-2 grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      ) : null}
    </ShopLink>
  );
}
