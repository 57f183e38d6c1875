// Who may do what with the catalogue, with real staff tokens of each role.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema';
import { createAdminHarness, type AdminHarness } from '../../test/admin-harness';
import { insertCatalogueFixture, type CatalogueFixture } from '../../test/catalogue-fixtures';
import { testBackends } from '../../test/databases';

describe.each(testBackends)('catalogue permissions (%s)', (backend) => {
  let h: AdminHarness;
  let fixture: CatalogueFixture;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    h = await createAdminHarness(backend);
    fixture = await insertCatalogueFixture(h.db);
    for (const role of ['owner', 'manager', 'editor', 'support'] as const) tokens[role] = await h.tokenFor(role);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  const kettle = () => fixture.products.find((p) => p.sku === 'KT-100')!;

  it('an editor changes texts but is refused on prices, stock and active, and nothing half-applies', async () => {
    const id = kettle().id;
    const texts = await h.call('PATCH', `/api/admin/products/${id}`, {
      token: tokens.editor,
      body: { title: { ku: 'کەتڵی نوێ', ar: 'غلاية جديدة', en: 'New kettle' } },
    });
    expect(texts.status).toBe(200);
    expect(texts.body.data).toMatchObject({ title: { en: 'New kettle' } });

    for (const field of [
      { price: 1 },
      { original_price: 90_000 },
      { discount_percent: 10 },
      { stock: 1 },
      { active: false },
    ]) {
      const refused = await h.call('PATCH', `/api/admin/products/${id}?lang=en`, {
        token: tokens.editor,
        body: { title: { ku: 'نا', ar: 'لا', en: 'No' }, ...field },
      });
      expect(refused.status).toBe(403);
      expect(Object.keys(refused.body.errors!)).toEqual(Object.keys(field));
      expect(refused.body.message).toBe('Your role may not change prices, stock or whether a product is active');
    }
    const [row] = await h.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ title_en: 'New kettle', price: 35_000, stock: 40 });

    expect(
      (
        await h.call('POST', `/api/admin/products/${id}/stock`, {
          token: tokens.editor,
          body: { delta: 1, reason: 'x' },
        })
      ).status,
    ).toBe(403);
    expect((await h.call('DELETE', `/api/admin/products/${id}`, { token: tokens.editor })).status).toBe(403);
    const create = await h.call('POST', '/api/admin/products', {
      token: tokens.editor,
      body: {
        sku: 'ED-1',
        price: 1,
        stock: 1,
        category_id: fixture.categories.kettles,
        title: { ku: 'a', ar: 'a', en: 'a' },
      },
    });
    expect(create.status).toBe(403);
    // The editor may add a brand (taxonomy is a text).
    const brand = await h.call('POST', '/api/admin/brands', {
      token: tokens.editor,
      body: { slug: 'newroz', title: { ku: 'نەورۆز', ar: 'نوروز', en: 'Newroz' } },
    });
    expect(brand.status).toBe(201);
  });

  it('a manager sets prices and stock; the audit log names the member', async () => {
    const id = kettle().id;
    const res = await h.call('PATCH', `/api/admin/products/${id}`, {
      token: tokens.manager,
      body: { price: 30_000, original_price: 35_000, stock: 41 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price: 30_000, original_price: 35_000, discount_percent: 14, stock: 41 });
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(id)))
      .orderBy(auditLog.id)
      .limit(1)
      .offset(1);
    expect(entry).toMatchObject({ actor_role: 'manager', actor_id: h.staff.manager.id, action: 'updated' });
    expect((entry!.before as { price: number }).price).toBe(35_000);
    expect((entry!.after as { price: number }).price).toBe(30_000);
  });

  it('support reads the catalogue and is refused on every write', async () => {
    const id = kettle().id;
    expect((await h.call('GET', '/api/admin/products', { token: tokens.support })).status).toBe(200);
    expect((await h.call('GET', `/api/admin/products/${id}`, { token: tokens.support })).status).toBe(200);
    expect((await h.call('GET', `/api/admin/products/${id}/stock-ledger`, { token: tokens.support })).status).toBe(200);
    expect((await h.call('GET', '/api/admin/categories', { token: tokens.support })).status).toBe(200);
    const writes: [Parameters<AdminHarness['call']>[0], string, unknown][] = [
      ['PATCH', `/api/admin/products/${id}`, { model: 'x' }],
      ['POST', '/api/admin/products', {}],
      ['DELETE', `/api/admin/products/${id}`, undefined],
      ['POST', `/api/admin/products/${id}/stock`, { delta: 1, reason: 'x' }],
      ['POST', '/api/admin/categories', {}],
      ['PATCH', `/api/admin/brands/${fixture.brands.zagros}`, {}],
      ['DELETE', `/api/admin/collections/${fixture.collections.home}`, undefined],
      ['POST', '/api/admin/media', undefined],
      ['POST', '/api/admin/products/import', undefined],
    ];
    for (const [method, url, body] of writes) {
      const res = await h.call(method, url, { token: tokens.support, body });
      expect({ method, url, status: res.status }).toEqual({ method, url, status: 403 });
    }
    expect((await h.call('GET', '/api/admin/products/export.csv', { token: tokens.support })).status).toBe(200);
  });

  it('a customer token opens nothing here', async () => {
    const res = await h.call('GET', '/api/admin/products', { token: await h.customerToken() });
    expect(res.status).toBe(401);
  });
});
