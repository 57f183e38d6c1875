// The in-memory index of product_search (docs/decisions/005): columns per doc number (memory-columns.ts), the
// lexicon, posting lists per lexeme of search_terms (title and body), of title_terms' title words (weight A) and
// of its label words (weight B: category and brand names, migration 0015), and each doc's title lexemes with
// their positions (for proximity). Built once from a full load in id order (CSR arrays); later
// changes append a new doc number and retire the old one, so the large arrays are never rewritten in place.
import { DocColumns, IntVec, type DocRow } from './memory-columns';

/** A product_search row with its text, as the loader reads it. */
export interface IndexRow extends DocRow {
  /** The lexemes of search_terms, space separated (tsvector_to_array). */
  terms: string;
  /** title_terms as tsvector text: `'word':1A,4A 'other':2A 'label':3B`. */
  title: string;
}

/**
 * Parses tsvector output. Lexemes come from folded words (letters, marks, digits), but quoting is honoured.
 * `positions` are those of weight A (the title); `label` tells whether the lexeme also stands at weight B.
 */
export function parseTsvector(text: string): { lexeme: string; positions: number[]; label: boolean }[] {
  const entries: { lexeme: string; positions: number[]; label: boolean }[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (text[i] !== "'") {
      i++;
      continue;
    }
    let lexeme = '';
    i++;
    for (;;) {
      const c = text[i];
      if (c === undefined) break;
      if (c === '\\') {
        lexeme += text[i + 1] ?? '';
        i += 2;
        continue;
      }
      if (c === "'") {
        if (text[i + 1] === "'") {
          lexeme += "'";
          i += 2;
          continue;
        }
        i++;
        break;
      }
      lexeme += c;
      i++;
    }
    const positions: number[] = [];
    let label = false;
    if (text[i] === ':') {
      i++;
      let value = 0;
      let digits = false;
      // A position without a letter has weight D; title_terms has only A (title) and B (label) ones.
      let weight = 'D';
      const end = () => {
        if (!digits) return;
        if (weight === 'A') positions.push(value);
        else label = true;
      };
      while (i < n && text[i] !== ' ') {
        const code = text.charCodeAt(i);
        if (code >= 48 && code <= 57) {
          value = value * 10 + (code - 48);
          digits = true;
        } else if (text[i] === ',') {
          end();
          value = 0;
          digits = false;
          weight = 'D';
        } else {
          weight = text[i]!;
        }
        i++;
      }
      end();
    }
    entries.push({ lexeme, positions, label });
  }
  return entries;
}

/** Two 32-bit FNV-1a hashes of the doc's text: an update that leaves them equal changes only columns. */
function textHash(lexIds: ArrayLike<number>, count: number, title: string): [number, number] {
  let a = 0x811c9dc5 ^ count;
  let b = 0x01000193 ^ title.length;
  for (let i = 0; i < count; i++) {
    a = Math.imul(a ^ lexIds[i]!, 0x01000193);
    b = Math.imul(b ^ (lexIds[i]! + i), 0x5bd1e995);
  }
  for (let i = 0; i < title.length; i++) {
    a = Math.imul(a ^ title.charCodeAt(i), 0x01000193);
    b = Math.imul(b ^ title.charCodeAt(i), 0x5bd1e995);
  }
  return [a | 0, b | 0];
}

/** A posting list grown after the build (new and changed docs). */
type Tail = number[];

/**
 * One field's posting lists, for reading many lexemes' lists without an object per list: the docs of lexeme
 * `lex` are pool[start[lex] .. start[lex + 1]) when lex + 1 < start.length (lexemes of the build), in doc
 * order, then tails.get(lex).
 */
export interface PostingLists {
  start: Int32Array;
  pool: Int32Array;
  tails: ReadonlyMap<number, Tail>;
}

export class MemoryIndex {
  readonly columns: DocColumns;
  /** Doc numbers in use (alive or retired). */
  docCount = 0;
  alive: Uint8Array;
  /** Retired doc numbers (replaced or deleted products). */
  deadCount = 0;
  /** Docs appended after the build: when they grow large, a rebuild is worth it. */
  appendedCount = 0;
  /** Are alive docs numbered in increasing id order (then doc order is id order)? */
  idOrdered = true;
  /**
   * Bumped whenever what a word matches may change: a doc appended or retired after the build (a new lexeme
   * comes with its doc). Column-only updates (price, stock…) leave it, so caches of word matches survive them.
   */
  textVersion = 0;
  /** Bumped on every change after the build, columns included (price, stock…): what a filter matches may change. */
  version = 0;
  private maxId = 0;
  /** The largest attribute value id, for dense facet counters. */
  maxValueId = -1;
  minValueId = 0;
  private readonly docOfId = new Map<number, number>();
  private hashA: Int32Array;
  private hashB: Int32Array;

  readonly lexemes: string[] = [];
  /** Length in code points, as PostgreSQL's length() counts. */
  lexemeLength: number[] = [];
  private readonly lexIdOf = new Map<string, number>();
  /** Lexicon at build time, sorted (code point order = PostgreSQL's C collation), for prefix ranges. */
  private sortedLexemes: string[] = [];
  private sortedLexIds: Int32Array = new Int32Array(0);
  /** The build-time lexicon spelled backwards and sorted, for suffix ranges (typo candidates). */
  private sortedReversed: string[] = [];
  private reversedLexIds: Int32Array = new Int32Array(0);
  /** Lexemes added after the build, scanned linearly for prefixes. */
  private readonly extraLexIds: number[] = [];
  /** Lexeme ids by length, for typo candidates. */
  private readonly lexIdsByLength = new Map<number, number[]>();

  /** search_terms postings: built CSR plus tails. */
  private postStart: Int32Array = new Int32Array(1);
  private postPool: Int32Array = new Int32Array(0);
  private readonly postTail = new Map<number, Tail>();
  /** title_terms postings: title words (weight A). */
  private titleStart: Int32Array = new Int32Array(1);
  private titlePool: Int32Array = new Int32Array(0);
  private readonly titleTail = new Map<number, Tail>();
  /** title_terms postings: label words (weight B, category and brand names). */
  private labelStart: Int32Array = new Int32Array(1);
  private labelPool: Int32Array = new Int32Array(0);
  private readonly labelTail = new Map<number, Tail>();
  /** Per doc: [entries, (lex, npos, pos…)…, labels, lex…] at titleAt[doc] in titleData. */
  private titleAt: Int32Array;
  private readonly titleData = new IntVec(1 << 16);

  /** While building: the lexeme ids of each doc's search_terms. */
  private building: { terms: IntVec; start: IntVec } | null;

  constructor(expectedDocs: number) {
    this.columns = new DocColumns(expectedDocs);
    this.alive = new Uint8Array(this.columns.capacity);
    this.hashA = new Int32Array(this.columns.capacity);
    this.hashB = new Int32Array(this.columns.capacity);
    this.titleAt = new Int32Array(this.columns.capacity);
    this.building = { terms: new IntVec(expectedDocs * 64 + 1024), start: new IntVec(expectedDocs + 1) };
  }

  get size(): number {
    return this.docOfId.size;
  }

  hasId(id: number): boolean {
    return this.docOfId.has(id);
  }

  private lexIdFor(lexeme: string): number {
    let id = this.lexIdOf.get(lexeme);
    if (id === undefined) {
      id = this.lexemes.length;
      // A copy, not a slice of the row's text: a slice would keep the whole batch of rows in memory.
      lexeme = (' ' + lexeme).slice(1);
      this.lexemes.push(lexeme);
      const length = [...lexeme].length;
      this.lexemeLength.push(length);
      this.lexIdOf.set(lexeme, id);
      const bucket = this.lexIdsByLength.get(length);
      if (bucket) bucket.push(id);
      else this.lexIdsByLength.set(length, [id]);
      if (!this.building) this.extraLexIds.push(id);
    }
    return id;
  }

  lexIdOfWord(word: string): number | undefined {
    return this.lexIdOf.get(word);
  }

  private ensureDocs(capacity: number): void {
    this.columns.ensure(capacity);
    const c = this.columns.capacity;
    if (this.alive.length < c) {
      const grow = <T extends Uint8Array | Int32Array>(a: T): T => {
        const next = new (a.constructor as new (n: number) => T)(c);
        next.set(a);
        return next;
      };
      this.alive = grow(this.alive);
      this.hashA = grow(this.hashA);
      this.hashB = grow(this.hashB);
      this.titleAt = grow(this.titleAt);
    }
  }

  private newDoc(row: IndexRow, termIds: number[]): number {
    const doc = this.docCount++;
    if (!this.building) {
      this.textVersion++;
      this.version++;
    }
    this.ensureDocs(doc + 1);
    this.columns.set(doc, row);
    this.noteValues(row.valueIds);
    this.alive[doc] = 1;
    if (row.id < this.maxId) this.idOrdered = false;
    this.maxId = Math.max(this.maxId, row.id);
    this.docOfId.set(row.id, doc);
    const [a, b] = textHash(termIds, termIds.length, row.title);
    this.hashA[doc] = a;
    this.hashB[doc] = b;
    this.titleAt[doc] = this.titleData.length;
    const parsed = parseTsvector(row.title);
    const entries = parsed.filter((e) => e.positions.length > 0);
    const labels = parsed.filter((e) => e.label);
    this.titleData.push(entries.length);
    for (const entry of entries) {
      this.titleData.push(this.lexIdFor(entry.lexeme));
      this.titleData.push(entry.positions.length);
      for (const p of entry.positions) this.titleData.push(p);
    }
    this.titleData.push(labels.length);
    for (const entry of labels) this.titleData.push(this.lexIdFor(entry.lexeme));
    return doc;
  }

  private noteValues(valueIds: number[]): void {
    for (const value of valueIds) {
      if (value > this.maxValueId) this.maxValueId = value;
      if (value < this.minValueId) this.minValueId = value;
    }
  }

  private termIds(terms: string): number[] {
    if (terms === '') return [];
    return terms.split(' ').map((t) => this.lexIdFor(t));
  }

  /** Adds a row during the build (rows in id order). */
  addBuilding(row: IndexRow): void {
    const building = this.building!;
    const ids = this.termIds(row.terms);
    building.start.push(building.terms.length);
    for (const id of ids) building.terms.push(id);
    this.newDoc(row, ids);
  }

  /** Ends the build: inverts the docs' lexemes into posting lists and sorts the lexicon. */
  finishBuilding(): void {
    const building = this.building!;
    building.start.push(building.terms.length);
    const lexCount = this.lexemes.length;
    const starts = building.start.data;
    const terms = building.terms.data;
    this.postStart = invert(lexCount, this.docCount, (doc, visit) => {
      for (let i = starts[doc]!; i < starts[doc + 1]!; i++) visit(terms[i]!);
    });
    this.postPool = fill(this.postStart, this.docCount, (doc, visit) => {
      for (let i = starts[doc]!; i < starts[doc + 1]!; i++) visit(terms[i]!);
    });
    this.building = null;
    const titleVisit = (doc: number, visit: (lex: number) => void) => this.forEachTitleLex(doc, visit);
    this.titleStart = invert(lexCount, this.docCount, titleVisit);
    this.titlePool = fill(this.titleStart, this.docCount, titleVisit);
    const labelVisit = (doc: number, visit: (lex: number) => void) => this.forEachLabelLex(doc, visit);
    this.labelStart = invert(lexCount, this.docCount, labelVisit);
    this.labelPool = fill(this.labelStart, this.docCount, labelVisit);
    const order = Array.from({ length: lexCount }, (_, i) => i);
    const lexemes = this.lexemes;
    order.sort((x, y) => (lexemes[x]! < lexemes[y]! ? -1 : lexemes[x]! > lexemes[y]! ? 1 : 0));
    this.sortedLexIds = Int32Array.from(order);
    this.sortedLexemes = order.map((i) => lexemes[i]!);
    const reversed = lexemes.map(reverse);
    const backwards = Array.from({ length: lexCount }, (_, i) => i);
    backwards.sort((x, y) => (reversed[x]! < reversed[y]! ? -1 : reversed[x]! > reversed[y]! ? 1 : 0));
    this.reversedLexIds = Int32Array.from(backwards);
    this.sortedReversed = backwards.map((i) => reversed[i]!);
  }

  private forEachTitleLex(doc: number, visit: (lex: number) => void): void {
    const data = this.titleData.data;
    let at = this.titleAt[doc]!;
    const entries = data[at++]!;
    for (let e = 0; e < entries; e++) {
      visit(data[at]!);
      at += 2 + data[at + 1]!;
    }
  }

  private forEachLabelLex(doc: number, visit: (lex: number) => void): void {
    const data = this.titleData.data;
    let at = this.titleAt[doc]!;
    const entries = data[at++]!;
    for (let e = 0; e < entries; e++) at += 2 + data[at + 1]!;
    const labels = data[at++]!;
    for (let l = 0; l < labels; l++) visit(data[at + l]!);
  }

  /** Applies a changed row after the build: columns in place when the text is unchanged, else a new doc. */
  upsert(row: IndexRow): void {
    const ids = this.termIds(row.terms);
    const existing = this.docOfId.get(row.id);
    if (existing !== undefined) {
      const [a, b] = textHash(ids, ids.length, row.title);
      if (this.hashA[existing] === a && this.hashB[existing] === b) {
        this.version++;
        this.columns.set(existing, row);
        this.noteValues(row.valueIds);
        return;
      }
      this.retire(existing);
    }
    const doc = this.newDoc(row, ids);
    this.appendedCount++;
    for (const lex of new Set(ids)) appendTail(this.postTail, lex, doc);
    const titleLexes = new Set<number>();
    this.forEachTitleLex(doc, (lex) => titleLexes.add(lex));
    for (const lex of titleLexes) appendTail(this.titleTail, lex, doc);
    const labelLexes = new Set<number>();
    this.forEachLabelLex(doc, (lex) => labelLexes.add(lex));
    for (const lex of labelLexes) appendTail(this.labelTail, lex, doc);
  }

  delete(id: number): void {
    const doc = this.docOfId.get(id);
    if (doc === undefined) return;
    this.retire(doc);
    this.docOfId.delete(id);
  }

  private retire(doc: number): void {
    if (this.alive[doc] === 0) return;
    this.alive[doc] = 0;
    this.deadCount++;
    this.textVersion++;
    this.version++;
  }

  // ---- reading ----

  /** The docs (alive or retired) holding the lexeme in search_terms: pool[from..to) in doc order, then the tail. */
  postings(lex: number): { pool: Int32Array; from: number; to: number; tail: Tail | undefined } {
    const built = lex + 1 < this.postStart.length;
    return {
      pool: this.postPool,
      from: built ? this.postStart[lex]! : 0,
      to: built ? this.postStart[lex + 1]! : 0,
      tail: this.postTail.get(lex),
    };
  }

  titlePostings(lex: number): { pool: Int32Array; from: number; to: number; tail: Tail | undefined } {
    const built = lex + 1 < this.titleStart.length;
    return {
      pool: this.titlePool,
      from: built ? this.titleStart[lex]! : 0,
      to: built ? this.titleStart[lex + 1]! : 0,
      tail: this.titleTail.get(lex),
    };
  }

  labelPostings(lex: number): { pool: Int32Array; from: number; to: number; tail: Tail | undefined } {
    const built = lex + 1 < this.labelStart.length;
    return {
      pool: this.labelPool,
      from: built ? this.labelStart[lex]! : 0,
      to: built ? this.labelStart[lex + 1]! : 0,
      tail: this.labelTail.get(lex),
    };
  }

  /** Every lexeme's docs in one field: search_terms ('any'), the title, or the category and brand names. */
  postingLists(field: 'any' | 'title' | 'label'): PostingLists {
    if (field === 'title') return { start: this.titleStart, pool: this.titlePool, tails: this.titleTail };
    if (field === 'label') return { start: this.labelStart, pool: this.labelPool, tails: this.labelTail };
    return { start: this.postStart, pool: this.postPool, tails: this.postTail };
  }

  /** How many alive products hold the lexeme (search_vocabulary.doc_count). */
  aliveCount(lex: number): number {
    const { pool, from, to, tail } = this.postings(lex);
    if (this.deadCount === 0) return to - from + (tail?.length ?? 0);
    const alive = this.alive;
    let n = 0;
    for (let i = from; i < to; i++) n += alive[pool[i]!]!;
    if (tail) for (const doc of tail) n += alive[doc]!;
    return n;
  }

  /** Lexeme ids starting with the prefix (a short prefix has many: «s» has 100,000 and more at 100k products). */
  prefixLexIds(prefix: string): Int32Array {
    const built = startingWith(this.sortedLexemes, this.sortedLexIds, prefix);
    return withExtra(built, this.extraLexIds, (id) => this.lexemes[id]!.startsWith(prefix));
  }

  /** Lexeme ids ending with the suffix. */
  suffixLexIds(suffix: string): Int32Array {
    const built = startingWith(this.sortedReversed, this.reversedLexIds, reverse(suffix));
    return withExtra(built, this.extraLexIds, (id) => this.lexemes[id]!.endsWith(suffix));
  }

  lexIdsOfLength(length: number): readonly number[] {
    return this.lexIdsByLength.get(length) ?? [];
  }

  /**
   * Do the query words stand one after another, in order, in the doc's title (tsquery's `w0 <-> w1 <-> …`)?
   * Bit i of groupBits[lex] says the lexeme stands for word i.
   */
  titlePhrase(doc: number, groupBits: Uint16Array, words: number): boolean {
    const data = this.titleData.data;
    const at0 = this.titleAt[doc]!;
    const entries = data[at0]!;
    // Starts: positions of word 0; then each next word must stand at start + w. Titles are a few words long,
    // so walking the entries once per word beats building sets.
    const starts: number[] = [];
    let at = at0 + 1;
    for (let e = 0; e < entries; e++) {
      const count = data[at + 1]!;
      if (groupBits[data[at]!]! & 1) for (let p = 0; p < count; p++) starts.push(data[at + 2 + p]!);
      at += 2 + count;
    }
    for (const start of starts) {
      let w = 1;
      for (; w < words; w++) {
        if (!this.titleHas(at0, groupBits, 1 << w, start + w)) break;
      }
      if (w === words) return true;
    }
    return false;
  }

  /** Does a title lexeme of this word (bit) stand at the position? */
  private titleHas(at0: number, groupBits: Uint16Array, bit: number, position: number): boolean {
    const data = this.titleData.data;
    const entries = data[at0]!;
    let at = at0 + 1;
    for (let e = 0; e < entries; e++) {
      const count = data[at + 1]!;
      if (groupBits[data[at]!]! & bit) {
        for (let p = 0; p < count; p++) if (data[at + 2 + p] === position) return true;
      }
      at += 2 + count;
    }
    return false;
  }
}

function reverse(text: string): string {
  return [...text].reverse().join('');
}

/** Where the first string not below `text` stands in the sorted strings. */
function lowerBound(sorted: string[], text: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Ids of the sorted strings that start with the prefix, a view of `ids`: they stand from the prefix up to the
 * prefix with its last code unit raised by one (strings compare by code units), two binary searches.
 */
function startingWith(sorted: string[], ids: Int32Array, prefix: string): Int32Array {
  const lo = lowerBound(sorted, prefix);
  const last = prefix.length > 0 ? prefix.charCodeAt(prefix.length - 1) : 0xffff;
  let hi = lo;
  if (last < 0xffff) {
    hi = lowerBound(sorted, prefix.slice(0, -1) + String.fromCharCode(last + 1));
  } else {
    while (hi < sorted.length && sorted[hi]!.startsWith(prefix)) hi++;
  }
  return ids.subarray(lo, hi);
}

/** The ids found in the built lexicon and those of the lexemes added since that pass the test. */
function withExtra(built: Int32Array, extra: readonly number[], test: (id: number) => boolean): Int32Array {
  const more = extra.filter(test);
  if (more.length === 0) return built;
  const all = new Int32Array(built.length + more.length);
  all.set(built);
  all.set(more, built.length);
  return all;
}

function appendTail(tails: Map<number, Tail>, lex: number, doc: number): void {
  const tail = tails.get(lex);
  if (tail) tail.push(doc);
  else tails.set(lex, [doc]);
}

type DocLexemes = (doc: number, visit: (lex: number) => void) => void;

/** CSR offsets: for each lexeme, where its docs start (distinct docs per lexeme). */
function invert(lexCount: number, docCount: number, each: DocLexemes): Int32Array {
  const counts = new Int32Array(lexCount + 1);
  const lastDoc = new Int32Array(lexCount).fill(-1);
  for (let doc = 0; doc < docCount; doc++) {
    each(doc, (lex) => {
      if (lastDoc[lex] === doc) return;
      lastDoc[lex] = doc;
      counts[lex + 1]!++;
    });
  }
  for (let i = 0; i < lexCount; i++) counts[i + 1]! += counts[i]!;
  return counts;
}

/** The posting pool for offsets from invert: docs ascending within each lexeme. */
function fill(starts: Int32Array, docCount: number, each: DocLexemes): Int32Array {
  const lexCount = starts.length - 1;
  const pool = new Int32Array(starts[lexCount]!);
  const next = starts.slice(0, lexCount);
  const lastDoc = new Int32Array(lexCount).fill(-1);
  for (let doc = 0; doc < docCount; doc++) {
    each(doc, (lex) => {
      if (lastDoc[lex] === doc) return;
      lastDoc[lex] = doc;
      pool[next[lex]!++] = doc;
    });
  }
  return pool;
}
