import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { queryRows } from '../../db/rows';
import { FIXTURE_SQL } from '../../adapters/search-engine/fixture.test-data';
import { createSearchEngine } from '../../adapters/search-engine/index';
import { MeilisearchEngine } from '../../adapters/search-engine/meilisearch';
import { MeilisearchStandin } from '../../adapters/search-engine/meilisearch-standin';
import { MemorySearchEngine } from '../../adapters/search-engine/memory-engine';
import { openTestDatabase, testBackends } from '../../test/databases';
import { backoffMs, drainSearchOutbox, searchOutboxBacklog, startSearchSync } from './drain';
import { searchOutboxDrainJob } from './drain-job';

const MASTER_KEY = 'standin-master-key-0123456789';

async function outbox(handle: DbHandle) {
  return queryRows<{ product_id: number; attempts: number; last_error: string | null; due_in_ms: number }>(
    handle.db,
    sql`SELECT product_id, attempts, last_error,
               (extract(epoch FROM next_attempt_at - now()) * 1000)::float8 AS due_in_ms
          FROM search_outbox ORDER BY id`,
  );
}

async function until(check: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describe.each(testBackends)('search outbox and Meilisearch sync on %s', (backend) => {
  let handle: DbHandle;
  let standin: MeilisearchStandin;
  const config = () =>
    loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      MEILISEARCH_URL: standin.url,
      MEILISEARCH_API_KEY: MASTER_KEY,
    } as NodeJS.ProcessEnv);
  const engine = async () => (await createSearchEngine(config(), handle.db)) as MeilisearchEngine;

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.exclusive((c) => c.exec(FIXTURE_SQL));
    // Migrating a fresh PGlite takes long on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    standin = new MeilisearchStandin({ masterKey: MASTER_KEY });
    await standin.start();
  });
  afterEach(async () => {
    await standin.stop();
  });

  it('records every kind of product change in the writing transaction, and nothing for a rolled-back one', async () => {
    await handle.db.execute(sql`DELETE FROM search_outbox`);
    await handle.db.execute(sql`UPDATE products SET stock = stock - 1 WHERE id = 3`);
    await handle.db.execute(sql`UPDATE products SET stock = stock WHERE id = 4`);
    await handle.db.execute(sql`UPDATE brands SET title_en = 'Samsung Electronics' WHERE id = 1`);
    await handle.db.execute(sql`UPDATE specifications SET title_en = 'Height (cm)' WHERE id = 1`);
    await handle.db.execute(sql`DELETE FROM product_attribute_values WHERE product_id = 5`);
    await handle.db.execute(sql`UPDATE categories SET slug = 'fridges' WHERE id = 1`);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE products SET price = 1 WHERE id = 2`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // Stock of 3; brand 1's products (1, 4); specification 1's product (1); the attribute value of 5. An update
    // that changed nothing, a category's slug (not in any document) and the rolled-back price leave nothing.
    expect((await outbox(handle)).map((r) => r.product_id)).toEqual([3, 1, 4, 1, 5]);
    await handle.db.execute(sql`UPDATE brands SET title_en = 'Samsung' WHERE id = 1`);
    await handle.db.execute(sql`UPDATE specifications SET title_en = 'Height' WHERE id = 1`);
    await handle.db.execute(sql`UPDATE products SET stock = stock + 1 WHERE id = 3`);
    await handle.db.execute(sql`INSERT INTO product_attribute_values (product_id, attribute_value_id) VALUES (5, 1)`);
  });

  it('fills an empty Meilisearch from the database at start, once', async () => {
    await handle.db.execute(sql`UPDATE products SET stock = stock WHERE id = 1`);
    const search = await engine();
    expect(standin.documentCount('products')).toBe(5);
    expect(standin.document('products', 1)).toMatchObject({ id: 1, sku: 'FR-1', stock: 5, brand_id: 1 });
    // The fill was a build-and-swap: no index is left behind, and the outbox rows it covered are gone.
    expect([...standin.indexes.keys()]).toEqual(['products']);
    expect(await outbox(handle)).toEqual([]);
    // A second process starting finds it filled and pushes nothing.
    const before = standin.requests.length;
    await engine();
    expect(standin.requests.slice(before).filter((r) => r.includes('/documents'))).toEqual([]);
    await search.close();
  });

  it('brings a stock change to Meilisearch within 2 seconds through the worker’s drain', async () => {
    const search = await engine();
    const stop = startSearchSync(handle.db, search, { intervalMs: 100 });
    try {
      // As checkout does it: a conditional decrement inside a transaction that also writes other rows.
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE products SET stock = stock - 5 WHERE id = 1 AND stock >= 5`);
      });
      const elapsed = await until(() => standin.document('products', 1)?.stock === 0, 2000);
      expect(elapsed).toBeLessThan(2000);
      expect(standin.document('products', 1)).toMatchObject({ in_stock: false });
      // Hidden and deleted products leave the index.
      await handle.db.execute(sql`UPDATE products SET active = false WHERE id = 5`);
      await until(() => standin.document('products', 5) === undefined, 2000);
      await handle.db.execute(sql`UPDATE products SET active = true WHERE id = 5`);
      await until(() => standin.document('products', 5) !== undefined, 2000);
      expect((await searchOutboxBacklog(handle.db)).pending).toBeLessThanOrEqual(1);
    } finally {
      await stop();
      await handle.db.execute(sql`UPDATE products SET stock = 5 WHERE id = 1`);
      await drainSearchOutbox(handle.db, search);
    }
    expect(await outbox(handle)).toEqual([]);
    expect(standin.document('products', 1)?.stock).toBe(5);
  });

  it("announces 'search' once Meilisearch has a pushed change, not before and not for a failed push", async () => {
    const search = await engine();
    const told: { tags: string[]; stockInMeilisearch: unknown }[] = [];
    const changes = {
      publish: async (tags: string[]) =>
        void told.push({ tags, stockInMeilisearch: standin.document('products', 2)?.stock }),
    };
    await handle.db.execute(sql`UPDATE products SET stock = 3 WHERE id = 2`);
    standin.failNextTasks = 1;
    expect(await drainSearchOutbox(handle.db, search, { changes })).toMatchObject({ failed: 1 });
    expect(told).toEqual([]);
    await handle.db.execute(sql`UPDATE search_outbox SET next_attempt_at = now()`);
    expect(await drainSearchOutbox(handle.db, search, { changes })).toMatchObject({ done: 1 });
    expect(told).toEqual([{ tags: ['search'], stockInMeilisearch: 3 }]);
    // Nothing due: nothing announced.
    expect(await drainSearchOutbox(handle.db, search, { changes })).toMatchObject({ done: 0 });
    expect(told).toHaveLength(1);
    await handle.db.execute(sql`UPDATE products SET stock = 0 WHERE id = 2`);
    await drainSearchOutbox(handle.db, search);
  });

  it('retries a failed push with a growing delay, keeping the error, then succeeds', async () => {
    const search = await engine();
    await handle.db.execute(sql`UPDATE products SET price = 840000 WHERE id = 1`);
    standin.failNextTasks = 1;
    const errors: unknown[] = [];
    expect(await drainSearchOutbox(handle.db, search, { onError: (e) => errors.push(e) })).toEqual({
      done: 0,
      failed: 1,
      busy: false,
    });
    expect(errors).toHaveLength(1);
    const [row] = await outbox(handle);
    expect(row).toMatchObject({ product_id: 1, attempts: 1 });
    expect(row!.last_error).toMatch(/task \d+ failed/);
    expect(row!.due_in_ms).toBeGreaterThan(500);
    expect(row!.due_in_ms).toBeLessThanOrEqual(1000);
    // Not due yet: a round now leaves it alone.
    expect(await drainSearchOutbox(handle.db, search)).toMatchObject({ done: 0, failed: 0 });
    expect(standin.document('products', 1)?.price).toBe(850000);

    // Meilisearch down: the next try fails too and waits twice as long.
    standin.down = true;
    await handle.db.execute(sql`UPDATE search_outbox SET next_attempt_at = now()`);
    expect(await drainSearchOutbox(handle.db, search)).toMatchObject({ failed: 1 });
    const [again] = await outbox(handle);
    expect(again!.attempts).toBe(2);
    expect(again!.due_in_ms).toBeGreaterThan(1500);

    standin.down = false;
    await handle.db.execute(sql`UPDATE search_outbox SET next_attempt_at = now()`);
    expect(await drainSearchOutbox(handle.db, search)).toEqual({ done: 1, failed: 0, busy: false });
    expect(standin.document('products', 1)?.price).toBe(840000);
    expect(await outbox(handle)).toEqual([]);
    expect([1, 2, 3, 4, 20].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 300_000]);
    await handle.db.execute(sql`UPDATE products SET price = 850000 WHERE id = 1`);
    await drainSearchOutbox(handle.db, search);
  });

  it('re-indexes into a new index and swaps it in: searches never come back empty meanwhile', async () => {
    const search = await engine();
    standin.requests.length = 0;
    let searches = 0;
    let empty = 0;
    let done = false;
    const searching = (async () => {
      while (!done) {
        const response = await fetch(`${standin.url}/indexes/products/search`, {
          method: 'POST',
          headers: { authorization: `Bearer ${MASTER_KEY}`, 'content-type': 'application/json' },
          body: JSON.stringify({ q: '', limit: 1 }),
        });
        const body = (await response.json()) as { estimatedTotalHits: number };
        searches++;
        if (response.status !== 200 || body.estimatedTotalHits === 0) empty++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await search.reindexAll();
    done = true;
    await searching;
    expect(searches).toBeGreaterThan(5);
    expect(empty).toBe(0);
    expect(standin.documentCount('products')).toBe(5);
    const writes = standin.requests.filter((r) => !r.startsWith('GET') && !r.includes('/search'));
    expect(writes.some((r) => r.startsWith('DELETE /indexes/products/documents'))).toBe(false);
    expect(writes).toContain('POST /swap-indexes');
    expect([...standin.indexes.keys()]).toEqual(['products']);
  });

  it('pushes a write in the API at once unless another push holds the lease; the outbox catches up', async () => {
    const search = await engine();
    await handle.db.execute(sql`UPDATE products SET stock = 9 WHERE id = 3`);
    await search.indexProducts([3]);
    await until(() => standin.document('products', 3)?.stock === 9, 500);
    // While the drain (or a re-index) holds the lease, the write's own push stands back…
    await search.exclusively(async () => {
      await handle.db.execute(sql`UPDATE products SET stock = 8 WHERE id = 3`);
      await search.indexProducts([3]);
    });
    expect(standin.document('products', 3)?.stock).toBe(9);
    // …and the outbox row it left brings the change.
    await drainSearchOutbox(handle.db, search);
    expect(standin.document('products', 3)?.stock).toBe(8);
    await handle.db.execute(sql`UPDATE products SET stock = 12 WHERE id = 3`);
    await drainSearchOutbox(handle.db, search);
  });

  it('runs as the worker’s job: one run pushes what is due and keeps looking for most of a second', async () => {
    const search = await engine();
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as never;
    const told: unknown[] = [];
    const app = { deps: { search }, changes: { publish: async (tags: unknown) => void told.push(tags) } } as never;
    await handle.db.execute(sql`UPDATE products SET stock = 11 WHERE id = 3`);
    const started = Date.now();
    const running = searchOutboxDrainJob.run(null, { db: handle.db, app, log });
    await until(() => standin.document('products', 3)?.stock === 11, 2000);
    // A change made while the run is looking goes out in the same run.
    await handle.db.execute(sql`UPDATE products SET stock = 12 WHERE id = 3`);
    await until(() => standin.document('products', 3)?.stock === 12, 2000);
    await running;
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(warnings).toEqual([]);
    // Each push was announced, and only pushes: the run's empty rounds were not.
    expect(told).toEqual([['search'], ['search']]);
    expect(searchOutboxDrainJob).toMatchObject({ everySeconds: 1, retryBackoff: true });
  });

  it('drops the rows for the built-in engines, which read the database themselves', async () => {
    const memory = new MemorySearchEngine(handle.db, 'search-key-0123456789');
    await handle.db.execute(sql`UPDATE products SET stock = stock WHERE id = 2`);
    await handle.db.execute(sql`UPDATE products SET sales_count = sales_count + 1 WHERE id = 2`);
    expect((await outbox(handle)).length).toBe(1);
    expect(await drainSearchOutbox(handle.db, memory)).toEqual({ done: 1, failed: 0, busy: false });
    expect(await outbox(handle)).toEqual([]);
    await memory.close();
  });
});
