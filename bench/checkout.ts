// Checkout under load on PostgreSQL: 20 buyers at once, each filling a cart and placing a cash-on-delivery
// order over and over, against the API in its own process, until the time is up or the stock runs out.
// Reports orders per second, order latency, refusals, and the oversell count (units sold past stock: must be 0).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { accounts, orderItems, orders, products } from '../apps/api/src/db/schema';
import { deriveAuthKeys } from '../apps/api/src/services/auth/secrets';
import { signAccessToken } from '../apps/api/src/services/auth/tokens';
import { insertCatalogueFixture } from '../apps/api/src/test/catalogue-fixtures';
import { startProcess, stopProcess, waitForUrl } from './lib/processes';
import { percentile, round } from './lib/stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 4902;
const BUYERS = 20;
const PRODUCTS = 20;
const UNITS_PER_PRODUCT = 150;
// The API allows 20 orders per account in 10 minutes; buyers take turns over enough accounts to stay under it.
const ACCOUNTS = 600;

export interface CheckoutBenchResult {
  buyers: number;
  seconds: number;
  ordersPlaced: number;
  ordersPerSecond: number;
  orderP50Ms: number;
  orderP95Ms: number;
  refusedOutOfStock: number;
  otherFailures: number;
  unitsInStockBefore: number;
  unitsSold: number;
  oversold: number;
  negativeStockProducts: number;
}

export async function benchCheckout(adminUrl: string, seconds: number, log: (line: string) => void) {
  const name = `dukan_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dukan-bench-checkout-'));
  const api = startProcess(['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], {
    API_PORT: String(PORT),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    SEARCH_ENGINE: 'database',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  });
  try {
    await migrate(handle);
    const fx = await insertCatalogueFixture(handle.db);
    const stocked = await handle.db
      .insert(products)
      .values(
        Array.from({ length: PRODUCTS }, (_, i) => ({
          sku: `CHECKOUT-BENCH-${i}`,
          category_id: fx.categories.kettles,
          title_ku: `بەرهەم ${i}`,
          title_ar: `منتج ${i}`,
          title_en: `Product ${i}`,
          price: 10_000 + i * 500,
          stock: UNITS_PER_PRODUCT,
        })),
      )
      .returning({ id: products.id });
    const productIds = stocked.map((p) => p.id);
    const made = await handle.db
      .insert(accounts)
      .values(Array.from({ length: ACCOUNTS }, () => ({})))
      .returning({ id: accounts.id });
    const config = loadConfig({ NODE_ENV: 'development' } as NodeJS.ProcessEnv);
    const tokenSettings = {
      key: deriveAuthKeys(config.authSecret).accessToken,
      accessTtlSeconds: 3600,
      refreshTtlDays: 1,
      now: () => new Date(),
    };
    const tokens = await Promise.all(
      made.map((a) => signAccessToken(tokenSettings, { accountId: a.id, familyId: randomUUID() })),
    );
    await waitForUrl(`http://127.0.0.1:${PORT}/health`);

    const base = `http://127.0.0.1:${PORT}`;
    const post = (token: string, route: string, body: unknown) =>
      fetch(`${base}${route}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const orderBody = {
      address: 'Bench street 1',
      city_id: fx.cities.erbil,
      location: { lat: 36.19, lng: 44.01 },
      payment_method: 'cod',
      accept_terms: true,
    };

    let nextAccount = 0;
    let placed = 0;
    let refused = 0;
    let failed = 0;
    const latencies: number[] = [];
    const deadline = Date.now() + seconds * 1000;
    let soldOut = false;
    const started = performance.now();
    const buyer = async (index: number) => {
      while (Date.now() < deadline && !soldOut && nextAccount < ACCOUNTS * 20) {
        const token = tokens[nextAccount++ % ACCOUNTS]!;
        // Two products per cart, picked so buyers collide on the same rows.
        const a = productIds[(index + placed) % PRODUCTS]!;
        const b = productIds[(index * 7 + placed + 3) % PRODUCTS]!;
        for (const productId of new Set([a, b])) {
          const added = await post(token, '/api/cart', { productId, quantity: 2 });
          await added.arrayBuffer();
        }
        const t0 = performance.now();
        const res = await post(token, '/api/orders', orderBody);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status === 201) placed += 1;
        else if (res.status === 409) refused += 1;
        else if (res.status === 422) {
          // An empty cart: its products sold out and could not be added any more.
          const left = await handle.db
            .select({ units: sql<number>`sum(${products.stock})::int` })
            .from(products)
            .where(inArray(products.id, productIds));
          if ((left[0]?.units ?? 0) === 0) soldOut = true;
        } else failed += 1;
      }
    };
    log(`checkout: ${BUYERS} buyers for up to ${seconds} s…`);
    await Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(i)));
    const elapsed = (performance.now() - started) / 1000;

    const sold = await handle.db
      .select({ productId: orderItems.product_id, units: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.order_id))
      .where(inArray(orderItems.product_id, productIds))
      .groupBy(orderItems.product_id);
    const after = await handle.db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(inArray(products.id, productIds));
    const unitsSold = sold.reduce((sum, s) => sum + s.units, 0);
    const oversold = sold.reduce((sum, s) => sum + Math.max(0, s.units - UNITS_PER_PRODUCT), 0);
    const sorted = [...latencies].sort((x, y) => x - y);
    const result: CheckoutBenchResult = {
      buyers: BUYERS,
      seconds: round(elapsed, 1),
      ordersPlaced: placed,
      ordersPerSecond: round(placed / elapsed, 1),
      orderP50Ms: round(percentile(sorted, 50), 1),
      orderP95Ms: round(percentile(sorted, 95), 1),
      refusedOutOfStock: refused,
      otherFailures: failed,
      unitsInStockBefore: PRODUCTS * UNITS_PER_PRODUCT,
      unitsSold,
      // Also counts stock that does not add up: what is left plus what was sold must be what there was.
      oversold:
        oversold +
        after.reduce((sum, p) => {
          const s = sold.find((x) => x.productId === p.id)?.units ?? 0;
          return sum + Math.abs(UNITS_PER_PRODUCT - s - p.stock);
        }, 0),
      negativeStockProducts: after.filter((p) => p.stock < 0).length,
    };
    return result;
  } finally {
    await stopProcess(api);
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  }
}
