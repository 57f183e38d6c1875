import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, stockMovements } from '../../db/schema';
import {
  buildCatalogueTestServer,
  CATALOGUE_TEST_ADMIN_TOKEN,
  type CatalogueTestServer,
} from '../../services/catalogue-admin/test-server';
import { testBackends } from '../../test/databases';

const HEADER = [
  'sku',
  'title_ku',
  'title_ar',
  'title_en',
  'description_en',
  'price',
  'original_price',
  'stock',
  'category',
  'brand',
  'active',
];

interface Expected {
  lines: string[];
  /** Line number in the file (the header is line 1) → the field reported. */
  errors: Map<number, string>;
  good: number;
}

/** 300 rows: good ones, an update of a fixture product, and malformed rows of every kind at known lines. */
function importFile(): Expected {
  const lines = [HEADER.join(',')];
  const errors = new Map<number, string>();
  const good = (n: number) =>
    stringify([
      [
        `IMP-${n}`,
        `گڵۆپی ژمارە ${n}`,
        `مصباح رقم ${n}`,
        `Lamp number ${n}`,
        'A bright lamp, "warm" light',
        String(10_000 + n),
        n % 3 === 0 ? String(20_000 + n) : '',
        n % 7 === 0 ? '٣' : String(n % 50),
        'kettles',
        n % 2 ? 'zagros' : '',
        n % 11 === 0 ? 'false' : 'true',
      ],
    ]).trimEnd();
  const bad: Record<number, [string, string]> = {
    10: ['IMP-x,only,three', '_'],
    25: [good(25).replace('IMP-25', 'bad sku!'), 'sku'],
    40: [good(40).replace(',10040,', ',12a,'), 'price'],
    55: [good(55).replace(',kettles,', ',no-such-category,'), 'category'],
    70: [good(70).replace(',zagros,', ',no-such-brand,').replace(',,true', ',no-such-brand,true'), 'brand'],
    85: [good(85).replace(/,true$/, ',perhaps'), 'active'],
    99: [good(99).replace(',10099,', ',90000,').replace(',20099,', ',100,'), 'original_price'],
    115: [good(115).replace('Lamp number 115', 'Lamp\u0000115'), 'title_en'],
    130: [good(5), 'sku'],
    145: [good(145).replace(',kettles,', ',,'), 'category'],
    160: [good(160).replace(/,\d+,kettles,/, ',-4,kettles,'), 'stock'],
  };
  let created = 0;
  for (let n = 1; lines.length < 300; n++) {
    const line = lines.length + 1;
    if (bad[n]) {
      lines.push(bad[n]![0]);
      errors.set(line, bad[n]![1]);
    } else if (n === 200) {
      // An existing product: updated, its Kurdish title and stock replaced.
      lines.push(
        stringify([
          [
            'FR-100',
            'سەلاجەی نوێ',
            'ثلاجة جديدة',
            'New fridge',
            '',
            '880000',
            '1000000',
            '9',
            'fridges',
            'bluestar',
            'true',
          ],
        ]).trimEnd(),
      );
    } else {
      lines.push(good(n));
      created++;
    }
  }
  return { lines, errors, good: created };
}

describe.each(testBackends)('admin product CSV (%s)', (backend) => {
  let s: CatalogueTestServer;
  beforeAll(async () => {
    s = await buildCatalogueTestServer(backend);
  }, 180_000);
  afterAll(async () => {
    await s?.close();
  });

  async function finished(id: string) {
    for (let i = 0; i < 600; i++) {
      const res = await s.call('GET', `/api/admin/products/import/${id}?lang=en`);
      expect(res.status).toBe(200);
      if (res.body.data.status === 'done' || res.body.data.status === 'failed') return res.body.data;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the import did not finish');
  }

  it('imports 300 rows: good rows upserted by SKU, malformed rows reported by line and field and skipped', async () => {
    const file = importFile();
    const started = await s.upload('/api/admin/products/import', {
      name: 'products.csv',
      type: 'text/csv',
      bytes: Buffer.from(file.lines.join('\n')),
    });
    expect(started.status).toBe(202);
    const job = await finished(started.body.data.id);
    expect(job).toMatchObject({ status: 'done', total: 299, processed: 299, created: file.good, updated: 1 });
    expect(new Map(job.errors.map((e: { row: number; field: string }) => [e.row, e.field]))).toEqual(file.errors);
    expect(job.errors.find((e: { field: string }) => e.field === 'category').message).toBe(
      'This category was not found',
    );

    const imported = await s.handle.db.select().from(products).where(like(products.sku, 'IMP-%'));
    expect(imported).toHaveLength(file.good);
    const lamp7 = imported.find((p) => p.sku === 'IMP-7')!;
    expect(lamp7).toMatchObject({
      title_ku: 'گڵۆپی ژمارە 7',
      price: 10_007,
      stock: 3,
      brand_id: s.fixture.brands.zagros,
    });
    const lamp3 = imported.find((p) => p.sku === 'IMP-3')!;
    expect(lamp3).toMatchObject({ original_price: 20_003, brand_id: s.fixture.brands.zagros });
    expect(imported.find((p) => p.sku === 'IMP-4')!.brand_id).toBeNull();

    const fridge = await s.call('GET', `/api/admin/products/${s.fixture.products.find((p) => p.sku === 'FR-100')!.id}`);
    expect(fridge.body.data).toMatchObject({
      title: { ku: 'سەلاجەی نوێ', en: 'New fridge' },
      price: 880_000,
      stock: 9,
    });
    const fridgeLedger = await s.handle.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.product_id, fridge.body.data.id));
    expect(fridgeLedger).toMatchObject([{ delta: 4, stock_after: 9, source: 'import' }]);
    const audits = await s.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.action, 'created')));
    expect(audits).toHaveLength(file.good);

    // Searchable at once, in the three languages; an inactive row (n = 11) is not.
    expect(await s.searchTitles('lamp number 13')).toContain('Lamp number 13');
    expect(await s.searchTitles('مصباح رقم 13')).toContain('Lamp number 13');
    expect(await s.searchTitles('گڵۆپی ژمارە 13')).toContain('Lamp number 13');
    expect(await s.searchTitles('lamp number 11')).not.toContain('Lamp number 11');
  }, 120_000);

  it('exports every product as CSV that imports back unchanged', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv',
      headers: { authorization: `Bearer ${CATALOGUE_TEST_ADMIN_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(res.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    const count = await s.handle.db.$count(products);
    expect(rows).toHaveLength(count);
    const lamp = rows.find((r) => r.sku === 'IMP-3')!;
    expect(lamp).toMatchObject({
      title_ar: 'مصباح رقم 3',
      description_en: 'A bright lamp, "warm" light',
      price: '10003',
      original_price: '20003',
      category: 'kettles',
      brand: 'zagros',
      active: 'true',
    });

    const back = await s.upload('/api/admin/products/import', {
      name: 'again.csv',
      type: 'text/csv',
      bytes: res.rawPayload,
    });
    const job = await finished(back.body.data.id);
    expect(job).toMatchObject({ status: 'done', total: count, created: 0, updated: count, errors: [] });
  }, 120_000);

  it('refuses files without a sku column, other fields, and callers who may not set prices', async () => {
    const noSku = await s.upload('/api/admin/products/import?lang=en', {
      name: 'x.csv',
      type: 'text/csv',
      bytes: Buffer.from('title_en,price\nLamp,1000\n'),
    });
    expect(noSku.status).toBe(400);
    expect(noSku.body.errors.file).toEqual(['The first line of the CSV must name the columns and include sku']);
    const wrongField = await s.upload('/api/admin/products/import', {
      field: 'csv',
      name: 'x.csv',
      type: 'text/csv',
      bytes: Buffer.from('sku\nA\n'),
    });
    expect(wrongField.status).toBe(400);
    expect((await s.call('GET', '/api/admin/products/import/not-a-uuid')).status).toBe(404);
    expect((await s.call('GET', '/api/admin/products/import/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const anonymous = await s.upload(
      '/api/admin/products/import',
      { name: 'x.csv', type: 'text/csv', bytes: Buffer.from('sku\n') },
      null,
    );
    expect(anonymous.status).toBe(401);
  });
});
