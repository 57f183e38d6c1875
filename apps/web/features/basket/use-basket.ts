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

// What one control needs, as a number or a boolean: React re-renders a component only when the value it read
// changes. A listing's twenty hearts and the header's two badges would otherwise all render again each time a
// list is published, as when the session starts and the guest's stored lists are shown (nothing changes).

/** Units in the cart (the header's badge); 0 on the server. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeCart, () => cartSnapshot().count, zero);
}

/** How many of this product the cart holds; 0 on the server. */
export function useCartQuantity(productId: number): number {
  return useSyncExternalStore(subscribeCart, () => getCartStore().quantityOf(productId), zero);
}

/** Products on the wishlist (the header's badge); 0 on the server. */
export function useWishlistCount(): number {
  return useSyncExternalStore(subscribeWishlist, () => wishlistSnapshot().lines.length, zero);
}

/** Whether the product is on the wishlist (its heart); false on the server. */
export function useOnWishlist(productId: number): boolean {
  return useSyncExternalStore(subscribeWishlist, () => getWishlistStore().has(productId), no);
}

const zero = () => 0;
const no = () => false;
