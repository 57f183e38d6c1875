import { describe, expect, it } from 'vitest';
import { createCartStore } from './cart-store';
import { cardOf } from './testing/fake-api';
import { MAX_BASKET_ITEMS } from './rules';
import { basketSetup } from './testing/basket-setup';

const FRIDGE = { id: 1, stock: 3, price: 450_000 };
const KETTLE = { id: 2, stock: 10, price: 25_000 };
const SOLD_OUT = { id: 3, stock: 0 };
const CATALOGUE = [FRIDGE, KETTLE, SOLD_OUT];

const stored = (store: { getItem(key: string): string | null }) => JSON.parse(store.getItem('cart') ?? 'null');

describe('a guest cart', () => {
  it('keeps ids and quantities under the `cart` key, says "added" once per new line, and totals', async () => {
    const { deps, store, notify, api } = basketSetup({ catalogue: CATALOGUE });
    const cart = createCartStore(deps);
    cart.useLocal();

    expect(await cart.setQuantity(cardOf(FRIDGE), 1)).toEqual({ ok: true });
    expect(await cart.setQuantity(cardOf(KETTLE), 2)).toEqual({ ok: true });
    expect(await cart.setQuantity(cardOf(FRIDGE), 3)).toEqual({ ok: true });

    expect(stored(store)).toEqual([
      { productId: 1, quantity: 3 },
      { productId: 2, quantity: 2 },
    ]);
    const snapshot = cart.getSnapshot();
    expect(snapshot).toMatchObject({ source: 'local', count: 5, subtotal: 3 * 450_000 + 2 * 25_000, complete: true });
    expect(notify.mock.calls).toEqual([['added'], ['added']]);
    expect(api.calls).toEqual([]);

    await cart.remove(1);
    expect(stored(store)).toEqual([{ productId: 2, quantity: 2 }]);
    expect(notify).toHaveBeenLastCalledWith('removed');
    await cart.remove(2);
    expect(store.getItem('cart')).toBeNull();
  });

  it('refuses, without a call, quantities past stock, below one, and sold-out products', async () => {
    const { deps, store, api } = basketSetup({ catalogue: CATALOGUE });
    const cart = createCartStore(deps);
    cart.useLocal();
    await cart.setQuantity(cardOf(FRIDGE), 2);

    expect(await cart.setQuantity(cardOf(FRIDGE), 4)).toEqual({ ok: false, reason: 'quantity_limit' });
    expect(await cart.setQuantity(cardOf(FRIDGE), 0)).toEqual({ ok: false, reason: 'quantity_negative' });
    expect(await cart.setQuantity(cardOf(FRIDGE), -1)).toEqual({ ok: false, reason: 'quantity_negative' });
    expect(await cart.setQuantity(cardOf(SOLD_OUT), 1)).toEqual({ ok: false, reason: 'sold_out' });
    expect(stored(store)).toEqual([{ productId: 1, quantity: 2 }]);
    expect(api.calls).toEqual([]);
  });

  it(`holds at most ${MAX_BASKET_ITEMS} products`, async () => {
    const full = Array.from({ length: MAX_BASKET_ITEMS }, (_, i) => ({ productId: 100 + i, quantity: 1 }));
    const { deps } = basketSetup({ catalogue: CATALOGUE, storage: { cart: JSON.stringify(full) } });
    const cart = createCartStore(deps);
    cart.useLocal();
    expect(await cart.setQuantity(cardOf(FRIDGE), 1)).toEqual({ ok: false, reason: 'basket_full' });
    // A line already there can still change.
    expect(await cart.setQuantity({ ...cardOf(FRIDGE), id: 100 }, 2)).toEqual({ ok: true });
  });

  it("refresh loads the stored products' current data and drops products the catalogue no longer has", async () => {
    const storage = {
      cart: JSON.stringify([
        { productId: 2, quantity: 1 },
        { productId: 99, quantity: 1 },
      ]),
    };
    const { deps, store } = basketSetup({ catalogue: CATALOGUE, storage });
    const cart = createCartStore(deps);
    cart.useLocal();
    expect(cart.getSnapshot()).toMatchObject({ complete: false, count: 2 });

    expect(await cart.refresh()).toEqual({ ok: true });
    expect(stored(store)).toEqual([{ productId: 2, quantity: 1 }]);
    expect(cart.getSnapshot()).toMatchObject({ complete: true, count: 1, subtotal: 25_000 });
    expect(cart.getSnapshot().lines[0]!.product!.title).toBe('Product 2');
  });

  it("follows another tab's change of the stored cart", () => {
    const { deps, store } = basketSetup({ catalogue: CATALOGUE });
    const cart = createCartStore(deps);
    cart.useLocal();
    store.setItem('cart', JSON.stringify([{ productId: 2, quantity: 4 }]));
    cart.onStorageChanged('cart');
    expect(cart.getSnapshot().count).toBe(4);
  });
});

describe('signing in with a guest cart', () => {
  const guestCart = JSON.stringify([
    { productId: 1, quantity: 2 },
    { productId: 2, quantity: 1 },
  ]);

  it('pushes the local lines with one merge call, removes the `cart` key, and shows the merged server cart', async () => {
    const { deps, store, api, session, signInContext, broadcast } = basketSetup({
      catalogue: CATALOGUE,
      storage: { cart: guestCart },
    });
    api.cart.set(1, 2); // already on the server: 2 + 2 is capped at the stock of 3
    const cart = createCartStore(deps);
    cart.useLocal();
    session.signedIn = true;
    cart.expectServer();
    expect(cart.getSnapshot()).toMatchObject({ source: 'pending', count: 3 });

    await cart.signIn(signInContext);

    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/cart/merge',
        body: {
          items: [
            { productId: 1, quantity: 2 },
            { productId: 2, quantity: 1 },
          ],
        },
      },
    ]);
    expect(store.getItem('cart')).toBeNull();
    expect(cart.getSnapshot()).toMatchObject({ source: 'server', count: 4, subtotal: 3 * 450_000 + 25_000 });
    expect(cart.getSnapshot().lines.map((l) => [l.productId, l.quantity])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(broadcast).toHaveBeenCalledTimes(1);
  });

  it('two sign-in runs at once push the lines once', async () => {
    const { deps, api, session, signInContext } = basketSetup({ catalogue: CATALOGUE, storage: { cart: guestCart } });
    const cart = createCartStore(deps);
    session.signedIn = true;
    await Promise.all([cart.signIn(signInContext), cart.signIn(signInContext)]);
    expect(api.calls.filter((c) => c.path === '/api/cart/merge')).toHaveLength(1);
    expect(api.cart.get(1)).toBe(2);
  });

  it('a failed push keeps the local lines for the next sign-in and still shows the server cart', async () => {
    const { deps, store, api, session, signInContext } = basketSetup({
      catalogue: CATALOGUE,
      storage: { cart: guestCart },
    });
    api.cart.set(2, 5);
    const cart = createCartStore(deps);
    session.signedIn = true;
    api.failNext('/api/cart/merge', 503);

    await cart.signIn(signInContext);
    expect(JSON.parse(store.getItem('cart')!)).toEqual(JSON.parse(guestCart));
    expect(cart.getSnapshot()).toMatchObject({ source: 'server', count: 5 });

    // The next sign-in (a reload) pushes them.
    await cart.signIn(signInContext);
    expect(store.getItem('cart')).toBeNull();
    expect(api.calls.filter((c) => c.path === '/api/cart/merge')).toHaveLength(2);
    expect(cart.getSnapshot().count).toBe(2 + 6);
  });

  it('a push that never got an answer keeps the local lines too', async () => {
    const { deps, store, api, session, signInContext } = basketSetup({
      catalogue: CATALOGUE,
      storage: { cart: guestCart },
    });
    const cart = createCartStore(deps);
    session.signedIn = true;
    api.failNext('/api/cart/merge', 0);
    api.failNext('/api/cart', 0);
    await expect(cart.signIn(signInContext)).rejects.toThrow(/could not be loaded/);
    expect(JSON.parse(store.getItem('cart')!)).toEqual(JSON.parse(guestCart));
    // The page says so and offers to try again; a later load clears it.
    expect(cart.getSnapshot()).toMatchObject({ source: 'pending', loadFailed: true });
    expect(await cart.refresh()).toEqual({ ok: true });
    expect(cart.getSnapshot()).toMatchObject({ source: 'server', loadFailed: false });
  });

  it('without local lines it only loads the server cart', async () => {
    const { deps, api, session, signInContext } = basketSetup({ catalogue: CATALOGUE });
    api.cart.set(2, 1);
    const cart = createCartStore(deps);
    session.signedIn = true;
    await cart.signIn(signInContext);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/cart']);
    expect(cart.getSnapshot().count).toBe(1);
  });

  it('a session that ended meanwhile pushes nothing', async () => {
    const { deps, store, api, session, signInContext } = basketSetup({
      catalogue: CATALOGUE,
      storage: { cart: guestCart },
    });
    session.token = null;
    await createCartStore(deps).signIn(signInContext);
    expect(api.calls).toEqual([]);
    expect(store.getItem('cart')).toBe(guestCart);
  });
});

describe("a signed-in customer's cart", () => {
  it('sets quantities on the server and reads back the whole cart', async () => {
    const { deps, api, session, signInContext } = basketSetup({ catalogue: CATALOGUE, signedIn: true });
    const cart = createCartStore(deps);
    await cart.signIn(signInContext);

    expect(await cart.setQuantity(cardOf(KETTLE), 4)).toEqual({ ok: true });
    expect(api.calls.at(-1)).toEqual({ method: 'POST', path: '/api/cart', body: { productId: 2, quantity: 4 } });
    expect(cart.getSnapshot()).toMatchObject({ source: 'server', count: 4, subtotal: 100_000 });

    await cart.remove(2);
    expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/cart/2' });
    expect(cart.getSnapshot().count).toBe(0);
    expect(session.signedIn).toBe(true);
  });

  it("gives back the server's refusal when stock fell below what the page knew", async () => {
    const { deps, api } = basketSetup({ catalogue: CATALOGUE, signedIn: true });
    const cart = createCartStore(deps);
    api.products.set(1, { ...FRIDGE, stock: 1 });
    expect(await cart.setQuantity(cardOf(FRIDGE), 2)).toEqual({
      ok: false,
      reason: 'quantity_limit',
      message: 'You reached the quantity limit',
    });
    api.products.set(1, { ...FRIDGE, stock: 0 });
    expect(await cart.setQuantity(cardOf(FRIDGE), 1)).toMatchObject({ ok: false, reason: 'sold_out' });
  });

  it('signing out empties the cart in memory', async () => {
    const { deps, api, session, signInContext } = basketSetup({ catalogue: CATALOGUE, signedIn: true });
    api.cart.set(2, 3);
    const cart = createCartStore(deps);
    await cart.signIn(signInContext);
    expect(cart.getSnapshot().count).toBe(3);
    session.signedIn = false;
    cart.signOut();
    expect(cart.getSnapshot()).toMatchObject({ source: 'local', count: 0, lines: [] });
  });
});
