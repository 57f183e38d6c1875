// The in-memory built-in engine (docs/decisions/005): the same requests and answers as DatabaseSearchEngine, but
// matching, ranking, counting and facets run over an index of product_search held in this process. It is loaded
// at start (the database engine answers meanwhile) and kept fresh by polling what changed (migration 0006)
// every half second, and at once after indexProducts/reindexAll so a write then a search in one process agree.
// The page's documents are kept too (memory-documents.ts), each until the poll or the change bus says its product
// changed, so hits never show a stale price or stock.
import { parseFilter, searchErrorBody, type SearchRequest } from '@dukan/core/search/index';
import type { Database } from '../../db/client';
import { DatabaseSearchEngine } from './database-engine';
import { compilePredicate, type DocPredicate } from './filter-predicate';
import { DocumentCache } from './memory-documents';
import { MemoryIndex } from './memory-index';
import { expandWordsInMemory, searchInMemory } from './memory-search';
import { countRows, currentWatermark, loadBatch, pruneTombstones, readChanges, type Watermark } from './memory-source';
import { parseQueryWords } from './query-words';
import { SynonymSource } from './synonym-source';
import { RecentlyUsed } from './recently-used';
import { buildResponse, pageWindow } from './response';
import type { SearchEngine, SearchOutcome } from './types';

export interface MemoryEngineOptions {
  /** How often changes are read from the database. */
  pollIntervalMs?: number;
  /** Called when a background load or poll fails (the engine keeps its last index and retries). */
  onError?: (error: unknown) => void;
}

// Changes beyond this are cheaper to take as a fresh load than one by one.
const MAX_CHANGES_PER_POLL = 5000;
// Tombstones live a day (memory-source.ts); an engine that has not polled for this long reloads instead.
const MAX_POLL_GAP_MS = 6 * 3_600_000;
const PRUNE_EVERY_MS = 600_000;
// A listing sends the same few filters again and again: their parsed form is kept (the least recently used out first).
const MAX_PARSED_FILTERS = 256;

interface Loaded {
  index: MemoryIndex;
  watermark: Watermark;
}

export class MemorySearchEngine implements SearchEngine {
  readonly name = 'memory' as const;
  private readonly database: DatabaseSearchEngine;
  private loaded: Loaded | null = null;
  private loading: Promise<void> | null = null;
  /** Polls run one after another. */
  private polling: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Bumped to abandon a load in progress whose data is about to be rewritten. */
  private generation = 0;
  private lastPoll = 0;
  private lastPrune = 0;
  private readonly pollIntervalMs: number;
  private readonly onError: (error: unknown) => void;
  private readonly documents: DocumentCache;
  private readonly parsedFilters = new RecentlyUsed<string, ReturnType<typeof parseFilter>>(MAX_PARSED_FILTERS);

  constructor(
    private readonly db: Database,
    apiKey: string,
    options: MemoryEngineOptions = {},
  ) {
    this.database = new DatabaseSearchEngine(db, apiKey, new SynonymSource(db, options.onError));
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.onError = options.onError ?? (() => {});
    this.documents = new DocumentCache(db);
  }

  /**
   * A committed change announced on the change bus (services/changes): products it names, or any catalogue
   * change, are read again at once rather than at the next poll, so a checkout's new stock shows in this
   * process's next search. Resolves once the poll that reads the change is done.
   */
  async changed(tags: readonly string[]): Promise<void> {
    if (!tags.some((t) => t.startsWith('product:') || t === 'catalogue' || t === 'search')) return;
    this.documents.invalidate(tags.filter((t) => t.startsWith('product:')).map((t) => Number(t.slice(8))));
    // Before the first load nothing is kept (the database engine answers), and waiting for it would hold the writer.
    if (this.loaded) await this.refresh();
  }

  /** Starts the first load in the background and the poll timer. */
  start(): void {
    void this.reload().catch(this.onError);
    let ticking = false;
    this.timer = setInterval(() => {
      // A slow poll (a reload after many changes) is not queued up behind.
      if (!this.loaded || ticking) return;
      ticking = true;
      this.refresh()
        .catch(this.onError)
        .finally(() => (ticking = false));
    }, this.pollIntervalMs);
    this.timer.unref();
  }

  /** Resolves once an index is in memory (searches answer from the database until then). */
  async ready(): Promise<void> {
    while (!this.loaded && !this.closed) await (this.loading ?? this.reload());
  }

  get isLoaded(): boolean {
    return this.loaded !== null;
  }

  /** How many documents are kept (tests, metrics). */
  get keptDocuments(): number {
    return this.documents.size;
  }

  publicKey(): Promise<string> {
    return this.database.publicKey();
  }

  acceptsKey(key: string): boolean {
    return this.database.acceptsKey(key);
  }

  reloadSynonyms(): Promise<void> {
    return this.database.reloadSynonyms();
  }

  async indexProducts(productIds: number[]): Promise<void> {
    await this.database.indexProducts(productIds);
    await this.refresh();
  }

  async reindexAll(): Promise<void> {
    // A load still running (the one start() began) would only read rows about to be rewritten: drop it.
    this.generation++;
    await this.database.reindexAll();
    await this.loading?.catch(() => {});
    await this.reload();
  }

  /** Answers from the database while the first load runs, so it is healthy as soon as the database is. */
  health(): Promise<boolean> {
    return this.database.health();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([this.loading, this.polling]);
  }

  /** Loads everything again; the previous index keeps answering (and polling) until the new one is complete. */
  reload(): Promise<void> {
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    const built = await this.build(this.generation);
    if (!built) return;
    // Swapped between polls; the first poll on it re-reads what changed during the load.
    await this.enqueuePoll(async () => {
      this.loaded = built;
      this.documents.clear();
      await this.poll();
    });
  }

  /** A fresh index of product_search, read in id order, and the watermark its first poll starts from. */
  private async build(generation: number): Promise<Loaded | null> {
    const watermark = await currentWatermark(this.db);
    const index = new MemoryIndex(await countRows(this.db));
    // The next batch is read while this one is indexed.
    let batch = loadBatch(this.db, 0);
    for (;;) {
      const rows = await batch;
      if (this.closed || generation !== this.generation) return null;
      if (rows.length === 0) break;
      batch = loadBatch(this.db, rows[rows.length - 1]!.id);
      for (const row of rows) index.addBuilding(row);
    }
    index.finishBuilding();
    return { index, watermark };
  }

  /** Reads what changed since the last poll; resolves once writes committed before the call are in the index. */
  async refresh(): Promise<void> {
    if (!this.loaded) return this.ready();
    await this.enqueuePoll(() => this.poll());
  }

  private enqueuePoll(work: () => Promise<void>): Promise<void> {
    const next = this.polling.then(work, work);
    this.polling = next.catch(() => {});
    return next;
  }

  private async poll(): Promise<void> {
    const loaded = this.loaded;
    if (!loaded || this.closed) return;
    if (this.lastPoll && Date.now() - this.lastPoll > MAX_POLL_GAP_MS) {
      this.lastPoll = 0;
      void this.reload().catch(this.onError);
      return;
    }
    const changes = await readChanges(this.db, loaded.watermark, MAX_CHANGES_PER_POLL);
    this.lastPoll = Date.now();
    if (changes.truncated || changes.tooMany) {
      // Awaited inside the poll, so a refresh that found this many changes still returns fresh.
      this.loaded = (await this.build(this.generation)) ?? this.loaded;
      this.documents.clear();
      return;
    }
    const { index } = loaded;
    for (const id of changes.deletedIds) index.delete(id);
    for (const row of changes.rows) index.upsert(row);
    const stale = [...changes.deletedIds, ...changes.rows.map((r) => r.id), ...changes.documentIds];
    if (stale.length > 0) this.documents.invalidate(stale);
    loaded.watermark = changes.watermark;
    // Appended docs live in small posting tails; past a tenth of the catalogue a fresh build is faster to search.
    if (index.appendedCount > Math.max(MAX_CHANGES_PER_POLL, index.size / 10)) void this.reload().catch(this.onError);
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = Date.now();
      await pruneTombstones(this.db).catch(this.onError);
    }
  }

  /** parseFilter's answer, kept by the filter's text. */
  private parsedFilter(filterKey: string, filter: SearchRequest['filter']): ReturnType<typeof parseFilter> {
    let parsed = this.parsedFilters.get(filterKey);
    if (!parsed) {
      parsed = parseFilter(filter);
      this.parsedFilters.set(filterKey, parsed);
    }
    return parsed;
  }

  async search(request: SearchRequest): Promise<SearchOutcome> {
    const loaded = this.loaded;
    if (!loaded) return this.database.search(request);
    const started = performance.now();
    const { index } = loaded;
    const filterKey = JSON.stringify(request.filter ?? null);
    const parsed = this.parsedFilter(filterKey, request.filter);
    if (!parsed.ok)
      return { ok: false, status: 400, error: searchErrorBody('invalid_search_filter', parsed.error.message) };
    let predicate: DocPredicate | null = null;
    if (parsed.ast) {
      const compiled = compilePredicate(parsed.ast, index.columns);
      if (!compiled.ok)
        return { ok: false, status: 400, error: searchErrorBody('invalid_search_filter', compiled.message) };
      predicate = compiled.predicate;
    }
    const window = pageWindow(request);
    const words = expandWordsInMemory(index, parseQueryWords(request.q, await this.database.synonyms.current()));
    const result = searchInMemory(index, {
      words,
      predicate,
      filterKey,
      sort: request.sort ?? [],
      facets: [...new Set(request.facets ?? [])],
      offset: window.offset,
      limit: window.limit,
    });
    // A product deleted since the last poll has no document: it is left out of the page.
    const ordered = await this.documents.get(result.ids);
    const response = buildResponse(
      request,
      window,
      words,
      {
        documents: ordered,
        total: result.total,
        facetDistribution: result.facetDistribution,
        priceStats: result.priceStats,
      },
      started,
    );
    return { ok: true, data: response };
  }
}
