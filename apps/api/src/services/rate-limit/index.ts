// The rate-limit store for this process: Redis when REDIS_URL is set (limits shared by every API process),
// memory otherwise (one process, development and tests).
import type { Config } from '../../config';
import { MemoryRateLimitStore } from './memory';
import { RedisRateLimitStore } from './redis';
import type { RateLimitStore } from './types';

export interface RateLimitStoreOptions {
  /** Told when Redis starts failing and the process falls back to counting in memory. */
  onError?: (error: Error) => void;
  /** Clock of the memory store (tests). */
  now?: () => number;
}

export function createRateLimitStore(
  config: Pick<Config, 'REDIS_URL'> & Partial<Pick<Config, 'REDIS_KEY_PREFIX'>>,
  options: RateLimitStoreOptions = {},
): RateLimitStore {
  if (config.REDIS_URL) {
    // `{REDIS_KEY_PREFIX}:rl:{rule}:{key}`: shops or stages sharing one Redis never share a count.
    const prefix = `${config.REDIS_KEY_PREFIX ?? 'dukan'}:rl`;
    return new RedisRateLimitStore({ url: config.REDIS_URL, prefix, onError: options.onError });
  }
  return new MemoryRateLimitStore({ now: options.now });
}

export { MemoryRateLimitStore } from './memory';
export { RedisRateLimitStore } from './redis';
export type { RateLimitDecision, RateLimitRule, RateLimitStore } from './types';
