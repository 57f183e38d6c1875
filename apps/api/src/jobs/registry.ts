// What a background job is, and the list of the shop's jobs. Adding one is one line in SHOP_JOBS: a queue is made
// for it at start, the worker role runs it, and an `everySeconds` job is also put on the queue on that beat.
//
// "Never twice at once" is the queue's, not the job's: a job is handed to one worker by a row lock (pg-boss
// fetches with FOR UPDATE SKIP LOCKED), and a periodic job's queue has the `stately` policy, whose unique index
// lets one of its jobs wait and one be active at a time across every process.
import { purgeExpiredAuthRecords } from '../services/auth/purge';
import { searchOutboxDrainJob } from '../services/search-sync/drain-job';
import { sendMessageJob } from './messages';
import { defineJob, type JobDefinition } from './types';

/** Expired codes, tokens and reset links: hourly. */
export const purgeJob = defineJob<null>({
  name: 'purge-expired-auth-records',
  everySeconds: 3600,
  pollingIntervalSeconds: 30,
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 600,
  run: async (_data, { db }) => {
    await purgeExpiredAuthRecords(db, new Date());
  },
});

/** Unpaid FIB orders past their time give their stock back: each minute (the bank is asked per payment). */
export const settleFibJob = defineJob<null>({
  name: 'settle-overdue-fib-orders',
  everySeconds: 60,
  pollingIntervalSeconds: 5,
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 300,
  run: async (_data, { app, log }) => {
    const { changed } = await app.jobs.settleOverdueFibOrders();
    if (changed) log.info({ changed }, 'settled overdue FIB orders');
  },
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of jobs of different data types
export const SHOP_JOBS: JobDefinition<any>[] = [purgeJob, settleFibJob, sendMessageJob, searchOutboxDrainJob];
