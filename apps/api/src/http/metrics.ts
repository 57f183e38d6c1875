// Prometheus figures at GET /metrics (prom-client): requests and their latency by route pattern and status,
// orders placed, orders by payment state, search latency, and whether background work falls behind: the job
// queue's depth (0 in a process without a queue) and the search outbox's backlog and the age of its oldest row.
// Each app has its own registry, so tests that build several apps never share counts. The shop-wide figures are
// read from the database when scraped, so the API replicas, the search service and the worker all report the
// same ones; a figure the database could not give is NaN (unknown), never a reassuring 0.
//
// Who may read them: a caller on this machine that came straight to the API (loopback, no X-Forwarded-For,
// so nothing forwarded by a proxy on the same host counts), or anyone with `Authorization: Bearer
// <METRICS_TOKEN>`. The storefront never forwards /metrics.
import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { queryRows } from '../db/rows';
import { searchOutboxBacklog } from '../services/search-sync/drain';
import { HttpError } from './errors';

export interface ShopMetrics {
  registry: Registry;
  /** Jobs waiting in the queue, read from app.deps.queue when scraped; 0 in a process without a queue. */
  jobQueueDepth: Gauge;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics;
  }
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const authorization = request.headers.authorization;
  if (token && authorization?.startsWith('Bearer ') && sameSecret(authorization.slice(7), token)) return true;
  return isLoopback(request.socket.remoteAddress) && request.headers['x-forwarded-for'] === undefined;
}

export function registerMetrics(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const searchLatency = new Histogram({
    name: 'dukan_search_duration_seconds',
    help: 'Time to answer a search (the /search service), by status',
    labelNames: ['status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'dukan_orders_placed_total',
    help: 'Orders placed through this process (idempotent replays not counted)',
    registers: [registry],
  });
  new Gauge({
    name: 'dukan_orders_by_payment',
    help: 'Orders in the database by payment method and payment status',
    labelNames: ['method', 'status'],
    registers: [registry],
    // Read when scraped: one aggregate over orders, so every replica reports the same shop-wide figures.
    async collect() {
      this.reset();
      const rows = await queryRows<{ method: string; status: string; count: string | number }>(
        app.deps.db,
        sql`select payment_method as method, payment_status as status, count(*) as count from orders group by 1, 2`,
      ).catch(() => []);
      for (const row of rows) this.set({ method: row.method, status: row.status }, Number(row.count));
    },
  });
  // Both outbox figures come from one query per scrape: the registry collects its metrics together, and the
  // second gauge takes the answer the first one started.
  let outboxReading: Promise<{ pending: number; oldestSeconds: number } | null> | null = null;
  const readOutbox = () => {
    outboxReading ??= searchOutboxBacklog(app.deps.db)
      .catch(() => null)
      .finally(() => {
        outboxReading = null;
      });
    return outboxReading;
  };
  new Gauge({
    name: 'dukan_search_outbox_backlog',
    help: 'Product changes waiting in the search outbox for the worker to drain',
    registers: [registry],
    async collect() {
      this.set((await readOutbox())?.pending ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'dukan_search_outbox_oldest_seconds',
    help: 'Age of the oldest change waiting in the search outbox (0 when none waits)',
    registers: [registry],
    async collect() {
      this.set((await readOutbox())?.oldestSeconds ?? Number.NaN);
    },
  });
  const jobQueueDepth = new Gauge({
    name: 'dukan_job_queue_depth',
    help: 'Jobs waiting in the job queue',
    registers: [registry],
    // From the queue's table: every process with a queue reports the shop's one queue.
    async collect() {
      const queue = app.deps.queue;
      this.set(queue ? await queue.depth().catch(() => Number.NaN) : 0);
    },
  });
  app.decorate('metrics', { registry, jobQueueDepth });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (/api/products/:id), never the raw URL: one series per route, not one per id.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    const seconds = reply.elapsedTime / 1000;
    requests.inc(labels);
    latency.observe(labels, seconds);
    if (route.startsWith('/search/')) searchLatency.observe({ status: labels.status }, seconds);
    if (route === '/api/orders' && request.method === 'POST' && reply.statusCode === 201) ordersPlaced.inc();
  });

  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, app.deps.config.METRICS_TOKEN)) throw new HttpError(403, 'metrics_forbidden');
    reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store');
    return registry.metrics();
  });
}
