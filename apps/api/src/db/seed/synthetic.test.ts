import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testBackends } from '../../test/databases';
import type { DbHandle } from '../client';
import * as t from '../schema';
import { seedDemoShopIfEmpty } from './demo';
import { recordingSearchEngine } from './recording-search-engine';
import { seedSyntheticProducts, type SyntheticProgress } from './synthetic';
import { queryRows } from '../rows';

describe.each(testBackends)('synthetic catalogue on %s', (backend) => {
  let handle: DbHandle;
  let demoCount: number;

  async function rows<R>(query: ReturnType<typeof sql>): Promise<R[]> {
    return queryRows<R>(handle.db, query);
  }
  async function scalar(query: ReturnType<typeof sql>): Promise<number> {
    const [r] = await rows<{ n: number }>(query);
    return Number(r!.n);
  }

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('refuses to run before the demo catalogue exists', async () => {
    const result = await seedSyntheticProducts(handle, { products: 10 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/demo/);
    expect(await scalar(sql`SELECT count(*)::int AS n FROM products`)).toBe(0);
  });

  it('adds products in batches with progress, ids and sequence consistent', async () => {
    await seedDemoShopIfEmpty(handle, recordingSearchEngine());
    demoCount = await scalar(sql`SELECT count(*)::int AS n FROM products`);
    const progress: SyntheticProgress[] = [];
    const result = await seedSyntheticProducts(handle, {
      products: 2000,
      batchSize: 700,
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual({ ok: true, data: { inserted: 2000, firstId: demoCount + 1, lastId: demoCount + 2000 } });
    expect(progress.map((p) => p.done)).toEqual([700, 1400, 2000]);
    expect(progress.every((p) => p.total === 2000)).toBe(true);

    expect(await scalar(sql`SELECT count(*)::int AS n FROM products`)).toBe(demoCount + 2000);
    expect(await scalar(sql`SELECT count(DISTINCT sku)::int AS n FROM products`)).toBe(demoCount + 2000);
    expect(await scalar(sql`SELECT max(id) AS n FROM products`)).toBe(demoCount + 2000);
    // The serial sequence is past every id: an ordinary insert gets the next id.
    const [next] = await handle.db
      .insert(t.products)
      .values({ sku: 'TEST-NEXT', category_id: 1, title_ku: 'تاقی', title_ar: 'تجربة', title_en: 'Test', price: 1000 })
      .returning({ id: t.products.id });
    expect(next!.id).toBe(demoCount + 2001);
    await handle.db.execute(sql`DELETE FROM products WHERE sku = 'TEST-NEXT'`);
  });

  it('composes realistic products spread over the demo structure', async () => {
    const synthetic = sql`FROM products WHERE sku LIKE '%-S%'`;
    expect(await scalar(sql`SELECT count(*)::int AS n ${synthetic}`)).toBe(2000);
    expect(await scalar(sql`SELECT count(DISTINCT category_id)::int AS n ${synthetic}`)).toBe(
      await scalar(sql`SELECT count(*)::int AS n FROM categories`),
    );
    expect(await scalar(sql`SELECT count(DISTINCT brand_id)::int AS n ${synthetic}`)).toBeGreaterThanOrEqual(15);
    expect(await scalar(sql`SELECT count(DISTINCT title_en)::int AS n ${synthetic}`)).toBeGreaterThan(1000);
    expect(
      await scalar(sql`SELECT count(*)::int AS n ${synthetic} AND (title_ku !~ '[ء-ۿ]' OR title_ar !~ '[ء-ۿ]')`),
    ).toBe(0);
    expect(await scalar(sql`SELECT count(*)::int AS n ${synthetic} AND stock = 0`)).toBeGreaterThan(50);
    expect(await scalar(sql`SELECT count(*)::int AS n ${synthetic} AND original_price > price`)).toBeGreaterThan(100);
    expect(await scalar(sql`SELECT min(price) AS n ${synthetic}`)).toBeGreaterThanOrEqual(250);
    expect(await scalar(sql`SELECT max(price) AS n ${synthetic}`)).toBeLessThanOrEqual(1_250_000);
    // Every product has specifications (public and staff-only) and images the media route serves.
    expect(
      await scalar(
        sql`SELECT count(*)::int AS n ${synthetic} AND NOT EXISTS (SELECT 1 FROM product_specifications s WHERE s.product_id = products.id AND s.is_public)`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        sql`SELECT count(*)::int AS n ${synthetic} AND NOT EXISTS (SELECT 1 FROM product_specifications s WHERE s.product_id = products.id AND NOT s.is_public)`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        sql`SELECT count(*)::int AS n ${synthetic} AND images->>0 <> '/api/media/products/' || sku || '/1.svg'`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        sql`SELECT count(DISTINCT product_id)::int AS n FROM product_attribute_values WHERE product_id IN (SELECT id ${synthetic})`,
      ),
    ).toBeGreaterThan(1000);
  });

  it('keeps SKUs unique across runs', async () => {
    const result = await seedSyntheticProducts(handle, { products: 300 });
    expect(result.ok).toBe(true);
    expect(await scalar(sql`SELECT count(*)::int AS n FROM products`)).toBe(demoCount + 2300);
    expect(await scalar(sql`SELECT count(DISTINCT sku)::int AS n FROM products`)).toBe(demoCount + 2300);
  });
});
