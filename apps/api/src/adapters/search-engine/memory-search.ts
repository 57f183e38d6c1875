// Matching, ranking, counting and faceting over the in-memory index, with the semantics of database-engine.ts:
// Meilisearch's "last" matching strategy (the first word must match), then the ranking rules words, typo,
// proximity, attribute, stem (the word as typed before its stem or synonyms, among equally placed matches),
// exactness (an explicit sort between words and typo), then id. Runs synchronously on scratch arrays, so one
// search never sees another's half-written state. What searches find again and again is kept per index
// (IndexCache): a word's typo variants and merged posting lists until the index's text changes, a filter's docs
// until any doc changes.
import {
  allowedTypos,
  transpositionCandidates,
  typoCandidatePatterns,
  MAX_QUERY_WORDS,
  type ParsedWord,
  type QueryWord,
} from './query-words';
import { NULL_INT, type DocPredicate } from './filter-predicate';
import type { MemoryIndex, PostingLists } from './memory-index';
import { RecentlyUsed } from './recently-used';
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
  const cache = indexCache(index);
  return words.map((parsed) => {
    let typoVariants = cache.typos.get(parsed.word);
    if (!typoVariants) {
      typoVariants = typoVariantsOf(index, parsed.word);
      if (cache.typos.size >= MAX_KEPT_TYPO_WORDS) cache.typos.delete(cache.typos.keys().next().value!);
      cache.typos.set(parsed.word, typoVariants);
    }
    return { ...parsed, typoVariants };
  });
}

/** The vocabulary words within the word's typo budget, the most frequent first (as query-words.ts orders them). */
function typoVariantsOf(index: MemoryIndex, word: string): string[] {
  const typos = allowedTypos(word);
  if (typos === 0) return [];
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
  return found.slice(0, MAX_TYPO_CANDIDATES).map((f) => f.word);
}

export interface MemoryQuery {
  words: QueryWord[];
  predicate: DocPredicate | null;
  /** The filter as written, to keep the docs it lets through (see IndexCache); absent, nothing is kept. */
  filterKey?: string;
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
  /**
   * Per doc, three masks of the query words (bit i: word i) in fields of WORD_BITS: the words that match the doc
   * (anywhere), those matched as typed or by an alternative (no typo), those matched as typed (no stem, synonym
   * or typo).
   */
  matches = new Int32Array(0);
  /** Per doc, three masks: the words in its title, in its category or brand name, whole in its title. */
  places = new Int32Array(0);
  /** How many matched docs hold a one-word query's word each way (by HOLDS_* byte). */
  holdCounts = new Int32Array(64);
  candidates = new Int32Array(0);
  /** The matched docs that can reach the page (see rankedDocs). */
  ranked = new Int32Array(0);
  score = new Int32Array(0);
  /** How a doc holds the word being gathered (HOLDS_* bits); all zero between gatherings. */
  holds = new Uint8Array(0);
  /** The docs whose `holds` the gathering set, in the order first met. */
  touched = new Int32Array(0);
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
    this.matches = new Int32Array(n);
    this.places = new Int32Array(n);
    this.candidates = new Int32Array(n);
    this.ranked = new Int32Array(n);
    this.score = new Int32Array(n);
    this.holds = new Uint8Array(n);
    this.touched = new Int32Array(n);
  }
}

const scratch = new Scratch();

/** The lexemes a query word matches: as typed (or as a prefix), by an alternative, by a typo. */
interface WordGroup {
  exactLex: ArrayLike<number>;
  closeLex: ArrayLike<number>;
  all: ArrayLike<number>;
}

/** The lexemes of both lists, each once. */
function union(a: ArrayLike<number>, b: readonly number[]): ArrayLike<number> {
  if (b.length === 0) return a;
  const seen = new Set<number>(Array.from(a));
  const all = Array.from(a);
  for (const lex of b) {
    if (seen.has(lex)) continue;
    seen.add(lex);
    all.push(lex);
  }
  return all;
}

/**
 * A word's typo variants count only if the word is a real one to this catalogue: some product holds it (or an
 * alternative) anywhere, or one of its typo variants in a title or a category or brand name. A made-up word one
 * letter from a description's word («درجة» in the air conditioners') matches nothing at all.
 */
function wordGroup(index: MemoryIndex, w: QueryWord): WordGroup {
  const known = (words: string[]) => words.map((v) => index.lexIdOfWord(v)).filter((x) => x !== undefined);
  const exactLex = w.prefix ? index.prefixLexIds(w.word) : known([w.word]);
  const closeLex = union(exactLex, known(w.alternatives));
  const typoLex = known(w.typoVariants);
  const real =
    typoLex.length === 0 ||
    Array.from(closeLex).some((lex) => index.aliveCount(lex) > 0) ||
    typoLex.some((lex) => hasAlive(index, index.titlePostings(lex)) || hasAlive(index, index.labelPostings(lex)));
  return { exactLex, closeLex, all: real ? union(closeLex, typoLex) : closeLex };
}

function hasAlive(index: MemoryIndex, { pool, from, to, tail }: ReturnType<MemoryIndex['postings']>): boolean {
  for (let i = from; i < to; i++) if (index.alive[pool[i]!]) return true;
  return tail?.some((doc) => index.alive[doc] === 1) ?? false;
}

// How a doc holds a query word, one bit each: anywhere (it matches), with no typo (as typed or by an
// alternative; only for a word with typo variants), as typed (only for a word with alternatives), in the title,
// in the category or brand name, the whole word as typed in the title (exactness).
const HOLDS_ANY = 1;
const HOLDS_CLOSE = 2;
const HOLDS_STRICT = 4;
const HOLDS_TITLE = 8;
const HOLDS_LABEL = 16;
const HOLDS_EXACT = 32;

/**
 * Every doc (alive or retired) a query word reaches, in doc order, with how it holds the word: the posting lists
 * of all its lexemes (a short prefix has thousands, a common word's lists are long) merged once, so a search
 * walks each matching doc once per word instead of once per lexeme and per field.
 */
interface WordDocs {
  docs: Int32Array;
  holds: Uint8Array;
  /** The lexemes it stands for (proximity reads them in titles). */
  lexemes: Int32Array;
}

/** Sets `bit` in `holds` for every doc of the lexemes' lists, noting in `touched` each doc met first. */
function gather(
  lists: PostingLists,
  lexemes: ArrayLike<number>,
  bit: number,
  holds: Uint8Array,
  touched: Int32Array,
  count: number,
): number {
  const { start, pool, tails } = lists;
  const built = start.length - 1;
  const withTails = tails.size > 0;
  for (let k = 0, end = lexemes.length; k < end; k++) {
    const lex = lexemes[k]!;
    if (lex < built) {
      for (let i = start[lex]!, to = start[lex + 1]!; i < to; i++) {
        const doc = pool[i]!;
        if (holds[doc] === 0) touched[count++] = doc;
        holds[doc]! |= bit;
      }
    }
    const tail = withTails ? tails.get(lex) : undefined;
    if (tail) {
      for (const doc of tail) {
        if (holds[doc] === 0) touched[count++] = doc;
        holds[doc]! |= bit;
      }
    }
  }
  return count;
}

function wordDocs(index: MemoryIndex, w: QueryWord): WordDocs {
  const group = wordGroup(index, w);
  const { holds, touched } = scratch;
  const anywhere = index.postingLists('any');
  const titles = index.postingLists('title');
  let count = gather(anywhere, group.all, HOLDS_ANY, holds, touched, 0);
  if (w.typoVariants.length > 0) count = gather(anywhere, group.closeLex, HOLDS_CLOSE, holds, touched, count);
  if (w.alternatives.length > 0) count = gather(anywhere, group.exactLex, HOLDS_STRICT, holds, touched, count);
  count = gather(titles, group.all, HOLDS_TITLE, holds, touched, count);
  count = gather(index.postingLists('label'), group.all, HOLDS_LABEL, holds, touched, count);
  const whole = index.lexIdOfWord(w.word);
  if (whole !== undefined) count = gather(titles, [whole], HOLDS_EXACT, holds, touched, count);
  const docs = new Int32Array(count);
  const held = new Uint8Array(count);
  if (count < index.docCount / 16) {
    // Few docs: sorting them beats reading every doc's slot.
    docs.set(touched.subarray(0, count));
    docs.sort();
    for (let i = 0; i < count; i++) {
      const doc = docs[i]!;
      held[i] = holds[doc]!;
      holds[doc] = 0;
    }
  } else {
    let at = 0;
    for (let doc = 0, end = index.docCount; doc < end; doc++) {
      const h = holds[doc]!;
      if (h === 0) continue;
      docs[at] = doc;
      held[at++] = h;
      holds[doc] = 0;
    }
  }
  return { docs, holds: held, lexemes: Int32Array.from(group.all) };
}

// What a word matches is the same from one search to the next until the index's text changes: the merged docs of
// the words searched last are kept, up to this many bytes in all (5 a doc, 4 a lexeme: a one-letter prefix
// stands for 100,000 lexemes), and the typo variants of this many words (the oldest out first).
const MAX_KEPT_WORD_BYTES = 24_000_000;
const MAX_KEPT_TYPO_WORDS = 10_000;
// A listing's filter (its category, in stock, a price range) comes back with every page and every word typed:
// the docs the last filters let through are kept until any doc changes (~100 KB + 4 bytes a doc let through).
const MAX_KEPT_FILTERS = 16;

/** The alive docs a filter lets through, in doc order, and the same as one byte per doc (1: let through). */
interface FilterDocs {
  /** index.version when they were found. */
  version: number;
  docs: Int32Array;
  through: Uint8Array;
}

function keptBytesOf(word: WordDocs): number {
  return word.docs.byteLength + word.holds.byteLength + word.lexemes.byteLength;
}

/** Words' merged docs and typo variants, kept for one state of one index's text; filters' docs, for one version. */
class IndexCache {
  textVersion: number;
  readonly docs = new Map<string, WordDocs>();
  keptBytes = 0;
  readonly typos = new Map<string, string[]>();
  private readonly filters = new RecentlyUsed<string, FilterDocs>(MAX_KEPT_FILTERS);

  /** The docs the filter (as written) lets through, if found since the last change of any doc. */
  filterDocs(key: string): FilterDocs | undefined {
    const found = this.filters.get(key);
    return found?.version === this.index.version ? found : undefined;
  }

  keepFilterDocs(key: string, found: FilterDocs): void {
    this.filters.set(key, found);
  }

  constructor(readonly index: MemoryIndex) {
    this.textVersion = index.textVersion;
  }

  /** Empties itself if the index's text changed since it was filled. */
  fresh(): this {
    if (this.textVersion !== this.index.textVersion) {
      this.docs.clear();
      this.keptBytes = 0;
      this.typos.clear();
      this.textVersion = this.index.textVersion;
    }
    return this;
  }

  wordDocs(w: QueryWord): WordDocs {
    const key = JSON.stringify([w.word, w.prefix, w.alternatives, w.typoVariants]);
    let found = this.docs.get(key);
    if (found) {
      // Most recently used last, so the oldest is the first out.
      this.docs.delete(key);
      this.docs.set(key, found);
      return found;
    }
    found = wordDocs(this.index, w);
    this.docs.set(key, found);
    this.keptBytes += keptBytesOf(found);
    for (const [oldKey, old] of this.docs) {
      if (this.keptBytes <= MAX_KEPT_WORD_BYTES || old === found) break;
      this.docs.delete(oldKey);
      this.keptBytes -= keptBytesOf(old);
    }
    return found;
  }
}

const indexCaches = new WeakMap<MemoryIndex, IndexCache>();

function indexCache(index: MemoryIndex): IndexCache {
  let cache = indexCaches.get(index);
  if (!cache) {
    cache = new IndexCache(index);
    indexCaches.set(index, cache);
  }
  return cache.fresh();
}

// Set bits of every 16-bit mask.
const POPCOUNT = new Uint8Array(1 << 16);
for (let i = 1; i < POPCOUNT.length; i++) POPCOUNT[i] = POPCOUNT[i >> 1]! + (i & 1);

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
// Scores are found in two steps of 11 bits: the high half first, then the low half within one high value.
const HALF_BITS = 11;
const HALF_MASK = (1 << HALF_BITS) - 1;
const highCounts = new Int32Array(1 << HALF_BITS);
const lowCounts = new Int32Array(1 << HALF_BITS);

/**
 * The counts' threshold from the top: the value v where the docs above v are fewer than `want` and those at v
 * or above are not, and how many stand above it.
 */
function thresholdOf(counts: Int32Array, want: number): { value: number; above: number } {
  let above = 0;
  for (let v = counts.length - 1; v > 0; v--) {
    if (above + counts[v]! >= want) return { value: v, above };
    above += counts[v]!;
  }
  return { value: 0, above };
}

/** The lowest score the page of `want` docs reaches, and how many docs score above it. */
interface PageThreshold {
  score: number;
  above: number;
}

/** The threshold by counting scores: their high half, then the low half at the high half's threshold. */
function thresholdByCounting(docs: Int32Array, n: number, score: Int32Array, want: number): PageThreshold {
  highCounts.fill(0);
  for (let i = 0; i < n; i++) highCounts[score[docs[i]!]! >>> HALF_BITS]!++;
  const high = thresholdOf(highCounts, want);
  lowCounts.fill(0);
  for (let i = 0; i < n; i++) {
    const s = score[docs[i]!]!;
    if (s >>> HALF_BITS === high.value) lowCounts[s & HALF_MASK]!++;
  }
  const low = thresholdOf(lowCounts, want - high.above);
  return { score: (high.value << HALF_BITS) | low.value, above: high.above + low.above };
}

/**
 * The best `want` docs by score, then id, for candidates in id order, given the page's threshold: docs above it
 * are few and sorted, docs at it are taken in order. Linear, however many docs matched — the rank buckets below
 * the page are never ordered.
 */
function pageByScore(
  docs: Int32Array,
  n: number,
  score: Int32Array,
  want: number,
  compare: Compare,
  threshold: PageThreshold | null,
): number[] {
  if (want >= n) return Array.from(docs.subarray(0, n)).sort(compare);
  const { score: lowest, above } = threshold ?? thresholdByCounting(docs, n, score, want);
  const better: number[] = [];
  const equal: number[] = [];
  for (let i = 0; i < n; i++) {
    const doc = docs[i]!;
    const s = score[doc]!;
    if (s > lowest) better.push(doc);
    else if (s === lowest && equal.length < want - above) equal.push(doc);
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

/** A query word's part in the score, from how a doc holds it (HOLDS_* bits). */
interface WordRule {
  /** Does "typo" count for this word (it has typo variants)? */
  typos: boolean;
  /** Does "stem" count for this word (it has alternatives)? */
  alternatives: boolean;
}

/** The score of a doc for a one-word query, by how it holds the word. */
function singleWordScores(rule: WordRule): Int32Array {
  const scores = new Int32Array(64);
  for (let h = 0; h < 64; h++) {
    const typo = rule.typos && h & HOLDS_CLOSE ? 1 : 0;
    const stem = rule.alternatives && h & HOLDS_STRICT ? 1 : 0;
    const inTitle = h & HOLDS_TITLE ? 1 : 0;
    const attribute = 2 * inTitle + (!inTitle && h & HOLDS_LABEL ? 1 : 0);
    scores[h] = (typo << 14) | (attribute << 8) | (stem << 4) | (h & HOLDS_EXACT ? 1 : 0);
  }
  return scores;
}

// The masks' fields: a query has at most MAX_QUERY_WORDS words (parseQueryWords), one bit each.
const WORD_BITS = MAX_QUERY_WORDS;
const WORD_MASK = (1 << WORD_BITS) - 1;
/** A HOLDS_* byte as bit 0 of each field of `matches`, and of `places`. */
const MATCHES_OF = new Int32Array(64);
const PLACES_OF = new Int32Array(64);
for (let h = 0; h < 64; h++) {
  MATCHES_OF[h] = (h & 1) | (((h >> 1) & 1) << WORD_BITS) | (((h >> 2) & 1) << (2 * WORD_BITS));
  PLACES_OF[h] = ((h >> 3) & 1) | (((h >> 4) & 1) << WORD_BITS) | (((h >> 5) & 1) << (2 * WORD_BITS));
}

/**
 * The docs the first word matches (the matched set), alive and passing the filter, in doc order. For one word
 * their score is set at once (and counted by how they hold it); for more, how they hold the first word.
 */
function collectFirstWord(
  first: WordDocs,
  alive: Uint8Array,
  predicate: DocPredicate | null,
  through: Uint8Array | null,
  single: Int32Array | null,
): number {
  const { candidates, score, matches, places, holdCounts } = scratch;
  const { docs, holds } = first;
  let n = 0;
  holdCounts.fill(0);
  for (let i = 0, end = docs.length; i < end; i++) {
    const h = holds[i]!;
    if ((h & HOLDS_ANY) === 0) continue;
    const doc = docs[i]!;
    if (through !== null ? through[doc] === 0 : alive[doc] === 0 || (predicate !== null && !predicate(doc))) continue;
    candidates[n++] = doc;
    if (single !== null) {
      score[doc] = single[h]!;
      holdCounts[h]!++;
    } else {
      // Assigned, not or-ed: the masks of docs outside the matched set are never read.
      matches[doc] = MATCHES_OF[h]!;
      places[doc] = PLACES_OF[h]!;
    }
  }
  return n;
}

/** A one-word query's page threshold from the counts of how the matched docs hold the word (64 at most). */
function singleWordThreshold(single: Int32Array, want: number): PageThreshold {
  const counts = new Map<number, number>();
  for (let h = 0; h < 64; h++) {
    const count = scratch.holdCounts[h]!;
    if (count > 0) counts.set(single[h]!, (counts.get(single[h]!) ?? 0) + count);
  }
  let above = 0;
  for (const [score, count] of [...counts].sort((x, y) => y[0] - x[0])) {
    if (above + count >= want) return { score, above };
    above += count;
  }
  return { score: 0, above };
}

/** Adds how docs hold query word `i` (i > 0) to the per-doc masks. */
function markWord(word: WordDocs, i: number): void {
  const { matches, places } = scratch;
  const { docs, holds } = word;
  for (let j = 0, end = docs.length; j < end; j++) {
    const doc = docs[j]!;
    const h = holds[j]!;
    matches[doc]! |= MATCHES_OF[h]! << i;
    places[doc]! |= PLACES_OF[h]! << i;
  }
}

/** Words matched, the first ones in a row (bits 0, 1, … set): the "last" matching strategy drops words from the end. */
function matchedWordsOf(matches: number, words: number): number {
  const a = matches & WORD_MASK;
  return Math.min(words, 31 - Math.clz32(~a & (a + 1)));
}

/**
 * The matched docs that can reach the page of `want`, in doc order: every order of a query with words ranks
 * first by the words matched, so when the docs matching at least L words fill the page, those matching fewer
 * are never ranked (for «1.7» at 100k products, 5,573 of 57,560 match both words).
 */
function rankedDocs(words: number, n: number, want: number): { docs: Int32Array; count: number } {
  const { candidates, matches, ranked } = scratch;
  // Counted by which words match (a mask below 2^words), then summed by how many match in a row.
  const byMask = new Int32Array(1 << words);
  for (let i = 0; i < n; i++) byMask[matches[candidates[i]!]! & WORD_MASK]!++;
  const levels = new Int32Array(words + 1);
  for (let mask = 0; mask < byMask.length; mask++) levels[matchedWordsOf(mask, words)]! += byMask[mask]!;
  let least = 0;
  for (let level = words, reached = 0; level > 0; level--) {
    reached += levels[level]!;
    if (reached >= want) {
      least = level;
      break;
    }
  }
  if (least <= 1) return { docs: candidates, count: n };
  // At least `least` words in a row: the low `least` bits all set.
  const first = (1 << least) - 1;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const doc = candidates[i]!;
    if ((matches[doc]! & first) === first) ranked[count++] = doc;
  }
  return { docs: ranked, count };
}

/** The score of the docs of a query of several words, from the per-doc masks. */
function scoreWords(
  index: MemoryIndex,
  words: number,
  rules: WordRule[],
  docs: Int32Array,
  n: number,
  groupBits: Uint16Array,
): void {
  const { score, matches, places } = scratch;
  const full = (1 << words) - 1;
  const typoBits = rules.reduce((bits, r, i) => (r.typos ? bits | (1 << i) : bits), 0);
  const alternativeBits = rules.reduce((bits, r, i) => (r.alternatives ? bits | (1 << i) : bits), 0);
  for (let i = 0; i < n; i++) {
    const doc = docs[i]!;
    const m = matches[doc]!;
    const p = places[doc]!;
    const matchedWords = matchedWordsOf(m, words);
    const typo = POPCOUNT[(m >> WORD_BITS) & typoBits]!;
    const stem = POPCOUNT[(m >> (2 * WORD_BITS)) & alternativeBits]!;
    const t = p & WORD_MASK;
    // Attribute: a word in the title counts two, in the category or brand name (and not the title) one.
    const attribute = 2 * POPCOUNT[t]! + POPCOUNT[(p >> WORD_BITS) & ~t & WORD_MASK]!;
    // Proximity is tsquery's `g0 <-> g1 <-> …` on the title's words: all of them in the title, in order.
    const proximity = t === full && index.titlePhrase(doc, groupBits, words) ? 1 : 0;
    score[doc] =
      (matchedWords << WORDS_SHIFT) |
      (typo << 14) |
      (proximity << 13) |
      (attribute << 8) |
      (stem << 4) |
      POPCOUNT[(p >> (2 * WORD_BITS)) & WORD_MASK]!;
  }
}

export function searchInMemory(index: MemoryIndex, query: MemoryQuery): MemoryResult {
  const { words, predicate } = query;
  if (words.length > MAX_QUERY_WORDS) throw new Error(`at most ${MAX_QUERY_WORDS} query words are searched`);
  const want = query.offset + query.limit;
  /** A one-word query's page threshold, known from counting as it collects. */
  let threshold: PageThreshold | null = null;
  const docCount = index.docCount;
  scratch.ensure(docCount);
  const { candidates, score } = scratch;
  const alive = index.alive;
  let n = 0;
  /** The matched docs the page is chosen from (all of them, or those that can reach it). */
  let ranked: Int32Array = candidates;
  let rankedCount = 0;

  const cache = indexCache(index);
  const filterKey = predicate ? query.filterKey : undefined;
  const filtered = filterKey !== undefined ? cache.filterDocs(filterKey) : undefined;
  if (words.length === 0) {
    if (filtered) {
      candidates.set(filtered.docs);
      n = filtered.docs.length;
    } else {
      const through = filterKey !== undefined ? new Uint8Array(docCount) : null;
      for (let doc = 0; doc < docCount; doc++) {
        if (!alive[doc] || (predicate && !predicate(doc))) continue;
        candidates[n++] = doc;
        if (through) through[doc] = 1;
      }
      if (through) cache.keepFilterDocs(filterKey!, { version: index.version, docs: candidates.slice(0, n), through });
    }
    rankedCount = n;
  } else {
    const matched = words.map((w) => cache.wordDocs(w));
    const rules: WordRule[] = words.map((w) => ({
      typos: w.typoVariants.length > 0,
      alternatives: w.alternatives.length > 0,
    }));
    // The first word decides the matched set; later words only raise the rank. Collected in doc order, so
    // equal ranks come out in id order while docs are numbered in id order (see pageByScore).
    const single = words.length === 1 ? singleWordScores(rules[0]!) : null;
    n = collectFirstWord(matched[0]!, alive, predicate, filtered?.through ?? null, single);
    if (single && n > want) threshold = singleWordThreshold(single, want);
    rankedCount = n;
    if (n > 0 && !single) {
      for (let i = 1; i < matched.length; i++) markWord(matched[i]!, i);
      ({ docs: ranked, count: rankedCount } = rankedDocs(words.length, n, want));
      const groupBits = scratch.ensureLexemes(index.lexemes.length);
      matched.forEach((m, i) => {
        for (const lex of m.lexemes) groupBits[lex]! |= 1 << i;
      });
      scoreWords(index, words.length, rules, ranked, rankedCount, groupBits);
      for (const m of matched) for (const lex of m.lexemes) groupBits[lex] = 0;
    }
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
  let page: number[];
  if (query.limit === 0 || query.offset >= n) {
    page = [];
  } else if (words.length === 0 && !sortBy && index.idOrdered) {
    // Doc order is id order: the page is a slice.
    page = Array.from(candidates.subarray(query.offset, Math.min(n, want)));
  } else if (words.length > 0 && !sortBy && index.idOrdered) {
    const compare: Compare = (a, b) => score[b]! - score[a]! || byId(a, b);
    page = pageByScore(ranked, rankedCount, score, want, compare, threshold).slice(query.offset);
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
    page = topK(ranked, rankedCount, want, compare).slice(query.offset);
  }
  return { ids: page.map((doc) => ids[doc]!), total: n, facetDistribution, priceStats };
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
