// Counting attempts per key in fixed windows. The store is Redis when REDIS_URL is set, so several API
// processes share one count; memory otherwise.

export interface RateLimitRule {
  /** Part of the key, so rules never share counters: "otp-send:ip". */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Hits left in this window after this one (0 when refused). */
  remaining: number;
  /** Whole seconds until the window ends; what `Retry-After` says when refused. */
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  /** Counts one hit on `key` and says whether it is within `rule`. */
  hit(rule: RateLimitRule, key: string): Promise<RateLimitDecision>;
  /** Forgets a key (a successful login clears its failure count). */
  reset(rule: RateLimitRule, key: string): Promise<void>;
  close(): Promise<void>;
  /** Is the shared store answering (Redis)? Absent for a store inside this process. */
  health?(): Promise<boolean>;
}
