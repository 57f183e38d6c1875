'use client';

import { useSyncExternalStore } from 'react';
import { getCartStore, getWishlistStore } from './browser-basket';
import { EMPTY_CART } from './cart-store';
import type { CartSnapshot, WishlistSnapshot } from './types';
import { EMPTY_WISHLIST } from './wishlist-store';

const subscribeCart = (listener: () => void) => getCartStore().subscribe(listener);
const cartSnapshot = () => getCartStore().getSnapshot();
const subscribeWishlist = (listener: () => void) => getWishlistStore().subscribe(listener);
const wishlistSnapshot = () => getWishlistStore().getSnapshot();

/** The cart for rendering (empty and `pending` on the server and until the browser knows). */
export function useCart(): CartSnapshot {
  return useSyncExternalStore(subscribeCart, cartSnapshot, () => EMPTY_CART);
}

export function useWishlist(): WishlistSnapshot {
  return useSyncExternalStore(subscribeWishlist, wishlistSnapshot, () => EMPTY_WISHLIST);
}
