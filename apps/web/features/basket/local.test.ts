import { describe, expect, it } from 'vitest';
import { mapStore } from '@/lib/auth/testing/fakes';
import { mergeLocalCartLines, readLocalCart, readLocalWishlist, writeLocalCart, writeLocalWishlist } from './local';
import { MAX_BASKET_ITEMS, MAX_ITEM_QUANTITY } from './rules';

describe('the stored cart', () => {
  it('reads nothing from a missing, garbled or foreign value', () => {
    for (const value of [undefined, '', 'not json', '{"productId":1}', '"cart"', 'null']) {
      expect(readLocalCart(mapStore(value === undefined ? {} : { cart: value }))).toEqual([]);
    }
  });

  it('drops bad entries, adds up duplicates and caps quantities', () => {
    const cart = JSON.stringify([
      { productId: 1, quantity: 2 },
      { productId: 1, quantity: 1 },
      { product_id: 2, qty: 4 },
      { id: 8, quantity: 1 },
      { product: { id: 9 }, qty: 2 },
      { productId: 3, quantity: 0 },
      { productId: -1, quantity: 1 },
      { productId: 4, quantity: 1.5 },
      { productId: '5', quantity: 1 },
      { productId: 6, quantity: 5000 },
      null,
      7,
    ]);
    expect(readLocalCart(mapStore({ cart }))).toEqual([
      { productId: 1, quantity: 3 },
      { productId: 2, quantity: 4 },
      { productId: 8, quantity: 1 },
      { productId: 9, quantity: 2 },
      { productId: 6, quantity: MAX_ITEM_QUANTITY },
    ]);
  });

  it(`keeps at most ${MAX_BASKET_ITEMS} products`, () => {
    const lines = Array.from({ length: MAX_BASKET_ITEMS + 5 }, (_, i) => ({ productId: i + 1, quantity: 1 }));
    expect(readLocalCart(mapStore({ cart: JSON.stringify(lines) }))).toHaveLength(MAX_BASKET_ITEMS);
  });

  it('writes ids and quantities only; an empty cart removes the key', () => {
    const store = mapStore();
    writeLocalCart(store, [{ productId: 1, quantity: 2 }]);
    expect(store.getItem('cart')).toBe('[{"productId":1,"quantity":2}]');
    writeLocalCart(store, []);
    expect(store.getItem('cart')).toBeNull();
  });

  it('a storage that refuses writes does not throw', () => {
    const store = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: () => {},
    };
    expect(() => writeLocalCart(store, [{ productId: 1, quantity: 1 }])).not.toThrow();
  });

  it('lines put back after a failed push add up with those stored meanwhile', () => {
    expect(
      mergeLocalCartLines(
        [{ productId: 1, quantity: 1 }],
        [
          { productId: 1, quantity: 2 },
          { productId: 2, quantity: 1 },
        ],
      ),
    ).toEqual([
      { productId: 1, quantity: 3 },
      { productId: 2, quantity: 1 },
    ]);
  });
});

describe('the stored wishlist', () => {
  it('reads ids once each, from objects or bare numbers, skipping junk', () => {
    const wishlist = JSON.stringify([{ productId: 3 }, 4, { product_id: 3 }, { productId: 'x' }, 0, null]);
    expect(readLocalWishlist(mapStore({ wishlist }))).toEqual([3, 4]);
  });

  it('writes and removes', () => {
    const store = mapStore();
    writeLocalWishlist(store, [3, 4]);
    expect(store.getItem('wishlist')).toBe('[{"productId":3},{"productId":4}]');
    writeLocalWishlist(store, []);
    expect(store.getItem('wishlist')).toBeNull();
  });
});
