// The search service behind /search and /api/meilisearch/key: the built-in database engine
// or an external Meilisearch. Catalogue writes call indexProducts so search stays consistent.
export interface SearchEngine {
  readonly name: 'database' | 'meilisearch';
  /** The search-only key the storefront sends to the search service. */
  publicKey(): Promise<string>;
  /** Brings the index up to date for these products (created, changed or deleted). */
  indexProducts(productIds: number[]): Promise<void>;
  /** Rebuilds the whole index (after a bulk seed). */
  reindexAll(): Promise<void>;
  health(): Promise<boolean>;
  close(): Promise<void>;
}
