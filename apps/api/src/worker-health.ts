// The worker's own small HTTP listener (ROLE=worker, on WORKER_HEALTH_PORT): /health/live, /health/ready and
// /metrics, so an orchestrator can tell a worker that is alive and working from one that is stuck, and Prometheus
// can scrape it. The worker serves no API, so this app holds the API's health and metrics code (routes/health.ts,
// http/metrics.ts, the same METRICS_TOKEN rule) and nothing else. With ROLE=all the API's own endpoints say the
// same, and no second port is opened.
import Fastify, { type FastifyInstance } from 'fastify';
import type { SearchEngine } from './adapters/search-engine/types';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandlers } from './http/errors';
import { fastifyOptions } from './http/fastify-options';
import { registerOperability } from './http/operability';
import type { JobQueue } from './jobs/queue';
import { healthPlugin } from './routes/health';
import { createRateLimitStore } from './services/rate-limit';
import type { ServerDeps } from './server';

export interface WorkerHealthDeps {
  config: Config;
  db: Database;
  search: SearchEngine;
  /** Its depth is dukan_job_queue_depth in this listener's /metrics too. */
  queue: JobQueue;
  /** Whether this process is taking jobs: main.ts sets it once they run and clears it when they stop. */
  jobs: { running: boolean };
}

/** Whether this process opens the worker's listener: a worker, with a port. */
export function servesWorkerHealth(config: Pick<Config, 'role' | 'WORKER_HEALTH_PORT'>): boolean {
  return config.role === 'worker' && config.WORKER_HEALTH_PORT > 0;
}

/** The worker's listener: health (ready = database, jobs running, Redis when configured) and metrics only. */
export async function buildWorkerHealthServer(deps: WorkerHealthDeps): Promise<FastifyInstance> {
  const { config, db, search, queue } = deps;
  const app: FastifyInstance = Fastify(fastifyOptions(config));
  // The plugins read app.deps as they do in the API; the metrics read the queue's depth from it.
  app.decorate('deps', { config, db, search, queue } satisfies ServerDeps);
  registerErrorHandlers(app);
  registerOperability(app);
  // Only its health() is used here: whether the Redis this worker publishes its changes through answers.
  const redis = createRateLimitStore(config, {
    onError: (error) => app.log.warn({ err: error }, 'Redis failing'),
  });
  app.addHook('onClose', () => redis.close());
  await app.register(healthPlugin, { rateLimits: redis, jobs: deps.jobs });
  return app;
}
