// The back office's customers on PGlite and (with TEST_DATABASE_URL) PostgreSQL: search by phone, email
// and name, one customer in full, and disabling an account, which ends their sessions at once.
import { AdminCustomerDetail, AdminCustomerSummary } from '@dukan/core/contract/admin-operations';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog, vouchers } from '../../db/schema';
import { openTestShop, TEST_SHOP_SETUP_MS, type TestShop } from '../../services/admin-operations/test-shop';
import { issueTokens, rotateRefreshToken } from '../../services/auth/tokens';
import { testBackends } from '../../test/databases';

const ListResponse = z.object({
  data: z.array(AdminCustomerSummary),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});

describe.each(testBackends)('admin customers on %s', (backend) => {
  let shop: TestShop;
  let support: string;

  beforeAll(async () => {
    shop = await openTestShop(backend);
    support = await shop.h.tokenFor('support');
  }, TEST_SHOP_SETUP_MS);
  afterAll(async () => {
    await shop?.h.close();
  });

  const list = async (query: string) => {
    const res = await shop.h.call('GET', `/api/admin/customers?lang=en&${query}`, { token: support });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ListResponse.parse(res.body);
  };

  it('finds a customer by phone (as typed at home), email or name, and shows everything about them', async () => {
    const { accountId, token } = await shop.newCustomer({
      phone: '+9647507654321',
      email: 'dilan.omer@example.iq',
      first: 'Dilan',
      last: 'Omer',
    });
    await shop.newCustomer({ phone: '+9647700000001', first: 'Karwan' });
    const product = await shop.newProduct(10, 10_000);
    await shop.h.db.insert(vouchers).values({
      code: `WELCOME-${accountId.slice(0, 8).toUpperCase()}`,
      account_id: accountId,
      kind: 'welcome',
      percent_off: 10,
      usage_limit: 1,
      starts_at: new Date('2026-01-01T00:00:00Z'),
    });
    const order = await shop.placeOrder(token, product, 1, {
      voucher_code: `WELCOME-${accountId.slice(0, 8).toUpperCase()}`,
    });

    for (const q of ['0750 765 4321', '7654321', 'DILAN.OMER@', 'dilan omer', 'Omer']) {
      expect(
        (await list(`q=${encodeURIComponent(q)}`)).data.map((c) => c.id),
        q,
      ).toEqual([accountId]);
    }
    expect((await list('q=nobody-like-this')).data).toEqual([]);
    // A wildcard typed by staff is a letter: '%' finds nobody.
    expect((await list('q=%25')).data).toEqual([]);

    const res = await shop.h.call('GET', `/api/admin/customers/${accountId}?lang=en`, { token: support });
    expect(res.status).toBe(200);
    const c = AdminCustomerDetail.parse(res.body.data);
    expect(c).toMatchObject({
      name: 'Dilan Omer',
      phone: '+9647507654321',
      email: 'dilan.omer@example.iq',
      status: 'active',
      orders: 1,
      profile: { first_name: 'Dilan', last_name: 'Omer' },
      welcome_voucher: { percent_off: 10, used: true },
    });
    expect(c.identifiers.map((i) => i.kind).sort()).toEqual(['email', 'phone']);
    expect(c.recent_orders.map((o) => o.id)).toEqual([order.id]);
    expect(c.vouchers_used).toEqual([
      expect.objectContaining({ order_id: order.id, discount: 1_000, released: false }),
    ]);
    expect(c.points.balance).toBe(0);
  });

  it('disables an account: its access token and refresh token stop working at once, until staff enable it', async () => {
    const { accountId } = await shop.newCustomer({ phone: '+9647501010101', first: 'Aso' });
    const issued = await issueTokens(shop.h.db, shop.h.ctx.tokens, accountId);
    expect((await shop.h.call('GET', '/api/orders', { token: issued.accessToken })).status).toBe(200);

    const disabled = await shop.h.call('POST', `/api/admin/customers/${accountId}/disable?lang=en`, {
      token: support,
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({
      data: { status: 'disabled', changed: true },
      message: 'The customer’s account was disabled and signed out everywhere',
    });
    expect((await shop.h.call('GET', '/api/orders', { token: issued.accessToken })).status).toBe(401);
    expect(await rotateRefreshToken(shop.h.db, shop.h.ctx.tokens, issued.refreshToken)).toMatchObject({ ok: false });
    // Signing in again gets the answer an unknown number gets, and no code goes out.
    const sent = await shop.h.call('POST', '/auth/public/otp/send', {
      body: { identifier: '+9647501010101', identifierId: 1 },
    });
    expect(sent.status).toBe(200);
    expect(await shop.h.outbox('+9647501010101')).toEqual([]);
    // Twice is once: no second audit entry.
    expect(
      (await shop.h.call('POST', `/api/admin/customers/${accountId}/disable`, { token: support })).body.data,
    ).toMatchObject({ changed: false });
    expect((await list('status=disabled')).data.map((c) => c.id)).toContain(accountId);

    const enabled = await shop.h.call('POST', `/api/admin/customers/${accountId}/enable?lang=en`, { token: support });
    expect(enabled.body).toMatchObject({ data: { status: 'active', changed: true } });
    const fresh = await issueTokens(shop.h.db, shop.h.ctx.tokens, accountId);
    expect((await shop.h.call('GET', '/api/orders', { token: fresh.accessToken })).status).toBe(200);

    const entries = await shop.h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entity_id, accountId)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.actor_role, e.before, e.after])).toEqual([
      ['disabled', 'support', { status: 'active' }, { status: 'disabled' }],
      ['enabled', 'support', { status: 'disabled' }, { status: 'active' }],
    ]);
  });

  it('refuses the editor and customers; unknown ids are 404; bad queries are 400', async () => {
    const editor = await shop.h.tokenFor('editor');
    const { accountId, token } = await shop.newCustomer({ first: 'Zana' });
    expect((await shop.h.call('GET', '/api/admin/customers', { token: editor })).status).toBe(403);
    expect((await shop.h.call('GET', `/api/admin/customers/${accountId}`, { token: editor })).status).toBe(403);
    expect((await shop.h.call('POST', `/api/admin/customers/${accountId}/disable`, { token: editor })).status).toBe(
      403,
    );
    expect((await shop.h.call('POST', `/api/admin/customers/${accountId}/disable`, { token })).status).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await shop.h.call('GET', `/api/admin/customers/${missing}`, { token: support })).status).toBe(404);
    expect((await shop.h.call('POST', `/api/admin/customers/${missing}/disable`, { token: support })).status).toBe(404);
    expect((await shop.h.call('GET', '/api/admin/customers/123', { token: support })).status).toBe(404);
    const nul = await shop.h.call('GET', '/api/admin/customers?q=a%00b', { token: support });
    expect(nul.status).toBe(400);
    expect(nul.body.errors?.q).toBeDefined();
    expect((await shop.h.call('GET', '/api/admin/customers?page=-1', { token: support })).status).toBe(400);
    expect((await shop.h.call('GET', '/api/admin/customers?status=banned', { token: support })).status).toBe(400);
  });
});
