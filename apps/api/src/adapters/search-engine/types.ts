import type { SearchErrorBody, SearchRequest, SearchResponse } from '@dukan/core/search/index';

// The search service behind /search and /api/meilisearch/key: the built-in database engine
// or an external Meilisearch. Catalogue writes call indexProducts so search stays consistent.
export interface SearchEngine {
  readonly name: 'database' | 'memory' | 'meilisearch';
  /** The search-only key the storefront sends to the search service. */
  publicKey(): Promise<string>;
  /** Brings the index up to date for these products (created, changed or deleted). */
  indexProducts(productIds: number[]): Promise<void>;
  /** Rebuilds the whole index (after a bulk seed). */
  reindexAll(): Promise<void>;
  health(): Promise<boolean>;
  close(): Promise<void>;
}

// Added by the search service: how /search reaches the engine. Optional, so fakes in other tests stay valid.

export type SearchOutcome = { ok: true; data: SearchResponse } | { ok: false; status: number; error: SearchErrorBody };

/** A storefront request as it reached /search, for an engine that forwards it elsewhere. */
export interface RelayedSearchRequest {
  method: 'GET' | 'POST';
  /** Path below the search service root, with the query string: `/indexes/products/search?q=…`. */
  pathWithQuery: string;
  authorization: string | undefined;
  body: unknown;
}

export interface RelayedSearchResponse {
  status: number;
  body: unknown;
}

export interface SearchEngine {
  /** The built-in engine answers searches itself (after the route checked the key). */
  search?(request: SearchRequest): Promise<SearchOutcome>;
  /** Is this the search-only key? Compared in constant time. */
  acceptsKey?(key: string): boolean;
  /** An external engine: the route forwards the request unchanged and relays the answer. */
  relay?(request: RelayedSearchRequest): Promise<RelayedSearchResponse>;
  /** A built-in engine re-reads search_synonyms (after the back office changed them). */
  reloadSynonyms?(): Promise<void>;
}
