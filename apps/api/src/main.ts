// Starts the API: configuration, database, migrations, demo seed (never in production), search engine, job queue,
// then HTTP and/or background jobs by ROLE (`worker.ts` is this with ROLE=worker, with its own small health and
// metrics listener on WORKER_HEALTH_PORT); and stops it gracefully on SIGTERM (shutdown.ts).
//
// A bad configuration stops the process at once with every problem listed. A dependency that is down at
// start (PostgreSQL, Meilisearch) does not: the process logs and keeps trying, so a shop whose database
// comes up a minute after it does not need restarting by hand. Redis is never waited for: the rate limits
// count in this process until it answers (a warning says so).
import { createSearchEngine } from './adapters/search-engine';
import type { SearchEngine } from './adapters/search-engine/types';
import { loadConfig, type Config } from './config';
import { openDatabase, type DbHandle } from './db/client';
import { migrate } from './db/migrate';
import { seedDemoShopIfEmpty } from './db/seed/demo';
import { JobQueue, runsHttp, runsJobs } from './jobs/queue';
import { buildServer } from './server';
import { stopGracefully } from './shutdown';
import { errorFields, keepTrying, startUpLog } from './start-up';
import { buildWorkerHealthServer, servesWorkerHealth } from './worker-health';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // Not JSON: a person reads this while setting the shop up, one line per variable.
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}

process.on('uncaughtException', (error) => {
  startUpLog('fatal', 'uncaught exception', errorFields(error));
  process.exit(1);
});
process.on('unhandledRejection', (error) => {
  startUpLog('fatal', 'unhandled rejection', errorFields(error));
  process.exit(1);
});
// Until the server's own handler is installed, a stop request during start-up retries just ends the process.
const stopEarly = () => process.exit(0);
process.once('SIGTERM', stopEarly);
process.once('SIGINT', stopEarly);

const handle: DbHandle = await keepTrying(config.DATABASE_URL ? 'PostgreSQL' : 'PGlite', () =>
  openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: config.dataDir },
  ),
);
const applied = await migrate(handle);
if (applied.length) startUpLog('info', 'migrations applied', { migrations: applied });
const search: SearchEngine = await keepTrying(config.MEILISEARCH_URL ? 'Meilisearch' : 'the search engine', () =>
  createSearchEngine(config, handle.db),
);
// The API processes seed; a worker finds the shop already there.
if (config.seedDemo && runsHttp(config.role)) await seedDemoShopIfEmpty(handle, search);
const queue: JobQueue = await keepTrying('the job queue', () =>
  JobQueue.open(handle.db, {
    role: config.role,
    onError: (error, what) => startUpLog('warn', `${what}: a failure`, errorFields(error)),
  }),
);
// A worker builds the same app (its wiring: FIB settings, message providers) and never listens.
const app = await buildServer({ config, db: handle.db, search, queue });
if (runsHttp(config.role)) await app.listen({ host: config.API_HOST, port: config.API_PORT });
const jobs = { running: false };
// A worker's listener opens before its jobs start: live at once, ready once they run.
const workerHealth = servesWorkerHealth(config)
  ? await buildWorkerHealthServer({ config, db: handle.db, search, queue, jobs })
  : null;
if (workerHealth) await workerHealth.listen({ host: config.API_HOST, port: config.WORKER_HEALTH_PORT });
// Purging, settling overdue FIB payments, sending codes and draining the search outbox run here only in roles
// `worker` and `all`.
if (runsJobs(config.role)) {
  await queue.runJobs({ db: handle.db, app, log: app.log });
  jobs.running = true;
}
app.log.info({ role: config.role, healthPort: workerHealth ? config.WORKER_HEALTH_PORT : undefined }, 'started');

// A second signal stops at once.
let closing = false;
async function shutdown(signal: string) {
  if (closing) process.exit(1);
  closing = true;
  await stopGracefully(
    {
      app,
      workerHealth,
      jobs,
      queue,
      search,
      database: handle,
      // Only a process behind a load balancer has anyone to wait for.
      drainSeconds: runsHttp(config.role) ? config.SHUTDOWN_DRAIN_SECONDS : 0,
    },
    signal,
  );
  process.exit(0);
}
process.off('SIGTERM', stopEarly);
process.off('SIGINT', stopEarly);
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
