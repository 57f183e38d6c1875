// Matching, ranking, counting and faceting over the in-memory index, with the semantics of database-engine.ts:
// Meilisearch's "last" matching strategy (the first word must match), then the ranking rules words, typo,
// proximity, attribute, stem (the word as typed before its stem or synonyms, among equally placed matches),
// exactness (an explicit sort between words and typo), then id. Runs synchronously on scratch arrays, so one search never sees another's
// half-written state.
import {
  allowedTypos,
  transpositionCandidates,
  typoCandidatePatterns,
  type ParsedWord,
  type QueryWord,
} from './query-words';
import { NULL_INT, type DocPredicate } from './filter-predicate';
import type { MemoryIndex } from './memory-index';
import { MAX_VALUES_PER_FACET } from './response';

// Same bound as query-words.ts: the most common neighbours of a word are the likely intent.
const MAX_TYPO_CANDIDATES = 20;

/** `piece%`, `%piece` or `%piece%` from typoCandidatePatterns, as a test on a lexeme. */
function likeTest(pattern: string): (value: string) => boolean {
  const open = pattern.startsWith('%');
  const close = pattern.endsWith('%') && !pattern.endsWith('\\%');
  const piece = pattern.slice(open ? 1 : 0, close ? -1 : undefined).replace(/\\(.)/g, '$1');
  if (open && close) return (v) => v.includes(piece);
  if (open) return (v) => v.endsWith(piece);
  if (close) return (v) => v.startsWith(piece);
  return (v) => v === piece;
}

/** Levenshtein distance in code points (as fuzzystrmatch counts), or limit + 1 once it exceeds limit. */
export function boundedLevenshtein(a: string, b: string, limit: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1));
      current.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[t.length]!;
}

/** expandQueryWords of query-words.ts, answered from the lexicon (the vocabulary is its alive lexemes). */
export function expandWordsInMemory(index: MemoryIndex, words: ParsedWord[]): QueryWord[] {
  return words.map((parsed) => {
    const { word } = parsed;
    const typos = allowedTypos(word);
    if (typos === 0) return { ...parsed, typoVariants: [] };
    const length = [...word].length;
    const patterns = typoCandidatePatterns(word, typos);
    const tests = patterns.map(likeTest);
    const found: { word: string; count: number }[] = [];
    const taken = new Set<number>();
    const take = (lex: number) => {
      if (taken.has(lex)) return;
      taken.add(lex);
      const count = index.aliveCount(lex);
      if (count > 0) found.push({ word: index.lexemes[lex]!, count });
    };
    const consider = (lex: number) => {
      const candidate = index.lexemes[lex]!;
      const letters = index.lexemeLength[lex]!;
      if (letters < length - typos || letters > length + typos || candidate === word) return;
      if (boundedLevenshtein(candidate, word, typos) > typos) return;
      take(lex);
    };
    for (const swapped of transpositionCandidates(word)) {
      const lex = index.lexIdOfWord(swapped);
      if (lex !== undefined) take(lex);
    }
    if (patterns.every((p) => !(p.startsWith('%') && p.endsWith('%')))) {
      // One typo: the word's first or second half is intact, found by a prefix or suffix range of the lexicon.
      const seen = new Set<number>();
      for (const p of patterns) {
        const lexIds = p.endsWith('%') ? index.prefixLexIds(p.slice(0, -1)) : index.suffixLexIds(p.slice(1));
        for (const lex of lexIds) {
          if (seen.has(lex)) continue;
          seen.add(lex);
          consider(lex);
        }
      }
    } else {
      // Two typos (9 letters and more): one of three pieces is intact, the middle one anywhere.
      for (let l = length - typos; l <= length + typos; l++) {
        for (const lex of index.lexIdsOfLength(l)) {
          const candidate = index.lexemes[lex]!;
          if (tests.some((test) => test(candidate))) consider(lex);
        }
      }
    }
    found.sort((x, y) => y.count - x.count || (x.word < y.word ? -1 : x.word > y.word ? 1 : 0));
    return { ...parsed, typoVariants: found.slice(0, MAX_TYPO_CANDIDATES).map((f) => f.word) };
  });
}

export interface MemoryQuery {
  words: QueryWord[];
  predicate: DocPredicate | null;
  sort: string[];
  facets: string[];
  offset: number;
  limit: number;
}

export interface MemoryResult {
  /** Product ids of the page, in order. */
  ids: number[];
  total: number;
  facetDistribution: Record<string, Record<string, number>>;
  priceStats: { min: number; max: number } | null;
}

/** Scratch arrays reused across searches (grown with the index). */
class Scratch {
  size = 0;
  any = new Uint16Array(0);
  /** Words matched as typed or by an alternative (no typo). */
  close = new Uint16Array(0);
  /** Words matched as typed (no stem, synonym or typo). */
  strict = new Uint16Array(0);
  title = new Uint16Array(0);
  label = new Uint16Array(0);
  titleExact = new Uint16Array(0);
  candidates = new Int32Array(0);
  score = new Int32Array(0);
  /** Per lexeme: which query words it stands for (zeroed again after each search). */
  groupBits = new Uint16Array(0);
  ensureLexemes(size: number): Uint16Array {
    if (this.groupBits.length < size) this.groupBits = new Uint16Array(Math.ceil(size * 1.25) + 1024);
    return this.groupBits;
  }
  ensure(size: number): void {
    if (this.size >= size) return;
    const n = Math.ceil(size * 1.25) + 1024;
    this.size = n;
    this.any = new Uint16Array(n);
    this.close = new Uint16Array(n);
    this.strict = new Uint16Array(n);
    this.title = new Uint16Array(n);
    this.label = new Uint16Array(n);
    this.titleExact = new Uint16Array(n);
    this.candidates = new Int32Array(n);
    this.score = new Int32Array(n);
  }
}

const scratch = new Scratch();

/** Where a lexeme is looked for: anywhere (search_terms), in the title, in the label (category, brand). */
type Field = 'any' | 'title' | 'label';

/** Sets `bit` in mask for every doc holding one of the lexemes in the field. */
function mark(index: MemoryIndex, lexIds: Iterable<number>, mask: Uint16Array, bit: number, field: Field): void {
  for (const lex of lexIds) {
    const { pool, from, to, tail } =
      field === 'title' ? index.titlePostings(lex) : field === 'label' ? index.labelPostings(lex) : index.postings(lex);
    for (let i = from; i < to; i++) mask[pool[i]!]! |= bit;
    if (tail) for (const doc of tail) mask[doc]! |= bit;
  }
}

/** The lexemes a query word matches: as typed (or as a prefix), by an alternative, by a typo. */
interface WordGroup {
  exactLex: number[];
  closeLex: number[];
  all: number[];
}

/**
 * A word's typo variants count only if the word is a real one to this catalogue: some product holds it (or an
 * alternative) anywhere, or one of its typo variants in a title or a category or brand name. A made-up word one
 * letter from a description's word («درجة» in the air conditioners') matches nothing at all.
 */
function wordGroup(index: MemoryIndex, w: QueryWord): WordGroup {
  const known = (words: string[]) => words.map((v) => index.lexIdOfWord(v)).filter((x) => x !== undefined);
  const exactLex = w.prefix ? index.prefixLexIds(w.word) : known([w.word]);
  const closeLex = [...new Set([...exactLex, ...known(w.alternatives)])];
  const typoLex = known(w.typoVariants);
  const real =
    typoLex.length === 0 ||
    closeLex.some((lex) => index.aliveCount(lex) > 0) ||
    typoLex.some((lex) => hasAlive(index, index.titlePostings(lex)) || hasAlive(index, index.labelPostings(lex)));
  return { exactLex, closeLex, all: real ? [...new Set([...closeLex, ...typoLex])] : closeLex };
}

function hasAlive(index: MemoryIndex, { pool, from, to, tail }: ReturnType<MemoryIndex['postings']>): boolean {
  for (let i = from; i < to; i++) if (index.alive[pool[i]!]) return true;
  return tail?.some((doc) => index.alive[doc] === 1) ?? false;
}

/** Sets `bit` for the docs the word matches. */
function markMatches(index: MemoryIndex, group: WordGroup, mask: Uint16Array, bit: number): void {
  mark(index, group.all, mask, bit, 'any');
}

function popcount(x: number): number {
  let n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

type Compare = (a: number, b: number) => number;

/** The k best docs by `better` (negative: a first), best first. */
function topK(docs: Int32Array, n: number, k: number, compare: Compare): number[] {
  if (k <= 0 || n === 0) return [];
  if (k >= n / 4) return Array.from(docs.subarray(0, n)).sort(compare).slice(0, k);
  // A max-heap on "worse": its root is the worst of the k kept so far.
  const heap: number[] = [];
  const worse = (a: number, b: number) => compare(a, b) > 0;
  const siftDown = (i: number) => {
    const size = heap.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < size && worse(heap[l]!, heap[m]!)) m = l;
      if (r < size && worse(heap[r]!, heap[m]!)) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (let i = 0; i < n; i++) {
    const doc = docs[i]!;
    if (heap.length < k) {
      heap.push(doc);
      let c = heap.length - 1;
      while (c > 0) {
        const p = (c - 1) >> 1;
        if (!worse(heap[c]!, heap[p]!)) break;
        [heap[c], heap[p]] = [heap[p]!, heap[c]!];
        c = p;
      }
    } else if (compare(doc, heap[0]!) < 0) {
      heap[0] = doc;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}

/** Score bits: words matched (4), typo (4), proximity (1), attribute (5), stem (4), exactness (4). */
const WORDS_SHIFT = 18;
const SCORE_VALUES = 1 << 22;
const scoreHistogram = new Int32Array(SCORE_VALUES);

/**
 * The best `want` docs by score, then id, for candidates in id order: a histogram of the scores finds the lowest
 * score the page reaches; docs above it are few and sorted, docs at it are taken in order. Two linear passes,
 * however many docs matched — the rank buckets below the page are never ordered.
 */
function pageByScore(docs: Int32Array, n: number, score: Int32Array, want: number, compare: Compare): number[] {
  if (want >= n) return Array.from(docs.subarray(0, n)).sort(compare);
  const histogram = scoreHistogram;
  let low = SCORE_VALUES;
  let high = 0;
  for (let i = 0; i < n; i++) {
    const s = score[docs[i]!]!;
    histogram[s]!++;
    if (s < low) low = s;
    if (s > high) high = s;
  }
  let threshold = high;
  let above = 0;
  for (let s = high; s >= low; s--) {
    if (above + histogram[s]! >= want) {
      threshold = s;
      break;
    }
    above += histogram[s]!;
  }
  histogram.fill(0, low, high + 1);
  const better: number[] = [];
  const equal: number[] = [];
  for (let i = 0; i < n; i++) {
    const doc = docs[i]!;
    const s = score[doc]!;
    if (s > threshold) better.push(doc);
    else if (s === threshold && equal.length < want - above) equal.push(doc);
  }
  return better.sort(compare).concat(equal);
}

const SORT_KEYS: Record<string, (index: MemoryIndex) => { values: Int32Array | Float64Array; nullable: boolean }> = {
  price: (i) => ({ values: i.columns.price, nullable: false }),
  created_at: (i) => ({ values: i.columns.createdAt, nullable: false }),
  sales_count: (i) => ({ values: i.columns.salesCount, nullable: false }),
  discount_percent: (i) => ({ values: i.columns.discountPercent, nullable: false }),
  best_seller_rank: (i) => ({ values: i.columns.bestSellerRank, nullable: true }),
};

function sortComparator(index: MemoryIndex, sort: string[]): Compare | null {
  if (sort.length === 0) return null;
  const keys = sort.map((entry) => {
    const [attribute, direction] = entry.split(':') as [string, 'asc' | 'desc'];
    return { ...SORT_KEYS[attribute]!(index), sign: direction === 'desc' ? -1 : 1 };
  });
  return (a, b) => {
    for (const { values, nullable, sign } of keys) {
      const x = values[a]!;
      const y = values[b]!;
      if (x === y) continue;
      // Documents without the value come last either way, as in Meilisearch.
      if (nullable && x === NULL_INT) return 1;
      if (nullable && y === NULL_INT) return -1;
      return x < y ? -sign : sign;
    }
    return 0;
  };
}

export function searchInMemory(index: MemoryIndex, query: MemoryQuery): MemoryResult {
  const { words, predicate } = query;
  const docCount = index.docCount;
  scratch.ensure(docCount);
  const { any, close, strict, title, label, titleExact, candidates, score } = scratch;
  const alive = index.alive;
  let n = 0;

  if (words.length === 0) {
    for (let doc = 0; doc < docCount; doc++) {
      if (alive[doc] && (!predicate || predicate(doc))) candidates[n++] = doc;
    }
  } else {
    any.fill(0, 0, docCount);
    const groups = words.map((w) => wordGroup(index, w));
    // The first word decides the matched set; later words only raise the rank. Collected in doc order, so
    // equal ranks come out in id order while docs are numbered in id order (see pageByScore).
    markMatches(index, groups[0]!, any, 1);
    for (let doc = 0; doc < docCount; doc++) {
      if (any[doc]! & 1 && alive[doc] && (!predicate || predicate(doc))) candidates[n++] = doc;
    }
    if (n > 0) rank(index, words, groups, n);
  }

  const facetDistribution: Record<string, Record<string, number>> = {};
  for (const facet of new Set(query.facets)) {
    const counts = countFacet(index, facet, candidates, n);
    if (counts) facetDistribution[facet] = counts;
  }
  let priceStats: MemoryResult['priceStats'] = null;
  if (query.facets.includes('price') && n > 0) {
    const price = index.columns.price;
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < n; i++) {
      const p = price[candidates[i]!]!;
      if (p < min) min = p;
      if (p > max) max = p;
    }
    priceStats = { min, max };
  }

  const ids = index.columns.ids;
  const sortBy = sortComparator(index, query.sort);
  const byId: Compare = (a, b) => ids[a]! - ids[b]!;
  const want = query.offset + query.limit;
  let page: number[];
  if (query.limit === 0 || query.offset >= n) {
    page = [];
  } else if (words.length === 0 && !sortBy && index.idOrdered) {
    // Doc order is id order: the page is a slice.
    page = Array.from(candidates.subarray(query.offset, Math.min(n, want)));
  } else if (words.length > 0 && !sortBy && index.idOrdered) {
    page = pageByScore(candidates, n, score, want, (a, b) => score[b]! - score[a]! || byId(a, b)).slice(query.offset);
  } else {
    let compare: Compare;
    if (words.length === 0) {
      compare = sortBy ? (a, b) => sortBy(a, b) || byId(a, b) : byId;
    } else if (!sortBy) {
      compare = (a, b) => score[b]! - score[a]! || byId(a, b);
    } else {
      // An explicit sort orders the products that match the most words; relevance breaks ties.
      compare = (a, b) =>
        (score[b]! >> WORDS_SHIFT) - (score[a]! >> WORDS_SHIFT) || sortBy(a, b) || score[b]! - score[a]! || byId(a, b);
    }
    page = topK(candidates, n, want, compare).slice(query.offset);
  }
  return { ids: page.map((doc) => ids[doc]!), total: n, facetDistribution, priceStats };

  function rank(index: MemoryIndex, words: QueryWord[], groups: WordGroup[], count: number): void {
    const many = words.length > 1;
    const withTypos = words.map((w) => w.typoVariants.length > 0);
    const withAlternatives = words.map((w) => w.alternatives.length > 0);
    close.fill(0, 0, docCount);
    strict.fill(0, 0, docCount);
    title.fill(0, 0, docCount);
    label.fill(0, 0, docCount);
    titleExact.fill(0, 0, docCount);
    const groupBits = scratch.ensureLexemes(index.lexemes.length);
    groups.forEach((group, i) => {
      const bit = 1 << i;
      if (i > 0) markMatches(index, group, any, bit);
      if (withTypos[i]) mark(index, group.closeLex, close, bit, 'any');
      if (withAlternatives[i]) mark(index, group.exactLex, strict, bit, 'any');
      mark(index, group.all, title, bit, 'title');
      mark(index, group.all, label, bit, 'label');
      const whole = index.lexIdOfWord(words[i]!.word);
      if (whole !== undefined) mark(index, [whole], titleExact, bit, 'title');
      for (const lex of group.all) groupBits[lex]! |= bit;
    });
    const full = (1 << words.length) - 1;
    const bitsOf = (flags: boolean[]) => flags.reduce((bits, has, i) => (has ? bits | (1 << i) : bits), 0);
    const typoBits = bitsOf(withTypos);
    const alternativeBits = bitsOf(withAlternatives);
    for (let i = 0; i < count; i++) {
      const doc = candidates[i]!;
      const a = any[doc]!;
      let matchedWords = 0;
      if (many) while (matchedWords < words.length && a & (1 << matchedWords)) matchedWords++;
      const typo = typoBits ? popcount(close[doc]! & typoBits) : 0;
      const stem = alternativeBits ? popcount(strict[doc]! & alternativeBits) : 0;
      const t = title[doc]!;
      // Attribute: a word in the title counts two, in the category or brand name (and not the title) one.
      const attribute = 2 * popcount(t) + popcount(label[doc]! & ~t);
      // Proximity is tsquery's `g0 <-> g1 <-> …` on the title's words: all of them in the title, in order.
      const proximity = many && t === full && index.titlePhrase(doc, groupBits, words.length) ? 1 : 0;
      score[doc] =
        (matchedWords << WORDS_SHIFT) |
        (typo << 14) |
        (proximity << 13) |
        (attribute << 8) |
        (stem << 4) |
        popcount(titleExact[doc]!);
    }
    for (const group of groups) for (const lex of group.all) groupBits[lex] = 0;
  }
}

const FACET_COLUMNS: Record<string, (index: MemoryIndex) => Int32Array> = {
  category_id: (i) => i.columns.category,
  collection_id: (i) => i.columns.collection,
  brand: (i) => i.columns.brand,
  brand_id: (i) => i.columns.brand,
  price: (i) => i.columns.price,
};

/** The most frequent values first, then by value; at most maxValuesPerFacet. */
function topValues(counts: Map<number, number>, name: (value: number) => string): Record<string, number> {
  const entries = [...counts].sort((x, y) => y[1] - x[1] || x[0] - y[0]).slice(0, MAX_VALUES_PER_FACET);
  return Object.fromEntries(entries.map(([value, count]) => [name(value), count]));
}

// Dense counters for values up to this (facet values are ids); beyond it (prices) a Map.
const DENSE_LIMIT = 1 << 20;
let denseCounts = new Int32Array(1024);

function denseFor(max: number): Int32Array {
  if (denseCounts.length <= max) denseCounts = new Int32Array(max + 1024);
  return denseCounts;
}

/** The counted values of a dense counter (which is left zeroed again). */
function drain(dense: Int32Array, min: number, max: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (let v = min; v <= max; v++) {
    if (dense[v] !== 0) {
      counts.set(v, dense[v]!);
      dense[v] = 0;
    }
  }
  return counts;
}

function countFacet(index: MemoryIndex, facet: string, docs: Int32Array, n: number): Record<string, number> | null {
  const columns = index.columns;
  if (facet === 'in_stock' || facet === 'discounted') {
    const { stock, price, originalPrice } = columns;
    let yes = 0;
    if (facet === 'in_stock') {
      for (let i = 0; i < n; i++) if (stock[docs[i]!]! > 0) yes++;
    } else {
      for (let i = 0; i < n; i++) {
        const doc = docs[i]!;
        if (originalPrice[doc] !== NULL_INT && originalPrice[doc]! > price[doc]!) yes++;
      }
    }
    const counts = new Map<number, number>();
    if (yes > 0) counts.set(1, yes);
    if (n - yes > 0) counts.set(0, n - yes);
    return topValues(counts, (v) => (v === 1 ? 'true' : 'false'));
  }
  if (facet === 'values') {
    const { valueStart, valueCount, valuePool } = columns;
    const max = index.maxValueId;
    if (max < 0) return {};
    if (max >= DENSE_LIMIT || index.minValueId < 0) {
      const counts = new Map<number, number>();
      for (let i = 0; i < n; i++) {
        const doc = docs[i]!;
        const end = valueStart[doc]! + valueCount[doc]!;
        for (let j = valueStart[doc]!; j < end; j++) counts.set(valuePool[j]!, (counts.get(valuePool[j]!) ?? 0) + 1);
      }
      return topValues(counts, String);
    }
    const dense = denseFor(max);
    for (let i = 0; i < n; i++) {
      const doc = docs[i]!;
      const end = valueStart[doc]! + valueCount[doc]!;
      for (let j = valueStart[doc]!; j < end; j++) dense[valuePool[j]!]!++;
    }
    return topValues(drain(dense, 0, max), String);
  }
  const column = FACET_COLUMNS[facet];
  if (!column) return null;
  const values = column(index);
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const v = values[docs[i]!]!;
    if (v === NULL_INT) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (max < min) return {};
  if (max - min < DENSE_LIMIT) {
    // One counter per value between the smallest and the largest: ids, and prices in a narrow range.
    const dense = denseFor(max - min);
    for (let i = 0; i < n; i++) {
      const v = values[docs[i]!]!;
      if (v !== NULL_INT) dense[v - min]!++;
    }
    const counts = new Map<number, number>();
    for (const [offset, count] of drain(dense, 0, max - min)) counts.set(offset + min, count);
    return topValues(counts, String);
  }
  const counts = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const v = values[docs[i]!]!;
    if (v !== NULL_INT) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return topValues(counts, String);
}
