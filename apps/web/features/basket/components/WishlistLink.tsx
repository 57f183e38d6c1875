'use client';

import type { Locale } from '@dukan/core/locales';
import { Heart } from 'lucide-react';
import { ShopLink } from '@/ui/ShopLink';
import { formatNumeral } from '@dukan/core/format/numbers';
import { useWishlistCount } from '@/features/basket/use-basket';

/**
 * The header's way to the wishlist, beside the cart, for guests too (their hearts are kept in the browser).
 * The number of saved products shows once there is one, in the page's digits.
 */
export function WishlistLink({ locale, label }: { locale: Locale; label: string }) {
  const saved = useWishlistCount();
  const count = saved > 0 ? formatNumeral(saved, locale) : null;
  return (
    <ShopLink
      href={`/${locale}/wishlist`}
      aria-label={count ? `${label} (${count})` : label}
      className="relative flex items-center rounded-lg border border-stone-300 px-2.5 py-1.5 text-stone-800 hover:bg-stone-100"
    >
      <Heart className="h-4 w-4" aria-hidden="true" />
      {count ? (
        <span
          data-wishlist-count={saved}
          className="absolute -end-2 -top-2 grid h-5 min-w-5 place-items-center rounded-full bg-rose-600 px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      ) : null}
    </ShopLink>
  );
}
