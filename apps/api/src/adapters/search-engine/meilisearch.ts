// External Meilisearch: the API pushes the same SearchDocuments (plus folded copies of the text) and the
// index settings, and hands the storefront a search-only key so it searches Meilisearch directly.
//
// Keeping it in step (docs/decisions/016): every product change leaves a row in search_outbox in its own
// transaction, which the worker drains (services/search-sync) through pushProducts; a write in the API also
// pushes its products at once when no other push is under way, so the owner usually finds a change in search
// straight away. Pushes never overlap (meilisearch-lease.ts). A full re-index builds a second index and swaps it
// in, so searches never meet an empty or half-filled index; an empty index is filled at start.
import { FACETABLE_ATTRIBUTES, SORTABLE_ATTRIBUTES, type SearchDocument } from '@dukan/core/search/index';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { loadDocuments, nextProductIds } from './documents';
import { searchableText } from './indexer';
import { MEILISEARCH_LEASE, withLease, type Lease } from './meilisearch-lease';
import type { RelayedSearchRequest, RelayedSearchResponse, SearchEngine } from './types';

export const MEILISEARCH_INDEX = 'products';
const PUSH_BATCH_SIZE = 1000;
const SEARCH_KEY_NAME = 'dukan-storefront-search';

/** What Meilisearch stores: the document plus text folded like the built-in engine's, for spelling variants. */
export type MeilisearchDocument = SearchDocument & { folded_title: string; folded_body: string };

export const MEILISEARCH_SETTINGS = {
  searchableAttributes: [
    'title_ku',
    'title_ar',
    'title_en',
    'folded_title',
    'category.title_ku',
    'category.title_ar',
    'category.title_en',
    'brand.title_ku',
    'brand.title_ar',
    'brand.title_en',
    'description_ku',
    'description_ar',
    'description_en',
    'public_specifications',
    'content_ku',
    'content_ar',
    'content_en',
    'folded_body',
    'sku',
  ],
  // `brand` is an object in the documents, so filters and facets use the flat brand_id there.
  filterableAttributes: [
    'id',
    'sku',
    'stock',
    'original_price',
    'discount_percent',
    'best_seller_rank',
    'sales_count',
    ...FACETABLE_ATTRIBUTES.filter((a) => a !== 'brand'),
  ],
  sortableAttributes: [...SORTABLE_ATTRIBUTES],
  displayedAttributes: ['*'],
  typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
  pagination: { maxTotalHits: 100_000 },
};

export function toMeilisearchDocument(doc: SearchDocument): MeilisearchDocument {
  const body = [
    doc.description_ku,
    doc.description_ar,
    doc.description_en,
    doc.content_ku,
    doc.content_ar,
    doc.content_en,
    doc.category.title_ku,
    doc.category.title_ar,
    doc.category.title_en,
    ...doc.public_specifications.flatMap((s) => [
      s.title_ku,
      s.title_ar,
      s.title_en,
      s.value_ku,
      s.value_ar,
      s.value_en,
    ]),
  ].join(' ');
  return {
    ...doc,
    folded_title: searchableText([doc.title_ku, doc.title_ar, doc.title_en].join(' ')),
    folded_body: searchableText(body),
  };
}

export interface MeilisearchOptions {
  url: string;
  /** The admin (master) key. */
  apiKey: string;
  /** How long to wait for one Meilisearch task. */
  taskTimeoutMs?: number;
  fetch?: typeof fetch;
  /** The index searches read (tests use their own). */
  index?: string;
}

/** What the outbox drain needs from an engine that keeps a copy of the catalogue outside the database. */
export interface OutboxTarget {
  /** Pushes the current documents of these products (a missing or hidden product is deleted); no lease taken. */
  pushProducts(productIds: number[]): Promise<void>;
  /** Runs `work` as the only pusher; `{ ran: false }` when another push or a re-index is under way. */
  exclusively<T>(work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
}

export function isOutboxTarget(engine: object): engine is OutboxTarget {
  return 'pushProducts' in engine && 'exclusively' in engine;
}

/** Of these ids, the products search shows (an inactive product is kept out, like product_search does). */
async function shownProductIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM products WHERE id = ANY (${`{${ids.join(',')}}`}::int[]) AND active ORDER BY id`,
  );
  return rows.map((r) => Number(r.id));
}

class MeilisearchError extends Error {}

interface EnqueuedTask {
  taskUid: number;
}

interface MeilisearchKey {
  key: string;
  name?: string | null;
  actions: string[];
  indexes: string[];
  expiresAt: string | null;
}

export class MeilisearchEngine implements SearchEngine, OutboxTarget {
  readonly name = 'meilisearch' as const;
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;
  private readonly index: string;
  private searchKey: string | undefined;

  constructor(
    private readonly options: MeilisearchOptions,
    private readonly db: Database,
  ) {
    this.baseUrl = options.url.replace(/\/+$/, '');
    this.fetch = options.fetch ?? fetch;
    this.index = options.index ?? MEILISEARCH_INDEX;
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
    const response = await this.fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${this.options.apiKey}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const data = (text ? JSON.parse(text) : null) as T;
    return { status: response.status, data };
  }

  private async expect<T>(method: string, path: string, body?: unknown): Promise<T> {
    const { status, data } = await this.call<T>(method, path, body);
    if (status >= 300) {
      const message = (data as { message?: string } | null)?.message ?? `status ${status}`;
      throw new MeilisearchError(`Meilisearch ${method} ${path} failed: ${message}`);
    }
    return data;
  }

  /** Waits until Meilisearch has processed a task; a failed task is an error. */
  async waitForTask(taskUid: number): Promise<void> {
    const deadline = Date.now() + (this.options.taskTimeoutMs ?? 60_000);
    for (let delay = 10; ; delay = Math.min(delay * 2, 500)) {
      const task = await this.expect<{ status: string; error?: { message: string } | null }>(
        'GET',
        `/tasks/${taskUid}`,
      );
      if (task.status === 'succeeded') return;
      if (task.status === 'failed' || task.status === 'canceled') {
        throw new MeilisearchError(`Meilisearch task ${taskUid} ${task.status}: ${task.error?.message ?? ''}`);
      }
      if (Date.now() > deadline) throw new MeilisearchError(`Meilisearch task ${taskUid} did not finish in time`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  /** Creates the index if needed and pushes its settings. */
  async configureIndex(uid: string = this.index): Promise<void> {
    const existing = await this.call('GET', `/indexes/${uid}`);
    if (existing.status === 404) {
      const task = await this.expect<EnqueuedTask>('POST', '/indexes', { uid, primaryKey: 'id' });
      await this.waitForTask(task.taskUid);
    } else if (existing.status >= 300) {
      throw new MeilisearchError(`Meilisearch GET /indexes/${uid} failed with status ${existing.status}`);
    }
    const task = await this.expect<EnqueuedTask>('PATCH', `/indexes/${uid}/settings`, MEILISEARCH_SETTINGS);
    await this.waitForTask(task.taskUid);
  }

  /**
   * A fresh or emptied Meilisearch (a new volume, a lost disk) is filled from the database, so search does not
   * stay empty until the next product change. Several processes starting at once fill it once: the others find
   * the lease taken and go on. Returns whether this call filled it.
   */
  async fillIfEmpty(): Promise<boolean> {
    if (!(await this.needsFilling())) return false;
    // Another process's push or fill may hold the lease; once it is ours, look again (it may have filled it).
    const done = await withLease(
      this.db,
      MEILISEARCH_LEASE,
      async (lease) => {
        if (!(await this.needsFilling())) return false;
        await this.rebuild(lease);
        return true;
      },
      { waitMs: 30_000, ttlMs: this.leaseTtlMs },
    );
    return done.ran && done.value;
  }

  private async needsFilling(): Promise<boolean> {
    const stats = await this.expect<{ numberOfDocuments: number }>('GET', `/indexes/${this.index}/stats`);
    if (stats.numberOfDocuments > 0) return false;
    return (await shownProductIds(this.db, await nextProductIds(this.db, 0, PUSH_BATCH_SIZE))).length > 0;
  }

  async publicKey(): Promise<string> {
    if (this.searchKey) return this.searchKey;
    const list = await this.expect<{ results: MeilisearchKey[] }>('GET', '/keys?limit=1000');
    const found = list.results.find(
      (k) =>
        k.name === SEARCH_KEY_NAME &&
        k.expiresAt === null &&
        k.actions.length === 1 &&
        k.actions[0] === 'search' &&
        k.indexes.length === 1 &&
        k.indexes[0] === MEILISEARCH_INDEX,
    );
    const key =
      found ??
      (await this.expect<MeilisearchKey>('POST', '/keys', {
        name: SEARCH_KEY_NAME,
        description: 'Search-only key handed to the Dukan storefront',
        actions: ['search'],
        indexes: [MEILISEARCH_INDEX],
        expiresAt: null,
      }));
    this.searchKey = key.key;
    return key.key;
  }

  /** Longer than two task waits (taskTimeoutMs each): a lease renewed before each wait cannot lapse during one. */
  private get leaseTtlMs(): number {
    return 2 * (this.options.taskTimeoutMs ?? 60_000) + 30_000;
  }

  exclusively<T>(work: () => Promise<T>) {
    return withLease(this.db, MEILISEARCH_LEASE, () => work(), { ttlMs: this.leaseTtlMs });
  }

  /**
   * A write in this process pushes its products at once when no other push runs, so the owner usually finds
   * the change in search straight away. When one does, the outbox row the write left is pushed by the worker
   * within its next round: never two pushes at once, so never an older document landing last.
   */
  async indexProducts(productIds: number[]): Promise<void> {
    await this.exclusively(() => this.pushProducts(productIds));
  }

  async pushProducts(productIds: number[], uid: string = this.index): Promise<void> {
    const ids = [...new Set(productIds.filter((id) => Number.isSafeInteger(id) && id > 0))].sort((a, b) => a - b);
    for (let i = 0; i < ids.length; i += PUSH_BATCH_SIZE) {
      const batch = ids.slice(i, i + PUSH_BATCH_SIZE);
      const documents = await loadDocuments(this.db, await shownProductIds(this.db, batch));
      const present = new Set(documents.map((d) => d.id));
      const gone = batch.filter((id) => !present.has(id));
      if (documents.length > 0) {
        const task = await this.expect<EnqueuedTask>(
          'POST',
          `/indexes/${uid}/documents`,
          documents.map(toMeilisearchDocument),
        );
        await this.waitForTask(task.taskUid);
      }
      if (gone.length > 0) {
        const task = await this.expect<EnqueuedTask>('POST', `/indexes/${uid}/documents/delete-batch`, gone);
        await this.waitForTask(task.taskUid);
      }
    }
  }

  /**
   * Rebuilds the whole index without searches ever seeing it empty: a new index is filled beside the live one
   * and swapped in by Meilisearch (one task), then the old one is deleted. Waits for a push under way to end.
   */
  async reindexAll(): Promise<void> {
    const done = await withLease(this.db, MEILISEARCH_LEASE, (lease) => this.rebuild(lease), {
      waitMs: 60_000,
      ttlMs: this.leaseTtlMs,
    });
    if (!done.ran) throw new MeilisearchError('Meilisearch re-index: another push kept the lease for a minute');
  }

  private async rebuild(lease: Lease): Promise<void> {
    // What the outbox holds from transactions this snapshot sees is in the documents read below; those rows are
    // dropped after the swap. Rows of later transactions stay for the drain.
    const [{ snapshot }] = (await queryRows<{ snapshot: string }>(
      this.db,
      sql`SELECT pg_current_snapshot()::text AS snapshot`,
    )) as [{ snapshot: string }];
    const building = `${this.index}_build_${Date.now()}`;
    await this.configureIndex(building);
    try {
      let afterId = 0;
      let last: EnqueuedTask | undefined;
      for (;;) {
        const ids = await nextProductIds(this.db, afterId, PUSH_BATCH_SIZE);
        if (ids.length === 0) break;
        const documents = await loadDocuments(this.db, await shownProductIds(this.db, ids));
        // Meilisearch processes a queue in order: waiting for the last batch waits for all of them.
        if (documents.length > 0) {
          last = await this.expect<EnqueuedTask>(
            'POST',
            `/indexes/${building}/documents`,
            documents.map(toMeilisearchDocument),
          );
        }
        afterId = ids[ids.length - 1]!;
        if (!(await lease.renew())) throw new MeilisearchError('Meilisearch re-index lost its lease');
      }
      if (!(await lease.renew())) throw new MeilisearchError('Meilisearch re-index lost its lease');
      if (last) await this.waitForTask(last.taskUid);
      const swapped = await this.expect<EnqueuedTask>('POST', '/swap-indexes', [{ indexes: [this.index, building] }]);
      await this.waitForTask(swapped.taskUid);
    } finally {
      // After a swap this holds the old documents; after a failure, a half-built index. Either way: not needed.
      await this.call<EnqueuedTask>('DELETE', `/indexes/${building}`)
        .then(({ status, data }) => (status === 202 ? this.waitForTask(data.taskUid) : undefined))
        .catch(() => {});
    }
    await this.db.execute(
      sql`DELETE FROM search_outbox WHERE pg_visible_in_snapshot(change_xid, ${snapshot}::pg_snapshot)`,
    );
  }

  async health(): Promise<boolean> {
    try {
      const { status, data } = await this.call<{ status?: string }>('GET', '/health');
      return status === 200 && data?.status === 'available';
    } catch {
      return false;
    }
  }

  /** Storefront requests that reach the API's /search are forwarded with the caller's own key. */
  async relay(request: RelayedSearchRequest): Promise<RelayedSearchResponse> {
    const response = await this.fetch(`${this.baseUrl}${request.pathWithQuery}`, {
      method: request.method,
      headers: {
        ...(request.authorization ? { Authorization: request.authorization } : {}),
        ...(request.method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      },
      body: request.method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined,
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: relayed as text.
    }
    return { status: response.status, body };
  }

  async close(): Promise<void> {}
}
