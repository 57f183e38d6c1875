// The durable job queue: pg-boss on the shop's own database (docs/decisions/015). On PostgreSQL it shares the
// API's connection pool; on the embedded PGlite it drives the one in-process connection through the same
// `executeSql` adapter, so development and the tests run the very queue production runs.
//
// Every process opens the queue (the API enqueues); only processes of role `worker` or `all` run jobs
// (runJobs). Jobs are sent with their definition's retry settings; a periodic job is put on the queue on its beat
// by every running process, and the queue keeps one per beat (singletonSeconds), at most one waiting and one
// active (the `stately` policy), so adding workers never runs it twice, and a run slower than its beat never
// piles up a backlog.
import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Database } from '../db/client';
import { SHOP_JOBS } from './registry';
import type { JobContext, JobDefinition } from './types';

export type ProcessRole = 'api' | 'worker' | 'all';

export function runsHttp(role: ProcessRole): boolean {
  return role !== 'worker';
}

export function runsJobs(role: ProcessRole): boolean {
  return role !== 'api';
}

/** pg-boss's database interface over the driver behind Drizzle: PGlite's one connection or node-postgres' pool. */
function executorFor(db: Database): PgBoss.Db {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) {
    return {
      executeSql: async (text, values) => {
        // pg-boss sends its DDL and locked sections as one multi-statement script without parameters: PGlite's
        // exec runs such a script whole (its connection is held for the script), query runs one statement.
        if (values?.length) return client.query(text, values);
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    };
  }
  return { executeSql: (text, values) => client.query(text, values) };
}

/** PostgreSQL's unique_violation: a stately queue refusing a second waiting or active job. */
function isSingletonRefusal(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || /duplicate key value/.test(String(e?.message));
}

export interface JobQueueOptions {
  /** Whether this process runs jobs (runJobs); only those expire stuck jobs and archive finished ones. */
  role: ProcessRole;
  jobs?: JobDefinition<unknown>[];
  /** Where a failing job, poll or beat is reported; the queue keeps going. */
  onError: (error: unknown, what: string) => void;
}

export class JobQueue {
  private readonly workerIds = new Map<string, string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private running = false;

  private constructor(
    private readonly boss: PgBoss,
    private readonly definitions: Map<string, JobDefinition<unknown>>,
    private readonly onError: JobQueueOptions['onError'],
  ) {}

  /** Creates pg-boss's schema and the shop's queues when missing (under pg-boss's own advisory lock). */
  static async open(db: Database, options: JobQueueOptions): Promise<JobQueue> {
    const jobs = options.jobs ?? SHOP_JOBS;
    const boss = new PgBoss({
      db: executorFor(db),
      // Our own beat puts periodic jobs on the queue; pg-boss's cron clock is not used.
      schedule: false,
      // Failing jobs stuck past their time (to retry them) and archiving finished ones: processes that run jobs.
      // pg-boss lets one of them do it per interval, whatever their number.
      supervise: runsJobs(options.role),
      // A finished job (a sealed message among them) is archived after an hour and deleted a day later.
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 1,
    });
    boss.on('error', (error) => {
      // A worker fetching a periodic job while another process runs it: the unique index said no, as it should.
      if (!isSingletonRefusal(error)) options.onError(error, 'job queue');
    });
    await boss.start();
    for (const job of jobs) {
      const settings = {
        policy: job.everySeconds ? ('stately' as const) : ('standard' as const),
        retryLimit: job.retryLimit ?? 2,
        retryDelay: job.retryDelaySeconds ?? 10,
        retryBackoff: job.retryBackoff ?? true,
        expireInSeconds: job.expireInSeconds ?? 900,
      };
      await boss.createQueue(job.name, { name: job.name, ...settings });
      // An existing queue takes the definition's current retry settings.
      await boss.updateQueue(job.name, { name: job.name, ...settings });
    }
    return new JobQueue(boss, new Map(jobs.map((j) => [j.name, j])), options.onError);
  }

  /** Puts a job on the queue; null when a singleton rule kept it out (one is already there). */
  async send(name: string, data: unknown, options: PgBoss.SendOptions = {}): Promise<string | null> {
    const job = this.definitions.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    const id = await this.boss.send(name, (data ?? null) as object, options);
    // Run at once when this process works on it, instead of at the worker's next poll.
    const workerId = this.workerIds.get(name);
    if (id && workerId) this.boss.notifyWorker(workerId);
    return id;
  }

  /** Jobs waiting to run (new and waiting to be retried), in one queue or all: the dukan_job_queue_depth figure. */
  async depth(name?: string): Promise<number> {
    let total = 0;
    for (const queue of name ? [name] : this.definitions.keys()) total += await this.boss.getQueueSize(queue);
    return total;
  }

  /** The job's row, for tests and operators: state, retries, output. */
  getJob(name: string, id: string) {
    return this.boss.getJobById(name, id);
  }

  /** Starts working on every queue in this process, and the beat of the periodic jobs. */
  async runJobs(ctx: JobContext): Promise<void> {
    if (this.running) return;
    this.running = true;
    for (const job of this.definitions.values()) {
      const id = await this.boss.work(
        job.name,
        { pollingIntervalSeconds: job.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async ([item]) => {
          try {
            await job.run(item!.data, ctx);
          } catch (error) {
            ctx.log.warn({ err: error, job: job.name, jobId: item!.id }, 'job failed; the queue retries it');
            throw error;
          }
        },
      );
      this.workerIds.set(job.name, id);
      if (job.everySeconds) this.beat(job, job.everySeconds);
    }
  }

  /**
   * Sends the periodic job several times a beat, so a late timer never skips a slot; the queue's unique index
   * keeps one job per name and slot, whichever process sends first.
   */
  private beat(job: JobDefinition<unknown>, everySeconds: number) {
    const send = () =>
      this.boss
        .send(job.name, null as unknown as object, { singletonKey: job.name, singletonSeconds: everySeconds })
        .catch((error: unknown) => {
          if (!isSingletonRefusal(error)) this.onError(error, `scheduling ${job.name}`);
        });
    void send();
    const timer = setInterval(send, Math.max(1, Math.min(15, everySeconds / 4)) * 1000);
    timer.unref();
    this.timers.push(timer);
  }

  /**
   * Stops taking jobs and waits up to `timeoutSeconds` for those running to finish; one cut short is retried
   * by a worker once its time is up. The database stays open (it is the app's).
   */
  async stop(timeoutSeconds = 20): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutSeconds * 1000 });
  }
}
