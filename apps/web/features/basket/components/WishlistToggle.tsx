'use client';

import { Heart } from 'lucide-react';
import { useState } from 'react';
import { getWishlistStore } from '@/features/basket/browser-basket';
import type { BasketProduct } from '@/features/basket/types';
import { useOnWishlist } from '@/features/basket/use-basket';

interface Props {
  product: BasketProduct;
  addLabel: string;
  removeLabel: string;
  /** `icon`: the heart on a product card; `button`: the product page's labelled button. */
  variant: 'icon' | 'button';
}

/** Adds the product to the wishlist or takes it off; the label says which. */
export function WishlistToggle({ product, addLabel, removeLabel, variant }: Props) {
  const saved = useOnWishlist(product.id);
  const [busy, setBusy] = useState(false);
  const label = saved ? removeLabel : addLabel;

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await getWishlistStore().toggle(product);
    } finally {
      setBusy(false);
    }
  };

  const heart = (
    <Heart
      className={`h-5 w-5 ${saved ? 'fill-red-600 text-red-600' : 'text-stone-600'}`}
      aria-hidden="true"
      strokeWidth={2}
    />
  );

  if (variant === 'icon') {
    return (
      <button
        type="button"
        onClick={toggle}
        aria-label={label}
        title={label}
        aria-busy={busy || undefined}
        className="grid h-9 w-9 place-items-center rounded-full bg-white/90 shadow-sm ring-1 ring-stone-200 hover:bg-white"
      >
        {heart}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={toggle}
      aria-busy={busy || undefined}
      className="flex items-center gap-2 rounded-lg border border-stone-300 px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100"
    >
      {heart}
      {label}
    </button>
  );
}
