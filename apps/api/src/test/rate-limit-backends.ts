// Rate-limit suites run on the memory store always and on Redis when TEST_REDIS_URL is set, like the
// database suites (describe.each(rateLimitBackends)). Each Redis store counts under a random key prefix
// that its close() deletes, so runs never see each other's counts or leave keys behind.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { MemoryRateLimitStore } from '../services/rate-limit/memory';
import { RedisRateLimitStore } from '../services/rate-limit/redis';
import type { RateLimitStore } from '../services/rate-limit/types';

export type RateLimitBackend = 'memory' | 'redis';

export const rateLimitBackends: RateLimitBackend[] = process.env.TEST_REDIS_URL ? ['memory', 'redis'] : ['memory'];

export function randomRateLimitPrefix(): string {
  return `dukan:rl-test-${randomBytes(6).toString('hex')}`;
}

export interface TestRateLimitOptions {
  /** Fake clock of the memory store. */
  now?: () => number;
  /** Redis: give two stores the same prefix to play two API processes sharing one count. */
  prefix?: string;
}

export function openTestRateLimitStore(backend: RateLimitBackend, options: TestRateLimitOptions = {}): RateLimitStore {
  if (backend === 'memory') return new MemoryRateLimitStore({ now: options.now });
  const url = process.env.TEST_REDIS_URL!;
  const prefix = options.prefix ?? randomRateLimitPrefix();
  const store = new RedisRateLimitStore({ url, prefix });
  return {
    hit: (rule, key) => store.hit(rule, key),
    reset: (rule, key) => store.reset(rule, key),
    close: async () => {
      await store.close();
      await deleteRateLimitKeys(url, prefix);
    },
  };
}

/** Deletes every key under `prefix` (SCAN, never KEYS, so a shared Redis is not blocked). */
export async function deleteRateLimitKeys(url: string, prefix: string): Promise<void> {
  const client = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await client.quit();
  }
}
