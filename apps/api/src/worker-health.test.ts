// The worker's health and metrics listener (worker-health.ts) on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
// live at once, ready once its jobs run, not ready from the moment a stop begins; /metrics under the API's rule,
// with the job queue's depth and the search outbox's backlog read from the database. On PostgreSQL also the real
// `npm run worker` process: it listens on WORKER_HEALTH_PORT and stops cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from './config';
import type { Database, DbHandle } from './db/client';
import { JobQueue } from './jobs/queue';
import { defineJob, type JobDefinition } from './jobs/types';
import { buildServer } from './server';
import { drainSearchOutbox } from './services/search-sync/drain';
import { stopGracefully } from './shutdown';
import { fakeSearchEngine } from './test/catalogue-fixtures';
import { openTestDatabase, testBackends } from './test/databases';
import { buildWorkerHealthServer, servesWorkerHealth } from './worker-health';

const METRICS_TOKEN = 'worker-metrics-token-0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value of an unlabelled series in a /metrics answer (NaN when it says so, undefined when absent). */
function figure(body: string, name: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('servesWorkerHealth', () => {
  it('opens the listener in a worker with a port, never in the API roles or with port 0', () => {
    expect(servesWorkerHealth({ role: 'worker', WORKER_HEALTH_PORT: 9464 })).toBe(true);
    expect(servesWorkerHealth({ role: 'worker', WORKER_HEALTH_PORT: 0 })).toBe(false);
    expect(servesWorkerHealth({ role: 'all', WORKER_HEALTH_PORT: 9464 })).toBe(false);
    expect(servesWorkerHealth({ role: 'api', WORKER_HEALTH_PORT: 9464 })).toBe(false);
  });
});

describe.each(testBackends)('the worker health listener on %s', (backend) => {
  let handle: DbHandle;
  let queue: JobQueue;
  let config: Config;
  const opened: FastifyInstance[] = [];
  // A queue of its own, never worked on here, so what is sent to it stays waiting.
  const waiting = defineJob<{ n: number }>({ name: 'test-worker-health-waiting', run: async () => {} });

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    queue = await JobQueue.open(handle.db, {
      role: 'worker',
      jobs: [waiting as JobDefinition<unknown>],
      onError: () => {},
    });
    config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', METRICS_TOKEN } as NodeJS.ProcessEnv);
  }, 120_000);
  afterAll(async () => {
    for (const app of opened) await app.close();
    await queue?.stop(2);
    await handle?.close();
  });

  /** A listener closed after the suite, unless the test stops it itself. */
  async function workerHealth(jobs = { running: true }, db: Database = handle.db, closedAfter = true) {
    const app = await buildWorkerHealthServer({ config, db, search: fakeSearchEngine, queue, jobs });
    if (closedAfter) opened.push(app);
    return app;
  }
  const metricsOf = async (app: FastifyInstance) => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('is live at once, ready once its jobs run, and serves none of the API', async () => {
    const jobs = { running: false };
    const app = await workerHealth(jobs);
    expect((await app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
    const starting = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toMatchObject({ status: 'degraded', database: 'ready', jobs: 'unavailable' });
    jobs.running = true;
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'ready', jobs: 'ready', redis: 'not configured' });
    for (const url of ['/api/en/categories', '/auth/session', '/search/indexes/products/search', '/admin']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('is not ready while the database does not answer, and its figures are unknown rather than 0', async () => {
    const down = new Error('connection refused');
    const app = await workerHealth({ running: true }, {
      execute: () => Promise.reject(down),
    } as unknown as Database);
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'degraded', database: 'unavailable', jobs: 'ready' });
    const body = await metricsOf(app);
    expect(figure(body, 'dukan_search_outbox_backlog')).toBeNaN();
    expect(figure(body, 'dukan_search_outbox_oldest_seconds')).toBeNaN();
  });

  it('is not ready while a configured Redis does not answer, where the API stays ready', async () => {
    // Nothing listens on port 1: every PING is refused.
    const withRedis = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      REDIS_URL: 'redis://127.0.0.1:1',
    } as NodeJS.ProcessEnv);
    const worker = await buildWorkerHealthServer({
      config: withRedis,
      db: handle.db,
      search: fakeSearchEngine,
      queue,
      jobs: { running: true },
    });
    opened.push(worker);
    const api = await buildServer({ config: withRedis, db: handle.db, search: fakeSearchEngine });
    opened.push(api);
    const fromWorker = await worker.inject({ method: 'GET', url: '/health/ready' });
    const fromApi = await api.inject({ method: 'GET', url: '/health/ready' });
    expect(fromWorker.statusCode).toBe(503);
    expect(fromWorker.json()).toMatchObject({ database: 'ready', jobs: 'ready', redis: 'unavailable' });
    expect(fromApi.statusCode).toBe(200);
    expect(fromApi.json()).toMatchObject({ redis: 'unavailable' });
  });

  it('shows /metrics to this machine or the METRICS_TOKEN holder only', async () => {
    const app = await workerHealth();
    const get = (options: { remoteAddress?: string; headers?: Record<string, string> }) =>
      app.inject({ method: 'GET', url: '/metrics', ...options });
    expect((await get({})).statusCode).toBe(200);
    expect((await get({ remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    expect((await get({ headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    const wrong = await get({ remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.statusCode).toBe(403);
    const withToken = await get({
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('# TYPE dukan_search_outbox_backlog gauge');
  });

  it("reports the job queue's depth from the queue's table", async () => {
    const app = await workerHealth();
    const before = figure(await metricsOf(app), 'dukan_job_queue_depth');
    expect(before).toBe(0);
    await queue.send(waiting.name, { n: 1 });
    await queue.send(waiting.name, { n: 2 });
    expect(figure(await metricsOf(app), 'dukan_job_queue_depth')).toBe(2);
  });

  it('counts the search outbox backlog and its oldest row, as the API does, and drops them after a drain', async () => {
    const worker = await workerHealth();
    const api = await buildServer({ config, db: handle.db, search: fakeSearchEngine });
    opened.push(api);
    const empty = await metricsOf(worker);
    expect(figure(empty, 'dukan_search_outbox_backlog')).toBe(0);
    expect(figure(empty, 'dukan_search_outbox_oldest_seconds')).toBe(0);

    await handle.db.execute(sql`
      INSERT INTO search_outbox (product_id, created_at)
      VALUES (101, now() - interval '90 seconds'), (102, now()), (103, now())`);
    for (const app of [worker, api]) {
      const body = await metricsOf(app);
      expect(figure(body, 'dukan_search_outbox_backlog')).toBe(3);
      const oldest = figure(body, 'dukan_search_outbox_oldest_seconds')!;
      expect(oldest).toBeGreaterThanOrEqual(90);
      expect(oldest).toBeLessThan(600);
    }

    // The built-in engines need nothing pushed: a drain deletes the rows.
    expect((await drainSearchOutbox(handle.db, fakeSearchEngine)).done).toBe(3);
    const drained = await metricsOf(worker);
    expect(figure(drained, 'dukan_search_outbox_backlog')).toBe(0);
    expect(figure(drained, 'dukan_search_outbox_oldest_seconds')).toBe(0);
  });

  it('on a stop turns not-ready at once, stays live while its jobs finish, then stops listening', async () => {
    const jobs = { running: true };
    const health = await workerHealth(jobs, handle.db, false);
    await health.listen({ host: '127.0.0.1', port: 0 });
    const { port } = health.server.address() as net.AddressInfo;
    const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
    expect((await get('/health/ready')).status).toBe(200);

    // The worker's own app (built, never listening), as main.ts hands it to the stop.
    const app = await buildServer({ config, db: handle.db, search: fakeSearchEngine, queue });
    let whileJobsFinish: { ready: number; status: string; live: number } | undefined;
    await stopGracefully(
      {
        app,
        workerHealth: health,
        jobs,
        // The shared queue stays open for the other tests; what matters is what the listener says meanwhile.
        queue: {
          stop: async () => {
            const ready = await get('/health/ready');
            const live = await get('/health/live');
            whileJobsFinish = {
              ready: ready.status,
              status: ((await ready.json()) as { status: string }).status,
              live: live.status,
            };
          },
        },
        search: fakeSearchEngine,
        database: { close: async () => {} },
        drainSeconds: 0,
      },
      'SIGTERM',
    );
    expect(whileJobsFinish).toEqual({ ready: 503, status: 'draining', live: 200 });
    expect(jobs.running).toBe(false);
    await expect(get('/health/live')).rejects.toThrow();
  });
});

/** A port in the range this project's tests may use, free right now. */
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 5600 + Math.floor(Math.random() * 100);
    const server = net.createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => server.close(resolve));
      return port;
    }
  }
  throw new Error('no free port in 5600-5699');
}

// ROLE=worker needs PostgreSQL (PGlite is one process), so the real process runs only there.
describe.each(testBackends.filter((backend) => backend === 'postgres'))('npm run worker on %s', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `dukan_test_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('answers on WORKER_HEALTH_PORT once its jobs run, and exits 0 on SIGTERM, closing the port', async () => {
    const port = await freePort();
    const worker = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./worker.ts', import.meta.url))],
      {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          DATABASE_URL: databaseUrl,
          WORKER_HEALTH_PORT: String(port),
          SEARCH_ENGINE: 'database',
          METRICS_TOKEN,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    worker.stdout!.on('data', (chunk) => (output += chunk));
    worker.stderr!.on('data', (chunk) => (output += chunk));
    const exited = once(worker, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers });
    try {
      const end = Date.now() + 90_000;
      let ready: Response | undefined;
      while (Date.now() < end && worker.exitCode === null) {
        ready = await get('/health/ready').catch(() => undefined);
        if (ready?.status === 200) break;
        await sleep(250);
      }
      expect(ready?.status, output).toBe(200);
      expect(await ready!.json()).toMatchObject({ status: 'ok', database: 'ready', jobs: 'ready' });
      const metrics = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
      expect(metrics.status).toBe(200);
      const body = await metrics.text();
      expect(figure(body, 'dukan_search_outbox_backlog')).toBe(0);
      expect(figure(body, 'dukan_job_queue_depth')).toBeGreaterThanOrEqual(0);

      worker.kill('SIGTERM');
      const [code] = await exited;
      expect(code, output).toBe(0);
      await expect(get('/health/live')).rejects.toThrow();
    } finally {
      if (worker.exitCode === null) worker.kill('SIGKILL');
    }
  }, 120_000);
});
