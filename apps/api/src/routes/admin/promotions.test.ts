// Promotions in the back office on PGlite and (with TEST_DATABASE_URL) PostgreSQL: vouchers with the rules
// checkout enforces, reward-point rules that checkout follows as soon as they are saved, and offers.
import { AdminVoucher } from '@dukan/core/contract/admin-operations';
import { PointsResponse } from '@dukan/core/contract/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema';
import { openTestShop, TEST_SHOP_SETUP_MS, type TestShop } from '../../services/admin-operations/test-shop';
import { testBackends } from '../../test/databases';

describe.each(testBackends)('admin promotions on %s', (backend) => {
  let shop: TestShop;
  let manager: string;
  let support: string;

  beforeAll(async () => {
    shop = await openTestShop(backend);
    manager = await shop.h.tokenFor('manager');
    support = await shop.h.tokenFor('support');
  }, TEST_SHOP_SETUP_MS);
  afterAll(async () => {
    await shop?.h.close();
  });

  const voucherBody = (extra: Record<string, unknown> = {}) => ({
    code: 'spring-10',
    percent_off: 10,
    max_discount: 5_000,
    min_subtotal: 20_000,
    starts_at: '2026-01-01T00:00:00+03:00',
    expires_at: '2027-01-01T00:00:00+03:00',
    ...extra,
  });

  it('creates a voucher that checkout applies as it reads, edits it, and keeps one used by an order', async () => {
    const created = await shop.h.call('POST', '/api/admin/vouchers?lang=en', {
      token: manager,
      body: voucherBody({ category_id: shop.fx.categories.kettles, per_customer_limit: 1 }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const voucher = AdminVoucher.parse(created.body.data);
    expect(voucher).toMatchObject({ code: 'SPRING-10', percent_off: 10, max_discount: 5_000, active: true, uses: 0 });

    // At checkout: 10 % of 2 × 30,000 is 6,000, capped at 5,000.
    const { token } = await shop.newCustomer({ phone: '+9647505556677' });
    const product = await shop.newProduct(10, 30_000);
    const order = await shop.placeOrder(token, product, 2, { voucher_code: 'spring-10' });
    expect(order.totals.discount).toBe(5_000);

    const fixed = await shop.h.call('PATCH', `/api/admin/vouchers/${voucher.id}?lang=en`, {
      token: manager,
      body: { percent_off: null, max_discount: null, amount_off: 2_500 },
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.data).toMatchObject({ percent_off: null, amount_off: 2_500, uses: 1 });

    const used = await shop.h.call('DELETE', `/api/admin/vouchers/${voucher.id}?lang=en`, { token: manager });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('This voucher was used in orders; deactivate it instead of deleting it');
    const off = await shop.h.call('PATCH', `/api/admin/vouchers/${voucher.id}`, {
      token: manager,
      body: { active: false },
    });
    expect(off.body.data).toMatchObject({ active: false });
    await shop.h.call('POST', '/api/cart', { token, body: { productId: product, quantity: 1 } });
    expect((await shop.h.call('POST', '/api/voucher/check', { token, body: { code: 'SPRING-10' } })).status).toBe(422);

    const unused = await shop.h.call('POST', '/api/admin/vouchers', {
      token: manager,
      body: voucherBody({ code: 'GONE-1' }),
    });
    const unusedId = (unused.body.data as { id: number }).id;
    expect((await shop.h.call('DELETE', `/api/admin/vouchers/${unusedId}`, { token: manager })).status).toBe(200);
    expect((await shop.h.call('GET', `/api/admin/vouchers/${unusedId}`, { token: support })).status).toBe(404);

    const actions = await shop.h.db
      .select({ action: auditLog.action, role: auditLog.actor_role })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'voucher'), eq(auditLog.entity_id, String(voucher.id))))
      .orderBy(auditLog.id);
    expect(actions).toEqual([
      { action: 'created', role: 'manager' },
      { action: 'updated', role: 'manager' },
      { action: 'updated', role: 'manager' },
    ]);
    const listed = await shop.h.call('GET', '/api/admin/vouchers?q=spring', { token: support });
    expect((listed.body.data as { code: string }[]).map((v) => v.code)).toEqual(['SPRING-10']);
  });

  it('refuses vouchers that make no sense with 400 and field errors, and a taken code with 409', async () => {
    const refused = async (body: Record<string, unknown>, field: string, message?: string) => {
      const res = await shop.h.call('POST', '/api/admin/vouchers?lang=en', { token: manager, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(res.body)).toBeDefined();
      if (message) expect(res.body.errors?.[field]).toContain(message);
    };
    await refused(
      voucherBody({ code: 'BAD-1', percent_off: 101 }),
      'percent_off',
      'The percentage must be from 1 to 100',
    );
    await refused(voucherBody({ code: 'BAD-2', starts_at: '2026-13-45' }), 'starts_at', 'This date is not valid');
    await refused(voucherBody({ code: 'BAD-3', expires_at: 'tomorrow' }), 'expires_at');
    await refused(
      voucherBody({ code: 'BAD-4', expires_at: '2025-12-31T00:00:00Z' }),
      'expires_at',
      'The voucher must expire after it starts',
    );
    await refused(voucherBody({ code: 'BAD-5', amount_off: 1_000 }), 'percent_off');
    await refused(voucherBody({ code: 'BAD-6', percent_off: null, amount_off: 1_000 }), 'max_discount');
    await refused(voucherBody({ code: 'BAD-7', category_id: 999_999 }), 'category_id', 'This category was not found');
    await refused(voucherBody({ code: 'no' }), 'code');
    await refused(voucherBody({ code: 'BAD\u0000NUL' }), 'code');
    await refused(voucherBody({ code: 'BAD-8', usage_limit: 1, per_customer_limit: 2 }), 'per_customer_limit');

    expect(
      (await shop.h.call('POST', '/api/admin/vouchers', { token: manager, body: voucherBody({ code: 'TWICE' }) }))
        .status,
    ).toBe(201);
    const again = await shop.h.call('POST', '/api/admin/vouchers?lang=en', {
      token: manager,
      body: voucherBody({ code: 'twice' }),
    });
    expect(again.status).toBe(409);
    expect(again.body.errors?.code).toEqual(['A voucher with this code already exists']);

    // A PATCH is checked on the voucher it would make: an expiry before the stored start is refused.
    const listed = await shop.h.call('GET', '/api/admin/vouchers?q=TWICE', { token: manager });
    const id = (listed.body.data as { id: number }[])[0]!.id;
    const patched = await shop.h.call('PATCH', `/api/admin/vouchers/${id}?lang=en`, {
      token: manager,
      body: { expires_at: '2025-06-01T00:00:00Z' },
    });
    expect(patched.status).toBe(400);
    expect(patched.body.errors?.expires_at).toEqual(['The voucher must expire after it starts']);
    expect((await shop.h.call('PATCH', `/api/admin/vouchers/${id}`, { token: manager, body: {} })).status).toBe(400);
    expect(
      (await shop.h.call('PATCH', '/api/admin/vouchers/abc', { token: manager, body: { active: false } })).status,
    ).toBe(404);
  });

  it('lets support read promotions but not change them; the editor sees none', async () => {
    const editor = await shop.h.tokenFor('editor');
    expect((await shop.h.call('GET', '/api/admin/vouchers', { token: support })).status).toBe(200);
    expect(
      (await shop.h.call('POST', '/api/admin/vouchers', { token: support, body: voucherBody({ code: 'SUP-1' }) }))
        .status,
    ).toBe(403);
    expect(
      (await shop.h.call('PUT', '/api/admin/reward-rules', { token: support, body: { point_value_iqd: 1 } })).status,
    ).toBe(403);
    expect((await shop.h.call('PUT', '/api/admin/offers', { token: support, body: { offers: [] } })).status).toBe(403);
    expect((await shop.h.call('GET', '/api/admin/vouchers', { token: editor })).status).toBe(403);
    expect((await shop.h.call('GET', '/api/admin/offers', { token: editor })).status).toBe(403);
  });

  it('makes reward-point rules shop settings over the environment, which checkout follows at once', async () => {
    const initial = await shop.h.call('GET', '/api/admin/reward-rules', { token: support });
    expect(initial.body.data).toEqual({
      rules: { point_value_iqd: 25, iqd_per_point_earned: 1000, points_max_share: 0.5 },
      defaults: { point_value_iqd: 25, iqd_per_point_earned: 1000, points_max_share: 0.5 },
      overridden: [],
    });
    const { token } = await shop.newCustomer();
    // Warm the cache with the old rules: saving must drop it.
    expect(PointsResponse.parse((await shop.h.call('GET', '/api/points', { token })).body).data.point_value_iqd).toBe(
      25,
    );

    const saved = await shop.h.call('PUT', '/api/admin/reward-rules?lang=en', {
      token: manager,
      body: { point_value_iqd: 50, iqd_per_point_earned: '٥٠٠' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      rules: { point_value_iqd: 50, iqd_per_point_earned: 500, points_max_share: 0.5 },
      overridden: expect.arrayContaining(['point_value_iqd', 'iqd_per_point_earned']),
    });
    expect(PointsResponse.parse((await shop.h.call('GET', '/api/points', { token })).body).data).toMatchObject({
      point_value_iqd: 50,
      iqd_per_point_earned: 500,
    });

    // Delivery earns by the new rule: 20,000 IQD of goods at 500 IQD a point.
    const order = await shop.placeOrder(token, await shop.newProduct(5, 20_000), 1);
    const owner = shop.h.adminToken;
    await shop.h.call('POST', `/api/admin/orders/${order.id}/events`, { token: owner, body: { type: 'start' } });
    const delivered = await shop.h.call('POST', `/api/admin/orders/${order.id}/events`, {
      token: owner,
      body: { type: 'deliver' },
    });
    expect(delivered.body.data).toMatchObject({ pointsEarned: 40 });

    // Redeeming: 40 points × 50 IQD = 2,000 IQD off.
    const redeemed = await shop.placeOrder(token, await shop.newProduct(5, 10_000), 1, { points: 40 });
    expect(redeemed.totals).toMatchObject({ points: 40, points_value: 2_000 });

    const reset = await shop.h.call('PUT', '/api/admin/reward-rules', {
      token: manager,
      body: { point_value_iqd: null },
    });
    expect(reset.body.data).toMatchObject({ rules: { point_value_iqd: 25 }, overridden: ['iqd_per_point_earned'] });
    const bad = await shop.h.call('PUT', '/api/admin/reward-rules?lang=en', {
      token: manager,
      body: { points_max_share: 1.5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.points_max_share).toEqual(['This reward-point rule is not valid']);
    const [entry] = await shop.h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'reward_rules'))
      .orderBy(auditLog.id)
      .limit(1);
    expect(entry).toMatchObject({
      action: 'updated',
      actor_role: 'manager',
      after: { point_value_iqd: 50, iqd_per_point_earned: 500 },
    });
  });

  it('puts products on offer by price or percentage, lists them, and ends offers', async () => {
    const kettle = await shop.newProduct(3, 40_000);
    const phone = await shop.newProduct(2, 100_000);
    const put = await shop.h.call('PUT', '/api/admin/offers?lang=en', {
      token: manager,
      body: {
        offers: [
          { product_id: kettle, sale_price: 30_000 },
          { product_id: phone, percent_off: 15 },
        ],
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((put.body.data as { changed: number[] }).changed.sort()).toEqual([kettle, phone].sort());
    const prices = async (id: number) =>
      (
        await shop.h.db
          .select({ price: products.price, original: products.original_price })
          .from(products)
          .where(eq(products.id, id))
      )[0];
    expect(await prices(kettle)).toEqual({ price: 30_000, original: 40_000 });
    expect(await prices(phone)).toEqual({ price: 85_000, original: 100_000 });

    // A deeper cut keeps the regular price as it was, not today's offer price.
    await shop.h.call('PUT', '/api/admin/offers', {
      token: manager,
      body: { offers: [{ product_id: kettle, percent_off: 50 }] },
    });
    expect(await prices(kettle)).toEqual({ price: 20_000, original: 40_000 });

    const listed = await shop.h.call('GET', '/api/admin/offers?lang=en', { token: support });
    const offers = listed.body.data as { product_id: number; discount_percent: number }[];
    expect(offers.find((o) => o.product_id === kettle)?.discount_percent).toBe(50);
    expect(offers.find((o) => o.product_id === phone)?.discount_percent).toBe(15);

    // The storefront's price is the offer's at once.
    const { token } = await shop.newCustomer();
    expect((await shop.placeOrder(token, kettle, 1)).totals.subtotal).toBe(20_000);

    const refused = await shop.h.call('PUT', '/api/admin/offers?lang=en', {
      token: manager,
      body: {
        offers: [
          { product_id: phone, end: true },
          { product_id: kettle, sale_price: 45_000 },
          { product_id: 99_999_999, end: true },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      'offers.1.sale_price': ['The offer price must be below the regular price'],
      'offers.2.product_id': ['This product was not found'],
    });
    expect(await prices(phone)).toEqual({ price: 85_000, original: 100_000 }); // all or nothing
    expect(
      (
        await shop.h.call('PUT', '/api/admin/offers', {
          token: manager,
          body: { offers: [{ product_id: phone, sale_price: 1, percent_off: 5 }] },
        })
      ).status,
    ).toBe(400);

    await shop.h.call('PUT', '/api/admin/offers', {
      token: manager,
      body: { offers: [{ product_id: phone, end: true }] },
    });
    expect(await prices(phone)).toEqual({ price: 100_000, original: null });
    const [audit] = await shop.h.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'product'),
          eq(auditLog.entity_id, String(phone)),
          eq(auditLog.action, 'price_changed'),
        ),
      )
      .orderBy(auditLog.id)
      .limit(1);
    expect(audit).toMatchObject({
      before: { price: 100_000, original_price: null },
      after: { price: 85_000, original_price: 100_000 },
    });
  });
});
