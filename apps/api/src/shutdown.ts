// How a process of the API's image stops on SIGTERM (main.ts), whatever its role. It turns not-ready first and
// keeps serving for SHUTDOWN_DRAIN_SECONDS, so the load balancer sees it and sends nothing new; then the server
// closes: requests in flight finish, idle keep-alive connections close, new ones get 503. After the last request
// (which may have enqueued a code), jobs in hand finish and no new ones are taken; a job cut short is retried by
// another worker. The search engine and the database close last.
//
// A worker's health listener (worker-health.ts) turns not-ready at the same moment and keeps answering until the
// jobs in hand are done, so whoever watches it sees a worker that is stopping, not one that vanished.
import type { FastifyInstance } from 'fastify';

export interface RunningProcess {
  /** The API's app: listening in roles `api` and `all`, only built (for the jobs' wiring) in a worker. */
  app: FastifyInstance;
  /** The worker's health listener, when this process has one. */
  workerHealth: FastifyInstance | null;
  /** What the worker's readiness reads: cleared before the queue stops. */
  jobs: { running: boolean };
  queue: { stop(): Promise<void> };
  search: { close(): Promise<void> };
  database: { close(): Promise<void> };
  /** How long to answer not-ready while still serving: SHUTDOWN_DRAIN_SECONDS, 0 for a process without an API. */
  drainSeconds: number;
}

export async function stopGracefully(running: RunningProcess, signal: string): Promise<void> {
  const { app, workerHealth } = running;
  app.lifecycle.draining = true;
  if (workerHealth) workerHealth.lifecycle.draining = true;
  app.log.info({ signal, drainSeconds: running.drainSeconds }, 'shutting down: not ready, draining');
  if (running.drainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, running.drainSeconds * 1000));
  await app.close();
  running.jobs.running = false;
  await running.queue.stop();
  await workerHealth?.close();
  await running.search.close();
  await running.database.close();
  app.log.info('stopped');
}
