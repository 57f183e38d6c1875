// The documents of the products the in-memory engine returns, kept beside its index (docs/decisions/012): reading
// a page's 20 documents from PostgreSQL (three correlated subqueries per product, planned afresh every time) was
// most of a search request's time. Hits must stay live, so an entry lives only until the engine hears that its
// product's document may have changed: its product_search row was rewritten or deleted (price, stock, values,
// category…), a search_document_changes row names it (pictures, brand, category and specification titles, public
// specifications: every write search_outbox hears of, migration 0018), or the change bus names it. The engine's
// poll reads the first two; the bus makes a checkout's new stock show at once in this process.
//
// A read that began before an invalidation may have read the old document: it is not kept if any invalidation
// happened while it ran (the next read of those products fills the cache). Bounded, least recently used first out.
import type { SearchDocument } from '@dukan/core/search/index';
import type { Database } from '../../db/client';
import { loadDocuments } from './documents';

/** About 2–5 KB a document: ~100 MB at most for the products people actually find. */
export const MAX_CACHED_DOCUMENTS = 20_000;

export class DocumentCache {
  private readonly entries = new Map<number, SearchDocument>();
  /** Bumped on every invalidation: a read that saw it change keeps nothing. */
  private epoch = 0;

  constructor(
    private readonly db: Database,
    private readonly capacity = MAX_CACHED_DOCUMENTS,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The documents of these products in the order given; a product without a document is left out. */
  async get(ids: number[]): Promise<SearchDocument[]> {
    const found = new Map<number, SearchDocument>();
    const missing: number[] = [];
    for (const id of ids) {
      const doc = this.entries.get(id);
      if (doc === undefined) {
        missing.push(id);
        continue;
      }
      // Most recently used last, so the oldest is the first out.
      this.entries.delete(id);
      this.entries.set(id, doc);
      found.set(id, doc);
    }
    if (missing.length > 0) {
      const epoch = this.epoch;
      const loaded = await loadDocuments(this.db, missing);
      const keep = epoch === this.epoch;
      for (const doc of loaded) {
        found.set(doc.id, doc);
        if (keep) this.entries.set(doc.id, doc);
      }
      for (const id of this.entries.keys()) {
        if (this.entries.size <= this.capacity) break;
        this.entries.delete(id);
      }
    }
    return ids.map((id) => found.get(id)).filter((d) => d !== undefined);
  }

  invalidate(ids: Iterable<number>): void {
    this.epoch++;
    for (const id of ids) this.entries.delete(id);
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
  }
}
