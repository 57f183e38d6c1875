// The bank is asked about a payment at most once a minute however many API replicas poll it: two apps on one
// database (PGlite, and PostgreSQL with TEST_DATABASE_URL) serve a shopper's order page twenty times at once, and
// the bank hears one status question; a minute later, one more.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFibClient } from '../../adapters/payments';
import type { FibClient } from '../../adapters/payments/types';
import { loadConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { products } from '../../db/schema';
import { caller, TestClock } from '../../test/accounts-harness';
import { insertCatalogueFixture, type CatalogueFixture } from '../../test/catalogue-fixtures';
import { openTestDatabase, testBackends } from '../../test/databases';
import { buildShopServer, injectFetch, type ShopServer } from '../../test/orders-harness';
import { FIB_POLL_INTERVAL_SECONDS } from './fib-payments';

describe.each(testBackends)('FIB status polling on %s', (backend) => {
  let handle: DbHandle;
  let fx: CatalogueFixture;
  const clock = new TestClock();
  let replicas: ShopServer[];
  let statusQuestions = 0;

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    fx = await insertCatalogueFixture(handle.db);
    // One bank (the first replica's simulator) for both replicas, counting the status questions it is asked.
    const config = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    const bankHost: { app?: FastifyInstance } = {};
    const real = createFibClient({
      baseUrl: config.fib.baseUrl!,
      clientId: config.fib.clientId,
      clientSecret: config.fib.clientSecret,
      fetchImpl: injectFetch(() => bankHost.app!),
      now: clock.now,
    });
    const counting: FibClient = {
      createPayment: (input) => real.createPayment(input),
      cancel: (id) => real.cancel(id),
      refund: (id) => real.refund(id),
      getStatus: (id) => {
        statusQuestions += 1;
        return real.getStatus(id);
      },
    };
    replicas = [
      await buildShopServer(handle, { clock, orders: { fib: counting } }),
      await buildShopServer(handle, { clock, orders: { fib: counting } }),
    ];
    bankHost.app = replicas[0]!.app;
  });
  afterAll(async () => {
    for (const replica of replicas ?? []) await replica.app.close();
    await handle?.close();
  });

  it('asks the bank once per payment per minute, whichever replica the page polls', async () => {
    const [one, two] = replicas;
    const customer = await one!.newCustomer();
    const [product] = await handle.db
      .insert(products)
      .values({
        sku: 'FIB-POLL-1',
        category_id: fx.categories.kettles,
        title_ku: 'کتری',
        title_ar: 'غلاية',
        title_en: 'Kettle',
        price: 30_000,
        stock: 5,
      })
      .returning({ id: products.id });
    const call = caller(one!.app);
    expect(
      (await call('POST', '/api/cart', { token: customer.token, body: { productId: product!.id, quantity: 1 } }))
        .status,
    ).toBe(200);
    const placed = await call('POST', '/api/orders', {
      token: customer.token,
      body: {
        address: 'Gulan Street, building 12',
        city_id: fx.cities.erbil,
        location: { lat: 36.19, lng: 44.01 },
        payment_method: 'fib',
        accept_terms: true,
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = (placed.body.data as { id: string }).id;

    const pollBoth = () =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          caller((i % 2 ? one : two)!.app)('GET', `/api/orders/${orderId}`, { token: customer.token }),
        ),
      );
    statusQuestions = 0;
    const answers = await pollBoth();
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(statusQuestions).toBe(1);

    clock.advance(FIB_POLL_INTERVAL_SECONDS - 1);
    await pollBoth();
    expect(statusQuestions).toBe(1);

    clock.advance(2);
    await pollBoth();
    expect(statusQuestions).toBe(2);
    // Still unpaid, and still readable from either replica.
    const read = await caller(two!.app)('GET', `/api/orders/${orderId}`, { token: customer.token });
    expect(read.body.data).toMatchObject({ payment_status: 'unpaid' });
  });
});
