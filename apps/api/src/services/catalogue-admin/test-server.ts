// For catalogue-administration tests: the whole API on a fresh database holding the small known catalogue
// (test/catalogue-fixtures.ts), with the real in-database search engine (so a test can prove a write is
// searchable at once), pictures stored in a temporary directory, and ADMIN_API_TOKEN acting as the owner.
// Role-specific tests use test/admin-harness.ts, whose staff tokens are real.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DatabaseSearchEngine } from '../../adapters/search-engine/database-engine';
import { loadConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { buildServer } from '../../server';
import { insertCatalogueFixture, TEST_SEARCH_KEY, type CatalogueFixture } from '../../test/catalogue-fixtures';
import { openTestDatabase, type TestBackend } from '../../test/databases';

export const CATALOGUE_TEST_ADMIN_TOKEN = 'catalogue-admin-test-token-0123456789abcdef';

/** A parsed JSON answer: tests read many shapes from it and assert on them, so it is left untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonAnswer = any;

export interface CatalogueTestServer {
  app: FastifyInstance;
  handle: DbHandle;
  fixture: CatalogueFixture;
  search: DatabaseSearchEngine;
  dataDir: string;
  /** A JSON call as the owner (ADMIN_API_TOKEN) unless `token` says otherwise (null: no credentials). */
  call(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    token?: string | null,
  ): Promise<{ status: number; body: JsonAnswer; raw: LightMyRequestResponse }>;
  /** A multipart upload of one file as the owner (or `token`). */
  upload(
    url: string,
    file: { field?: string; name: string; type: string; bytes: Buffer },
    token?: string | null,
  ): Promise<{ status: number; body: JsonAnswer; raw: LightMyRequestResponse }>;
  /** Titles of the hits of a storefront search. */
  searchTitles(q: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function buildCatalogueTestServer(backend: TestBackend): Promise<CatalogueTestServer> {
  const handle = await openTestDatabase(backend);
  const fixture = await insertCatalogueFixture(handle.db);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dukan-catalogue-admin-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_API_TOKEN: CATALOGUE_TEST_ADMIN_TOKEN,
    SEARCH_API_KEY: TEST_SEARCH_KEY,
    SEARCH_ENGINE: 'database',
    DATA_DIR: dataDir,
  } as NodeJS.ProcessEnv);
  const search = new DatabaseSearchEngine(handle.db, config.searchApiKey);
  await search.reindexAll();
  const app = await buildServer({ config, db: handle.db, search, orders: { fib: null } });
  await app.ready();

  const call: CatalogueTestServer['call'] = async (method, url, body, token = CATALOGUE_TEST_ADMIN_TOKEN) => {
    const raw = await app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body as object | undefined,
    });
    let parsed: unknown = null;
    try {
      parsed = raw.body ? JSON.parse(raw.body) : null;
    } catch {
      parsed = raw.body;
    }
    return { status: raw.statusCode, body: parsed, raw };
  };

  const upload: CatalogueTestServer['upload'] = async (url, file, token = CATALOGUE_TEST_ADMIN_TOKEN) => {
    const { payload, contentType } = multipartBody(file);
    const headers: Record<string, string> = { 'content-type': contentType };
    if (token) headers.authorization = `Bearer ${token}`;
    const raw = await app.inject({ method: 'POST', url, headers, payload });
    let parsed: unknown = null;
    try {
      parsed = raw.body ? JSON.parse(raw.body) : null;
    } catch {
      parsed = raw.body;
    }
    return { status: raw.statusCode, body: parsed, raw };
  };

  return {
    app,
    handle,
    upload,
    fixture,
    search,
    dataDir,
    call,
    async searchTitles(q) {
      const res = await app.inject({
        method: 'GET',
        url: `/search/indexes/products/search?q=${encodeURIComponent(q)}&limit=50`,
        headers: { authorization: `Bearer ${TEST_SEARCH_KEY}` },
      });
      if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
      return (JSON.parse(res.body) as { hits: { title_en: string }[] }).hits.map((h) => h.title_en);
    },
    async close() {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A multipart/form-data body holding one file, as a browser's form would send it. */
export function multipartBody(file: { field?: string; name: string; type: string; bytes: Buffer }): {
  payload: Buffer;
  contentType: string;
} {
  const boundary = `----dukan${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
    `Content-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
