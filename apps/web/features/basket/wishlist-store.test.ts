import { describe, expect, it } from 'vitest';
import { cardOf } from './testing/fake-api';
import { basketSetup } from './testing/basket-setup';
import { createWishlistStore } from './wishlist-store';

const CATALOGUE = [
  { id: 1, stock: 3 },
  { id: 2, stock: 0 },
  { id: 3, stock: 5 },
];
const stored = (store: { getItem(key: string): string | null }) => JSON.parse(store.getItem('wishlist') ?? 'null');

describe('a guest wishlist', () => {
  it('keeps product ids under the `wishlist` key, sold-out ones too, each once', async () => {
    const { deps, store, notify, api } = basketSetup({ catalogue: CATALOGUE });
    const wishlist = createWishlistStore(deps);
    wishlist.useLocal();
    await wishlist.add(cardOf(CATALOGUE[0]!));
    await wishlist.add(cardOf(CATALOGUE[1]!));
    await wishlist.add(cardOf(CATALOGUE[0]!));
    expect(stored(store)).toEqual([{ productId: 1 }, { productId: 2 }]);
    expect(wishlist.has(2)).toBe(true);
    expect(notify.mock.calls).toEqual([['added'], ['added'], ['added']]);

    await wishlist.toggle(cardOf(CATALOGUE[0]!));
    expect(stored(store)).toEqual([{ productId: 2 }]);
    expect(notify).toHaveBeenLastCalledWith('removed');
    await wishlist.remove(2, { quiet: true });
    expect(notify).toHaveBeenCalledTimes(4);
    expect(store.getItem('wishlist')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});

describe('signing in with a guest wishlist', () => {
  const guest = JSON.stringify([{ productId: 1 }, { productId: 3 }]);

  it('pushes the ids once with the merge call, removes the key, and shows the server list without duplicates', async () => {
    const { deps, store, api, session, signInContext } = basketSetup({
      catalogue: CATALOGUE,
      storage: { wishlist: guest },
    });
    api.wishlist.push(3);
    const wishlist = createWishlistStore(deps);
    wishlist.useLocal();
    session.signedIn = true;
    await Promise.all([wishlist.signIn(signInContext), wishlist.signIn(signInContext)]);

    expect(api.calls).toEqual([{ method: 'POST', path: '/api/wishlist/merge', body: { product_ids: [1, 3] } }]);
    expect(store.getItem('wishlist')).toBeNull();
    expect(wishlist.getSnapshot().source).toBe('server');
    expect(wishlist.getSnapshot().lines.map((l) => l.productId)).toEqual([3, 1]);
  });

  it('a failed push keeps the local ids', async () => {
    const { deps, store, api, session, signInContext } = basketSetup({
      catalogue: CATALOGUE,
      storage: { wishlist: guest },
    });
    session.signedIn = true;
    api.failNext('/api/wishlist/merge', 500);
    const wishlist = createWishlistStore(deps);
    await wishlist.signIn(signInContext);
    expect(stored(store)).toEqual(JSON.parse(guest));
    expect(wishlist.getSnapshot()).toMatchObject({ source: 'server', lines: [] });
  });
});

describe("a signed-in customer's wishlist", () => {
  it('adds, removes quietly for a move to the cart, and clears on the server', async () => {
    const { deps, api, signInContext } = basketSetup({ catalogue: CATALOGUE, signedIn: true });
    const wishlist = createWishlistStore(deps);
    await wishlist.signIn(signInContext);
    await wishlist.add(cardOf(CATALOGUE[0]!));
    await wishlist.add(cardOf(CATALOGUE[2]!));
    expect(api.calls.at(-1)).toEqual({ method: 'POST', path: '/api/wishlist', body: { product_id: 3 } });
    await wishlist.remove(1, { quiet: true });
    expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/wishlist/1' });
    expect(wishlist.getSnapshot().lines.map((l) => l.productId)).toEqual([3]);
    await wishlist.clear();
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/wishlist/clear' });
    expect(wishlist.getSnapshot().lines).toEqual([]);
  });

  it('signing out empties it in memory', async () => {
    const { deps, api, session, signInContext } = basketSetup({ catalogue: CATALOGUE, signedIn: true });
    api.wishlist.push(1);
    const wishlist = createWishlistStore(deps);
    await wishlist.signIn(signInContext);
    expect(wishlist.has(1)).toBe(true);
    session.signedIn = false;
    wishlist.signOut();
    expect(wishlist.getSnapshot()).toMatchObject({ source: 'local', lines: [] });
  });
});

describe('publishing', () => {
  it('tells subscribers only when what is shown changes', async () => {
    const { deps, store } = basketSetup({
      catalogue: CATALOGUE,
      storage: { wishlist: JSON.stringify([{ productId: 1 }]) },
    });
    const wishlist = createWishlistStore(deps);
    let published = 0;
    wishlist.subscribe(() => published++);

    wishlist.useLocal();
    expect(published).toBe(1);
    // Another tab wrote the same list, and the guest list is shown again: nothing new to render.
    wishlist.onStorageChanged('wishlist');
    wishlist.onStorageChanged(null);
    expect(published).toBe(1);

    store.setItem('wishlist', JSON.stringify([{ productId: 1 }, { productId: 3 }]));
    wishlist.onStorageChanged('wishlist');
    expect(published).toBe(2);
    expect(wishlist.has(3)).toBe(true);

    // The products' data arrives: the lines now hold it, so they are shown again.
    await wishlist.refresh();
    expect(published).toBe(3);
    expect(wishlist.getSnapshot().complete).toBe(true);
  });
});
