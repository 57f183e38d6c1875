// The search service process's app: the API's search routes, health and metrics only, and an index that follows
// changes written by another process (here an API app on the same database with its own engine).
import type { SearchResponse } from '@dukan/core/search/index';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchEngine } from './adapters/search-engine';
import { FIXTURE_SQL } from './adapters/search-engine/fixture.test-data';
import type { SearchEngine } from './adapters/search-engine/types';
import { loadConfig } from './config';
import type { DbHandle } from './db/client';
import { buildSearchServer } from './search-service';
import { openTestDatabase, testBackends } from './test/databases';

const KEY = 'test-search-key-0123456789';

describe.each(testBackends)('search service (%s)', (backend) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let serviceEngine: SearchEngine;
  let apiEngine: SearchEngine;

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.exclusive((c) => c.exec(FIXTURE_SQL));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      SEARCH_API_KEY: KEY,
      SEARCH_ENGINE: 'memory',
    } as NodeJS.ProcessEnv);
    // Another process's engine: the API that writes products.
    apiEngine = await createSearchEngine(config, handle.db);
    await apiEngine.reindexAll();
    serviceEngine = await createSearchEngine(config, handle.db);
    app = await buildSearchServer({ config, db: handle.db, search: serviceEngine });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await serviceEngine?.close();
    await apiEngine?.close();
    await handle?.close();
  });

  const search = (q: string) =>
    app.inject({
      method: 'GET',
      url: '/search/indexes/products/search',
      query: { q },
      headers: { authorization: `Bearer ${KEY}` },
    });

  it('answers search with the search-only key and refuses without it', async () => {
    const found = await search('lamp');
    expect(found.statusCode).toBe(200);
    expect((found.json() as SearchResponse).hits.length).toBeGreaterThan(0);
    const refused = await app.inject({ method: 'GET', url: '/search/indexes/products/search?q=lamp' });
    expect(refused.statusCode).toBe(401);
  });

  it('serves health and metrics, and none of the API', async () => {
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', search: { engine: 'memory' } });
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('http_requests_total');
    for (const url of ['/api/products', '/auth/session', '/api/orders', '/admin']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // A NUL byte is refused before search sees it, as on the API.
    expect((await search('la\u0000mp')).statusCode).toBe(400);
  });

  it('finds within two seconds a product another process changed', async () => {
    await handle.db.execute(sql`UPDATE products SET title_en = 'Zeppelin Floor Lamp' WHERE id = 3`);
    await apiEngine.indexProducts([3]);
    const started = Date.now();
    let ids: number[] = [];
    while (Date.now() - started < 2000) {
      ids = ((await search('zeppelin')).json() as SearchResponse).hits.map((h) => h.id!);
      if (ids.includes(3)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ids).toEqual([3]);
  });

  it('turns not ready while draining', async () => {
    app.lifecycle.draining = true;
    try {
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
    } finally {
      app.lifecycle.draining = false;
    }
  });
});
