// Fixed windows counted in this process: the store when no Redis is configured, and the fallback of the
// Redis store while Redis is unreachable. Memory stays bounded however many keys an attacker invents:
// expired windows are swept regularly, and past `maxKeys` the oldest windows are dropped.
import type { RateLimitDecision, RateLimitRule, RateLimitStore } from './types';

export interface MemoryRateLimitOptions {
  /** Milliseconds since the epoch; tests pass a fake clock. */
  now?: () => number;
  /** Live windows kept at most; beyond it the oldest are forgotten (their keys start afresh). */
  maxKeys?: number;
  /** How often expired windows are swept. */
  sweepIntervalMs?: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/** The decision for the `count`-th hit of a window that ends in `msLeft`. */
export function decide(rule: RateLimitRule, count: number, msLeft: number): RateLimitDecision {
  const allowed = count <= rule.limit;
  return {
    allowed,
    remaining: allowed ? rule.limit - count : 0,
    // A window ending in 200 ms still asks for one whole second: Retry-After: 0 would invite a hammering.
    retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
  };
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();
  private readonly now: () => number;
  private readonly maxKeys: number;
  private readonly sweepIntervalMs: number;
  private nextSweepAt: number;

  constructor(options: MemoryRateLimitOptions = {}) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 100_000;
    this.sweepIntervalMs = options.sweepIntervalMs ?? 60_000;
    this.nextSweepAt = this.now() + this.sweepIntervalMs;
  }

  /** Live windows held (for tests and metrics). */
  get size(): number {
    return this.windows.size;
  }

  async hit(rule: RateLimitRule, key: string): Promise<RateLimitDecision> {
    const now = this.now();
    const id = `${rule.name}:${key}`;
    let window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      // Re-inserting keeps the map ordered by window start, so eviction drops the oldest windows first.
      this.windows.delete(id);
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(id, window);
      this.sweep(now);
    }
    window.count += 1;
    return decide(rule, window.count, window.resetAt - now);
  }

  async reset(rule: RateLimitRule, key: string): Promise<void> {
    this.windows.delete(`${rule.name}:${key}`);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  private sweep(now: number): void {
    if (now < this.nextSweepAt && this.windows.size <= this.maxKeys) return;
    this.nextSweepAt = now + this.sweepIntervalMs;
    for (const [id, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(id);
    }
    for (const id of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) break;
      this.windows.delete(id);
    }
  }
}
