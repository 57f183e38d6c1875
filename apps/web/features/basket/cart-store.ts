// The cart (spec §4, §5): a guest's in local storage, a signed-in customer's on the server. At sign-in the
// guest's lines are pushed once with the merge call (quantities add up, capped by stock on the server) and
// the local key goes; a failed push keeps them for the next sign-in. Sign-out empties the cart in memory
// (the session has already removed the local keys). Built over its dependencies like lib/auth/session.ts,
// so every rule runs in unit tests with fakes; browser-basket.ts wires the real ones. What it shares with the
// wishlist (storage, server changes, refresh, the sign-in push) is createListStore in store-kit.ts.
import { STORAGE_KEYS } from '@/lib/auth/storage';
import { mergeLocalCartLines, readLocalCart, writeLocalCart, type LocalCartLine } from './local';
import { checkQuantity, MAX_BASKET_ITEMS } from './rules';
import type { ServerCart } from './server-calls';
import { createListStore, type BasketDeps } from './store-kit';
import type { BasketOutcome, BasketProduct, CartLine, CartSnapshot } from './types';

export const EMPTY_CART: CartSnapshot = Object.freeze({
  source: 'pending',
  lines: [],
  count: 0,
  subtotal: 0,
  complete: true,
  loadFailed: false,
});

export interface SetQuantityOptions {
  /** No success alert (a stepper's every click is not news). */
  quiet?: boolean;
}

export type CartStore = ReturnType<typeof createCartStore>;

export function createCartStore(deps: BasketDeps) {
  const list = createListStore<LocalCartLine, CartLine, CartSnapshot, ServerCart>(deps, {
    name: 'cart',
    empty: EMPTY_CART,
    storageKey: STORAGE_KEYS.cart,
    readLocal: readLocalCart,
    writeLocal: writeLocalCart,
    idOf: (line) => line.productId,
    lineOf: (line, product) => ({ ...line, product }),
    snapshot: (source, lines, cart) => ({
      source,
      lines,
      count: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal:
        cart?.subtotal ?? lines.reduce((sum, line) => sum + (line.product ? line.product.price * line.quantity : 0), 0),
      complete: lines.every((line) => line.product !== null),
      loadFailed: false,
    }),
    linesOf: (cart) => cart.lines,
    putBack: mergeLocalCartLines,
    calls: (calls) => calls.cart,
    broadcast: (cart) => ({ kind: 'cart', cart }),
  });
  const { state, products, serverChange, storeLocal } = list;

  /**
   * Puts `quantity` units of the product in the cart (adding the line, or changing its quantity). Refused
   * at once, without a call, when the product is sold out, the quantity is below one or above stock, or a
   * new line would not fit.
   */
  function setQuantity(
    product: BasketProduct,
    quantity: number,
    options: SetQuantityOptions = {},
  ): Promise<BasketOutcome> {
    const refusal = checkQuantity(quantity, product);
    if (refusal) return Promise.resolve({ ok: false, reason: refusal });
    products.set(product.id, product);

    if (deps.signedIn()) {
      const isNew = !state.get().lines.some((line) => line.productId === product.id);
      if (isNew && state.get().lines.length >= MAX_BASKET_ITEMS) {
        return Promise.resolve({ ok: false, reason: 'basket_full' });
      }
      // The API says "Added successfully" for a new line; quantity changes stay quiet. Its refusals come back
      // to the caller, who shows them beside the quantity.
      const alerts = { success: !isNew || options.quiet === true, error: true };
      return serverChange((calls, token) =>
        calls.cart.set(deps.context(), token, { productId: product.id, quantity }, alerts),
      );
    }

    const lines = readLocalCart(deps.store);
    const existing = lines.find((line) => line.productId === product.id);
    if (existing) existing.quantity = quantity;
    else if (lines.length >= MAX_BASKET_ITEMS) return Promise.resolve({ ok: false, reason: 'basket_full' });
    else lines.push({ productId: product.id, quantity });
    storeLocal(lines);
    if (!existing && !options.quiet) deps.notify('added');
    return Promise.resolve({ ok: true });
  }

  function remove(productId: number): Promise<BasketOutcome> {
    if (deps.signedIn()) {
      return serverChange((calls, token) => calls.cart.remove(deps.context(), token, productId));
    }
    const lines = readLocalCart(deps.store);
    const kept = lines.filter((line) => line.productId !== productId);
    storeLocal(kept);
    if (kept.length !== lines.length) deps.notify('removed');
    return Promise.resolve({ ok: true });
  }

  return {
    ...list.shared,
    setQuantity,
    remove,
    quantityOf(productId: number): number {
      return state.get().lines.find((line) => line.productId === productId)?.quantity ?? 0;
    },
  };
}
