'use client';

import type { Locale } from '@dukan/core/locales';
import { formatPrice } from '@dukan/core/money/format';
import { Heart, ShoppingCart, Trash2 } from 'lucide-react';
import { ShopLink } from '@/ui/ShopLink';
import { useEffect, useRef, useState } from 'react';
import { getCartStore, getWishlistStore } from '@/features/basket/browser-basket';
import { useText } from '@/i18n/use-text';
import { DEFAULT_QUANTITY, isSoldOut } from '@/features/basket/rules';
import type { WishlistLine } from '@/features/basket/types';
import { useCart, useWishlist } from '@/features/basket/use-basket';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { BasketEmpty, BasketLoading } from './BasketStates';
import { LoadFailed } from './LoadFailed';
import { refusalText } from './refusal';
import { ProductImage } from '@/ui/ProductImage';

interface Props {
  locale: Locale;
}

/** The account's wishlist (spec §2): move a product to the cart, remove it, or clear the list after a question. */
export function WishlistView({ locale }: Props) {
  const tBasket = useText('basket');
  const tCart = useText('cart');
  const tWishlist = useText('wishlist');
  const wishlist = useWishlist();
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const refreshed = useRef(false);

  // The account pages are for customers: their list is on the server, fresh from it when the page opens.
  useEffect(() => {
    if (wishlist.source !== 'server' || refreshed.current) return;
    refreshed.current = true;
    void getWishlistStore().refresh();
  }, [wishlist.source]);

  if (wishlist.loadFailed) {
    return (
      <div className="mt-6">
        <LoadFailed
          message={tBasket('basket_failed')}
          retryLabel={tCart('cart_retry')}
          retry={() => getWishlistStore().refresh()}
        />
      </div>
    );
  }

  if (wishlist.source === 'pending') {
    return <BasketLoading label={tWishlist('wishlist_loading')} className="mt-6" />;
  }

  if (wishlist.lines.length === 0) {
    return (
      <BasketEmpty
        icon={Heart}
        title={tWishlist('wishlist_empty')}
        titleClassName="text-stone-700"
        hint={tWishlist('wishlist_hint')}
        browseLabel={tCart('cart_browse_products')}
        href={`/${locale}/products`}
        className="mt-6"
      />
    );
  }

  const clear = async () => {
    setClearing(true);
    await getWishlistStore().clear();
    setClearing(false);
    setConfirming(false);
  };

  return (
    <div className="mt-6 space-y-4">
      <div className="flex justify-end">
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="flex items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-red-700"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {tWishlist('wishlist_clear')}
        </button>
      </div>
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white px-4">
        {wishlist.lines.map((line) => (
          <WishlistItem key={line.productId} locale={locale} line={line} />
        ))}
      </ul>
      {confirming ? (
        <ConfirmDialog
          title={tWishlist('wishlist_clear')}
          body={tWishlist('wishlist_clear_confirm')}
          confirmLabel={tWishlist('wishlist_clear_confirm_button')}
          cancelLabel={tWishlist('wishlist_cancel')}
          busy={clearing}
          busyLabel={tWishlist('wishlist_busy')}
          onConfirm={clear}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}

function WishlistItem({ locale, line }: { locale: Locale; line: WishlistLine }) {
  const tWishlist = useText('wishlist');
  const tBasket = useText('basket');
  const cart = useCart();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const product = line.product;
  const title = product?.title ?? `#${line.productId}`;
  const soldOut = product ? isSoldOut(product) : true;

  // Into the cart (one unit, or as many as are there already), then off the wishlist; the cart's
  // "Added successfully" is the one message the shopper needs.
  const moveToCart = async () => {
    if (!product) return;
    setBusy(true);
    const inCart = cart.lines.some((l) => l.productId === product.id);
    const added = inCart ? ({ ok: true } as const) : await getCartStore().setQuantity(product, DEFAULT_QUANTITY);
    if (added.ok) await getWishlistStore().remove(product.id, { quiet: !inCart });
    else setNotice(refusalText(added, tBasket));
    setBusy(false);
  };

  const remove = async () => {
    setBusy(true);
    await getWishlistStore().remove(line.productId);
    setBusy(false);
  };

  return (
    <li className="flex flex-wrap items-center gap-4 py-4">
      <ProductImage
        src={product?.image ?? null}
        alt=""
        width={80}
        height={80}
        className="aspect-square w-20 shrink-0 rounded-lg bg-stone-100 object-contain"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="font-medium leading-snug">
          <ShopLink href={`/${locale}/products/${line.productId}`} className="hover:text-brand-700">
            {title}
          </ShopLink>
        </h2>
        {product ? <p className="font-bold">{formatPrice(product.price, locale)}</p> : null}
        {product && soldOut ? (
          <p className="text-sm font-medium text-red-700">{tWishlist('wishlist_sold_out')}</p>
        ) : null}
        <p role="status" className="text-sm font-medium text-red-700 empty:hidden">
          {notice}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={moveToCart}
          disabled={busy || soldOut}
          aria-label={tWishlist('wishlist_move_item', { title })}
          className="flex items-center gap-1.5 rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
        >
          <ShoppingCart className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          <span aria-hidden="true">{tWishlist('wishlist_move_to_cart')}</span>
        </button>
        <button
          type="button"
          onClick={remove}
          disabled={busy}
          aria-label={tWishlist('wishlist_remove_item', { title })}
          className="flex items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-red-700 disabled:opacity-60"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          <span aria-hidden="true">{tWishlist('wishlist_remove')}</span>
        </button>
      </div>
    </li>
  );
}
