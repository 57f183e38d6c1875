// A small in-process cache for catalogue reads.
//
// Why: the catalogue is read far more often than it changes, and a shop page asks for the same lists
// (categories, banners, the first product page…) on every visit. Answering those from memory keeps the API
// close to bare-Fastify throughput instead of paying one or two SQL round trips per request. Responses
// already carry `Cache-Control: max-age=60`, so the storefront and any CDN may show data that old anyway;
// a TTL at or below that adds no new kind of staleness. Catalogue writes call `clear()` (through
// CatalogueService.invalidate) so an edit shows at once in this process.
//
// Concurrent misses for one key share one load (a burst of visitors after expiry costs one query),
// failed loads are not kept, and the entry count is bounded (least recently used goes first).

export interface TtlCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** Injected in tests. */
  now?: () => number;
}

interface Entry<V> {
  expiresAt: number;
  value: Promise<V>;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) {
      // Re-insert so Map order doubles as recency order for eviction.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    const entry: Entry<V> = { expiresAt: now + this.options.ttlMs, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Entries are stored before their load settles, so a load in flight during clear() is dropped with them. */
  clear(): void {
    this.entries.clear();
  }
}
