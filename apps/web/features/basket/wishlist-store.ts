// The wishlist (spec §4): a guest's in local storage, a signed-in customer's on the server; pushed once at
// sign-in with the merge call (products already there stay once) and the local key removed; a failed push
// keeps the local list for the next sign-in. The life it shares with the cart is createListStore (store-kit.ts).
import { STORAGE_KEYS } from '@/lib/auth/storage';
import { readLocalWishlist, writeLocalWishlist } from './local';
import { MAX_BASKET_ITEMS } from './rules';
import { createListStore, type BasketDeps } from './store-kit';
import type { BasketOutcome, BasketProduct, WishlistLine, WishlistSnapshot } from './types';

export const EMPTY_WISHLIST: WishlistSnapshot = Object.freeze({
  source: 'pending',
  lines: [],
  complete: true,
  loadFailed: false,
});

export type WishlistStore = ReturnType<typeof createWishlistStore>;

export function createWishlistStore(deps: BasketDeps) {
  const list = createListStore<number, WishlistLine, WishlistSnapshot, WishlistLine[]>(deps, {
    name: 'wishlist',
    empty: EMPTY_WISHLIST,
    storageKey: STORAGE_KEYS.wishlist,
    readLocal: readLocalWishlist,
    writeLocal: writeLocalWishlist,
    idOf: (productId) => productId,
    lineOf: (productId, product) => ({ productId, product }),
    snapshot: (source, lines) => ({
      source,
      lines,
      complete: lines.every((line) => line.product !== null),
      loadFailed: false,
    }),
    linesOf: (lines) => lines,
    putBack: (now, taken) => [...now, ...taken.filter((id) => !now.includes(id))],
    calls: (calls) => calls.wishlist,
    broadcast: (lines) => ({ kind: 'wishlist', lines }),
  });
  const { state, products, serverChange, showLocal, storeLocal } = list;

  const has = (productId: number) => state.get().lines.some((line) => line.productId === productId);

  /** Adds the product (sold-out ones too: a wishlist remembers what to buy when it is back). */
  function add(product: BasketProduct): Promise<BasketOutcome> {
    products.set(product.id, product);
    if (!has(product.id) && state.get().lines.length >= MAX_BASKET_ITEMS) {
      return Promise.resolve({ ok: false, reason: 'basket_full' });
    }
    if (deps.signedIn()) return serverChange((calls, token) => calls.wishlist.add(deps.context(), token, product.id));
    const ids = readLocalWishlist(deps.store);
    if (ids.includes(product.id)) showLocal();
    else storeLocal([...ids, product.id]);
    deps.notify('added');
    return Promise.resolve({ ok: true });
  }

  /** Removes the product; `quiet` holds back the success alert (moving to the cart says "added" instead). */
  function remove(productId: number, options: { quiet?: boolean } = {}): Promise<BasketOutcome> {
    if (deps.signedIn()) {
      const alerts = options.quiet ? { success: true } : undefined;
      return serverChange((calls, token) => calls.wishlist.remove(deps.context(), token, productId, alerts));
    }
    const ids = readLocalWishlist(deps.store);
    storeLocal(ids.filter((id) => id !== productId));
    if (ids.includes(productId) && !options.quiet) deps.notify('removed');
    return Promise.resolve({ ok: true });
  }

  function toggle(product: BasketProduct): Promise<BasketOutcome> {
    return has(product.id) ? remove(product.id) : add(product);
  }

  return { ...list.shared, has, add, remove, toggle };
}
