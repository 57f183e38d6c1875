import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_SQL } from '../../adapters/search-engine/fixture.test-data';
import { loadConfig } from '../../config';
import type { Database, DbHandle } from '../../db/client';
import * as schema from '../../db/schema';
import { buildServer } from '../../server';
import { fakeSearchEngine } from '../../test/catalogue-fixtures';
import { openTestDatabase, testBackends } from '../../test/databases';
import type { ChangeTag } from './index';
import { createChangeBus } from './bus';
import { changesChannel, createRedisChangeBus, type RedisChangeBus } from './redis';

const REDIS_URL = process.env.TEST_REDIS_URL;
const ADMIN_TOKEN = 'changes-test-admin-token-0123456789abcdef';
const prefix = () => `dukan-changes-test-${randomBytes(6).toString('hex')}`;

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

describe('createChangeBus', () => {
  it('stays in this process without REDIS_URL', async () => {
    const bus = createChangeBus({ REDIS_URL: undefined, REDIS_KEY_PREFIX: 'dukan' }, () => {});
    const heard: ChangeTag[][] = [];
    bus.subscribe((tags) => void heard.push(tags));
    bus.subscribe((tags) => void heard.push(tags), { scope: 'origin' });
    await bus.publish(['catalogue']);
    expect(heard).toEqual([['catalogue'], ['catalogue']]);
    expect(bus.close).toBeUndefined();
  });
});

describe.skipIf(!REDIS_URL)('change bus through Redis', () => {
  it('reaches every process’s caches once, and shared subscribers only where the change was made', async () => {
    const shared = prefix();
    const errors: unknown[] = [];
    const a = createRedisChangeBus({ url: REDIS_URL!, prefix: shared, onError: (e) => errors.push(e) });
    const b = createRedisChangeBus({ url: REDIS_URL!, prefix: shared, onError: (e) => errors.push(e) });
    const otherShop = createRedisChangeBus({ url: REDIS_URL!, prefix: prefix() });
    try {
      await Promise.all([a.ready(), b.ready(), otherShop.ready()]);
      const heard: string[] = [];
      a.subscribe((tags) => void heard.push(`a cache ${tags.join(',')}`));
      a.subscribe((tags) => void heard.push(`a storefront ${tags.join(',')}`), { scope: 'origin' });
      b.subscribe((tags) => void heard.push(`b cache ${tags.join(',')}`));
      b.subscribe((tags) => void heard.push(`b storefront ${tags.join(',')}`), { scope: 'origin' });
      otherShop.subscribe((tags) => void heard.push(`other shop ${tags.join(',')}`));

      await a.publish(['catalogue', 'product:7']);
      await until(() => heard.includes('b cache catalogue,product:7'), 2000);
      // Our own message comes back through Redis too; give it time to be (wrongly) delivered twice.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard.sort()).toEqual([
        'a cache catalogue,product:7',
        'a storefront catalogue,product:7',
        'b cache catalogue,product:7',
      ]);

      // A malformed message on the channel is reported and delivered to nobody.
      const raw = new Redis(REDIS_URL!);
      try {
        await raw.publish(
          changesChannel(shared),
          JSON.stringify({ origin: 'x', tags: ["'; DROP TABLE", 'product:1'] }),
        );
        await raw.publish(changesChannel(shared), 'not json');
      } finally {
        raw.disconnect();
      }
      await until(() => errors.length >= 4, 2000);
      expect(heard).toHaveLength(3);
    } finally {
      await Promise.all([a.close(), b.close(), otherShop.close()]);
    }
  });
});

describe.skipIf(!REDIS_URL).each(testBackends)('two API processes sharing Redis on %s', (backend) => {
  let handle: DbHandle;
  let one: FastifyInstance;
  let two: FastifyInstance;

  /** A second Database object over the same connection: its own catalogue cache, as another process has. */
  function secondDatabase(db: Database): Database {
    const client = (db as unknown as { $client: never }).$client;
    return (backend === 'pglite' ? drizzle(client, { schema }) : drizzleNodePg(client, { schema })) as never;
  }

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.exclusive((c) => c.exec(FIXTURE_SQL));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REDIS_URL: REDIS_URL!,
      REDIS_KEY_PREFIX: prefix(),
      ADMIN_API_TOKEN: ADMIN_TOKEN,
    } as NodeJS.ProcessEnv);
    one = await buildServer({ config, db: handle.db, search: fakeSearchEngine });
    two = await buildServer({ config, db: secondDatabase(handle.db), search: fakeSearchEngine });
    await Promise.all([(one.changes as RedisChangeBus).ready(), (two.changes as RedisChangeBus).ready()]);
    // Migrating a fresh PGlite takes long on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await handle?.close();
  });

  const stockIn = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'GET', url: '/api/en/products/3' });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { stock: number } }).data.stock;
  };

  it('drops the other process’s cached product when one process publishes a stock change', async () => {
    expect(await stockIn(two)).toBe(12);
    // An order placed through process one takes stock…
    await handle.db.execute(sql`UPDATE products SET stock = stock - 2 WHERE id = 3`);
    // …process two still answers from its cache (this is what stayed stale before the shared bus)…
    expect(await stockIn(two)).toBe(12);
    // …until process one announces it, as the order route does after its commit.
    await one.changes.publish(['product:3']);
    const elapsed = await until(async () => (await stockIn(two)) === 10, 2000);
    expect(elapsed).toBeLessThan(2000);
  });

  it('drops it too when the back office in one process changes the stock', async () => {
    expect(await stockIn(two)).toBe(10);
    const changed = await one.inject({
      method: 'POST',
      url: '/api/admin/products/3/stock',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { delta: 4, reason: 'delivery from Erbil' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await until(async () => (await stockIn(two)) === 14, 2000);
  });
});
