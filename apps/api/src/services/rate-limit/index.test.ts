import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { openTestRateLimitStore, rateLimitBackends } from '../../test/rate-limit-backends';
import { createRateLimitStore } from './index';
import { MemoryRateLimitStore } from './memory';
import { RedisRateLimitStore } from './redis';
import type { RateLimitRule, RateLimitStore } from './types';

describe('createRateLimitStore', () => {
  it('counts in memory without REDIS_URL and in Redis with it', async () => {
    const memory = createRateLimitStore({ REDIS_URL: undefined });
    const redis = createRateLimitStore({ REDIS_URL: 'redis://127.0.0.1:1' });
    expect(memory).toBeInstanceOf(MemoryRateLimitStore);
    expect(redis).toBeInstanceOf(RedisRateLimitStore);
    await Promise.all([memory.close(), redis.close()]);
  });
});

// The contract every backend keeps; the accounts suites reuse rateLimitBackends the same way.
describe.each(rateLimitBackends)('rate-limit store on %s', (backend) => {
  const rule: RateLimitRule = { name: 'otp-send:account', limit: 2, windowMs: 30_000 };
  const stores: RateLimitStore[] = [];
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
  });

  it('allows the limit, refuses the next with a Retry-After of at least a second, and resets', async () => {
    const store = openTestRateLimitStore(backend);
    stores.push(store);
    expect(await store.hit(rule, 'acc')).toMatchObject({ allowed: true, remaining: 1 });
    expect(await store.hit(rule, 'acc')).toMatchObject({ allowed: true, remaining: 0 });
    const refused = await store.hit(rule, 'acc');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30);
    await store.reset(rule, 'acc');
    expect((await store.hit(rule, 'acc')).allowed).toBe(true);
  });
});

describe('Redis key prefix and health', () => {
  it('reports an unreachable Redis as not answering, without waiting long', async () => {
    const store = createRateLimitStore({ REDIS_URL: 'redis://127.0.0.1:1' });
    const started = Date.now();
    expect(await store.health?.()).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
    await store.close();
  });

  it.runIf(process.env.TEST_REDIS_URL)('writes its counts under REDIS_KEY_PREFIX and answers health', async () => {
    const url = process.env.TEST_REDIS_URL!;
    const prefix = `test-${Math.random().toString(36).slice(2, 10)}`;
    const store = createRateLimitStore({ REDIS_URL: url, REDIS_KEY_PREFIX: prefix });
    const reader = new Redis(url);
    try {
      await store.hit({ name: 'probe', limit: 5, windowMs: 10_000 }, 'k');
      expect(await reader.get(`${prefix}:rl:probe:k`)).toBe('1');
      expect(await store.health?.()).toBe(true);
    } finally {
      await reader.del(`${prefix}:rl:probe:k`);
      reader.disconnect();
      await store.close();
    }
  });
});
