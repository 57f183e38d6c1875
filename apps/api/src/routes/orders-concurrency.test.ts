// Many buyers racing for scarce stock, on PostgreSQL (real concurrent connections; PGlite is one
// connection and cannot race). Exactly as many orders as units, never negative stock, no deadlock even
// when carts hold the same products in opposite orders.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { orders, orderItems, products } from '../db/schema';
import { caller } from '../test/accounts-harness';
import { insertCatalogueFixture, type CatalogueFixture } from '../test/catalogue-fixtures';
import { openTestDatabase } from '../test/databases';
import { buildShopServer, type ShopServer } from '../test/orders-harness';

const BUYERS = 50;
const SCARCE_STOCK = 10;

describe.runIf(process.env.TEST_DATABASE_URL)('50 buyers racing for 10 units on postgres', () => {
  let handle: DbHandle;
  let shop: ShopServer;
  let fx: CatalogueFixture;

  beforeAll(async () => {
    handle = await openTestDatabase('postgres');
    fx = await insertCatalogueFixture(handle.db);
    shop = await buildShopServer(handle);
  });
  afterAll(async () => {
    await shop?.app.close();
    await handle?.close();
  });

  it('sells exactly the stock: 10 orders, 40 clear refusals, stock 0', async () => {
    const call = caller(shop.app);
    const [scarce, plenty] = await handle.db
      .insert(products)
      .values(
        [SCARCE_STOCK, 1000].map((stock, i) => ({
          sku: `RACE-${i}`,
          category_id: fx.categories.kettles,
          title_ku: `کێبڕکێ ${i}`,
          title_ar: `سباق ${i}`,
          title_en: `Race ${i}`,
          price: 10_000,
          stock,
        })),
      )
      .returning({ id: products.id });
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => shop.newCustomer()));
    for (const [i, buyer] of buyers.entries()) {
      // Half the carts list the products the other way round: the lock order must not follow the cart.
      const ids = i % 2 ? [scarce!.id, plenty!.id] : [plenty!.id, scarce!.id];
      for (const productId of ids) {
        const added = await call('POST', '/api/cart', { token: buyer.token, body: { productId, quantity: 1 } });
        expect(added.status).toBe(200);
      }
    }

    const body = {
      address: 'Empire World, tower B',
      city_id: fx.cities.erbil,
      location: { lat: 36.2, lng: 44.0 },
      payment_method: 'cod',
      accept_terms: true,
    };
    const results = await Promise.all(
      buyers.map((buyer) => call('POST', '/api/orders?lang=en', { token: buyer.token, body })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SCARCE_STOCK);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - SCARCE_STOCK);
    expect(results.find((r) => r.status === 409)!.body.message).toMatch(/no longer available/);

    const [row] = await handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, scarce!.id));
    expect(row!.stock).toBe(0);
    const [sold] = await handle.db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.product_id, scarce!.id));
    expect(sold!.units).toBe(SCARCE_STOCK);
    const placed = await handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.account_id,
          buyers.map((b) => b.accountId),
        ),
      );
    expect(placed).toHaveLength(SCARCE_STOCK);
  }, 60_000);
});
