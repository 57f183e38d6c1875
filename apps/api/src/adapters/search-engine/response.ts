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
import { RecentlyUsed } from './recently-used';

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
  const whole = !retrieve || retrieve.includes('*');
  const hit: Record<string, unknown> = whole
    ? { ...doc }
    : Object.fromEntries(retrieve.filter((a) => a in doc).map((a) => [a, doc[a as keyof SearchDocument]]));
  const highlight = request.attributesToHighlight;
  /** The fields whose highlighted text differs from the document's. */
  let marked: Map<string, string> | null = null;
  if (highlight && highlight.length > 0) {
    const pre = request.highlightPreTag ?? '<em>';
    const post = request.highlightPostTag ?? '</em>';
    const all = highlight.includes('*');
    const formatted: Record<string, unknown> = { ...hit };
    for (const [key, value] of Object.entries(doc)) {
      if (typeof value !== 'string' || !(all || highlight.includes(key))) continue;
      const text = highlightText(value, matcher, pre, post);
      formatted[key] = text;
      if (text !== value) (marked ??= new Map()).set(key, text);
    }
    hit._formatted = formatted;
  }
  if (whole && !('_formatted' in doc)) {
    const bytes = hitBytesOf(doc, hit._formatted !== undefined, marked);
    if (bytes) hitBytes.set(hit, bytes);
  }
  return hit as SearchHit;
}

/** A document's JSON as UTF-8 bytes, and where each field's `"key":value` stands in them. */
interface DocumentJson {
  bytes: Buffer;
  keys: string[];
  /** Field i is bytes[starts[i] .. ends[i]). */
  starts: number[];
  ends: number[];
}

// The documents the engines return are shown again and again (the in-memory engine keeps them): their JSON is
// kept for the last 2,000 shown, ~5-9 KB each (the hot pages; every document is still answered without it).
const documentJsons = new RecentlyUsed<SearchDocument, DocumentJson>(2_000);

/** JSON.stringify(doc) field by field (the same text: the same keys in the same order, each value alike). */
function documentJson(doc: SearchDocument): DocumentJson | null {
  const kept = documentJsons.get(doc);
  if (kept) return kept;
  const keys: string[] = [];
  const fields: Buffer[] = [];
  for (const [key, value] of Object.entries(doc)) {
    const text = JSON.stringify(value) as string | undefined;
    // A value JSON cannot write (undefined, a function) leaves its field out.
    if (text === undefined) continue;
    keys.push(key);
    fields.push(Buffer.from(`${JSON.stringify(key)}:${text}`));
  }
  if (keys.length === 0) return null;
  const starts: number[] = [];
  const ends: number[] = [];
  const parts: Buffer[] = [OPEN];
  let at = 1;
  fields.forEach((field, i) => {
    if (i > 0) {
      parts.push(COMMA);
      at++;
    }
    starts.push(at);
    parts.push(field);
    at += field.length;
    ends.push(at);
  });
  parts.push(CLOSE);
  const found = { bytes: Buffer.concat(parts), keys, starts, ends };
  documentJsons.set(doc, found);
  return found;
}

const OPEN = Buffer.from('{');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from('}');
const FORMATTED = Buffer.from(',"_formatted":{');
const CLOSE_BOTH = Buffer.from('}}');

/**
 * The bytes of JSON.stringify of a hit of the whole document, `{ ...doc }`, with `_formatted` (the document with
 * the `marked` fields' highlighted text) when it has one: slices of the document's kept JSON, only the marked
 * fields written anew.
 */
function hitBytesOf(doc: SearchDocument, formatted: boolean, marked: Map<string, string> | null): Buffer[] | null {
  const json = documentJson(doc);
  if (!json) return null;
  const { bytes, keys, starts, ends } = json;
  if (!formatted) return [bytes];
  const parts: Buffer[] = [bytes.subarray(0, bytes.length - 1), FORMATTED];
  if (!marked) {
    parts.push(bytes.subarray(1, bytes.length - 1), CLOSE_BOTH);
    return parts;
  }
  // Runs of unmarked fields are one slice each (their commas included).
  let run = -1;
  let first = true;
  const flush = (end: number) => {
    if (run < 0) return;
    if (!first) parts.push(COMMA);
    parts.push(bytes.subarray(starts[run]!, ends[end]!));
    first = false;
    run = -1;
  };
  keys.forEach((key, i) => {
    const text = marked.get(key);
    if (text === undefined) {
      if (run < 0) run = i;
      return;
    }
    flush(i - 1);
    if (!first) parts.push(COMMA);
    parts.push(Buffer.from(`${JSON.stringify(key)}:${JSON.stringify(text)}`));
    first = false;
  });
  flush(keys.length - 1);
  parts.push(CLOSE_BOTH);
  return parts;
}

/** The bytes of hits shaped from a whole document (a hit is not changed once shaped). */
const hitBytes = new WeakMap<object, Buffer[]>();

/**
 * A search answer as the UTF-8 bytes of its JSON, exactly `JSON.stringify(answer)`, serialized hit by hit. As one
 * string, 20 hits of 5–8 KB make 100–150 KB of text (twice that in memory once any Arabic script is in it), which
 * V8 keeps in its large-object space: a fresh mapping for every answer (and again for the string's flat copy
 * when it is measured and encoded), whose first-touch page faults cost more than serializing it. Each hit's text
 * stays small and the bytes are joined outside the JavaScript heap; a hit shaped from a whole document is mostly
 * slices of the document's JSON, kept from one answer to the next.
 */
export function answerBytes(answer: object): Buffer {
  const hits = (answer as { hits?: unknown }).hits;
  if (!Array.isArray(hits) || Object.keys(answer)[0] !== 'hits') return Buffer.from(JSON.stringify(answer));
  const { hits: _hits, ...rest } = answer as { hits: unknown[] };
  const parts: Buffer[] = [Buffer.from('{"hits":[')];
  hits.forEach((hit, i) => {
    if (i > 0) parts.push(COMMA);
    const kept = typeof hit === 'object' && hit !== null ? hitBytes.get(hit) : undefined;
    if (kept) parts.push(...kept);
    else parts.push(Buffer.from(JSON.stringify(hit) ?? 'null'));
  });
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
