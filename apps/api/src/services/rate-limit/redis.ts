// Fixed windows counted in Redis, so every API process behind the load balancer shares one count per key.
// One Lua script makes "count this hit and read the window" atomic: two processes hitting the same key at
// once can never both see the last allowed slot. While Redis is unreachable the limits fall back to this
// process's memory: weaker than shared limits, far better than none, and sign-in keeps working.
import { Redis } from 'ioredis';
import { decide, MemoryRateLimitStore } from './memory';
import type { RateLimitDecision, RateLimitRule, RateLimitStore } from './types';

export interface RedisRateLimitOptions {
  /** redis://… ; or pass `client` to share a connection (then close() leaves it open). */
  url?: string;
  client?: Redis;
  /** Keys are `{prefix}:{rule.name}:{key}`. */
  prefix?: string;
  /** Told once each time Redis starts failing (then the in-memory fallback counts). */
  onError?: (error: Error) => void;
}

export const DEFAULT_RATE_LIMIT_PREFIX = 'dukan:rl';

// INCR creates the key at 1; only then does the window start. A key found without an expiry (left by a
// crash between INCR and PEXPIRE in an older version, or set by hand) is given one rather than living forever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

type ScriptedRedis = Redis & { dukanRateLimitHit(key: string, windowMs: number): Promise<[number, number]> };

export class RedisRateLimitStore implements RateLimitStore {
  private readonly client: ScriptedRedis;
  private readonly ownsClient: boolean;
  private readonly prefix: string;
  private readonly fallback = new MemoryRateLimitStore();
  private failing = false;

  constructor(private readonly options: RedisRateLimitOptions) {
    if (!options.client && !options.url) throw new Error('RedisRateLimitStore needs a url or a client');
    this.ownsClient = !options.client;
    const client =
      options.client ??
      new Redis(options.url!, {
        // A request waits at most about a second for Redis before the fallback answers.
        maxRetriesPerRequest: 1,
        commandTimeout: 1_000,
        connectTimeout: 2_000,
      });
    // Failures reach us through the commands; without a listener ioredis would print each reconnect attempt.
    if (this.ownsClient) client.on('error', () => {});
    client.defineCommand('dukanRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    this.client = client as ScriptedRedis;
    this.prefix = options.prefix ?? DEFAULT_RATE_LIMIT_PREFIX;
  }

  private keyOf(rule: RateLimitRule, key: string): string {
    return `${this.prefix}:${rule.name}:${key}`;
  }

  /** Redis is known to be down: answer from memory at once rather than wait on every request. */
  private get offline(): boolean {
    return this.client.status === 'reconnecting' || this.client.status === 'end';
  }

  async hit(rule: RateLimitRule, key: string): Promise<RateLimitDecision> {
    if (this.offline) return this.fallback.hit(rule, key);
    try {
      const [count, ttl] = await this.client.dukanRateLimitHit(this.keyOf(rule, key), rule.windowMs);
      this.failing = false;
      return decide(rule, count, ttl);
    } catch (error) {
      this.reportFailure(error);
      return this.fallback.hit(rule, key);
    }
  }

  async reset(rule: RateLimitRule, key: string): Promise<void> {
    await this.fallback.reset(rule, key);
    if (this.offline) return;
    try {
      await this.client.del(this.keyOf(rule, key));
    } catch (error) {
      this.reportFailure(error);
    }
  }

  /** Redis answers a PING within the command timeout. */
  async health(): Promise<boolean> {
    if (this.offline) return false;
    return this.client.ping().then(
      () => true,
      () => false,
    );
  }

  async close(): Promise<void> {
    await this.fallback.close();
    if (!this.ownsClient) return;
    if (this.client.status === 'ready') await this.client.quit().catch(() => this.client.disconnect());
    else this.client.disconnect();
  }

  private reportFailure(error: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.options.onError?.(error as Error);
  }
}
