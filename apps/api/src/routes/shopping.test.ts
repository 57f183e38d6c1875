// The signed-in cart and wishlist through Fastify, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import { CartResponse, WishlistResponse } from '@dukan/core/contract/shopping';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { DEFAULT_AUTH_LIMITS } from '../services/auth/limits';
import { buildAccountsServer, caller, latestCode, uniquePhone } from '../test/accounts-harness';
import { insertCatalogueFixture, type CatalogueFixture } from '../test/catalogue-fixtures';
import { openTestDatabase, testBackends } from '../test/databases';

const OTP = '/auth/public/mfa-provider-password-otp';
const ROOMY_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_AUTH_LIMITS).map(([k, rule]) => [k, { ...rule, limit: 10_000 }]),
) as typeof DEFAULT_AUTH_LIMITS;

describe.each(testBackends)('cart and wishlist on %s', (backend) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let call: ReturnType<typeof caller>;
  let fx: CatalogueFixture;

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    fx = await insertCatalogueFixture(handle.db);
    app = await buildAccountsServer(handle, { accounts: { limits: ROOMY_LIMITS } });
    call = caller(app);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  async function signedIn(): Promise<string> {
    const phone = uniquePhone();
    const started = await call('POST', `${OTP}/initialize-register`, {
      body: { provider: phone, password: 'Dukan#2026', identifierId: 1 },
    });
    const verified = await call('POST', `${OTP}/verify-register`, {
      body: { id: started.body.id, code: await latestCode(handle, phone), identifierId: 1 },
    });
    return verified.body.accessToken as string;
  }

  /** In stock with room for 2+, and sold out. */
  const plenty = () => fx.products.find((p) => p.stock >= 5)!;
  const scarce = () => fx.products.find((p) => p.stock === 2)!;
  const soldOut = () => fx.products.find((p) => p.stock === 0)!;

  it('adds with quantity 1 by default, sets quantities, totals from database prices, removes and clears', async () => {
    const token = await signedIn();
    const added = await call('POST', '/api/cart?lang=en', { token, body: { productId: plenty().id } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.message).toBe('Added successfully');
    let cart = CartResponse.parse(added.body).data;
    expect(cart.items).toMatchObject([{ product_id: plenty().id, quantity: 1, qty: 1 }]);

    await call('POST', '/api/cart', { token, body: { productId: plenty().id, quantity: '٣' } });
    await call('POST', '/api/cart', { token, body: { productId: scarce().id, quantity: 2 } });
    cart = CartResponse.parse((await call('GET', '/api/cart?lang=ar', { token })).body).data;
    expect(cart.items.map((i) => [i.product_id, i.quantity])).toEqual([
      [plenty().id, 3],
      [scarce().id, 2],
    ]);
    expect(cart.subtotal).toBe(cart.items.reduce((sum, i) => sum + i.product.price * i.quantity, 0));

    const removed = await call('DELETE', `/api/cart/${scarce().id}?lang=en`, { token });
    expect(removed.body.message).toBe('Removed successfully');
    expect(CartResponse.parse(removed.body).data.items).toHaveLength(1);
    expect((await call('DELETE', `/api/cart/${scarce().id}`, { token })).status).toBe(404);
    expect((await call('DELETE', '/api/cart/not-a-number', { token })).status).toBe(404);
    const cleared = await call('POST', '/api/cart/clear', { token });
    expect(CartResponse.parse(cleared.body).data).toMatchObject({ items: [], subtotal: 0 });
  });

  it("refuses quantities past stock or below one with the spec's messages, and sold-out products", async () => {
    const token = await signedIn();
    const tooMany = await call('POST', '/api/cart?lang=en', { token, body: { productId: scarce().id, quantity: 3 } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe('You reached the quantity limit');
    const zero = await call('POST', '/api/cart?lang=en', { token, body: { productId: scarce().id, quantity: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body.errors?.quantity).toEqual(['Quantity could be less than zero']);
    const negative = await call('POST', '/api/cart', { token, body: { productId: scarce().id, quantity: -2 } });
    expect(negative.status).toBe(400);
    expect((await call('POST', '/api/cart', { token, body: { productId: soldOut().id } })).status).toBe(409);
    expect((await call('POST', '/api/cart', { token, body: { productId: 999_999 } })).status).toBe(404);
    for (const body of [{}, { productId: 'x' }, { productId: 1.5 }, null, 'text', { productId: [1] }]) {
      expect((await call('POST', '/api/cart', { token, body })).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('merges a guest cart at sign-in: quantities add up to stock, sold-out and unknown products are skipped', async () => {
    const token = await signedIn();
    await call('POST', '/api/cart', { token, body: { productId: scarce().id, quantity: 1 } });
    const merged = await call('POST', '/api/cart/merge', {
      token,
      body: {
        items: [
          { productId: scarce().id, quantity: 2 },
          { productId: plenty().id, quantity: 1 },
          { productId: plenty().id, quantity: 1 },
          { productId: soldOut().id, quantity: 1 },
        ],
      },
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const items = CartResponse.parse(merged.body).data.items.map((i) => [i.product_id, i.quantity]);
    expect(items).toEqual([
      [scarce().id, 2],
      [plenty().id, 2],
    ]);
  });

  it('keeps a wishlist: add once, remove, clear, merge', async () => {
    const token = await signedIn();
    const first = await call('POST', '/api/wishlist?lang=en', { token, body: { product_id: plenty().id } });
    expect(first.body.message).toBe('Added successfully');
    await call('POST', '/api/wishlist', { token, body: { product_id: plenty().id } });
    // Sold-out products may be wished for: that is what a wishlist is for.
    await call('POST', '/api/wishlist', { token, body: { product_id: soldOut().id } });
    let list = WishlistResponse.parse((await call('GET', '/api/wishlist', { token })).body).data;
    expect(list.map((i) => i.product_id)).toEqual([plenty().id, soldOut().id]);
    expect((await call('POST', '/api/wishlist', { token, body: { product_id: 999_999 } })).status).toBe(404);

    await call('DELETE', `/api/wishlist/${plenty().id}`, { token });
    const merged = await call('POST', '/api/wishlist/merge', {
      token,
      body: { product_ids: [scarce().id, soldOut().id, 999_999] },
    });
    list = WishlistResponse.parse(merged.body).data;
    expect(list.map((i) => i.product_id).sort()).toEqual([soldOut().id, scarce().id].sort());
    const cleared = await call('POST', '/api/wishlist/clear?lang=en', { token });
    expect(WishlistResponse.parse(cleared.body).data).toEqual([]);
  });

  it('belongs to its customer alone, and to nobody without a token', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await call('POST', '/api/cart', { token: a, body: { productId: plenty().id, quantity: 2 } });
    await call('POST', '/api/wishlist', { token: a, body: { product_id: plenty().id } });
    expect(CartResponse.parse((await call('GET', '/api/cart', { token: b })).body).data.items).toEqual([]);
    expect(WishlistResponse.parse((await call('GET', '/api/wishlist', { token: b })).body).data).toEqual([]);
    // B removing "its" line for A's product touches nothing of A's.
    expect((await call('DELETE', `/api/cart/${plenty().id}`, { token: b })).status).toBe(404);
    await call('POST', '/api/cart/clear', { token: b });
    expect(CartResponse.parse((await call('GET', '/api/cart', { token: a })).body).data.items).toHaveLength(1);
    expect((await call('GET', '/api/cart')).status).toBe(401);
    expect((await call('POST', '/api/wishlist', { body: { product_id: plenty().id } })).status).toBe(401);
  });
});
