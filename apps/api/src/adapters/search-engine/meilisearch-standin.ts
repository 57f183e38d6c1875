// Test only. A stand-in for Meilisearch: no Meilisearch binary can be installed here (no Debian package, no npm
// package), so the adapter's tests run against this small HTTP server that speaks the part of Meilisearch's API
// the adapter uses, with Meilisearch's asynchronous task model: a write answers 202 with a task, and takes
// effect only when the task is processed, in order, a few milliseconds later (enqueued → processing →
// succeeded or failed). Indexes, documents (add or replace, delete some, delete all, fetch), settings, stats,
// search (every query word in a searchable attribute; limit and offset), tasks, swap-indexes, keys and health.
// It can be told to fail tasks or to be down, to test retries.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Document = Record<string, unknown> & { id: number | string };

interface Index {
  uid: string;
  primaryKey: string;
  documents: Map<string, Document>;
  settings: Record<string, unknown>;
  createdAt: string;
}

interface Task {
  uid: number;
  indexUid: string | null;
  type: string;
  status: 'enqueued' | 'processing' | 'succeeded' | 'failed';
  error: { message: string; code: string } | null;
  enqueuedAt: string;
  apply: () => void;
}

interface Key {
  key: string;
  uid: string;
  name: string | null;
  description?: string | null;
  actions: string[];
  indexes: string[];
  expiresAt: string | null;
}

class TaskError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface StandinOptions {
  masterKey: string;
  /** How long a task waits before it is processed (real Meilisearch: milliseconds to seconds). */
  taskDelayMs?: number;
}

export class MeilisearchStandin {
  readonly indexes = new Map<string, Index>();
  readonly keys: Key[] = [];
  /** Every request, as "METHOD /path?query". */
  readonly requests: string[] = [];
  /** The next this many tasks fail (as a full disk or a bad payload would). */
  failNextTasks = 0;
  /** Answers 503 to everything (Meilisearch down or restarting). */
  down = false;
  url = '';
  private readonly tasks: Task[] = [];
  private processing = false;
  private readonly server: Server;

  constructor(private readonly options: StandinOptions) {
    this.keys.push({
      key: options.masterKey,
      uid: randomUUID(),
      name: 'Default Admin API Key',
      actions: ['*'],
      indexes: ['*'],
      expiresAt: null,
    });
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        this.requests.push(`${req.method} ${req.url}`);
        let status: number;
        let body: unknown;
        try {
          [status, body] = this.answer(
            req.method ?? 'GET',
            new URL(req.url ?? '/', 'http://standin'),
            req.headers.authorization,
            raw ? JSON.parse(raw) : undefined,
          );
        } catch (error) {
          [status, body] = [400, { message: (error as Error).message, code: 'bad_request' }];
        }
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The documents of an index, by id (what a search would find). */
  document(indexUid: string, id: number): Document | undefined {
    return this.indexes.get(indexUid)?.documents.get(String(id));
  }

  documentCount(indexUid: string): number {
    return this.indexes.get(indexUid)?.documents.size ?? 0;
  }

  private enqueue(indexUid: string | null, type: string, apply: () => void): [number, unknown] {
    const task: Task = {
      uid: this.tasks.length,
      indexUid,
      type,
      status: 'enqueued',
      error: null,
      enqueuedAt: new Date().toISOString(),
      apply,
    };
    this.tasks.push(task);
    this.processSoon();
    return [202, { taskUid: task.uid, indexUid, status: 'enqueued', type, enqueuedAt: task.enqueuedAt }];
  }

  private processSoon() {
    if (this.processing) return;
    this.processing = true;
    setTimeout(() => {
      this.processing = false;
      // One at a time, in order, like Meilisearch's scheduler.
      const task = this.tasks.find((t) => t.status === 'enqueued');
      if (!task) return;
      task.status = 'processing';
      try {
        if (this.failNextTasks > 0) {
          this.failNextTasks--;
          throw new TaskError('internal', 'stand-in told to fail this task');
        }
        task.apply();
        task.status = 'succeeded';
      } catch (error) {
        task.status = 'failed';
        task.error = { message: (error as Error).message, code: (error as TaskError).code ?? 'internal' };
      }
      if (this.tasks.some((t) => t.status === 'enqueued')) this.processSoon();
    }, this.options.taskDelayMs ?? 2);
  }

  private indexOrThrow(uid: string): Index {
    const index = this.indexes.get(uid);
    if (!index) throw new TaskError('index_not_found', `Index \`${uid}\` not found.`);
    return index;
  }

  private createIndex(uid: string, primaryKey = 'id'): Index {
    const index: Index = { uid, primaryKey, documents: new Map(), settings: {}, createdAt: new Date().toISOString() };
    this.indexes.set(uid, index);
    return index;
  }

  private allowed(authorization: string | undefined, action: string, indexUid: string | null): boolean {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
    const key = this.keys.find((k) => k.key === token);
    if (!key) return false;
    const acts = key.actions.includes('*') || key.actions.includes(action);
    const onIndex = indexUid === null || key.indexes.includes('*') || key.indexes.includes(indexUid);
    return acts && onIndex;
  }

  private answer(method: string, url: URL, authorization: string | undefined, body: unknown): [number, unknown] {
    if (this.down) return [503, { message: 'stand-in is down', code: 'unavailable' }];
    const path = url.pathname.replace(/\/+$/, '');
    if (method === 'GET' && path === '/health') return [200, { status: 'available' }];
    const search = /^\/indexes\/([^/]+)\/search$/.exec(path);
    if (search) {
      const uid = decodeURIComponent(search[1]!);
      if (!this.allowed(authorization, 'search', uid))
        return [403, { message: 'invalid key', code: 'invalid_api_key' }];
      const index = this.indexes.get(uid);
      if (!index) return [404, { message: `Index \`${uid}\` not found.`, code: 'index_not_found' }];
      const params = (method === 'POST' ? (body ?? {}) : Object.fromEntries(url.searchParams)) as Record<
        string,
        unknown
      >;
      return [200, this.search(index, params)];
    }
    if (!this.allowed(authorization, '*', null)) return [403, { message: 'invalid key', code: 'invalid_api_key' }];

    if (method === 'GET' && path === '/keys')
      return [200, { results: this.keys, offset: 0, limit: 1000, total: this.keys.length }];
    if (method === 'POST' && path === '/keys') {
      const key: Key = {
        ...(body as Omit<Key, 'key' | 'uid'>),
        key: randomUUID().replaceAll('-', ''),
        uid: randomUUID(),
      };
      this.keys.push(key);
      return [201, key];
    }
    const task = /^\/tasks\/(\d+)$/.exec(path);
    if (method === 'GET' && task) {
      const found = this.tasks[Number(task[1])];
      if (!found) return [404, { message: 'task not found', code: 'task_not_found' }];
      const { apply: _apply, ...shown } = found;
      return [200, shown];
    }
    if (method === 'POST' && path === '/indexes') {
      const { uid, primaryKey } = body as { uid: string; primaryKey?: string };
      return this.enqueue(uid, 'indexCreation', () => {
        if (this.indexes.has(uid)) throw new TaskError('index_already_exists', `Index \`${uid}\` already exists.`);
        this.createIndex(uid, primaryKey);
      });
    }
    if (method === 'POST' && path === '/swap-indexes') {
      const pairs = (body as { indexes: [string, string] }[]).map((p) => p.indexes);
      return this.enqueue(null, 'indexSwap', () => {
        for (const [a, b] of pairs) {
          const first = this.indexOrThrow(a);
          const second = this.indexOrThrow(b);
          // Swapped in one step: a search sees either the old or the new documents, never neither.
          this.indexes.set(a, { ...second, uid: a });
          this.indexes.set(b, { ...first, uid: b });
        }
      });
    }
    const indexPath = /^\/indexes\/([^/]+)(\/.*)?$/.exec(path);
    if (!indexPath) return [404, { message: `no route ${method} ${path}`, code: 'not_found' }];
    const uid = decodeURIComponent(indexPath[1]!);
    const rest = indexPath[2] ?? '';
    const route = `${method} ${rest}`;
    if (route === 'GET ') {
      const index = this.indexes.get(uid);
      return index
        ? [200, { uid, primaryKey: index.primaryKey, createdAt: index.createdAt }]
        : [404, { message: `Index \`${uid}\` not found.`, code: 'index_not_found' }];
    }
    if (route === 'DELETE ') {
      return this.enqueue(uid, 'indexDeletion', () => {
        this.indexOrThrow(uid);
        this.indexes.delete(uid);
      });
    }
    if (route === 'GET /stats') {
      const index = this.indexes.get(uid);
      if (!index) return [404, { message: `Index \`${uid}\` not found.`, code: 'index_not_found' }];
      return [200, { numberOfDocuments: index.documents.size, isIndexing: false, fieldDistribution: {} }];
    }
    if (route === 'PATCH /settings') {
      return this.enqueue(uid, 'settingsUpdate', () => {
        const index = this.indexes.get(uid) ?? this.createIndex(uid);
        index.settings = { ...index.settings, ...(body as object) };
      });
    }
    if (route === 'GET /settings') {
      const index = this.indexes.get(uid);
      return index ? [200, index.settings] : [404, { message: 'not found', code: 'index_not_found' }];
    }
    if (route === 'POST /documents' || route === 'PUT /documents') {
      const documents = body as Document[];
      return this.enqueue(uid, 'documentAdditionOrUpdate', () => {
        // Meilisearch creates a missing index on the first documents.
        const index = this.indexes.get(uid) ?? this.createIndex(uid);
        for (const doc of documents) {
          const id = doc[index.primaryKey];
          if (id === undefined) throw new TaskError('missing_document_id', 'a document has no primary key');
          const before = method === 'PUT' ? index.documents.get(String(id)) : undefined;
          index.documents.set(String(id), { ...before, ...doc });
        }
      });
    }
    if (route === 'POST /documents/delete-batch') {
      const ids = body as (number | string)[];
      return this.enqueue(uid, 'documentDeletion', () => {
        const index = this.indexOrThrow(uid);
        for (const id of ids) index.documents.delete(String(id));
      });
    }
    if (route === 'DELETE /documents') {
      return this.enqueue(uid, 'documentDeletion', () => this.indexOrThrow(uid).documents.clear());
    }
    const one = /^GET \/documents\/([^/]+)$/.exec(route);
    if (one) {
      const doc = this.indexes.get(uid)?.documents.get(decodeURIComponent(one[1]!));
      return doc ? [200, doc] : [404, { message: 'document not found', code: 'document_not_found' }];
    }
    return [404, { message: `no route ${method} ${path}`, code: 'not_found' }];
  }

  private search(index: Index, params: Record<string, unknown>) {
    const started = Date.now();
    const q = String(params.q ?? '').toLowerCase();
    const words = q.split(/\s+/).filter(Boolean);
    const limit = Number(params.limit ?? 20);
    const offset = Number(params.offset ?? 0);
    const attributes = (index.settings.searchableAttributes as string[] | undefined) ?? ['*'];
    const textOf = (doc: Document) =>
      (attributes.includes('*') ? Object.values(doc) : attributes.map((a) => valueAt(doc, a)))
        .map((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : ''))
        .join(' ')
        .toLowerCase();
    const hits = [...index.documents.values()]
      .filter((doc) => words.every((w) => textOf(doc).includes(w)))
      .sort((a, b) => Number(a.id) - Number(b.id));
    return {
      hits: hits.slice(offset, offset + limit),
      query: params.q ?? '',
      processingTimeMs: Date.now() - started,
      limit,
      offset,
      estimatedTotalHits: hits.length,
    };
  }
}

function valueAt(doc: Record<string, unknown>, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}
