import { describe, expect, it } from 'vitest';
import { decide, MemoryRateLimitStore } from './memory';
import type { RateLimitRule } from './types';

const rule: RateLimitRule = { name: 'otp-send:ip', limit: 3, windowMs: 60_000 };

function fakeClock(start = 1_700_000_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('MemoryRateLimitStore', () => {
  it('allows `limit` hits per window, counting down, then refuses until the window ends', async () => {
    const clock = fakeClock();
    const store = new MemoryRateLimitStore({ now: clock.now });
    expect(await store.hit(rule, '203.0.113.7')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 60 });
    clock.advance(1_000);
    expect(await store.hit(rule, '203.0.113.7')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 59 });
    expect(await store.hit(rule, '203.0.113.7')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 59 });
    clock.advance(28_500);
    expect(await store.hit(rule, '203.0.113.7')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 31 });
    expect(await store.hit(rule, '203.0.113.7')).toMatchObject({ allowed: false });
  });

  it('starts a fresh window when the old one ends', async () => {
    const clock = fakeClock();
    const store = new MemoryRateLimitStore({ now: clock.now });
    for (let i = 0; i < 4; i++) await store.hit(rule, 'k');
    clock.advance(59_999);
    expect((await store.hit(rule, 'k')).allowed).toBe(false);
    clock.advance(1);
    expect(await store.hit(rule, 'k')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 60 });
  });

  it('keeps keys and rules apart', async () => {
    const store = new MemoryRateLimitStore();
    const other: RateLimitRule = { name: 'otp-send:account', limit: 1, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) await store.hit(rule, 'a');
    expect((await store.hit(rule, 'a')).allowed).toBe(false);
    expect((await store.hit(rule, 'b')).allowed).toBe(true);
    expect((await store.hit(other, 'a')).allowed).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 4; i++) await store.hit(rule, 'k');
    await store.reset(rule, 'k');
    expect(await store.hit(rule, 'k')).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('never says to retry in less than a second', async () => {
    const clock = fakeClock();
    const store = new MemoryRateLimitStore({ now: clock.now });
    const short: RateLimitRule = { name: 'burst', limit: 1, windowMs: 300 };
    await store.hit(short, 'k');
    clock.advance(250);
    expect(await store.hit(short, 'k')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
    expect(decide(short, 5, 0).retryAfterSeconds).toBe(1);
  });

  it('sweeps expired windows so memory does not grow with old keys', async () => {
    const clock = fakeClock();
    const store = new MemoryRateLimitStore({ now: clock.now, sweepIntervalMs: 10_000 });
    for (let i = 0; i < 500; i++) await store.hit(rule, `ip-${i}`);
    expect(store.size).toBe(500);
    clock.advance(60_000);
    await store.hit(rule, 'late');
    expect(store.size).toBe(1);
  });

  it('holds at most maxKeys live windows, dropping the oldest', async () => {
    const clock = fakeClock();
    const store = new MemoryRateLimitStore({ now: clock.now, maxKeys: 100 });
    for (let i = 0; i < 250; i++) {
      await store.hit(rule, `ip-${i}`);
      clock.advance(10);
    }
    expect(store.size).toBeLessThanOrEqual(100);
    // The newest key still counts; the oldest was forgotten.
    for (let i = 0; i < 2; i++) await store.hit(rule, 'ip-249');
    expect((await store.hit(rule, 'ip-249')).allowed).toBe(false);
    expect(await store.hit(rule, 'ip-0')).toMatchObject({ allowed: true, remaining: 2 });
  });
});
