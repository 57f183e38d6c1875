// The narrow product_search table (migration 0003) must equal what the catalogue says after every kind of write,
// since search matches, filters, sorts and facets on it alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { openTestDatabase, testBackends } from '../../test/databases';
import { DatabaseSearchEngine } from './database-engine';
import { FIXTURE_SQL } from './fixture.test-data';
import { MemorySearchEngine } from './memory-engine';

/** Rows of product_search that differ from the catalogue, in either direction. */
const DRIFT_SQL = `
WITH expected AS (
  SELECT p.id, p.search_terms::text AS terms, (setweight(to_tsvector('simple', p.search_title), 'A') || setweight(to_tsvector('simple', p.search_label), 'B'))::text AS title, p.sku, p.category_id, c.collection_id, p.brand_id, p.price, p.original_price,
         p.stock, p.best_seller_rank, p.sales_count, p.created_at,
         coalesce((SELECT array_agg(pav.attribute_value_id ORDER BY pav.attribute_value_id)
                     FROM product_attribute_values pav WHERE pav.product_id = p.id), '{}') AS value_ids
    FROM products p JOIN categories c ON c.id = p.category_id
), actual AS (
  SELECT id, search_terms::text, title_terms::text, sku, category_id, collection_id, brand_id, price, original_price, stock,
         best_seller_rank, sales_count, created_at, value_ids FROM product_search
)
SELECT 'missing' AS kind, id FROM (SELECT * FROM expected EXCEPT SELECT * FROM actual) m
UNION ALL
SELECT 'extra', id FROM (SELECT * FROM actual EXCEPT SELECT * FROM expected) x
ORDER BY 2, 1`;

// The in-memory engine reads product_search too: after each raw write it polls (refresh) before searching.
const cases = testBackends.flatMap((backend) => (['database', 'memory'] as const).map((e) => [backend, e] as const));

describe.each(cases)('product_search on %s, %s engine', (backend, engineName) => {
  let handle: DbHandle;
  let engine: DatabaseSearchEngine | MemorySearchEngine;

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.exclusive((c) => c.exec(FIXTURE_SQL));
    engine =
      engineName === 'memory'
        ? new MemorySearchEngine(handle.db, 'a-search-key-for-tests')
        : new DatabaseSearchEngine(handle.db, 'a-search-key-for-tests');
    await engine.reindexAll();
  });
  afterAll(async () => {
    await engine?.close();
    await handle?.close();
  });

  const settle = () => (engine instanceof MemorySearchEngine ? engine.refresh() : Promise.resolve());

  const drift = () => handle.exclusive((c) => c.query<{ kind: string; id: number }>(DRIFT_SQL));
  const count = async () =>
    Number(
      (await handle.exclusive((c) => c.query<{ n: number }>('SELECT count(*)::int AS n FROM product_search')))[0]!.n,
    );

  it('holds one up-to-date row per product after inserts and indexing', async () => {
    expect(await count()).toBe(5);
    expect(await drift()).toEqual([]);
  });

  it('follows price, stock, sales and text edits of products', async () => {
    await handle.exclusive((c) =>
      c.exec(`UPDATE products SET price = 800000, stock = 0, sales_count = 41, best_seller_rank = NULL WHERE id = 1;
              UPDATE products SET original_price = 500000 WHERE id = 2;`),
    );
    await engine.indexProducts([3]);
    await handle.exclusive((c) =>
      c.exec(`UPDATE products SET title_en = 'Desk Lamp Neon' WHERE id = 3;
 UPDATE products SET description_en = 'Neon tubes' WHERE id = 2;`),
    );
    await engine.indexProducts([2, 3]);
    expect(await drift()).toEqual([]);
    await settle();
    const found = await engine.search({ q: 'neon' });
    // A word in the title ranks before the same word in the body only (stripped body words once matched `:A`).
    expect(found.ok && found.data.hits.map((h) => h.id)).toEqual([3, 2]);
    const cheap = await engine.search({ q: '', filter: 'discounted = true', sort: ['price:asc'] });
    expect(cheap.ok && cheap.data.hits.map((h) => h.id)).toEqual([2, 1]);
  });

  it('follows attribute values added, changed and removed', async () => {
    await handle.exclusive((c) =>
      c.exec(`INSERT INTO product_attribute_values (product_id, attribute_value_id) VALUES (4, 2), (4, 3);
              DELETE FROM product_attribute_values WHERE product_id = 1 AND attribute_value_id = 3;
              UPDATE product_attribute_values SET attribute_value_id = 2 WHERE product_id = 5 AND attribute_value_id = 1;`),
    );
    expect(await drift()).toEqual([]);
    await settle();
    const large = await engine.search({ q: '', filter: 'values = 3', facets: ['values'] });
    expect(large.ok && large.data.hits.map((h) => h.id).sort()).toEqual([2, 4]);
    expect(large.ok && large.data.facetDistribution?.values).toEqual({ '2': 2, '3': 2 });
  });

  it('follows a category moved to another collection', async () => {
    await handle.exclusive((c) => c.exec(`UPDATE categories SET collection_id = 2 WHERE id = 1`));
    expect(await drift()).toEqual([]);
    await settle();
    const home = await engine.search({ q: '', filter: 'collection_id = 2' });
    expect(home.ok && home.data.hits.map((h) => h.id).sort()).toEqual([1, 3, 4, 5]);
  });

  it('loses the rows of deleted products', async () => {
    await handle.exclusive((c) => c.exec(`DELETE FROM products WHERE id IN (2, 5)`));
    expect(await count()).toBe(3);
    expect(await drift()).toEqual([]);
    await settle();
    const left = await engine.search({ q: '' });
    expect(left.ok && left.data.estimatedTotalHits).toBe(3);
  });
});
