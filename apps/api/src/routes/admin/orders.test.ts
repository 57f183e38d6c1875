// The back office's orders on PGlite and (with TEST_DATABASE_URL) PostgreSQL, with real staff roles: the
// list and its filters, one order in full, moves through the state machine with audit entries, the bank's
// payment, the printable documents, and who may do what.
import { AdminOrderDetail, AdminOrderListResponse } from '@dukan/core/contract/admin-operations';
import { OrderListResponse } from '@dukan/core/contract/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, products, stockMovements } from '../../db/schema';
import { openTestShop, TEST_SHOP_SETUP_MS, type TestShop } from '../../services/admin-operations/test-shop';
import { testBackends } from '../../test/databases';

describe.each(testBackends)('admin orders on %s', (backend) => {
  let shop: TestShop;
  let support: string;
  let editor: string;

  beforeAll(async () => {
    shop = await openTestShop(backend);
    support = await shop.h.tokenFor('support');
    editor = await shop.h.tokenFor('editor');
  }, TEST_SHOP_SETUP_MS);
  afterAll(async () => {
    await shop?.h.close();
  });

  const stockOf = async (id: number) =>
    (await shop.h.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
  const event = (orderId: string, type: string, token = support) =>
    shop.h.call('POST', `/api/admin/orders/${orderId}/events?lang=en`, { token, body: { type } });

  it('lets support take an order from pending to delivered, which the customer sees, with audit entries', async () => {
    const { token } = await shop.newCustomer({ phone: '+9647501112233', first: 'Shvan', last: 'Aziz' });
    const product = await shop.newProduct(10, 20_000);
    const order = await shop.placeOrder(token, product, 2);

    expect((await event(order.id, 'deliver')).status).toBe(409); // pending → delivered skips "in progress"
    const started = await event(order.id, 'start');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.message).toBe('The order was updated');
    const delivered = await event(order.id, 'deliver');
    expect(delivered.body.data).toMatchObject({ after: { status: 'delivered' }, pointsEarned: 40 });

    const mine = OrderListResponse.parse((await shop.h.call('GET', '/api/orders', { token })).body).data;
    expect(mine.find((o) => o.id === order.id)?.status).toBe('delivered');

    const entries = await shop.h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entity_id, order.id)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actor_role, (e.before as { status: string }).status])).toEqual([
      ['status_changed', 'support', 'pending'],
      ['status_changed', 'support', 'in_progress'],
    ]);
    expect(entries[1]!.after).toMatchObject({ status: 'delivered' });

    const detail = await shop.h.call('GET', `/api/admin/orders/${order.id}?lang=ar`, { token: support });
    const d = AdminOrderDetail.parse(detail.body.data);
    expect(d.customer).toMatchObject({ name: 'Shvan Aziz', phone: '+9647501112233', status: 'active' });
    expect(d.location).toEqual({ lat: 36.19, lng: 44.01 });
    expect(d.lines).toEqual([
      expect.objectContaining({ product_id: product, quantity: 2, unit_price: 20_000, line_total: 40_000 }),
    ]);
    expect(d.lines[0]!.title).toMatch(/غلاية/);
    expect(d.history.map((e) => [e.event, e.status_after, e.actor])).toEqual([
      ['start', 'in_progress', 'support@staff.test'],
      ['deliver', 'delivered', 'support@staff.test'],
    ]);
  });

  it('cancels through the one cancel rule: stock comes back, a delivered order stays, the customer cannot cancel a started one', async () => {
    const { token } = await shop.newCustomer({ phone: '+9647502223344' });
    const product = await shop.newProduct(5, 9_000);
    const order = await shop.placeOrder(token, product, 3);
    expect(await stockOf(product)).toBe(2);
    expect((await event(order.id, 'start')).status).toBe(200);
    // The customer's own cancel is only for a pending order; the shop's also for one in progress.
    const customerCancel = await shop.h.call('POST', `/api/orders/${order.id}/cancel?lang=en`, { token });
    expect(customerCancel.status).toBe(409);
    expect(customerCancel.body.message).toBe('This order can no longer be cancelled');
    const cancelled = await event(order.id, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ after: { status: 'cancelled' }, restockedProductIds: [product] });
    expect(await stockOf(product)).toBe(5);
    expect((await event(order.id, 'cancel')).status).toBe(409);

    // The stock ledger explains both moves: the sale by the customer, the return by the staff member who cancelled.
    const ledger = await shop.h.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.product_id, product), eq(stockMovements.reason, `#${order.number}`)))
      .orderBy(stockMovements.id);
    expect(
      ledger.map(({ source, delta, stock_after, actor_kind }) => ({ source, delta, stock_after, actor_kind })),
    ).toEqual([
      { source: 'order', delta: -3, stock_after: 2, actor_kind: 'customer' },
      { source: 'order_return', delta: 3, stock_after: 5, actor_kind: 'staff' },
    ]);
  });

  it('finds orders by number and by any part of the phone number, and filters by status, payment and day', async () => {
    const a = await shop.newCustomer({ phone: '+9647709876543', first: 'Rezan' });
    const b = await shop.newCustomer({ phone: '+9647801234567', first: 'Lana' });
    const product = await shop.newProduct(50, 1_000);
    const first = await shop.placeOrder(a.token, product, 1);
    const second = await shop.placeOrder(b.token, product, 1);
    expect((await event(second.id, 'start')).status).toBe(200);
    // The first order was placed on a Baghdad day of its own: 2026-03-10, 23:30 in Baghdad.
    await shop.h.db
      .update(orders)
      .set({ created_at: new Date('2026-03-10T20:30:00Z') })
      .where(eq(orders.id, first.id));

    const list = async (query: string) => {
      const res = await shop.h.call('GET', `/api/admin/orders?lang=en&${query}`, { token: support });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return AdminOrderListResponse.parse(res.body);
    };
    expect((await list(`q=${second.number}`)).data.map((o) => o.id)).toEqual([second.id]);
    expect((await list(`q=%23${second.number}`)).data.map((o) => o.id)).toEqual([second.id]);
    // Typed as at home (0770…), with spaces, or in Arabic-Indic digits.
    expect((await list(`q=${encodeURIComponent('0770 987 6543')}`)).data.map((o) => o.id)).toEqual([first.id]);
    expect((await list(`q=${encodeURIComponent('٠٧٨٠١٢٣')}`)).data.map((o) => o.id)).toEqual([second.id]);
    expect((await list('q=nobody')).data).toEqual([]);

    const started = await list('status=in_progress');
    expect(started.data.map((o) => o.id)).toContain(second.id);
    expect(started.data.every((o) => o.status === 'in_progress')).toBe(true);
    expect((await list('payment=paid')).data.every((o) => o.payment_status === 'paid')).toBe(true);

    const day = await list('from=2026-03-10&to=2026-03-10');
    expect(day.data.map((o) => o.id)).toEqual([first.id]);
    expect(day.meta).toEqual({ page: 1, per_page: 25, total: 1 });
    expect(day.data[0]).toMatchObject({ number: first.number, customer: { name: 'Rezan', phone: '+9647709876543' } });
    expect((await list('from=2026-03-11&to=2026-03-11')).data).toEqual([]);
  });

  it('answers bad queries with 400 and field errors, never 500', async () => {
    const bad = async (query: string, field: string) => {
      const res = await shop.h.call('GET', `/api/admin/orders?lang=en&${query}`, { token: support });
      expect(res.status, query).toBe(400);
      expect(res.body.errors?.[field], query).toBeDefined();
    };
    await bad('from=2026-02-30', 'from');
    await bad('from=yesterday', 'from');
    await bad('from=2026-03-02&to=2026-03-01', 'to');
    await bad('status=lost', 'status');
    await bad('page=0', 'page');
    await bad('q=%00', 'q');
    expect((await shop.h.call('GET', '/api/admin/orders/not-a-uuid', { token: support })).status).toBe(404);
    expect(
      (await shop.h.call('GET', '/api/admin/orders/00000000-0000-4000-8000-000000000000', { token: support })).status,
    ).toBe(404);
  });

  it('refuses the editor and customers, and keeps ADMIN_API_TOKEN working as owner', async () => {
    const { token } = await shop.newCustomer();
    const order = await shop.placeOrder(token, await shop.newProduct(3, 1_000), 1);
    expect((await shop.h.call('GET', '/api/admin/orders', { token: editor })).status).toBe(403);
    expect((await shop.h.call('GET', `/api/admin/orders/${order.id}`, { token: editor })).status).toBe(403);
    expect((await event(order.id, 'start', editor)).status).toBe(403);
    expect((await event(order.id, 'start', token)).status).toBe(401);
    expect(
      (await shop.h.call('POST', `/api/admin/orders/${order.id}/events`, { body: { type: 'start' } })).status,
    ).toBe(401);
    expect((await event(order.id, 'explode', shop.h.adminToken)).status).toBe(400);
    expect((await event(order.id, 'start', shop.h.adminToken)).status).toBe(200);
    const [entry] = await shop.h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entity_id, order.id)));
    expect(entry).toMatchObject({ actor_kind: 'token', actor_role: 'owner', action: 'status_changed' });
  });

  it('asks the bank for a FIB payment, cancels a paid order with a refund, and says so', async () => {
    const { token } = await shop.newCustomer({ phone: '+9647503334455' });
    const product = await shop.newProduct(4, 50_000);
    const order = await shop.placeOrder(token, product, 1, { payment_method: 'fib' });
    expect(order.payment).not.toBeNull();
    // Paid at the simulator without telling us (no callback reached us): only asking the bank finds out.
    const paid = await shop.h.call('POST', `/dev/fib/payments/${order.payment!.payment_id}/pay`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const refreshed = await shop.h.call('POST', `/api/admin/orders/${order.id}/payment/refresh?lang=en`, {
      token: support,
    });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.data).toMatchObject({ payment_status: 'paid', payment: { status: 'PAID' } });

    const cancelled = await event(order.id, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      data: { after: { status: 'cancelled', payment: 'paid' }, refund: 'refunded' },
      message: 'The order was cancelled and the payment refunded',
    });
    expect(await stockOf(product)).toBe(4);

    const cod = await shop.placeOrder(token, product, 1);
    const noPayment = await shop.h.call('POST', `/api/admin/orders/${cod.id}/payment/refresh?lang=en`, {
      token: support,
    });
    expect(noPayment.status).toBe(409);
    expect(noPayment.body.message).toBe('This order has no First Iraqi Bank payment');
    expect((await shop.h.call('POST', `/api/admin/orders/${cod.id}/payment/refresh`, { token: editor })).status).toBe(
      403,
    );
  });

  it('prints the invoice and packing slip in the order’s language with its digits, and escapes HTML', async () => {
    const { token } = await shop.newCustomer({ phone: '+9647504445566', first: '<b>Hawre</b>' });
    const product = await shop.newProduct(9, 125_000);
    // Placed in Sorani (the default): the documents are in Sorani whatever language the back office reads.
    const added = await shop.h.call('POST', '/api/cart', { token, body: { productId: product, quantity: 2 } });
    expect(added.status).toBe(200);
    const placed = await shop.h.call('POST', '/api/orders?lang=ku', {
      token,
      body: {
        address: 'شەقامی گوڵان',
        city_id: shop.fx.cities.erbil,
        location: { lat: 36.19, lng: 44.01 },
        payment_method: 'cod',
        accept_terms: true,
        notes: '<script>alert(1)</script>',
      },
    });
    expect(placed.status).toBe(201);
    const id = (placed.body.data as { id: string }).id;

    const invoice = await shop.h.call('GET', `/api/admin/orders/${id}/invoice?lang=en&doc=invoice`, { token: support });
    expect(invoice.status).toBe(200);
    const doc = invoice.body.data as {
      locale: string;
      dir: string;
      title: string;
      lines: { quantity: string; unit_price: string }[];
      totals: { label: string; value: string }[];
    };
    expect(doc).toMatchObject({ locale: 'ku', dir: 'rtl' });
    expect(doc.title).toMatch(/^پسوولە #[٠-٩]+$/);
    expect(doc.lines[0]!.quantity).toBe('٢');
    expect(doc.lines[0]!.unit_price).toContain('١٢٥');
    expect(doc.totals.at(-1)!.label).toBe('کۆی گشتی');

    const slip = await shop.h.call('GET', `/api/admin/orders/${id}/invoice?doc=packing-slip`, { token: support });
    const slipDoc = slip.body.data as { columns: string[]; lines: Record<string, string>[]; totals: unknown[] };
    expect(slipDoc.columns).toHaveLength(2);
    expect(slipDoc.lines[0]).not.toHaveProperty('unit_price');
    expect(slipDoc.totals).toEqual([]);

    const html = await shop.h.call('GET', `/api/admin/orders/${id}/invoice?doc=invoice&format=html`, {
      token: support,
    });
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    const page = html.raw.body;
    expect(page).toContain('<html lang="ckb" dir="rtl">');
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&lt;b&gt;Hawre&lt;/b&gt;');
    expect((await shop.h.call('GET', `/api/admin/orders/${id}/invoice?doc=receipt`, { token: support })).status).toBe(
      400,
    );
  });
});
