// Every route, every field, bad input: the whole app (demo shop seeded, the database search engine, the FIB
// simulator, the owner's token for /api/admin) is built once per database, its routes are read from what
// registered (http/route-list.ts, so routes added later are covered without touching this file), and each
// gets a valid-looking request made from its own zod schema, then the same request with one thing broken:
// a NUL byte, a huge string, a malformed date, a wrong type in each field; bad ids in each path parameter.
// Whatever the answer (400, 401, 404, 429…), it must never be a 5xx.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { createSearchEngine } from '../adapters/search-engine';
import type { SearchEngine } from '../adapters/search-engine/types';
import { createFibClient } from '../adapters/payments';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { accounts } from '../db/schema';
import { seedDemoShopIfEmpty } from '../db/seed/demo';
import { buildServer } from '../server';
import { deriveAuthKeys } from '../services/auth/secrets';
import { signAccessToken } from '../services/auth/tokens';
import { fakeIdentityVerifiers, passingCaptcha } from '../test/accounts-harness';
import { openTestDatabase, testBackends } from '../test/databases';
import { injectFetch } from '../test/orders-harness';

const ADMIN_TOKEN = 'fuzz-admin-token-0123456789abcdefghij';
const HUGE = 'ş'.repeat(100_000);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
};

/** The JSON schema of a route's zod schema, as the caller sends it (input side of transforms). */
function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema as ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return null;
  }
}

/** A value the schema is likely to accept: the first choice of each option, plausible strings. */
function sampleOf(schema: JsonSchema | undefined, depth = 0): Json {
  if (!schema || depth > 6) return 'fuzz';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0]!;
  const option = schema.anyOf ?? schema.oneOf;
  if (option?.length) return sampleOf(option.find((o) => o.type !== 'null') ?? option[0], depth + 1);
  if (schema.allOf?.length) return sampleOf(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value, depth + 1)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(schema.items, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      switch (schema.format) {
        case 'email':
          return 'fuzz@example.com';
        case 'uuid':
          return randomUUID();
        case 'date':
          return '2000-01-01';
        case 'date-time':
          return '2026-01-01T00:00:00Z';
        case 'uri':
          return 'https://example.com/fuzz';
        default:
          return 'f'.repeat(Math.min(Math.max(schema.minLength ?? 4, 4), schema.maxLength ?? 4));
      }
    default:
      return 'fuzz';
  }
}

type Path = (string | number)[];

/** Every leaf of a sample with its path, and whether it is a string. */
function leavesOf(value: Json, path: Path = []): { path: Path; value: Json }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leavesOf(item, [...path, i]));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return [{ path, value }];
    return entries.flatMap(([key, item]) => leavesOf(item, [...path, key]));
  }
  return [{ path, value }];
}

function withLeaf(value: Json, path: Path, leaf: Json): Json {
  if (path.length === 0) return leaf;
  const copy = structuredClone(value) as Record<string | number, Json>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, Json>;
  target[path.at(-1)!] = leaf;
  return copy as Json;
}

/** The broken versions of a value: one thing wrong each. */
function mutationsOf(sample: Json): { label: string; value: Json }[] {
  const out: { label: string; value: Json }[] = [];
  for (const { path, value } of leavesOf(sample)) {
    const at = path.join('.') || '(whole)';
    const variants: [string, Json][] =
      typeof value === 'string'
        ? [
            ['NUL byte', `fu\u0000zz`],
            ['huge string', HUGE],
            ['malformed date', '2021-02-31'],
            ['not a date', 'not-a-date'],
            ['number for a string', 12345],
            ['object for a string', { nested: 'x' }],
            ['array for a string', ['x']],
          ]
        : [
            ['string for a ' + (value === null ? 'null' : typeof value), 'fu\u0000zz'],
            ['huge number', 1e308],
            ['negative number', -1],
            ['object', {}],
          ];
    for (const [label, leaf] of variants) out.push({ label: `${at}: ${label}`, value: withLeaf(sample, path, leaf) });
  }
  return out;
}

const BAD_IDS = ['not-an-id', '-1', '0', '99999999999999999999', '1.5', '%00', 'a%00b', '%E0%A4%A', 'x'.repeat(150)];

interface Probe {
  route: string;
  label: string;
  method: string;
  url: string;
  payload?: Json;
}

function queryString(query: Json): string {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function probesOf(route: FastifyInstance['registeredRoutes'][number]): Probe[] {
  const name = `${route.method} ${route.url}`;
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const paramsSchema = jsonSchemaOf(schema.params);
  const querySchema = jsonSchemaOf(schema.querystring);
  const bodySchema = jsonSchemaOf(schema.body);
  const paramSample = (sampleOf(paramsSchema ?? { type: 'object' }) ?? {}) as Record<string, Json>;
  const fill = (overrides: Record<string, string> = {}) =>
    route.url.replace(/:(\w+)/g, (_m, key: string) =>
      overrides[key] !== undefined ? overrides[key] : encodeURIComponent(String(paramSample[key] ?? '1')),
    );
  const query = querySchema ? sampleOf(querySchema) : {};
  const body = bodySchema ? sampleOf(bodySchema) : route.method === 'GET' ? undefined : {};
  const base = { route: name, method: route.method };
  const probes: Probe[] = [{ ...base, label: 'valid-looking', url: fill() + queryString(query), payload: body }];
  for (const key of [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!)) {
    for (const bad of BAD_IDS) {
      probes.push({
        ...base,
        label: `param ${key}=${bad}`,
        url: fill({ [key]: bad }) + queryString(query),
        payload: body,
      });
    }
  }
  for (const mutation of mutationsOf(query)) {
    probes.push({
      ...base,
      label: `query ${mutation.label}`,
      url: fill() + queryString(mutation.value),
      payload: body,
    });
  }
  probes.push({ ...base, label: 'query lang NUL', url: `${fill()}?lang=%00`, payload: body });
  if (route.method !== 'GET' && route.method !== 'HEAD') {
    for (const mutation of mutationsOf(body ?? {})) {
      probes.push({
        ...base,
        label: `body ${mutation.label}`,
        url: fill() + queryString(query),
        payload: mutation.value,
      });
    }
    for (const [label, payload] of [
      ['body null', null],
      ['body array', []],
      ['body string', 'fuzz\u0000'],
      ['body NUL key', { 'a\u0000b': 'x' }],
    ] as [string, Json][]) {
      probes.push({ ...base, label, url: fill() + queryString(query), payload });
    }
  }
  return probes;
}

describe.each(testBackends)('every route under bad input on %s', (backend) => {
  let handle: DbHandle;
  let search: SearchEngine;
  let app: FastifyInstance;
  let customerToken: string;
  let searchKey: string;

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEARCH_ENGINE: 'database',
      ADMIN_API_TOKEN: ADMIN_TOKEN,
    } as NodeJS.ProcessEnv);
    search = await createSearchEngine(config, handle.db);
    await seedDemoShopIfEmpty(handle, search);
    const built: { app?: FastifyInstance } = {};
    const viaInject = injectFetch(() => built.app!);
    const fib = createFibClient({
      baseUrl: config.fib.baseUrl!,
      clientId: config.fib.clientId,
      clientSecret: config.fib.clientSecret,
      fetchImpl: viaInject,
    });
    app = await buildServer({
      config,
      db: handle.db,
      search,
      accounts: { captcha: passingCaptcha, identity: fakeIdentityVerifiers() },
      orders: { fib, simulatorFetch: viaInject },
    });
    built.app = app;
    await app.ready();
    const [account] = await handle.db.insert(accounts).values({}).returning({ id: accounts.id });
    customerToken = await signAccessToken(
      {
        key: deriveAuthKeys(config.authSecret).accessToken,
        accessTtlSeconds: 3600,
        refreshTtlDays: 1,
        now: () => new Date(),
      },
      { accountId: account!.id, familyId: randomUUID() },
    );
    searchKey = config.searchApiKey;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await search?.close();
    await handle?.close();
  });

  it('answers no request with a 5xx', async () => {
    // The back office's static files (/admin/…) are left out: they take no input, and before apps/admin is built
    // their deliberate answer is a 503 page saying how to build it (routes/admin-app.test.ts checks them).
    const routes = app.registeredRoutes.filter(
      (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !/^\/admin(?:\/|$)/.test(r.url),
    );
    // The enumeration itself: the shop's surfaces are all there, the back office included.
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.some((r) => r.url.startsWith('/api/admin/'))).toBe(true);
    expect(routes.some((r) => r.url.startsWith('/auth/'))).toBe(true);

    const tokenFor = (url: string) =>
      url.startsWith('/api/admin') ? ADMIN_TOKEN : url.startsWith('/search') ? searchKey : customerToken;
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      for (const probe of probesOf(route)) {
        const res = await app.inject({
          method: probe.method as 'GET',
          url: probe.url,
          headers: {
            authorization: `Bearer ${tokenFor(probe.url)}`,
            'client-platform': 'web',
            ...(probe.payload !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          payload: probe.payload === undefined ? undefined : JSON.stringify(probe.payload),
        });
        sent += 1;
        if (res.statusCode >= 500)
          failures.push(`${probe.route} [${probe.label}] → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(sent).toBeGreaterThan(routes.length * 5);
    expect(failures).toEqual([]);
  }, 900_000);
});
