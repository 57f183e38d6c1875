// What a background job is. A definition names its queue, how it is retried, and, for scheduled work, its beat;
// jobs/registry.ts lists the shop's jobs and jobs/queue.ts runs them on pg-boss.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** What a job's work may use: the database, the built (not necessarily listening) app for its wiring, a logger. */
export interface JobContext {
  db: Database;
  app: FastifyInstance;
  log: FastifyBaseLogger;
}

export interface JobDefinition<Data = unknown> {
  /** The queue's name: letters, digits, "-" and "_". */
  name: string;
  /** Put on the queue every so many seconds by each worker process; the queue keeps one per beat. */
  everySeconds?: number;
  /** How often an idle worker looks for this job (seconds, at least 0.5). A job sent in this process is run at once. */
  pollingIntervalSeconds?: number;
  /** Retries after a failure (throwing), waiting retryDelaySeconds, doubled each time when retryBackoff. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A run that takes longer is counted as failed (and retried): keep it above the work's own time limits. */
  expireInSeconds?: number;
  run(data: Data, ctx: JobContext): Promise<void>;
}

/** Types `run`'s data from the definition; the registry itself holds definitions of any data. */
export function defineJob<Data>(definition: JobDefinition<Data>): JobDefinition<Data> {
  return definition;
}
