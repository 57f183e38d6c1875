// What both built-in engines share around matching: the page a request asks for, the highlight matcher of the
// query words, and the Meilisearch response built from the page's documents, the total and the facet counts.
import {
  DEFAULT_SEARCH_LIMIT,
  highlightText,
  type SearchDocument,
  type SearchHit,
  type SearchRequest,
  type SearchResponse,
  type WordMatcher,
} from '@dukan/core/search/index';
import { lossyFold } from '@dukan/core/text/normalize';
import type { QueryWord } from './query-words';

/** Meilisearch's default maxValuesPerFacet. */
export const MAX_VALUES_PER_FACET = 100;

export interface PageWindow {
  /** page/hitsPerPage mode rather than offset/limit. */
  pageMode: boolean;
  page: number;
  hitsPerPage: number;
  offset: number;
  limit: number;
}

export function pageWindow(request: SearchRequest): PageWindow {
  const pageMode = request.page !== undefined || request.hitsPerPage !== undefined;
  const hitsPerPage = request.hitsPerPage ?? DEFAULT_SEARCH_LIMIT;
  const page = request.page ?? 1;
  const limit = pageMode ? (page === 0 ? 0 : hitsPerPage) : (request.limit ?? DEFAULT_SEARCH_LIMIT);
  const offset = pageMode ? Math.max(0, page - 1) * hitsPerPage : (request.offset ?? 0);
  return { pageMode, page, hitsPerPage, offset, limit };
}

/**
 * The folded words a hit's text is highlighted on: the query words, their alternatives (a synonym, or a stem that
 * is a word of its own), their typo variants, the last as a prefix.
 */
export function wordMatcher(words: QueryWord[]): WordMatcher {
  return {
    words: new Set(words.flatMap((w) => [w.word, ...w.alternatives, ...w.typoVariants.map(lossyFold)])),
    prefixes: words.filter((w) => w.prefix).map((w) => w.word),
  };
}

export interface MatchedPage {
  documents: SearchDocument[];
  total: number;
  /** Only when the request asked for facets: counts per asked facet. */
  facetDistribution?: Record<string, Record<string, number>>;
  priceStats?: { min: number; max: number } | null;
}

export function buildResponse(
  request: SearchRequest,
  window: PageWindow,
  words: QueryWord[],
  result: MatchedPage,
  started: number,
): SearchResponse {
  const matcher = wordMatcher(words);
  const hits = result.documents.map((doc) => shapeHit(doc, request, matcher));
  const total = result.total;
  const response: SearchResponse = { hits, query: request.q, processingTimeMs: 0 };
  if (window.pageMode) {
    const { page, hitsPerPage } = window;
    Object.assign(response, {
      page,
      hitsPerPage,
      totalHits: total,
      totalPages: hitsPerPage === 0 ? 0 : Math.ceil(total / hitsPerPage),
    });
  } else {
    Object.assign(response, { limit: window.limit, offset: window.offset, estimatedTotalHits: total });
  }
  if (request.facets) {
    const facets = [...new Set(request.facets)];
    const distribution = result.facetDistribution ?? {};
    response.facetDistribution = Object.fromEntries(facets.map((f) => [f, distribution[f] ?? {}]));
    if (facets.includes('price') && result.priceStats) response.facetStats = { price: result.priceStats };
  }
  response.processingTimeMs = Math.round(performance.now() - started);
  return response;
}

export function shapeHit(doc: SearchDocument, request: SearchRequest, matcher: WordMatcher): SearchHit {
  const retrieve = request.attributesToRetrieve;
  const hit: Record<string, unknown> =
    !retrieve || retrieve.includes('*')
      ? { ...doc }
      : Object.fromEntries(retrieve.filter((a) => a in doc).map((a) => [a, doc[a as keyof SearchDocument]]));
  const highlight = request.attributesToHighlight;
  if (highlight && highlight.length > 0) {
    const pre = request.highlightPreTag ?? '<em>';
    const post = request.highlightPostTag ?? '</em>';
    const all = highlight.includes('*');
    const formatted: Record<string, unknown> = { ...hit };
    for (const [key, value] of Object.entries(doc)) {
      if (typeof value !== 'string' || !(all || highlight.includes(key))) continue;
      formatted[key] = highlightText(value, matcher, pre, post);
    }
    hit._formatted = formatted;
  }
  return hit as SearchHit;
}

/**
 * A search answer as the UTF-8 bytes of its JSON, exactly `JSON.stringify(answer)`, serialized hit by hit. As one
 * string, 20 hits of 5–8 KB make 100–150 KB of text (twice that in memory once any Arabic script is in it), which
 * V8 keeps in its large-object space: a fresh mapping for every answer (and again for the string's flat copy
 * when it is measured and encoded), whose first-touch page faults cost more than serializing it. Each hit's text
 * stays small and the bytes are joined outside the JavaScript heap.
 */
export function answerBytes(answer: object): Buffer {
  const hits = (answer as { hits?: unknown }).hits;
  if (!Array.isArray(hits) || Object.keys(answer)[0] !== 'hits') return Buffer.from(JSON.stringify(answer));
  const { hits: _hits, ...rest } = answer as { hits: unknown[] };
  const parts: Buffer[] = [Buffer.from('{"hits":[')];
  hits.forEach((hit, i) => parts.push(Buffer.from((i > 0 ? ',' : '') + (JSON.stringify(hit) ?? 'null'))));
  const tail = JSON.stringify(rest);
  parts.push(Buffer.from(tail === '{}' ? ']}' : `],${tail.slice(1)}`));
  return Buffer.concat(parts);
}

/**
 * The storefront's page meta of a search answer: `total`, `limit`, `page`, `last` (the last page), `previous` and
 * `next` (page numbers, null at either end). Derived from the Meilisearch fields alone (offset/limit/
 * estimatedTotalHits, or page/hitsPerPage/totalHits), so it is the same for every engine, external ones too. A
 * page past the end still points back to the last page, so a stale link can recover.
 */
export interface SearchMeta {
  total: number;
  limit: number;
  page: number;
  last: number;
  previous: number | null;
  next: number | null;
}

export function searchMeta(response: Partial<SearchResponse>): SearchMeta | null {
  const pageMode = typeof response.page === 'number' && typeof response.hitsPerPage === 'number';
  const total = pageMode ? response.totalHits : response.estimatedTotalHits;
  const limit = pageMode ? response.hitsPerPage : response.limit;
  if (typeof total !== 'number' || typeof limit !== 'number') return null;
  if (limit <= 0) return { total, limit, page: 1, last: 1, previous: null, next: null };
  const page = pageMode ? Math.max(1, response.page!) : Math.floor((response.offset ?? 0) / limit) + 1;
  const last = Math.max(1, Math.ceil(total / limit));
  return {
    total,
    limit,
    page,
    last,
    previous: page > 1 ? Math.min(page - 1, last) : null,
    next: page < last ? page + 1 : null,
  };
}
