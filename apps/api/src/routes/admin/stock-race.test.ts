// Staff stock corrections racing shoppers' orders for the same product, on PostgreSQL (real concurrent
// connections; PGlite is one connection and cannot race). Both take the product's row lock, so no sale and
// no correction is lost: the final stock is exactly the start, plus the corrections, minus the units sold.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { orderItems, products, stockMovements } from '../../db/schema';
import { caller } from '../../test/accounts-harness';
import { insertCatalogueFixture, type CatalogueFixture } from '../../test/catalogue-fixtures';
import { openTestDatabase } from '../../test/databases';
import { buildShopServer, type ShopServer } from '../../test/orders-harness';

const ADMIN_TOKEN = 'stock-race-admin-token-0123456789abcdef';
const BUYERS = 20;
const CORRECTIONS = 20;
const START = 10;

describe.runIf(process.env.TEST_DATABASE_URL)('stock corrections racing orders on postgres', () => {
  let handle: DbHandle;
  let shop: ShopServer;
  let fx: CatalogueFixture;

  beforeAll(async () => {
    handle = await openTestDatabase('postgres');
    fx = await insertCatalogueFixture(handle.db);
    shop = await buildShopServer(handle, { env: { ADMIN_API_TOKEN: ADMIN_TOKEN } });
  }, 180_000);
  afterAll(async () => {
    await shop?.app.close();
    await handle?.close();
  });

  it('loses neither a sale nor a correction', async () => {
    const call = caller(shop.app);
    const [product] = await handle.db
      .insert(products)
      .values({
        sku: 'RACE-STOCK',
        category_id: fx.categories.kettles,
        title_ku: 'کێبڕکێ',
        title_ar: 'سباق',
        title_en: 'Race',
        price: 10_000,
        stock: START,
      })
      .returning({ id: products.id });
    const id = product!.id;
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => shop.newCustomer()));
    for (const buyer of buyers) {
      const added = await call('POST', '/api/cart', { token: buyer.token, body: { productId: id, quantity: 1 } });
      expect(added.status).toBe(200);
    }
    const order = {
      address: 'Empire World, tower B',
      city_id: fx.cities.erbil,
      location: { lat: 36.2, lng: 44.0 },
      payment_method: 'cod',
      accept_terms: true,
    };
    const [orderResults, correctionResults] = await Promise.all([
      Promise.all(buyers.map((buyer) => call('POST', '/api/orders?lang=en', { token: buyer.token, body: order }))),
      Promise.all(
        Array.from({ length: CORRECTIONS }, () =>
          call('POST', `/api/admin/products/${id}/stock`, {
            token: ADMIN_TOKEN,
            body: { delta: 1, reason: 'found on the shelf' },
          }),
        ),
      ),
    ]);
    expect(correctionResults.map((r) => r.status)).toEqual(Array(CORRECTIONS).fill(200));
    const placed = orderResults.filter((r) => r.status === 201).length;
    expect(orderResults.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(placed).toBeGreaterThanOrEqual(START);

    const [row] = await handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
    const [sold] = await handle.db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.product_id, id));
    expect(sold!.units).toBe(placed);
    expect(row!.stock).toBe(START + CORRECTIONS - placed);
    // The ledger has every correction and every sale, and adds up to the stock.
    const ledger = await handle.db.select().from(stockMovements).where(eq(stockMovements.product_id, id));
    const corrections = ledger.filter((e) => e.source === 'adjustment');
    expect(corrections).toHaveLength(CORRECTIONS);
    expect(corrections.every((e) => e.delta === 1 && e.stock_after >= 1)).toBe(true);
    expect(ledger.filter((e) => e.source === 'order').map((e) => e.delta)).toEqual(Array(placed).fill(-1));
    expect(ledger.reduce((sum, e) => sum + e.delta, START)).toBe(row!.stock);
  });
});
