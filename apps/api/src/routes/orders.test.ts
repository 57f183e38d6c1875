// Checkout through Fastify on PGlite and (with TEST_DATABASE_URL) PostgreSQL: orders, prices recomputed on
// the server, idempotency, vouchers, the points ledger, the state machine, and First Iraqi Bank through
// the built-in simulator (the real client, callbacks included).
import { OrderListResponse, OrderResponse, PointsResponse, VoucherCheckResponse } from '@dukan/core/contract/orders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { cities, products, rewardPointEntries, vouchers } from '../db/schema';
import { caller } from '../test/accounts-harness';
import { insertCatalogueFixture, type CatalogueFixture } from '../test/catalogue-fixtures';
import { openTestDatabase, testBackends } from '../test/databases';
import { buildShopServer, type ShopServer } from '../test/orders-harness';

const ADMIN_TOKEN = 'admin-token-for-tests-0123456789abcdef';
const ERBIL_PIN = { lat: 36.19, lng: 44.01 };

describe.each(testBackends)('orders on %s', (backend) => {
  let handle: DbHandle;
  let shop: ShopServer;
  let call: ReturnType<typeof caller>;
  let fx: CatalogueFixture;
  let erbilDelivery: number;
  let skuCounter = 0;

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    fx = await insertCatalogueFixture(handle.db);
    shop = await buildShopServer(handle, { env: { ADMIN_API_TOKEN: ADMIN_TOKEN } });
    call = caller(shop.app);
    const [erbil] = await handle.db.select().from(cities).where(eq(cities.id, fx.cities.erbil));
    erbilDelivery = erbil!.delivery_price;
  });
  afterAll(async () => {
    await shop?.app.close();
    await handle?.close();
  });

  /** A product of its own per test, so stock counts are the test's alone. */
  async function newProduct(stock: number, price: number, category: keyof CatalogueFixture['categories'] = 'kettles') {
    skuCounter += 1;
    const [row] = await handle.db
      .insert(products)
      .values({
        sku: `ORDER-TEST-${skuCounter}`,
        category_id: fx.categories[category],
        title_ku: `بەرهەمی تاقیکردنەوە ${skuCounter}`,
        title_ar: `منتج اختبار ${skuCounter}`,
        title_en: `Test product ${skuCounter}`,
        price,
        stock,
      })
      .returning({ id: products.id });
    return row!.id;
  }
  const stockOf = async (id: number) =>
    (await handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

  async function addToCart(token: string, productId: number, quantity: number) {
    const added = await call('POST', '/api/cart', { token, body: { productId, quantity } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }

  const orderBody = (extra: Record<string, unknown> = {}) => ({
    address: 'Gulan Street, building 12',
    city_id: fx.cities.erbil,
    location: ERBIL_PIN,
    payment_method: 'cod',
    accept_terms: true,
    ...extra,
  });

  async function newVoucher(values: Partial<typeof vouchers.$inferInsert> & { code: string }) {
    await handle.db.insert(vouchers).values({ starts_at: new Date('2026-01-01T00:00:00Z'), ...values });
  }

  const admin = (orderId: string, type: string, token = ADMIN_TOKEN) =>
    call('POST', `/api/admin/orders/${orderId}/events?lang=en`, {
      body: { type },
      headers: { authorization: `Bearer ${token}` },
    });

  it('places a cash-on-delivery order at database prices whatever the client claims, and empties the cart', async () => {
    const { token } = await shop.newCustomer();
    const kettle = await newProduct(5, 20_000);
    const phone = await newProduct(3, 350_000, 'phones');
    await addToCart(token, kettle, 2);
    await addToCart(token, phone, 1);

    const placed = await call('POST', '/api/orders?lang=en', {
      token,
      // A tampered client: totals, prices and a status it has no say in are ignored.
      body: orderBody({ total: 1, subtotal: 1, status: 'delivered', items: [{ product_id: kettle, unit_price: 1 }] }),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.message).toBe('Your order has been placed');
    const order = OrderResponse.parse(placed.body).data;
    expect(order).toMatchObject({ status: 'pending', payment_status: 'unpaid', payment_method: 'cod', payment: null });
    expect(order.totals).toEqual({
      subtotal: 390_000,
      discount: 0,
      points: 0,
      points_value: 0,
      delivery_price: erbilDelivery,
      tax: 0,
      total: 390_000 + erbilDelivery,
    });
    expect(order.items.map((i) => [i.product_id, i.quantity, i.unit_price])).toEqual([
      [kettle, 2, 20_000],
      [phone, 1, 350_000],
    ]);
    expect(await stockOf(kettle)).toBe(3);
    expect(await stockOf(phone)).toBe(2);
    expect((await call('GET', '/api/cart', { token })).body).toMatchObject({ data: { items: [] } });

    const listed = OrderListResponse.parse((await call('GET', '/api/orders?lang=ar', { token })).body).data;
    expect(listed.map((o) => o.id)).toEqual([order.id]);
    expect(listed[0]!.items[0]!.title).toMatch(/منتج اختبار/);

    // Another customer sees neither the order nor it in a list.
    const stranger = await shop.newCustomer();
    expect((await call('GET', `/api/orders/${order.id}`, { token: stranger.token })).status).toBe(404);
    expect((await call('POST', `/api/orders/${order.id}/cancel`, { token: stranger.token })).status).toBe(404);
    expect(OrderListResponse.parse((await call('GET', '/api/orders', { token: stranger.token })).body).data).toEqual(
      [],
    );
    expect((await call('GET', '/api/orders/not-a-uuid', { token })).status).toBe(404);
    expect((await call('GET', '/api/orders')).status).toBe(401);
  });

  it("answers the spec's checkout messages for a missing pin, payment method or terms, and refuses pins outside Iraq", async () => {
    const { token } = await shop.newCustomer();
    await addToCart(token, await newProduct(5, 10_000), 1);
    const missing = await call('POST', '/api/orders?lang=en', {
      token,
      body: { address: 'Somewhere 1', city_id: fx.cities.erbil, accept_terms: false },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      location: ['Please, select your location on map'],
      payment_method: ['Please, select your payment method'],
      accept_terms: ['Please, Accept the policy and terms condition first'],
    });
    const kurdish = await call('POST', '/api/orders?lang=ku', { token, body: orderBody({ payment_method: 'card' }) });
    expect(kurdish.status).toBe(400);
    expect(kurdish.body.errors?.payment_method).toEqual(['تکایە شێوازی پارەدان هەڵبژێرە']);

    const paris = await call('POST', '/api/orders?lang=en', {
      token,
      body: orderBody({ location: { lat: 48.85, lng: 2.35 } }),
    });
    expect(paris.status).toBe(422);
    expect(paris.body.message).toMatch(/outside our delivery area/);
    const noCity = await call('POST', '/api/orders?lang=en', { token, body: orderBody({ city_id: 999_999 }) });
    expect(noCity.status).toBe(422);
    const empty = await shop.newCustomer();
    const nothing = await call('POST', '/api/orders?lang=en', { token: empty.token, body: orderBody() });
    expect(nothing.status).toBe(422);
    expect(nothing.body.message).toBe('Your cart is empty');
  });

  it('returns the first order for a retried Idempotency-Key and refuses the key with another body', async () => {
    const { token } = await shop.newCustomer();
    const product = await newProduct(4, 15_000);
    await addToCart(token, product, 2);
    const headers = { 'idempotency-key': 'checkout-attempt-0001' };
    const first = await call('POST', '/api/orders', { token, body: orderBody(), headers });
    expect(first.status).toBe(201);
    const again = await call('POST', '/api/orders', { token, body: { ...orderBody(), accept_terms: true }, headers });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(OrderResponse.parse(again.body).data.id).toBe(OrderResponse.parse(first.body).data.id);
    expect(await stockOf(product)).toBe(2);

    const other = await call('POST', '/api/orders?lang=en', {
      token,
      body: orderBody({ notes: 'ring twice' }),
      headers,
    });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This request was already sent with different details');
    const bad = await call('POST', '/api/orders', { token, body: orderBody(), headers: { 'idempotency-key': 'x' } });
    expect(bad.status).toBe(400);
    expect(OrderListResponse.parse((await call('GET', '/api/orders', { token })).body).data).toHaveLength(1);
  });

  it('refuses with 409 when stock ran out since the cart was filled, and changes nothing', async () => {
    const { token } = await shop.newCustomer();
    const product = await newProduct(3, 9_000);
    await addToCart(token, product, 3);
    await handle.db.update(products).set({ stock: 2 }).where(eq(products.id, product));
    const refused = await call('POST', '/api/orders?lang=en', { token, body: orderBody() });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/no longer available/);
    expect(await stockOf(product)).toBe(2);
    expect((await call('GET', '/api/cart', { token })).body).toMatchObject({ data: { items: [{ quantity: 3 }] } });
  });

  it('applies each voucher rule: percentage with a cap, fixed amount, minimum, window, limits, category, owner, switch', async () => {
    const { accountId, token } = await shop.newCustomer();
    const kettle = await newProduct(50, 40_000, 'kettles');
    const phone = await newProduct(50, 100_000, 'phones');
    await addToCart(token, kettle, 1);
    await addToCart(token, phone, 1);
    const check = (code: string) => call('POST', '/api/voucher/check?lang=en', { token, body: { code } });

    await newVoucher({ code: 'TENOFF', percent_off: 10 });
    await newVoucher({ code: 'CAPPED', percent_off: 50, max_discount: 30_000 });
    await newVoucher({ code: 'FIXED5K', amount_off: 5_000 });
    await newVoucher({ code: 'BIGSPEND', amount_off: 5_000, min_subtotal: 1_000_000 });
    await newVoucher({ code: 'LATER', percent_off: 5, starts_at: new Date('2027-01-01T00:00:00Z') });
    await newVoucher({ code: 'GONE', percent_off: 5, expires_at: new Date('2026-02-01T00:00:00Z') });
    await newVoucher({ code: 'KETTLES', percent_off: 50, category_id: fx.categories.kettles });
    await newVoucher({ code: 'FRIDGES', percent_off: 50, category_id: fx.categories.fridges });
    await newVoucher({ code: 'OFF', percent_off: 5, active: false });
    const other = await shop.newCustomer();
    await newVoucher({ code: 'SOMEONE-ELSE', percent_off: 20, account_id: other.accountId, usage_limit: 1 });

    const tenOff = VoucherCheckResponse.parse((await check(' tenoff ')).body).data;
    expect(tenOff).toMatchObject({ code: 'TENOFF', discount: 14_000, subtotal: 140_000 });
    expect(VoucherCheckResponse.parse((await check('CAPPED')).body).data.discount).toBe(30_000);
    expect(VoucherCheckResponse.parse((await check('FIXED5K')).body).data.discount).toBe(5_000);
    expect(VoucherCheckResponse.parse((await check('KETTLES')).body).data.discount).toBe(20_000);
    const refusals: [string, number, RegExp][] = [
      ['BIGSPEND', 422, /below this voucher’s minimum/],
      ['LATER', 422, /not valid yet/],
      ['GONE', 422, /expired/],
      ['FRIDGES', 422, /does not apply to the products/],
      ['OFF', 422, /not valid/],
      ['SOMEONE-ELSE', 422, /not valid/],
      ['NOPE', 422, /not valid/],
      ['', 400, /./],
    ];
    for (const [code, status, message] of refusals) {
      const res = await check(code);
      expect(res.status, code).toBe(status);
      expect(`${res.body.message} ${JSON.stringify(res.body.errors ?? {})}`, code).toMatch(message);
    }

    // Limits: one use in all, one per customer; a cancelled order gives its use back.
    await newVoucher({ code: 'ONCE', amount_off: 1_000, usage_limit: 1 });
    await newVoucher({ code: 'ONEEACH', amount_off: 2_000, per_customer_limit: 1 });
    const placed = await call('POST', '/api/orders', { token, body: orderBody({ voucher_code: 'once' }) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = OrderResponse.parse(placed.body).data;
    expect(order).toMatchObject({ voucher_code: 'ONCE', totals: { subtotal: 140_000, discount: 1_000 } });
    await addToCart(other.token, kettle, 1);
    expect(
      (await call('POST', '/api/voucher/check?lang=en', { token: other.token, body: { code: 'ONCE' } })).body.message,
    ).toMatch(/used up/);
    const cancelled = await call('POST', `/api/orders/${order.id}/cancel?lang=en`, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('Your order has been cancelled');
    expect((await call('POST', '/api/voucher/check', { token: other.token, body: { code: 'ONCE' } })).status).toBe(200);

    await addToCart(token, kettle, 1);
    expect((await call('POST', '/api/orders', { token, body: orderBody({ voucher_code: 'ONEEACH' }) })).status).toBe(
      201,
    );
    await addToCart(token, kettle, 1);
    const second = await call('POST', '/api/orders?lang=en', { token, body: orderBody({ voucher_code: 'ONEEACH' }) });
    expect(second.status).toBe(422);
    expect(second.body.message).toBe('You have already used this voucher');
    expect((await call('POST', '/api/voucher/check', { token: other.token, body: { code: 'ONEEACH' } })).status).toBe(
      200,
    );
    expect(accountId).toBeTruthy();
  });

  it('keeps reward points as a ledger: earned on delivery, redeemed within the share, returned on cancel', async () => {
    const { token } = await shop.newCustomer();
    const product = await newProduct(20, 100_000);
    await addToCart(token, product, 2);
    const first = OrderResponse.parse((await call('POST', '/api/orders', { token, body: orderBody() })).body).data;
    expect((await admin(first.id, 'deliver')).status).toBe(409); // pending → delivered skips "in progress"
    expect((await admin(first.id, 'start')).status).toBe(200);
    const delivered = await admin(first.id, 'deliver');
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({ after: { status: 'delivered' }, pointsEarned: 200 });
    expect((await admin(first.id, 'deliver')).status).toBe(409);
    expect((await admin(first.id, 'cancel')).status).toBe(409);

    let points = PointsResponse.parse((await call('GET', '/api/points', { token })).body).data;
    expect(points).toMatchObject({ balance: 200, point_value_iqd: 25, max_share: 0.5, iqd_per_point_earned: 1000 });
    expect(points.entries.map((e) => [e.kind, e.points, e.order_id])).toEqual([['earned', 200, first.id]]);

    // 200 points × 25 IQD = 5,000 IQD off a 100,000 IQD order; more than the balance is refused.
    await addToCart(token, product, 1);
    const greedy = await call('POST', '/api/orders?lang=en', { token, body: orderBody({ points: 201 }) });
    expect(greedy.status).toBe(422);
    expect(greedy.body.errors?.points).toBeDefined();
    const redeemed = OrderResponse.parse(
      (await call('POST', '/api/orders', { token, body: orderBody({ points: '٢٠٠' }) })).body,
    ).data;
    expect(redeemed.totals).toMatchObject({
      subtotal: 100_000,
      points: 200,
      points_value: 5_000,
      total: 95_000 + erbilDelivery,
    });
    points = PointsResponse.parse((await call('GET', '/api/points', { token })).body).data;
    expect(points.balance).toBe(0);

    expect((await call('POST', `/api/orders/${redeemed.id}/cancel`, { token })).status).toBe(200);
    points = PointsResponse.parse((await call('GET', '/api/points', { token })).body).data;
    expect(points.balance).toBe(200);
    expect(points.entries.map((e) => [e.kind, e.points])).toEqual([
      ['returned', 200],
      ['redeemed', -200],
      ['earned', 200],
    ]);
    const [sum] = await handle.db
      .select({ total: sql<number>`sum(${rewardPointEntries.points})::int` })
      .from(rewardPointEntries)
      .where(eq(rewardPointEntries.order_id, redeemed.id));
    expect(sum!.total).toBe(0);
    expect(await stockOf(product)).toBe(18); // 2 delivered, the cancelled one came back
    expect((await call('POST', `/api/orders/${redeemed.id}/cancel?lang=en`, { token })).body.message).toBe(
      'This order can no longer be cancelled',
    );
  });

  it('keeps the shop owner routes shut without the admin token', async () => {
    const { token } = await shop.newCustomer();
    await addToCart(token, await newProduct(2, 1_000), 1);
    const order = OrderResponse.parse((await call('POST', '/api/orders', { token, body: orderBody() })).body).data;
    expect((await admin(order.id, 'start', 'wrong-token')).status).toBe(401);
    expect((await call('POST', `/api/admin/orders/${order.id}/events`, { body: { type: 'start' } })).status).toBe(401);
    expect(
      (await call('POST', `/api/admin/orders/${order.id}/events`, { token, body: { type: 'start' } })).status,
    ).toBe(401);
    expect((await admin(order.id, 'explode')).status).toBe(400);
  });

  it("erases the cart, wishlist and finished orders' addresses when the account is deleted, keeping the books", async () => {
    const { token } = await shop.newCustomer();
    const product = await newProduct(5, 12_000);
    await addToCart(token, product, 1);
    const done = OrderResponse.parse(
      (await call('POST', '/api/orders', { token, body: orderBody({ notes: 'blue gate' }) })).body,
    ).data;
    await call('POST', `/api/orders/${done.id}/cancel`, { token });
    await addToCart(token, product, 2);
    const open = OrderResponse.parse((await call('POST', '/api/orders', { token, body: orderBody() })).body).data;
    await addToCart(token, product, 1);
    await call('POST', '/api/wishlist', { token, body: { product_id: product } });
    expect((await call('POST', '/api/customer/auth/delete-account', { token })).status).toBe(200);

    const rows = await handle.db.execute(
      sql`SELECT id, address, notes, total FROM orders WHERE id IN (${done.id}, ${open.id}) ORDER BY created_at`,
    );
    const byId = new Map(
      (rows as unknown as { rows: { id: string; address: string; notes: string | null; total: number }[] }).rows.map(
        (r) => [r.id, r],
      ),
    );
    expect(byId.get(done.id)).toMatchObject({ address: '', notes: null, total: done.totals.total });
    expect(byId.get(open.id)!.address).toBe('Gulan Street, building 12');
    const left = await handle.db.execute(
      sql`SELECT (SELECT count(*) FROM cart_items c JOIN orders o ON o.account_id = c.account_id WHERE o.id = ${open.id})::int AS cart,
                 (SELECT count(*) FROM wishlist_items w JOIN orders o ON o.account_id = w.account_id WHERE o.id = ${open.id})::int AS wishlist`,
    );
    expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({ cart: 0, wishlist: 0 });
  });

  describe('First Iraqi Bank', () => {
    async function fibOrder(stock = 5, quantity = 2) {
      const customer = await shop.newCustomer();
      const product = await newProduct(stock, 30_000);
      await addToCart(customer.token, product, quantity);
      const placed = await call('POST', '/api/orders?lang=en', {
        token: customer.token,
        body: orderBody({ payment_method: 'fib' }),
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      return { ...customer, product, order: OrderResponse.parse(placed.body).data };
    }
    const readOrder = async (token: string, id: string) =>
      OrderResponse.parse((await call('GET', `/api/orders/${id}`, { token })).body).data;

    it('creates the payment, and the bank app paying it marks the order paid through the callback', async () => {
      const { token, order, product } = await fibOrder();
      expect(order.payment_status).toBe('unpaid');
      expect(order.payment).toMatchObject({ readable_code: expect.any(String) });
      expect(order.payment!.qr_code).toMatch(/^data:image\//);
      expect(order.payment!.personal_app_link).toMatch(/^https:\/\//);
      expect(order.payment_expires_at).toBe(order.payment!.valid_until);
      expect(await stockOf(product)).toBe(3);

      const paid = await call('POST', `/dev/fib/payments/${order.payment!.payment_id}/pay`);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      // The simulator called our callback, which asked the bank and moved the order.
      const after = await readOrder(token, order.id);
      expect(after).toMatchObject({ status: 'pending', payment_status: 'paid' });
      expect((await call('POST', `/api/orders/${order.id}/cancel`, { token })).status).toBe(409);
    });

    it('gives the stock back when the bank app declines', async () => {
      const { token, order, product } = await fibOrder();
      expect((await call('POST', `/dev/fib/payments/${order.payment!.payment_id}/decline`)).status).toBe(200);
      expect(await readOrder(token, order.id)).toMatchObject({ status: 'cancelled', payment_status: 'declined' });
      expect(await stockOf(product)).toBe(5);
    });

    it('expires an unpaid payment at validUntil, on read and by the background job, releasing the stock', async () => {
      const a = await fibOrder(4, 1);
      const b = await fibOrder(4, 3);
      shop.clock.advance(16 * 60);
      expect(await readOrder(a.token, a.order.id)).toMatchObject({ status: 'cancelled', payment_status: 'expired' });
      expect(await stockOf(a.product)).toBe(4);
      const settled = await shop.app.jobs.settleOverdueFibOrders();
      expect(settled.changed).toBeGreaterThanOrEqual(1);
      expect(await readOrder(b.token, b.order.id)).toMatchObject({ status: 'cancelled', payment_status: 'expired' });
      expect(await stockOf(b.product)).toBe(4);
      // Too late to pay now.
      expect((await call('POST', `/dev/fib/payments/${b.order.payment!.payment_id}/pay`)).status).toBe(409);
    });

    it('ignores a forged callback: only what the bank says when asked counts', async () => {
      const { token, order } = await fibOrder();
      const forged = await call('POST', '/api/payments/fib/callback', {
        body: { id: order.payment!.payment_id, status: 'PAID' },
      });
      expect(forged.status).toBe(200);
      expect(await readOrder(token, order.id)).toMatchObject({ payment_status: 'unpaid', status: 'pending' });
      expect((await call('POST', '/api/payments/fib/callback', { body: { id: 'no-such-payment' } })).status).toBe(404);
      expect((await call('POST', '/api/payments/fib/callback', { body: { nope: 1 } })).status).toBe(400);
      // Each callback makes the API ask the bank: a flood for one payment is cut off.
      const flood = [];
      for (let i = 0; i < 12; i++) {
        flood.push(
          (await call('POST', '/api/payments/fib/callback', { body: { id: order.payment!.payment_id } })).status,
        );
      }
      expect(flood).toContain(429);
    });

    it('withdraws the payment at the bank when the customer cancels', async () => {
      const { token, order, product } = await fibOrder();
      expect((await call('POST', `/api/orders/${order.id}/cancel`, { token })).status).toBe(200);
      expect(await stockOf(product)).toBe(5);
      expect((await call('POST', `/dev/fib/payments/${order.payment!.payment_id}/pay`)).status).toBe(409);
    });
  });
});
