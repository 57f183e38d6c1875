// The in-memory engine against the database engine on the same data (every answer equal), its ranking where
// rank buckets decide the page, and its freshness: writes in this process, polls of writes made elsewhere,
// deletions, a transaction that commits after a poll began, and a second process's copy.
import type { SearchRequest, SearchResponse } from '@dukan/core/search/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../../db/client';
import { loadConfig } from '../../config';
import { buildServer } from '../../server';
import { openTestDatabase, testBackends } from '../../test/databases';
import { DatabaseSearchEngine } from './database-engine';
import { FIXTURE_SQL } from './fixture.test-data';
import { MemorySearchEngine } from './memory-engine';

const KEY = 'memory-engine-test-key';

// Two air conditioners for proximity: both have "1 5" together in the title; product 6 also has a body word
// starting with 5 ("50"), which must not matter (proximity reads the title's words).
const EXTRA_SQL = `
INSERT INTO products (id, sku, category_id, brand_id, title_ku, title_ar, title_en, description_ku, description_ar, description_en,
                      price, original_price, stock, created_at, sales_count, best_seller_rank) VALUES
  (6, 'AC-6', 4, 1, 'سپلیت ١.٥ تەن', 'سبلت ١.٥ طن', 'Split AC 1.5 Ton', '', '', 'Cools 50 square metres', 700000, 800000, 2,
   '2024-01-06T10:00:00Z', 3, NULL),
  (7, 'AC-7', 4, 2, 'پەنجەرە ١.٥ تەن', 'شباك ١.٥ طن', 'Window AC 1.5 Ton', '', '', 'Quiet nights', 650000, NULL, 4,
   '2024-01-07T10:00:00Z', 8, 4),
  (8, 'FR-8', 1, 1, 'ساردکەرەوەی سامسۆنگ دوو دەرگا', 'ثلاجة سامسونج بابين', 'Samsung Fridge Two Doors', '', '',
   'Refrigerator with freezer', 1500000, NULL, 1, '2024-01-08T10:00:00Z', 12, NULL);
INSERT INTO product_attribute_values (product_id, attribute_value_id) VALUES (6, 2), (7, 2), (8, 1), (8, 2);`;

const REQUESTS: Partial<SearchRequest>[] = [
  { q: '' },
  { q: 'samsung' },
  { q: 'samsong' },
  { q: 'samsung refri' },
  { q: 'samsung conditioner', limit: 1 },
  { q: 'samsung conditioner', limit: 1, offset: 1 },
  // Pages filled by the products matching every word (the others are never ranked), with and without a sort.
  { q: 'samsung conditioner', limit: 1, sort: ['price:asc'] },
  { q: 'samsung fridge', limit: 2 },
  { q: 'samsung fridge two', limit: 1, offset: 0 },
  { q: 'refregirator' },
  { q: 'refrigerator samsung' },
  { q: 'fridge samsung two' },
  { q: 'mini samsung' },
  { q: '1.5' },
  { q: '1.5 ton' },
  { q: 'ton 1.5' },
  { q: 'ac' },
  { q: 'ac', sort: ['price:asc'] },
  { q: 'ac', sort: ['best_seller_rank:desc'] },
  { q: 'samsung', sort: ['sales_count:desc', 'price:asc'] },
  { q: '', sort: ['created_at:desc'], limit: 3, offset: 2 },
  { q: '', sort: ['discount_percent:desc'] },
  { q: 'ثلاجة' },
  { q: 'ساردکەرەوە', facets: ['category_id', 'values', 'brand', 'in_stock', 'discounted', 'price', 'collection_id'] },
  { q: '', facets: ['category_id', 'values', 'brand', 'brand_id', 'in_stock', 'discounted', 'price'] },
  { q: 'samsung', filter: 'price > 800000', facets: ['values', 'price'] },
  { q: '', filter: ['values = 2', ['brand = 1', 'brand IS NULL']] },
  { q: 'ac', filter: 'NOT discounted = true' },
  { q: 'xyzzy', facets: ['price'] },
  { q: 'samsung', page: 2, hitsPerPage: 2 },
  { q: '', page: 0 },
  { q: 'lamp', attributesToHighlight: ['*'], attributesToRetrieve: ['id', 'title_en'] },
];

function comparable(response: SearchResponse) {
  return { ...response, processingTimeMs: 0 };
}

describe.each(testBackends)('in-memory search engine on %s', (backend) => {
  let handle: DbHandle;
  let database: DatabaseSearchEngine;
  let memory: MemorySearchEngine;

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.exclusive((c) => c.exec(FIXTURE_SQL + EXTRA_SQL));
    database = new DatabaseSearchEngine(handle.db, KEY);
    memory = new MemorySearchEngine(handle.db, KEY, { pollIntervalMs: 50 });
    memory.start();
    await memory.reindexAll();
  });
  afterAll(async () => {
    await memory?.close();
    await handle?.close();
  });

  async function search(engine: { search?: DatabaseSearchEngine['search'] }, request: Partial<SearchRequest>) {
    const outcome = await engine.search!({ q: '', ...request } as SearchRequest);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
    return outcome.data;
  }
  const ids = async (request: Partial<SearchRequest>, engine: DatabaseSearchEngine | MemorySearchEngine = memory) =>
    (await search(engine, request)).hits.map((h) => h.id);

  it('answers from memory once loaded', () => {
    expect(memory.isLoaded).toBe(true);
  });

  it.each(REQUESTS.map((r) => [JSON.stringify(r), r] as const))(
    'gives the database engine’s answer to %s',
    async (_, r) => {
      expect(comparable(await search(memory, r))).toEqual(comparable(await search(database, r)));
    },
  );

  it('lets the rank buckets decide the page: words first, then proximity of the words in the title', async () => {
    // "samsung conditioner": only product 4 has both words, so it leads although product 1 has the lower id.
    expect(await ids({ q: 'samsung conditioner', limit: 1 })).toEqual([4]);
    expect(await ids({ q: 'samsung conditioner', limit: 2, offset: 1 })).toEqual([1, 8]);
    // "1.5" is the words 1 and 5…: both ACs hold them side by side in the title (proximity reads title_terms, so
    // product 6's "50" in its description does not matter); the rest ties and the lower id leads.
    expect(await ids({ q: '1.5', limit: 1 })).toEqual([6]);
    expect(await ids({ q: '1.5', limit: 1 }, database)).toEqual([6]);
    // An explicit sort ranks inside the words bucket.
    expect(await ids({ q: 'samsung conditioner', sort: ['price:asc'] })).toEqual([4, 6, 1, 8]);
  });

  it('sees a write followed by indexProducts at once, in the same process', async () => {
    // Searched before the write too, so what the engine keeps of a word's matches must not outlive the change.
    expect(await ids({ q: 'halogen' })).toEqual([]);
    expect(await ids({ q: 'halogen ' })).toEqual([]);
    expect(await ids({ q: 'lamp' })).toEqual([3]);
    await handle.db.execute(sql`UPDATE products SET title_en = 'Desk Lamp Halogen' WHERE id = 3`);
    await memory.indexProducts([3]);
    expect(await ids({ q: 'halogen' })).toEqual([3]);
    expect(await ids({ q: 'halogen ' })).toEqual([3]);
    expect(await ids({ q: 'lamp' })).toEqual([3]);
  });

  it('finds a new product by a word searched before it existed, and drops it once deleted', async () => {
    expect(await ids({ q: 'infrared' })).toEqual([]);
    await handle.db.execute(sql`INSERT INTO products (id, sku, category_id, title_ku, title_ar, title_en, price, stock)
      VALUES (9, 'HT-9', 3, 'گەرمکەرەوە', 'مدفأة', 'Infrared Heater', 90000, 1)`);
    await memory.indexProducts([9]);
    expect(await ids({ q: 'infrared' })).toEqual([9]);
    await handle.db.execute(sql`DELETE FROM products WHERE id = 9`);
    await memory.indexProducts([9]);
    expect(await ids({ q: 'infrared' })).toEqual([]);
  });

  it('lets a filter through the products that pass it now, not those that did when it was last used', async () => {
    expect(await ids({ filter: 'stock = 41' })).toEqual([]);
    expect(await ids({ q: 'samsung', filter: 'stock = 41' })).toEqual([]);
    await handle.db.execute(sql`UPDATE products SET stock = 41 WHERE id = 4`);
    await memory.indexProducts([4]);
    expect(await ids({ filter: 'stock = 41' })).toEqual([4]);
    expect(await ids({ q: 'samsung', filter: 'stock = 41' })).toEqual([4]);
    await handle.db.execute(sql`UPDATE products SET stock = 3 WHERE id = 4`);
    await memory.indexProducts([4]);
    expect(await ids({ q: 'samsung', filter: 'stock = 41' })).toEqual([]);
    expect(await ids({ filter: 'stock = 41' })).toEqual([]);
  });

  it('picks up writes made through another connection by polling', async () => {
    await handle.exclusive((c) => c.exec(`UPDATE products SET price = 123 WHERE id = 2`));
    await vi.waitFor(async () => expect(await ids({ filter: 'price = 123' })).toEqual([2]), { timeout: 2000 });
    await handle.exclusive((c) => c.exec(`INSERT INTO product_attribute_values VALUES (4, 3)`));
    await vi.waitFor(async () => expect(await ids({ filter: 'values = 3' })).toEqual([1, 2, 4]), { timeout: 2000 });
  });

  // The shop's freshness promise is two seconds from a change to what a shopper sees; a poll every 500 ms keeps
  // well inside it on a quiet machine (≈ 0.6 s), and CI's two busy cores stretched it past one second once.
  it('keeps a second process’s copy fresh within two seconds', async () => {
    const other = new MemorySearchEngine(handle.db, KEY);
    other.start();
    await other.ready();
    try {
      await handle.db.execute(sql`UPDATE products SET title_en = 'Washing Machine Turbo' WHERE id = 2`);
      await memory.indexProducts([2]);
      const started = Date.now();
      await vi.waitFor(async () => expect(await ids({ q: 'turbo' }, other)).toEqual([2]), { timeout: 3000 });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await other.close();
    }
  });

  // PGlite is one connection, so no other transaction can be open while the engine polls: the case exists only on
  // PostgreSQL, and is not defined (rather than reported skipped) on PGlite.
  const postgresOnly = backend === 'postgres' ? it : () => {};
  postgresOnly('reads a write whose transaction commits after a poll began', async () => {
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    const writing = handle.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE products SET stock = 77 WHERE id = 5`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await ids({ filter: 'stock = 77' })).toEqual([]);
    commit();
    await writing;
    await vi.waitFor(async () => expect(await ids({ filter: 'stock = 77' })).toEqual([5]), { timeout: 2000 });
  });

  it('keeps the page’s documents live: stock after an order, pictures, brand and specification titles', async () => {
    const doc = async (id: number) => (await search(memory, { q: '', limit: 50 })).hits.find((h) => h.id === id)!;
    expect((await doc(1)).stock).toBe(5);
    expect(memory.keptDocuments).toBeGreaterThan(0);
    // An order in this process: the route publishes product:<id> on the change bus after its commit, and the
    // server hands it to the engine, so the very next search shows the new stock (no waiting for the poll).
    const app = await buildServer({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv),
      db: handle.db,
      search: memory,
    });
    try {
      await handle.db.execute(sql`UPDATE products SET stock = stock - 2 WHERE id = 1`);
      await app.changes.publish(['product:1']);
      expect((await doc(1)).stock).toBe(3);
      expect((await doc(1)).in_stock).toBe(true);
    } finally {
      await app.close();
    }
    // Written elsewhere, without the bus: the poll. Stock rewrites product_search; a picture, a brand's and a
    // specification's title do not, and reach the poll through search_document_changes.
    await handle.exclusive((c) => c.exec(`UPDATE products SET stock = 0 WHERE id = 1`));
    await vi.waitFor(async () => expect((await doc(1)).in_stock).toBe(false), { timeout: 2000 });
    await handle.exclusive((c) => c.exec(`UPDATE products SET images = '["/p/fridge-new.webp"]' WHERE id = 1`));
    await vi.waitFor(async () => expect((await doc(1)).image).toBe('/p/fridge-new.webp'), { timeout: 2000 });
    await handle.exclusive((c) => c.exec(`UPDATE brands SET title_en = 'Samsung Electronics' WHERE id = 1`));
    await vi.waitFor(async () => expect((await doc(1)).brand?.title_en).toBe('Samsung Electronics'), { timeout: 2000 });
    await handle.exclusive((c) => c.exec(`UPDATE specifications SET title_en = 'Tallness' WHERE id = 1`));
    await vi.waitFor(
      async () => expect((await doc(1)).public_specifications?.map((s) => s.title_en)).toEqual(['Tallness']),
      { timeout: 2000 },
    );
    await handle.exclusive((c) =>
      c.exec(`UPDATE product_specifications SET value_en = '181 cm' WHERE product_id = 1 AND specification_id = 1`),
    );
    await vi.waitFor(
      async () => expect((await doc(1)).public_specifications?.map((s) => s.value_en)).toEqual(['181 cm']),
      { timeout: 2000 },
    );
    // Every answer is still the database engine's, document for document.
    expect(comparable(await search(memory, { q: '', limit: 50 }))).toEqual(
      comparable(await search(database, { q: '', limit: 50 })),
    );
  });

  it('drops deleted products, through indexProducts and through polling', async () => {
    expect(await ids({ q: 'mini' })).toEqual([5]);
    await handle.db.execute(sql`DELETE FROM products WHERE id = 5`);
    await memory.indexProducts([5]);
    expect(await ids({ q: 'mini' })).toEqual([]);
    await handle.exclusive((c) => c.exec(`DELETE FROM products WHERE id = 7`));
    // Until the poll, the page already leaves it out (its document is gone) but the count still has it.
    await vi.waitFor(async () => expect((await search(memory, { q: 'window' })).estimatedTotalHits).toBe(0), {
      timeout: 2000,
    });
    const everything = await search(memory, { q: '', attributesToRetrieve: ['id'] });
    expect(everything.hits.map((h) => h.id)).toEqual([1, 2, 3, 4, 6, 8]);
    expect(everything.estimatedTotalHits).toBe(6);
    expect(comparable(await search(memory, { q: 'ac', facets: ['brand'] }))).toEqual(
      comparable(await search(database, { q: 'ac', facets: ['brand'] })),
    );
  });
});
