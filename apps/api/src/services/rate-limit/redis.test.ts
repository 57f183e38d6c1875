import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteRateLimitKeys, randomRateLimitPrefix } from '../../test/rate-limit-backends';
import { RedisRateLimitStore } from './redis';
import type { RateLimitRule } from './types';

const REDIS_URL = process.env.TEST_REDIS_URL;
const rule: RateLimitRule = { name: 'login:account', limit: 3, windowMs: 60_000 };

describe.runIf(REDIS_URL)('RedisRateLimitStore on a real Redis', () => {
  const prefix = randomRateLimitPrefix();
  let inspector: Redis;
  const stores: RedisRateLimitStore[] = [];
  const open = () => {
    const store = new RedisRateLimitStore({ url: REDIS_URL, prefix });
    stores.push(store);
    return store;
  };

  beforeAll(() => {
    inspector = new Redis(REDIS_URL!);
  });
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await deleteRateLimitKeys(REDIS_URL!, prefix);
    expect(await inspector.keys(`${prefix}:*`)).toEqual([]);
    await inspector.quit();
  });

  it('counts under {prefix}:{rule}:{key} with the window as the expiry', async () => {
    const store = open();
    expect(await store.hit(rule, 'acc-1')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 60 });
    expect(await inspector.get(`${prefix}:login:account:acc-1`)).toBe('1');
    const ttl = await inspector.pttl(`${prefix}:login:account:acc-1`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('refuses past the limit with the seconds left in the window, and reset deletes the key', async () => {
    const store = open();
    for (let i = 0; i < 3; i++) expect((await store.hit(rule, 'acc-2')).allowed).toBe(true);
    const refused = await store.hit(rule, 'acc-2');
    expect(refused.allowed).toBe(false);
    expect(refused.remaining).toBe(0);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);

    await store.reset(rule, 'acc-2');
    expect(await inspector.exists(`${prefix}:login:account:acc-2`)).toBe(0);
    expect(await store.hit(rule, 'acc-2')).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('shares one count between two stores, as two API processes would', async () => {
    const first = open();
    const second = open();
    expect((await first.hit(rule, 'acc-3')).remaining).toBe(2);
    expect((await second.hit(rule, 'acc-3')).remaining).toBe(1);
    expect((await first.hit(rule, 'acc-3')).remaining).toBe(0);
    expect((await second.hit(rule, 'acc-3')).allowed).toBe(false);
    await first.reset(rule, 'acc-3');
    expect((await second.hit(rule, 'acc-3')).allowed).toBe(true);
  });

  it('lets exactly `limit` of many simultaneous hits through', async () => {
    const [a, b] = [open(), open()];
    const burst: RateLimitRule = { name: 'otp-verify:ip', limit: 10, windowMs: 60_000 };
    const decisions = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hit(burst, 'ip')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
  });

  it('starts a new window when the old one expires, and mends a key without expiry', async () => {
    const store = open();
    const short: RateLimitRule = { name: 'short', limit: 1, windowMs: 200 };
    await store.hit(short, 'k');
    expect(await store.hit(short, 'k')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await store.hit(short, 'k')).allowed).toBe(true);

    await inspector.set(`${prefix}:short:stuck`, '5');
    await store.hit(short, 'stuck');
    expect(await inspector.pttl(`${prefix}:short:stuck`)).toBeGreaterThan(0);
  });
});

describe('RedisRateLimitStore without a reachable Redis', () => {
  it('keeps limiting in memory and reports the failure once', async () => {
    const errors: Error[] = [];
    const store = new RedisRateLimitStore({
      url: 'redis://127.0.0.1:1',
      prefix: randomRateLimitPrefix(),
      onError: (e) => errors.push(e),
    });
    try {
      for (let i = 0; i < 3; i++) expect((await store.hit(rule, 'acc')).allowed).toBe(true);
      expect(await store.hit(rule, 'acc')).toMatchObject({ allowed: false, remaining: 0 });
      await store.reset(rule, 'acc');
      expect((await store.hit(rule, 'acc')).allowed).toBe(true);
      expect(errors).toHaveLength(1);
    } finally {
      await store.close();
    }
  });
});
