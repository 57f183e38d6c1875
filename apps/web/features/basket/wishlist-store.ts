// The wishlist (spec §4): a guest's in local storage, a signed-in customer's on the server; pushed once at
// sign-in with the merge call (products already there stay once) and the local key removed; a failed push
// keeps the local list for the next sign-in. Same shape as cart-store.ts.
import type { Result } from '@/lib/api/result';
import type { SignInContext } from '@/lib/auth/sign-in-tasks';
import { singleFlight } from '@/lib/auth/single-flight';
import { STORAGE_KEYS } from '@/lib/auth/storage';
import { readLocalWishlist, writeLocalWishlist } from './local';
import { MAX_BASKET_ITEMS } from './rules';
import type { BasketCalls } from './server-calls';
import { createEmitter, refusalOf, serialQueue, type BasketDeps } from './store-kit';
import type { BasketOutcome, BasketProduct, BasketSource, WishlistLine, WishlistSnapshot } from './types';

export const EMPTY_WISHLIST: WishlistSnapshot = Object.freeze({
  source: 'pending',
  lines: [],
  complete: true,
  loadFailed: false,
});

export type WishlistStore = ReturnType<typeof createWishlistStore>;

export function createWishlistStore(deps: BasketDeps) {
  const state = createEmitter<WishlistSnapshot>(EMPTY_WISHLIST);
  const serial = serialQueue();
  const products = new Map<number, BasketProduct>();

  function publish(source: BasketSource, lines: WishlistLine[]): void {
    state.set({ source, lines, complete: lines.every((line) => line.product !== null), loadFailed: false });
  }

  function showLocal(): void {
    publish(
      'local',
      readLocalWishlist(deps.store).map((productId) => ({ productId, product: products.get(productId) ?? null })),
    );
  }

  function applyServer(lines: WishlistLine[]): void {
    for (const line of lines) if (line.product) products.set(line.productId, line.product);
    publish('server', lines);
  }

  function serverChange(
    call: (calls: BasketCalls, token: string) => Promise<Result<WishlistLine[]>>,
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
      deps.broadcast?.({ kind: 'wishlist', lines: result.data });
      return { ok: true } as const;
    });
  }

  const has = (productId: number) => state.get().lines.some((line) => line.productId === productId);

  /** Adds the product (sold-out ones too: a wishlist remembers what to buy when it is back). */
  function add(product: BasketProduct): Promise<BasketOutcome> {
    products.set(product.id, product);
    if (!has(product.id) && state.get().lines.length >= MAX_BASKET_ITEMS) {
      return Promise.resolve({ ok: false, reason: 'basket_full' });
    }
    if (deps.signedIn()) return serverChange((calls, token) => calls.wishlist.add(deps.context(), token, product.id));
    const ids = readLocalWishlist(deps.store);
    if (!ids.includes(product.id)) writeLocalWishlist(deps.store, [...ids, product.id]);
    showLocal();
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
    writeLocalWishlist(
      deps.store,
      ids.filter((id) => id !== productId),
    );
    showLocal();
    if (ids.includes(productId) && !options.quiet) deps.notify('removed');
    return Promise.resolve({ ok: true });
  }

  function toggle(product: BasketProduct): Promise<BasketOutcome> {
    return has(product.id) ? remove(product.id) : add(product);
  }

  function clear(): Promise<BasketOutcome> {
    if (deps.signedIn()) return serverChange((calls, token) => calls.wishlist.clear(deps.context(), token));
    writeLocalWishlist(deps.store, []);
    showLocal();
    return Promise.resolve({ ok: true });
  }

  /** Fresh data for what is shown (a guest's stored products from the catalogue; unknown ones leave). */
  async function refresh(): Promise<BasketOutcome> {
    if (deps.signedIn())
      return serverChange((calls, token) => calls.wishlist.get(deps.context(), token), { load: true });
    const ids = readLocalWishlist(deps.store);
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
      const stored = readLocalWishlist(deps.store);
      const kept = stored.filter((id) => known.has(id));
      if (kept.length !== stored.length) writeLocalWishlist(deps.store, kept);
      showLocal();
    }
    return { ok: true };
  }

  /** The sign-in task: push the guest's products once (taken from storage first, put back on failure), then show the server list. Concurrent calls share one run. */
  const signIn = singleFlight(pushAndLoad);

  async function pushAndLoad(context: SignInContext): Promise<void> {
    const token = await context.getAccessToken();
    if (!token) return;
    await serial(async () => {
      const calls = await deps.calls();
      const taken = readLocalWishlist(deps.store);
      if (taken.length > 0) {
        writeLocalWishlist(deps.store, []);
        const merged = await calls.wishlist.merge(deps.context(), token, taken);
        if (merged.ok) {
          applyServer(merged.data);
          deps.broadcast?.({ kind: 'wishlist', lines: merged.data });
          return;
        }
        const now = readLocalWishlist(deps.store);
        writeLocalWishlist(deps.store, [...now, ...taken.filter((id) => !now.includes(id))]);
      }
      const list = await calls.wishlist.get(deps.context(), token);
      if (!list.ok) {
        if (state.get().source === 'pending') state.set({ ...state.get(), loadFailed: true });
        throw new Error(`The wishlist could not be loaded (${list.error.status}): ${list.error.message}`);
      }
      applyServer(list.data);
    });
  }

  return {
    getSnapshot: state.get,
    subscribe: state.subscribe,
    has,
    add,
    remove,
    toggle,
    clear,
    refresh,
    signIn,
    signOut(): void {
      products.clear();
      showLocal();
    },
    useLocal(): void {
      if (state.get().source !== 'local') showLocal();
    },
    expectServer(): void {
      if (state.get().source === 'local') publish('pending', [...state.get().lines]);
    },
    onStorageChanged(key: string | null): void {
      if ((key === STORAGE_KEYS.wishlist || key === null) && state.get().source === 'local') showLocal();
    },
    onBroadcast(lines: WishlistLine[]): void {
      if (deps.signedIn()) applyServer(lines);
    },
  };
}
