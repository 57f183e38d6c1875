// The cart (spec §4, §5): a guest's in local storage, a signed-in customer's on the server. At sign-in the
// guest's lines are pushed once with the merge call (quantities add up, capped by stock on the server) and
// the local key goes; a failed push keeps them for the next sign-in. Sign-out empties the cart in memory
// (the session has already removed the local keys). Built over its dependencies like lib/auth/session.ts,
// so every rule runs in unit tests with fakes; browser-basket.ts wires the real ones.
import type { Result } from '@/lib/api/result';
import type { SignInContext } from '@/lib/auth/sign-in-tasks';
import { singleFlight } from '@/lib/auth/single-flight';
import { STORAGE_KEYS } from '@/lib/auth/storage';
import { mergeLocalCartLines, readLocalCart, writeLocalCart } from './local';
import { checkQuantity, MAX_BASKET_ITEMS } from './rules';
import type { BasketCalls, ServerCart } from './server-calls';
import { createEmitter, refusalOf, serialQueue, type BasketDeps } from './store-kit';
import type { BasketOutcome, BasketProduct, BasketSource, CartLine, CartSnapshot } from './types';

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
  const state = createEmitter<CartSnapshot>(EMPTY_CART);
  const serial = serialQueue();
  /** Products seen so far (added from a page, or loaded), to show a guest's stored lines. */
  const products = new Map<number, BasketProduct>();

  function publish(source: BasketSource, lines: CartLine[], subtotal?: number): void {
    state.set({
      source,
      lines,
      count: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal:
        subtotal ?? lines.reduce((sum, line) => sum + (line.product ? line.product.price * line.quantity : 0), 0),
      complete: lines.every((line) => line.product !== null),
      loadFailed: false,
    });
  }

  function showLocal(): void {
    const lines = readLocalCart(deps.store).map((line) => ({ ...line, product: products.get(line.productId) ?? null }));
    publish('local', lines);
  }

  function applyServer(cart: ServerCart): void {
    for (const line of cart.lines) if (line.product) products.set(line.productId, line.product);
    publish('server', cart.lines, cart.subtotal);
  }

  /** One server change, in turn with the others; the answer is the whole cart. */
  function serverChange(
    call: (calls: BasketCalls, token: string) => Promise<Result<ServerCart>>,
    options: { load?: boolean } = {},
  ): Promise<BasketOutcome> {
    return serial(async () => {
      const calls = await deps.calls();
      const result = await deps.authorized((token) => call(calls, token));
      if (!result.ok) {
        // Only a failed load leaves the page with nothing to show; a refused change is the caller's to say.
        if (options.load && state.get().source === 'pending') state.set({ ...state.get(), loadFailed: true });
        return refusalOf(result.error);
      }
      applyServer(result.data);
      deps.broadcast?.({ kind: 'cart', cart: result.data });
      return { ok: true } as const;
    });
  }

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
    writeLocalCart(deps.store, lines);
    showLocal();
    if (!existing && !options.quiet) deps.notify('added');
    return Promise.resolve({ ok: true });
  }

  function remove(productId: number): Promise<BasketOutcome> {
    if (deps.signedIn()) {
      return serverChange((calls, token) => calls.cart.remove(deps.context(), token, productId));
    }
    const lines = readLocalCart(deps.store);
    const kept = lines.filter((line) => line.productId !== productId);
    writeLocalCart(deps.store, kept);
    showLocal();
    if (kept.length !== lines.length) deps.notify('removed');
    return Promise.resolve({ ok: true });
  }

  function clear(): Promise<BasketOutcome> {
    if (deps.signedIn()) return serverChange((calls, token) => calls.cart.clear(deps.context(), token));
    writeLocalCart(deps.store, []);
    showLocal();
    return Promise.resolve({ ok: true });
  }

  /**
   * Fresh data for what is shown: a customer's cart from the server; for a guest, the stored products'
   * current titles, prices and stock (a product the catalogue no longer has leaves the stored cart).
   */
  async function refresh(): Promise<BasketOutcome> {
    if (deps.signedIn()) return serverChange((calls, token) => calls.cart.get(deps.context(), token), { load: true });
    const ids = readLocalCart(deps.store).map((line) => line.productId);
    if (ids.length === 0) {
      showLocal();
      return { ok: true };
    }
    const calls = await deps.calls();
    const result = await calls.productsFor(deps.context(), ids);
    if (!result.ok) return refusalOf(result.error);
    for (const product of result.data) products.set(product.id, product);
    if (!deps.signedIn()) {
      const known = new Set(result.data.map((product) => product.id));
      const stored = readLocalCart(deps.store);
      const kept = stored.filter((line) => known.has(line.productId));
      if (kept.length !== stored.length) writeLocalCart(deps.store, kept);
      showLocal();
    }
    return { ok: true };
  }

  /**
   * The sign-in task: push the guest's lines, then show the server cart. The lines leave storage before the
   * push, so another tab signing in at the same moment cannot push them a second time; they go back if the
   * push fails. Concurrent calls share one run.
   */
  const signIn = singleFlight(pushAndLoad);

  async function pushAndLoad(context: SignInContext): Promise<void> {
    const token = await context.getAccessToken();
    if (!token) return;
    await serial(async () => {
      const calls = await deps.calls();
      const taken = readLocalCart(deps.store);
      if (taken.length > 0) {
        writeLocalCart(deps.store, []);
        const merged = await calls.cart.merge(deps.context(), token, taken);
        if (merged.ok) {
          applyServer(merged.data);
          deps.broadcast?.({ kind: 'cart', cart: merged.data });
          return;
        }
        writeLocalCart(deps.store, mergeLocalCartLines(readLocalCart(deps.store), taken));
      }
      const cart = await calls.cart.get(deps.context(), token);
      if (!cart.ok) {
        if (state.get().source === 'pending') state.set({ ...state.get(), loadFailed: true });
        throw new Error(`The cart could not be loaded (${cart.error.status}): ${cart.error.message}`);
      }
      applyServer(cart.data);
    });
  }

  return {
    getSnapshot: state.get,
    subscribe: state.subscribe,
    setQuantity,
    remove,
    clear,
    refresh,
    signIn,
    /** Signed out: the cart in memory goes with the session (the local keys are already removed). */
    signOut(): void {
      products.clear();
      showLocal();
    },
    /** No customer: show this browser's stored cart. */
    useLocal(): void {
      if (state.get().source !== 'local') showLocal();
    },
    /** A customer is signed in and their cart is on its way. */
    expectServer(): void {
      if (state.get().source === 'local') publish('pending', [...state.get().lines]);
    },
    /** Another tab changed the stored cart, or the customer's cart (broadcast). */
    onStorageChanged(key: string | null): void {
      if ((key === STORAGE_KEYS.cart || key === null) && state.get().source === 'local') showLocal();
    },
    onBroadcast(cart: ServerCart): void {
      if (deps.signedIn()) applyServer(cart);
    },
    quantityOf(productId: number): number {
      return state.get().lines.find((line) => line.productId === productId)?.quantity ?? 0;
    },
  };
}
