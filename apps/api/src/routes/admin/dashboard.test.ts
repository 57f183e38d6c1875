// The dashboard on PGlite and (with TEST_DATABASE_URL) PostgreSQL: Baghdad days, the Saturday week, orders
// waiting, low stock and the 30-day series, counted from orders placed at known instants.
import type { Dashboard } from '@dukan/core/contract/admin-operations';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema';
import { openTestShop, TEST_SHOP_SETUP_MS, type TestShop } from '../../services/admin-operations/test-shop';
import { testBackends } from '../../test/databases';

describe.each(testBackends)('admin dashboard on %s', (backend) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await openTestShop(backend);
  }, TEST_SHOP_SETUP_MS);
  afterAll(async () => {
    await shop?.h.close();
  });

  it('sums sales by Baghdad day and Saturday week, leaves out cancelled orders, and lists low stock', async () => {
    // Wednesday 2026-11-25, 01:00 in Baghdad (22:00 UTC the day before).
    shop.h.clock.advance((Date.parse('2026-11-24T22:00:00Z') - shop.h.clock.now().getTime()) / 1000);
    const now = shop.h.clock.now();
    const { token } = await shop.newCustomer({ phone: '+9647506667788' });
    const scarce = await shop.newProduct(3, 10_000);
    const plenty = await shop.newProduct(100, 1_000);
    const place = async (product: number, quantity: number, at: string) => {
      const order = await shop.placeOrder(token, product, quantity);
      await shop.h.db
        .update(orders)
        .set({ created_at: new Date(at) })
        .where(eq(orders.id, order.id));
      return order;
    };
    // Baghdad Wednesday 00:30 → today. Baghdad Tuesday 23:30 → this week, not today.
    const todays = await place(plenty, 2, '2026-11-24T21:30:00Z');
    await place(plenty, 3, '2026-11-24T20:30:00Z');
    // Baghdad Saturday 2026-11-21 00:10 → this week; Friday 2026-11-20 23:50 → last week.
    await place(plenty, 4, '2026-11-20T21:10:00Z');
    await place(plenty, 5, '2026-11-20T20:50:00Z');
    // Cancelled today: no sale. 40 days ago: outside the series.
    const cancelled = await place(plenty, 6, '2026-11-24T21:40:00Z');
    await shop.h.call('POST', `/api/admin/orders/${cancelled.id}/events`, {
      token: shop.h.adminToken,
      body: { type: 'cancel' },
    });
    await place(plenty, 7, '2026-10-15T10:00:00Z');
    await shop.h.call('POST', `/api/admin/orders/${todays.id}/events`, {
      token: shop.h.adminToken,
      body: { type: 'start' },
    });
    await shop.h.db
      .update(products)
      .set({ stock: 2 })
      .where(inArray(products.id, [scarce]));

    const support = await shop.h.tokenFor('support');
    const res = await shop.h.call('GET', '/api/admin/dashboard?lang=en&low_stock=2', { token: support });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data as Dashboard;
    const delivery = todays.totals.delivery_price;
    expect(d.today).toEqual({ day: '2026-11-25', orders: 1, sales: 2_000 + delivery });
    expect(d.week).toEqual({ from: '2026-11-21', orders: 3, sales: 9_000 + 3 * delivery });
    expect(d.waiting).toEqual({ pending: 4, in_progress: 1, unpaid_fib: 0 });
    expect(d.low_stock.threshold).toBe(2);
    expect(d.low_stock.products.map((p) => p.id)).toContain(scarce);
    expect(d.low_stock.products.every((p) => p.stock <= 2)).toBe(true);
    expect(d.daily).toHaveLength(30);
    expect(d.daily.at(-1)).toEqual({ day: '2026-11-25', orders: 1, sales: 2_000 + delivery });
    expect(d.daily.find((x) => x.day === '2026-11-24')).toEqual({
      day: '2026-11-24',
      orders: 1,
      sales: 3_000 + delivery,
    });
    expect(d.daily.find((x) => x.day === '2026-11-20')).toEqual({
      day: '2026-11-20',
      orders: 1,
      sales: 5_000 + delivery,
    });
    expect(d.daily[0]!.day).toBe('2026-10-27');
    expect(d.daily.reduce((sum, x) => sum + x.orders, 0)).toBe(4);
    expect(now.toISOString()).toBe('2026-11-24T22:00:00.000Z');

    expect((await shop.h.call('GET', '/api/admin/dashboard', { token: await shop.h.tokenFor('editor') })).status).toBe(
      403,
    );
    expect((await shop.h.call('GET', '/api/admin/dashboard?low_stock=-1', { token: support })).status).toBe(400);
  });
});
