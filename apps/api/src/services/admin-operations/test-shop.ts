// For the back-office operations tests: the admin harness (real staff roles) with First Iraqi Bank answered
// by the built-in simulator through app.inject, the catalogue fixture, and customers with a name, a phone
// number and an email who shop through the real API.
import { OrderResponse, type Order } from '@dukan/core/contract/orders';
import { expect } from 'vitest';
import { createFibClient } from '../../adapters/payments';
import { loadConfig } from '../../config';
import { accountIdentifiers, accounts, customers, products } from '../../db/schema';
import { insertCatalogueFixture, type CatalogueFixture } from '../../test/catalogue-fixtures';
import { createAdminHarness, TEST_ADMIN_API_TOKEN, type AdminHarness } from '../../test/admin-harness';
import type { TestBackend } from '../../test/databases';
import { injectFetch } from '../../test/orders-harness';
import { issueTokens } from '../auth/tokens';

export interface TestShop {
  h: AdminHarness;
  fx: CatalogueFixture;
  newProduct(stock: number, price: number): Promise<number>;
  newCustomer(input?: { phone?: string; email?: string; first?: string; last?: string }): Promise<{
    accountId: string;
    token: string;
  }>;
  placeOrder(token: string, productId: number, quantity: number, extra?: Record<string, unknown>): Promise<Order>;
}

/** Migrating a fresh database and building the whole API takes a while on a busy machine. */
export const TEST_SHOP_SETUP_MS = 180_000;

let counter = 0;

export async function openTestShop(backend: TestBackend): Promise<TestShop> {
  const holder: { h?: AdminHarness } = {};
  const viaInject = injectFetch(() => holder.h!.app);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_API_TOKEN: TEST_ADMIN_API_TOKEN });
  const fib = createFibClient({
    baseUrl: config.fib.baseUrl!,
    clientId: config.fib.clientId,
    clientSecret: config.fib.clientSecret,
    fetchImpl: viaInject,
    now: () => holder.h?.clock.now() ?? new Date(),
  });
  const h = await createAdminHarness(backend, { orders: { fib, simulatorFetch: viaInject } });
  holder.h = h;
  const fx = await insertCatalogueFixture(h.db);

  const newProduct: TestShop['newProduct'] = async (stock, price) => {
    counter += 1;
    const [row] = await h.db
      .insert(products)
      .values({
        sku: `OPS-${counter}-${Math.random().toString(36).slice(2, 8)}`,
        category_id: fx.categories.kettles,
        title_ku: `کەتڵی ${counter}`,
        title_ar: `غلاية ${counter}`,
        title_en: `Kettle ${counter}`,
        price,
        stock,
      })
      .returning({ id: products.id });
    return row!.id;
  };

  const newCustomer: TestShop['newCustomer'] = async (input = {}) => {
    const [account] = await h.db.insert(accounts).values({}).returning({ id: accounts.id });
    const accountId = account!.id;
    const identifiers: (typeof accountIdentifiers.$inferInsert)[] = [];
    if (input.phone) identifiers.push({ account_id: accountId, kind: 'phone', value: input.phone });
    if (input.email) identifiers.push({ account_id: accountId, kind: 'email', value: input.email });
    if (identifiers.length) await h.db.insert(accountIdentifiers).values(identifiers);
    if (input.first) {
      await h.db
        .insert(customers)
        .values({ account_id: accountId, first_name: input.first, last_name: input.last ?? '' });
    }
    const token = (await issueTokens(h.db, h.ctx.tokens, accountId)).accessToken;
    return { accountId, token };
  };

  const placeOrder: TestShop['placeOrder'] = async (token, productId, quantity, extra = {}) => {
    const added = await h.call('POST', '/api/cart', { token, body: { productId, quantity } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const placed = await h.call('POST', '/api/orders?lang=en', {
      token,
      body: {
        address: 'Gulan Street, building 12',
        city_id: fx.cities.erbil,
        location: { lat: 36.19, lng: 44.01 },
        payment_method: 'cod',
        accept_terms: true,
        ...extra,
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return OrderResponse.parse(placed.body).data;
  };

  return { h, fx, newProduct, newCustomer, placeOrder };
}
