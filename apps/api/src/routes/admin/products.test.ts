import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, stockMovements } from '../../db/schema';
import { buildCatalogueTestServer, type CatalogueTestServer } from '../../services/catalogue-admin/test-server';
import { testBackends } from '../../test/databases';

const newProduct = (sku: string) => ({
  sku,
  price: 250_000,
  stock: 8,
  category_id: 0, // set per server
  title: { ku: 'پانکەی سەقفی زیوین', ar: 'مروحة سقف فضية', en: 'Silver ceiling fan' },
  description: { ku: 'پانکەیەکی بێدەنگ', ar: 'مروحة هادئة', en: 'A quiet fan' },
  active: true,
});

describe.each(testBackends)('admin products (%s)', (backend) => {
  let s: CatalogueTestServer;
  beforeAll(async () => {
    s = await buildCatalogueTestServer(backend);
  }, 180_000);
  afterAll(async () => {
    await s?.close();
  });

  const body = (sku: string, extra: Record<string, unknown> = {}) => ({
    ...newProduct(sku),
    category_id: s.fixture.categories.kettles,
    ...extra,
  });

  it('refuses callers without credentials', async () => {
    const res = await s.call('GET', '/api/admin/products', undefined, null);
    expect(res.status).toBe(401);
  });

  it('creates a product that search finds at once in the three languages, audited, with its first ledger entry', async () => {
    const created = await s.call(
      'POST',
      '/api/admin/products?lang=en',
      body('FAN-1', { brand_id: s.fixture.brands.zagros }),
    );
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({
      sku: 'FAN-1',
      title: { ku: 'پانکەی سەقفی زیوین', ar: 'مروحة سقف فضية', en: 'Silver ceiling fan' },
      brand: { id: s.fixture.brands.zagros },
      category: { id: s.fixture.categories.kettles, collection_id: s.fixture.collections.home },
      collection: { id: s.fixture.collections.home },
      stock: 8,
      active: true,
    });

    expect(await s.searchTitles('silver fan')).toContain('Silver ceiling fan');
    expect(await s.searchTitles('مروحه سقف')).toContain('Silver ceiling fan');
    expect(await s.searchTitles('پانکەی زیوین')).toContain('Silver ceiling fan');

    const storefront = await s.app.inject({ method: 'GET', url: `/api/en/products/${id}` });
    expect(storefront.statusCode).toBe(200);
    expect(storefront.json().data.title).toBe('Silver ceiling fan');

    const audits = await s.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entity_id, String(id))));
    expect(audits.map((a) => a.action)).toEqual(['created']);
    expect(audits[0]!.actor_label).toBe('ADMIN_API_TOKEN');
    const ledger = await s.handle.db.select().from(stockMovements).where(eq(stockMovements.product_id, id));
    expect(ledger).toMatchObject([{ delta: 8, stock_after: 8, source: 'created' }]);
  });

  it('answers one product with everything, in all three languages', async () => {
    const detailed = s.fixture.detailed;
    const res = await s.call('GET', `/api/admin/products/${detailed.id}`);
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p.sku).toBe(detailed.sku);
    expect(Object.keys(p.title)).toEqual(['ku', 'ar', 'en']);
    expect(p.specifications.length).toBeGreaterThan(0);
    // Private specifications are staff's too.
    expect(p.specifications.some((spec: { public: boolean }) => !spec.public)).toBe(true);
    expect(p.attribute_values.map((v: { id: number }) => v.id).sort()).toEqual(
      detailed.values.map((v) => s.fixture.values[v]).sort(),
    );
    expect(p.images.length).toBeGreaterThan(0);
    expect(p.images[0]).toMatchObject({ media_id: null, alt: { ku: '', ar: '', en: '' } });
  });

  it('lists by title in any language or by SKU, with filters', async () => {
    const byArabic = await s.call('GET', `/api/admin/products?q=${encodeURIComponent('غلاية')}`);
    expect(byArabic.status).toBe(200);
    expect(byArabic.body.data.map((p: { sku: string }) => p.sku).sort()).toEqual(['KT-100', 'KT-200']);
    // Typed with Arabic letters (ك, ي) for the Kurdish title کەتڵی: the folded titles match.
    const byFolded = await s.call('GET', `/api/admin/products?q=${encodeURIComponent('كەتڵي')}`);
    expect(byFolded.body.data.map((p: { sku: string }) => p.sku).sort()).toEqual(['KT-100', 'KT-200']);
    const bySku = await s.call('GET', '/api/admin/products?q=ph-');
    expect(bySku.body.data.map((p: { sku: string }) => p.sku).sort()).toEqual(['PH-100', 'PH-200']);
    expect(bySku.body.meta).toMatchObject({ total: 2, page: 1 });

    const low = await s.call('GET', `/api/admin/products?low_stock=true&category=${s.fixture.categories.fridges}`);
    expect(low.body.data.map((p: { sku: string }) => p.sku).sort()).toEqual(['FR-100', 'FR-200', 'FR-300']);
    expect(low.body.data.every((p: { low_stock: boolean }) => p.low_stock)).toBe(true);
    const wildcard = await s.call('GET', '/api/admin/products?q=%25');
    expect(wildcard.body.data).toEqual([]);
    const bad = await s.call('GET', '/api/admin/products?low_stock=maybe&lang=en');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.low_stock).toEqual(['Write true or false']);
  });

  it('edits texts, prices, pictures, attributes, specifications and related products', async () => {
    const { body: created } = await s.call('POST', '/api/admin/products', body('FAN-2'));
    const id = created.data.id as number;
    const patch = await s.call('PATCH', `/api/admin/products/${id}`, {
      title: { ku: 'پانکەی مێز', ar: 'مروحة طاولة', en: 'Desk fan' },
      content: { ku: 'دەق', ar: 'نص', en: 'Text' },
      advantages: [{ ku: 'بێدەنگ', ar: 'هادئة', en: 'Quiet' }],
      discount_percent: 20,
      price: 100_000,
      model: 'DF-20',
      images: [{ media: '/api/media/products/FAN-2/1.svg', alt: { ku: 'وێنە', ar: 'صورة', en: 'Picture' } }],
      attribute_value_ids: [s.fixture.values.red],
      specifications: [{ specification_id: s.fixture.specs.watts, value: { ku: '٤٥', ar: '٤٥', en: '45' } }],
      related_ids: [s.fixture.detailed.id],
    });
    expect(patch.status).toBe(200);
    expect(patch.body.data).toMatchObject({
      title: { en: 'Desk fan' },
      price: 80_000,
      original_price: 100_000,
      discount_percent: 20,
      model: 'DF-20',
      images: [{ url: '/api/media/products/FAN-2/1.svg', alt: { en: 'Picture' } }],
      attribute_values: [{ id: s.fixture.values.red }],
      specifications: [{ specification_id: s.fixture.specs.watts, value: { en: '45' }, public: true }],
      related: [{ id: s.fixture.detailed.id }],
    });
    expect(await s.searchTitles('desk fan')).toContain('Desk fan');
    expect(await s.searchTitles('silver ceiling fan')).not.toContain('Desk fan');

    const ended = await s.call('PATCH', `/api/admin/products/${id}`, { discount_percent: 0 });
    expect(ended.body.data).toMatchObject({ price: 100_000, original_price: null, discount_percent: null });
  });

  it("shows staff's related products first on the storefront, then the category's newest, hidden ones left out", async () => {
    const id = (await s.call('POST', '/api/admin/products', body('FAN-R1'))).body.data.id as number;
    const hidden = (await s.call('POST', '/api/admin/products', body('FAN-R2', { active: false }))).body.data.id;
    const sameCategory = (await s.call('POST', '/api/admin/products', body('FAN-R3'))).body.data.id as number;
    const related = async () => {
      const answer = await s.call('GET', `/api/en/products/${id}`, undefined, null);
      expect(answer.status).toBe(200);
      return (answer.body.data.related as { id: number }[]).map((p) => p.id);
    };
    // Nothing chosen: the category's newest, which never include a hidden product.
    expect((await related())[0]).toBe(sameCategory);
    expect(await related()).not.toContain(hidden);

    const chosen = [s.fixture.detailed.id, hidden, sameCategory];
    expect((await s.call('PATCH', `/api/admin/products/${id}`, { related_ids: chosen })).status).toBe(200);
    const shown = await related();
    expect(shown.slice(0, 2)).toEqual([s.fixture.detailed.id, sameCategory]);
    expect(shown).not.toContain(hidden);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('refuses what would be wrong, with the field at fault, and never a 500', async () => {
    const { body: created } = await s.call('POST', '/api/admin/products', body('FAN-3'));
    const id = created.data.id as number;
    const cases: [unknown, number, string][] = [
      [{ original_price: 1000 }, 422, 'original_price'],
      [{ sku: 'FR-100' }, 409, 'sku'],
      [{ category_id: 999_999 }, 422, 'category_id'],
      [{ brand_id: 999_999 }, 422, 'brand_id'],
      [{ related_ids: [id] }, 422, 'related_ids'],
      [{ images: ['00000000-0000-4000-8000-000000000000'] }, 422, 'images.0'],
      [{ title: { ku: 'a\u0000b', ar: '', en: '' } }, 400, 'title.ku'],
      [{ title: { ku: '', ar: ' ', en: '' } }, 400, 'title'],
      [{ price: -1 }, 400, 'price'],
      [{ price: '12' }, 400, 'price'],
      [{ sku: 'has space' }, 400, 'sku'],
      [{ images: ['/api/media/../../etc/passwd'] }, 400, 'images.0'],
      [{ original_price: 5, discount_percent: 5 }, 400, 'discount_percent'],
    ];
    for (const [patch, status, field] of cases) {
      const res = await s.call('PATCH', `/api/admin/products/${id}?lang=ar`, patch);
      expect({ patch, status: res.status }).toEqual({ patch, status });
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
      expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
    }
    const duplicate = await s.call('POST', '/api/admin/products', body('FAN-3'));
    expect(duplicate.status).toBe(409);
    expect((await s.call('GET', '/api/admin/products/abc')).status).toBe(404);
    expect((await s.call('GET', '/api/admin/products/99999999999')).status).toBe(404);
    expect((await s.call('PATCH', '/api/admin/products/999999', { model: 'x' })).status).toBe(404);
  });

  it('changes stock with a reason under the row lock and keeps the ledger', async () => {
    const { body: created } = await s.call('POST', '/api/admin/products', body('FAN-4', { stock: 10 }));
    const id = created.data.id as number;
    const add = await s.call('POST', `/api/admin/products/${id}/stock`, { delta: 5, reason: 'delivery from Erbil' });
    expect(add.status).toBe(200);
    expect(add.body.data).toMatchObject({ before: 10, delta: 5, stock: 15 });
    const counted = await s.call('POST', `/api/admin/products/${id}/stock`, { set: 12, reason: 'shelf count' });
    expect(counted.body.data).toMatchObject({ before: 15, delta: -3, stock: 12 });
    const tooMany = await s.call('POST', `/api/admin/products/${id}/stock?lang=en`, { delta: -13, reason: 'broken' });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.errors.delta).toEqual(['Stock cannot go below zero']);
    const both = await s.call('POST', `/api/admin/products/${id}/stock`, { delta: 1, set: 1, reason: 'x' });
    expect(both.status).toBe(400);
    const noReason = await s.call('POST', `/api/admin/products/${id}/stock`, { delta: 1, reason: '  ' });
    expect(noReason.status).toBe(400);

    // Twenty corrections at once: each one reads the count under the lock, so none is lost.
    const results = await Promise.all(
      Array.from({ length: 20 }, () => s.call('POST', `/api/admin/products/${id}/stock`, { delta: 1, reason: 'race' })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const ledger = await s.call('GET', `/api/admin/products/${id}/stock-ledger?limit=30`);
    expect(ledger.status).toBe(200);
    expect(ledger.body.data[0].stock_after).toBe(32);
    expect(ledger.body.data.length).toBe(23);
    const raced = (ledger.body.data as { reason: string; stock_after: number }[]).filter((e) => e.reason === 'race');
    expect(raced.map((e) => e.stock_after).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 13 + i));
    expect(ledger.body.data.at(-1)).toMatchObject({
      source: 'created',
      delta: 10,
      actor: { label: 'ADMIN_API_TOKEN' },
    });
    const page = await s.call('GET', `/api/admin/products/${id}/stock-ledger?limit=2`);
    const next = await s.call('GET', `/api/admin/products/${id}/stock-ledger?limit=2&before=${page.body.next_before}`);
    expect(next.body.data[0].id).toBeLessThan(page.body.data[1].id);
  });

  it('archives (inactive) out of search and deletes a product no order names', async () => {
    const { body: created } = await s.call(
      'POST',
      '/api/admin/products',
      body('FAN-5', {
        title: { ku: 'پانکەی زەرد', ar: 'مروحة صفراء', en: 'Yellow fan' },
      }),
    );
    const id = created.data.id as number;
    expect(await s.searchTitles('yellow fan')).toContain('Yellow fan');
    expect((await s.call('GET', `/api/en/products/${id}`, undefined, null)).status).toBe(200);
    await s.call('PATCH', `/api/admin/products/${id}`, { active: false });
    expect(await s.searchTitles('yellow fan')).not.toContain('Yellow fan');
    // The shop no longer shows it: not on its page, not in the listing.
    expect((await s.call('GET', `/api/en/products/${id}`, undefined, null)).status).toBe(404);
    const listed = await s.call(
      'GET',
      `/api/en/products?category=${s.fixture.categories.kettles}&limit=100`,
      undefined,
      null,
    );
    expect(listed.body.data.map((p: { id: number }) => p.id)).not.toContain(id);
    const inactive = await s.call('GET', '/api/admin/products?active=false');
    expect(inactive.body.data.map((p: { id: number }) => p.id)).toContain(id);
    await s.call('PATCH', `/api/admin/products/${id}`, { active: true });
    expect(await s.searchTitles('yellow fan')).toContain('Yellow fan');

    const removed = await s.call('DELETE', `/api/admin/products/${id}`);
    expect(removed.body.data).toEqual({ id, outcome: 'deleted' });
    expect((await s.call('GET', `/api/admin/products/${id}`)).status).toBe(404);
    expect(await s.searchTitles('yellow fan')).not.toContain('Yellow fan');
  });
});
