import { describe, expect, it } from 'vitest';
import { TtlCache } from './cache';

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('TtlCache', () => {
  it('answers from memory until the entry expires', async () => {
    const time = clock();
    const cache = new TtlCache<number>({ ttlMs: 100, maxEntries: 10, now: time.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    time.advance(99);
    expect(await cache.get('k', load)).toBe(1);
    time.advance(1);
    expect(await cache.get('k', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    let release!: (v: string) => void;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = cache.get('k', load);
    const second = cache.get('k', load);
    release('value');
    expect(await Promise.all([first, second])).toEqual(['value', 'value']);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('evicts the least recently used entry beyond its bound', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // touches a, so b is now the oldest
    await cache.get('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('forgets everything on clear, including a load still in flight', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await cache.get('done', async () => 'old');
    let release!: (v: string) => void;
    const inFlight = cache.get('pending', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('stale');
    expect(await inFlight).toBe('stale');
    expect(await cache.get('done', async () => 'new')).toBe('new');
    expect(await cache.get('pending', async () => 'fresh')).toBe('fresh');
  });
});
