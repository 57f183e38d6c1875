import { describe, expect, it, vi } from 'vitest';
import {
  addToWishlist,
  checkVoucher,
  clearCart,
  clearWishlist,
  getBasketProducts,
  getCart,
  getWishlist,
  mergeCart,
  mergeWishlist,
  removeCartItem,
  removeFromWishlist,
  setCartItem,
} from './shopping-api';

const PRODUCT = {
  id: 7,
  sku: 'FR-7',
  title: 'Fridge',
  description: '',
  price: 450_000,
  original_price: null,
  discount_percent: null,
  currency: 'IQD',
  image: null,
  stock: 3,
  in_stock: true,
  category: { id: 1, title: 'Fridges', collection_id: 1 },
  brand: null,
  best_seller_rank: null,
};

const CART = {
  items: [{ id: 7, product_id: 7, quantity: 2, qty: 2, product: PRODUCT, line_total: 900_000 }],
  subtotal: 900_000,
  currency: 'IQD',
};

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

const context = (fetchImpl: typeof fetch, lang = 'en') => ({ base: '/api', lang, fetchImpl });

function call(fetchImpl: ReturnType<typeof fakeFetch>) {
  const [url, init] = fetchImpl.mock.calls[0]!;
  return {
    url,
    method: init!.method,
    body: init!.body === undefined ? undefined : JSON.parse(String(init!.body)),
    auth: (init!.headers as Record<string, string>).Authorization,
  };
}

describe('cart calls', () => {
  it('get: bearer token, lang, and the cart read with the contract', async () => {
    const fetchImpl = fakeFetch(200, { data: CART });
    const result = await getCart(context(fetchImpl, 'ku'), 'jwt');
    expect(result).toEqual({ ok: true, data: { data: CART } });
    expect(call(fetchImpl)).toMatchObject({ url: '/api/cart?lang=ku', method: 'GET', auth: 'Bearer jwt' });
  });

  it('set, remove, clear and merge send the spec bodies to the spec paths', async () => {
    const answer = { data: CART, message: 'Added successfully' };
    const cases = [
      [
        (f: typeof fetch) => setCartItem(context(f), 't', { productId: 7, quantity: 2 }),
        '/api/cart?lang=en',
        'POST',
        { productId: 7, quantity: 2 },
      ],
      [(f: typeof fetch) => removeCartItem(context(f), 't', 7), '/api/cart/7?lang=en', 'DELETE', undefined],
      [(f: typeof fetch) => clearCart(context(f), 't'), '/api/cart/clear?lang=en', 'POST', {}],
      [
        (f: typeof fetch) => mergeCart(context(f), 't', [{ productId: 7, quantity: 5 }]),
        '/api/cart/merge?lang=en',
        'POST',
        { items: [{ productId: 7, quantity: 5 }] },
      ],
    ] as const;
    for (const [run, url, method, body] of cases) {
      const fetchImpl = fakeFetch(200, answer);
      const result = await run(fetchImpl);
      expect(result.ok).toBe(true);
      expect(call(fetchImpl)).toEqual({ url, method, body, auth: 'Bearer t' });
    }
  });

  it('a refusal comes back with its status and the server message', async () => {
    const fetchImpl = fakeFetch(422, { message: 'You reached the quantity limit', errors: { quantity: ['x'] } });
    const result = await setCartItem(context(fetchImpl), 't', { productId: 7, quantity: 9 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.status).toBe(422);
      expect(result.error.message).toBe('You reached the quantity limit');
    }
  });

  it('a cart that does not match the contract is an error, not a crash', async () => {
    const result = await getCart(context(fakeFetch(200, { data: { items: 'nope' } })), 't');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.status).toBe(0);
  });
});

describe('wishlist calls', () => {
  it('get, add, remove, clear and merge', async () => {
    const answer = { data: [{ id: 7, product_id: 7, product: PRODUCT }] };
    const cases = [
      [(f: typeof fetch) => getWishlist(context(f), 't'), '/api/wishlist?lang=en', 'GET', undefined],
      [(f: typeof fetch) => addToWishlist(context(f), 't', 7), '/api/wishlist?lang=en', 'POST', { product_id: 7 }],
      [(f: typeof fetch) => removeFromWishlist(context(f), 't', 7), '/api/wishlist/7?lang=en', 'DELETE', undefined],
      [(f: typeof fetch) => clearWishlist(context(f), 't'), '/api/wishlist/clear?lang=en', 'POST', {}],
      [
        (f: typeof fetch) => mergeWishlist(context(f), 't', [7, 8]),
        '/api/wishlist/merge?lang=en',
        'POST',
        { product_ids: [7, 8] },
      ],
    ] as const;
    for (const [run, url, method, body] of cases) {
      const fetchImpl = fakeFetch(200, answer);
      const result = await run(fetchImpl);
      expect(result).toEqual({ ok: true, data: answer });
      expect(call(fetchImpl)).toEqual({ url, method, body, auth: 'Bearer t' });
    }
  });
});

describe('voucher check', () => {
  const CHECK = {
    code: 'SPRING10',
    discount: 90_000,
    subtotal: 900_000,
    percent_off: 10,
    amount_off: null,
    min_subtotal: 0,
    category_id: null,
    expires_at: null,
  };

  it('posts the code and reads the discount', async () => {
    const fetchImpl = fakeFetch(200, { data: CHECK });
    const result = await checkVoucher(context(fetchImpl), 't', 'SPRING10');
    expect(result).toEqual({ ok: true, data: { data: CHECK } });
    expect(call(fetchImpl)).toEqual({
      url: '/api/voucher/check?lang=en',
      method: 'POST',
      body: { code: 'SPRING10' },
      auth: 'Bearer t',
    });
  });

  it("a voucher that does not apply gives the API's reason", async () => {
    const fetchImpl = fakeFetch(422, { message: 'This voucher has expired' });
    const result = await checkVoucher(context(fetchImpl), 't', 'OLD');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('This voucher has expired');
  });
});

describe('products of a guest basket', () => {
  it('asks the catalogue for the ids once each, in the shopper language, without a token', async () => {
    const fetchImpl = fakeFetch(200, { data: [PRODUCT], meta: { total: 1, page: 1, limit: 100, last_page: 1 } });
    const result = await getBasketProducts(context(fetchImpl, 'ar'), [7, 9, 7]);
    expect(result).toEqual({ ok: true, data: [PRODUCT] });
    const sent = call(fetchImpl);
    expect(sent.url).toBe('/api/ar/products?ids=7%2C9&limit=100&lang=ar');
    expect(sent.auth).toBeUndefined();
  });

  it('no ids, no call', async () => {
    const fetchImpl = fakeFetch(200, {});
    expect(await getBasketProducts(context(fetchImpl), [])).toEqual({ ok: true, data: [] });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
