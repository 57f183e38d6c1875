import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { buildServer } from '../../server';
import { openTestDatabase, testBackends } from '../../test/databases';
import { FIXTURE_SQL } from './fixture.test-data';
import { createSearchEngine } from './index';
import { MEILISEARCH_SETTINGS, MeilisearchEngine, type MeilisearchDocument } from './meilisearch';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A stand-in Meilisearch that records every request and answers like the real one. */
class FakeMeilisearch {
  received: Received[] = [];
  indexExists = false;
  keys: unknown[] = [
    { key: 'admin-key', name: 'Default Admin API Key', actions: ['*'], indexes: ['*'], expiresAt: null },
  ];
  failTasks = false;
  /** What the index holds (stats); 0 makes the engine fill it at start. */
  documentCount = 1;
  private nextTask = 1;
  private server: Server;
  url = '';

  constructor() {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        this.received.push({
          method: req.method!,
          url: req.url!,
          headers: req.headers,
          body: raw ? JSON.parse(raw) : undefined,
        });
        const [status, body] = this.answer(req.method!, req.url!, raw ? JSON.parse(raw) : undefined);
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
  }

  private task(): [number, unknown] {
    return [202, { taskUid: this.nextTask++, status: 'enqueued' }];
  }

  private answer(method: string, url: string, body: unknown): [number, unknown] {
    // Any index name: a re-index builds `products_build_<time>` beside `products`.
    const route = `${method} ${url.split('?')[0]}`.replace(/\/indexes\/products_build_\d+/, '/indexes/BUILD');
    if (route === 'GET /indexes/products') {
      return this.indexExists ? [200, { uid: 'products', primaryKey: 'id' }] : [404, { code: 'index_not_found' }];
    }
    if (route === 'GET /indexes/BUILD') return [404, { code: 'index_not_found' }];
    if (route === 'GET /indexes/products/stats') return [200, { numberOfDocuments: this.documentCount }];
    if (route === 'POST /indexes') {
      if ((body as { uid: string }).uid === 'products') this.indexExists = true;
      return this.task();
    }
    if (/^GET \/tasks\/\d+$/.test(route)) {
      return [200, { uid: Number(url.split('/')[2]), status: this.failTasks ? 'failed' : 'succeeded', error: null }];
    }
    if (/^PATCH \/indexes\/(products|BUILD)\/settings$/.test(route)) return this.task();
    if (/^POST \/indexes\/(products|BUILD)\/documents$/.test(route)) return this.task();
    if (route === 'POST /indexes/products/documents/delete-batch') return this.task();
    if (route === 'DELETE /indexes/BUILD') return this.task();
    if (route === 'POST /swap-indexes') return this.task();
    if (route === 'GET /keys') return [200, { results: this.keys, offset: 0, limit: 1000, total: this.keys.length }];
    if (route === 'POST /keys') {
      const key = { ...(body as object), key: 'minted-search-key', uid: 'uid-1' };
      this.keys.push(key);
      return [201, key];
    }
    if (route === 'GET /health') return [200, { status: 'available' }];
    if (route === 'GET /indexes/products/search' || route === 'POST /indexes/products/search') {
      return [
        200,
        { hits: [{ id: 1 }], query: 'relayed', estimatedTotalHits: 1, limit: 20, offset: 0, processingTimeMs: 1 },
      ];
    }
    return [404, { message: `unexpected ${route}` }];
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The requests after the first `n`, as "METHOD url". */
  routes(): string[] {
    return this.received.map((r) => `${r.method} ${r.url}`);
  }
}

describe.each(testBackends)('Meilisearch adapter on %s', (backend) => {
  let handle: DbHandle;
  let fake: FakeMeilisearch;
  const config = () =>
    loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      MEILISEARCH_URL: fake.url,
      MEILISEARCH_API_KEY: 'master-key',
    } as NodeJS.ProcessEnv);

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.exclusive((c) => c.exec(FIXTURE_SQL));
    // Migrating a fresh PGlite takes long on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    fake = new FakeMeilisearch();
    await fake.start();
    return () => fake.stop();
  });

  it('creates the index and pushes its settings at start, with the admin key', async () => {
    const engine = await createSearchEngine(config(), handle.db);
    expect(engine.name).toBe('meilisearch');
    expect(fake.routes()).toEqual([
      'GET /indexes/products',
      'POST /indexes',
      'GET /tasks/1',
      'PATCH /indexes/products/settings',
      'GET /tasks/2',
      'GET /indexes/products/stats',
    ]);
    for (const request of fake.received) expect(request.headers.authorization).toBe('Bearer master-key');
    expect(fake.received[1]!.body).toEqual({ uid: 'products', primaryKey: 'id' });
    expect(fake.received[1]!.headers['content-type']).toBe('application/json');
    const settings = fake.received[3]!.body as typeof MEILISEARCH_SETTINGS;
    expect(settings).toEqual(MEILISEARCH_SETTINGS);
    expect(settings.filterableAttributes).toEqual(
      expect.arrayContaining(['values', 'category_id', 'collection_id', 'price', 'brand_id', 'in_stock', 'discounted']),
    );
    expect(settings.sortableAttributes).toEqual([
      'price',
      'created_at',
      'sales_count',
      'discount_percent',
      'best_seller_rank',
    ]);
    expect(settings.typoTolerance).toEqual({ enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } });

    fake.received = [];
    fake.indexExists = true;
    await createSearchEngine(config(), handle.db);
    expect(fake.routes()).toEqual([
      'GET /indexes/products',
      'PATCH /indexes/products/settings',
      'GET /tasks/3',
      'GET /indexes/products/stats',
    ]);
  });

  it('mints a search-only key once, or reuses the one it finds', async () => {
    const engine = await createSearchEngine(config(), handle.db);
    fake.received = [];
    expect(await engine.publicKey()).toBe('minted-search-key');
    expect(fake.routes()).toEqual(['GET /keys?limit=1000', 'POST /keys']);
    expect(fake.received[1]!.body).toEqual({
      name: 'dukan-storefront-search',
      description: 'Search-only key handed to the Dukan storefront',
      actions: ['search'],
      indexes: ['products'],
      expiresAt: null,
    });
    expect(await engine.publicKey()).toBe('minted-search-key');
    expect(fake.received).toHaveLength(2);

    const restarted = await createSearchEngine(config(), handle.db);
    fake.received = [];
    expect(await restarted.publicKey()).toBe('minted-search-key');
    expect(fake.routes()).toEqual(['GET /keys?limit=1000']);
  });

  it('pushes changed products and deletes missing ones', async () => {
    const engine = await createSearchEngine(config(), handle.db);
    fake.received = [];
    await engine.indexProducts([1, 999]);
    expect(fake.routes()).toEqual([
      'POST /indexes/products/documents',
      'GET /tasks/3',
      'POST /indexes/products/documents/delete-batch',
      'GET /tasks/4',
    ]);
    const [doc] = fake.received[0]!.body as MeilisearchDocument[];
    expect(doc).toMatchObject({
      id: 1,
      title_ku: 'ساردکەرەوەی سامسۆنگ ٤٠٠ لیتر',
      category: { id: 1, collection_id: 1, title_en: 'Fridges' },
      brand_id: 1,
      values: [1, 3],
      in_stock: true,
      discounted: true,
      public_specifications: [{ id: 1, value_en: '180 cm' }],
    });
    // Folded copies carry the spellings typed on Arabic keyboards and ASCII digits.
    expect(doc!.folded_title).toContain('سامسونگ');
    expect(doc!.folded_title).toContain('400');
    expect(doc!.folded_body).not.toContain('secretword');
    expect(fake.received[2]!.body).toEqual([999]);
  });

  it('rebuilds the whole index beside the live one and swaps it in, never clearing the live one', async () => {
    const engine = await createSearchEngine(config(), handle.db);
    fake.received = [];
    await engine.reindexAll();
    const routes = fake.routes().map((r) => r.replace(/products_build_\d+/, 'BUILD'));
    expect(routes).toEqual([
      'GET /indexes/BUILD',
      'POST /indexes',
      'GET /tasks/3',
      'PATCH /indexes/BUILD/settings',
      'GET /tasks/4',
      'POST /indexes/BUILD/documents',
      'GET /tasks/5',
      'POST /swap-indexes',
      'GET /tasks/6',
      'DELETE /indexes/BUILD',
      'GET /tasks/7',
    ]);
    const build = (fake.received[1]!.body as { uid: string }).uid;
    expect(build).toMatch(/^products_build_\d+$/);
    expect((fake.received[5]!.body as MeilisearchDocument[]).map((d) => d.id)).toEqual([1, 2, 3, 4, 5]);
    expect(fake.received[7]!.body).toEqual([{ indexes: ['products', build] }]);
  });

  it('fills an empty index at start', async () => {
    fake.indexExists = true;
    fake.documentCount = 0;
    await createSearchEngine(config(), handle.db);
    expect(fake.routes().map((r) => r.replace(/products_build_\d+/, 'BUILD'))).toContain('POST /swap-indexes');
    expect(
      fake.received.filter((r) => /^\/indexes\/products_build_\d+\/documents$/.test(r.url)).map((r) => r.method),
    ).toEqual(['POST']);
  });

  it('reports a failed task and health', async () => {
    const engine = (await createSearchEngine(config(), handle.db)) as MeilisearchEngine;
    expect(await engine.health()).toBe(true);
    fake.failTasks = true;
    await expect(engine.indexProducts([2])).rejects.toThrow(/task \d+ failed/);
  });

  it('relays searches that reach the API with the caller’s own key', async () => {
    const engine = await createSearchEngine(config(), handle.db);
    const app = await buildServer({ config: config(), db: handle.db, search: engine });
    fake.received = [];
    const response = await app.inject({
      method: 'GET',
      url: '/search/indexes/products/search?q=%D8%AB%D9%84%D8%A7%D8%AC%D8%A9&limit=5',
      headers: { authorization: 'Bearer minted-search-key' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ query: 'relayed', estimatedTotalHits: 1 });
    expect(fake.routes()).toEqual(['GET /indexes/products/search?q=%D8%AB%D9%84%D8%A7%D8%AC%D8%A9&limit=5']);
    expect(fake.received[0]!.headers.authorization).toBe('Bearer minted-search-key');
    const posted = await app.inject({
      method: 'POST',
      url: '/search/indexes/products/search',
      headers: { authorization: 'Bearer minted-search-key' },
      payload: { q: 'x', filter: ['price > 1'] },
    });
    expect(posted.statusCode).toBe(200);
    expect(fake.received[1]!.body).toEqual({ q: 'x', filter: ['price > 1'] });
    await app.close();
  });
});
