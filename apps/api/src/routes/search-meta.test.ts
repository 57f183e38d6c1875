// The page meta is added to an external engine's relayed answer too (the built-in engines are covered by the
// search route suite), and never to an error.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelayedSearchRequest, RelayedSearchResponse, SearchEngine } from '../adapters/search-engine/types';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { buildServer } from '../server';
import { openTestDatabase } from '../test/databases';

describe('search meta on a relayed engine', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let answer: RelayedSearchResponse;

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    const relayed: SearchEngine = {
      name: 'meilisearch',
      publicKey: async () => 'key',
      indexProducts: async () => {},
      reindexAll: async () => {},
      health: async () => true,
      close: async () => {},
      relay: async (_request: RelayedSearchRequest) => answer,
    };
    const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    app = await buildServer({ config, db: handle.db, search: relayed });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const search = () => app.inject({ method: 'GET', url: '/search/indexes/products/search?q=tv&limit=20&offset=40' });

  it('adds total, limit, page, last, previous and next to Meilisearch’s answer', async () => {
    answer = {
      status: 200,
      body: { hits: [], query: 'tv', offset: 40, limit: 20, estimatedTotalHits: 95, processingTimeMs: 1 },
    };
    const response = await search();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      estimatedTotalHits: 95,
      meta: { total: 95, limit: 20, page: 3, last: 5, previous: 2, next: 4 },
    });
  });

  it('leaves an error untouched', async () => {
    answer = {
      status: 400,
      body: { message: 'bad', code: 'invalid_search_filter', type: 'invalid_request', link: '' },
    };
    const response = await search();
    expect(response.statusCode).toBe(400);
    expect(response.json()).not.toHaveProperty('meta');
  });
});
