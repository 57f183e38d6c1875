// The job queue on PGlite and (with TEST_DATABASE_URL) PostgreSQL: two workers never run one job at once, a failing
// job is retried, codes go through the queue to the outbox (and an unknown identifier's decoy costs one job too),
// and ROLE picks what a process does. Two "workers" are two queues, each with its own pg-boss, on one database.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { listOutbox } from '../adapters/messaging';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { buildServer } from '../server';
import { caller, fakeIdentityVerifiers, passingCaptcha, uniquePhone } from '../test/accounts-harness';
import { fakeSearchEngine } from '../test/catalogue-fixtures';
import { openTestDatabase, testBackends } from '../test/databases';
import { messageKey, openMessage, SEND_MESSAGE_JOB, sealMessage } from './messages';
import { JobQueue, runsHttp, runsJobs } from './queue';
import { SHOP_JOBS } from './registry';
import { defineJob, type JobContext, type JobDefinition } from './types';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('ROLE', () => {
  const PRODUCTION: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://dukan@db.internal:5432/dukan',
    AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
    SEARCH_API_KEY: 'a-production-search-key',
    PUBLIC_URL: 'https://dukan.example',
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC1',
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_FROM: '+15005550006',
  };

  it('is `all` outside production and `api` in production on PostgreSQL, where a worker runs the jobs', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).role).toBe('all');
    expect(loadConfig({ NODE_ENV: 'test' }).role).toBe('all');
    expect(loadConfig(PRODUCTION).role).toBe('api');
    expect(loadConfig({ ...PRODUCTION, ROLE: 'worker' }).role).toBe('worker');
    expect(loadConfig({ ...PRODUCTION, ROLE: 'all' }).role).toBe('all');
    // One machine on the embedded database: that one process does everything.
    expect(loadConfig({ ...PRODUCTION, DATABASE_URL: undefined, ALLOW_EMBEDDED_DATABASE: 'true' }).role).toBe('all');
  });

  it('refuses an unknown role, and a split role on PGlite, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', ROLE: 'cron' })).toThrow(/ROLE/);
    expect(() => loadConfig({ NODE_ENV: 'test', ROLE: 'worker' })).toThrow(
      /ROLE: worker needs DATABASE_URL \(the embedded PGlite is one process: use ROLE=all\)/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', ROLE: 'api' })).toThrow(/ROLE: api needs DATABASE_URL/);
    expect(loadConfig({ NODE_ENV: 'test', ROLE: 'worker', DATABASE_URL: 'postgres://x@h/db' }).role).toBe('worker');
  });

  it('says which processes serve HTTP and which run jobs', () => {
    expect([runsHttp('api'), runsJobs('api')]).toEqual([true, false]);
    expect([runsHttp('worker'), runsJobs('worker')]).toEqual([false, true]);
    expect([runsHttp('all'), runsJobs('all')]).toEqual([true, true]);
  });
});

describe('sealed messages', () => {
  it('opens what it sealed, refuses another key, and pads a decoy to its real message’s length', () => {
    const key = messageKey('a-secret-of-at-least-32-characters-long');
    const message = {
      to: '+9647701234567',
      channel: 'sms' as const,
      text: 'Your code is 123456',
      code: '123456',
      locale: 'en' as const,
      purpose: 'login' as const,
    };
    const real = sealMessage(key, { message, decoy: false });
    const decoy = sealMessage(key, { message, decoy: true });
    expect(real.sealed).not.toContain('123456');
    expect(Buffer.from(real.sealed, 'base64').toString('latin1')).not.toContain('123456');
    expect(decoy.sealed.length).toBe(real.sealed.length);
    expect(openMessage(key, real)).toEqual({ message, decoy: false });
    expect(openMessage(key, decoy).decoy).toBe(true);
    expect(() => openMessage(messageKey('another-secret-of-at-least-32-characters'), real)).toThrow();
  });
});

describe.each(testBackends)('job queue on %s', (backend) => {
  let handle: DbHandle;
  const opened: JobQueue[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
  });
  afterEach(async () => {
    for (const queue of opened.splice(0)) await queue.stop(2);
    for (const app of apps.splice(0)) await app.close();
  });
  afterAll(async () => {
    await handle?.close();
  });

  const errors: unknown[] = [];
  async function openQueue(jobs: JobDefinition<unknown>[]) {
    const queue = await JobQueue.open(handle.db, { role: 'worker', jobs, onError: (e) => errors.push(e) });
    opened.push(queue);
    return queue;
  }
  const silentLog = { warn: () => {}, info: () => {}, error: () => {} } as unknown as JobContext['log'];
  const context = (): JobContext => ({ db: handle.db, app: undefined as unknown as FastifyInstance, log: silentLog });

  it('hands each job to one of two workers, never to both, and never runs a periodic job twice at once', async () => {
    const runsOf = new Map<number, number>();
    let active = 0;
    let mostAtOnce = 0;
    const each = defineJob<{ n: number }>({
      name: 'test-each-once',
      pollingIntervalSeconds: 0.5,
      run: async ({ n }) => {
        runsOf.set(n, (runsOf.get(n) ?? 0) + 1);
        await sleep(20);
      },
    });
    const periodic = defineJob<null>({
      name: 'test-periodic',
      everySeconds: 1,
      pollingIntervalSeconds: 0.5,
      // Longer than its beat: a second run would start during the first if the queue let it.
      run: async () => {
        active += 1;
        mostAtOnce = Math.max(mostAtOnce, active);
        await sleep(1500);
        active -= 1;
      },
    });
    const jobs = [each, periodic] as JobDefinition<unknown>[];
    const one = await openQueue(jobs);
    const two = await openQueue(jobs);
    for (let n = 0; n < 20; n++) await (n % 2 ? one : two).send(each.name, { n });
    await one.runJobs(context());
    await two.runJobs(context());
    await until('20 jobs', () => runsOf.size === 20);
    await sleep(4000);
    expect([...runsOf.values()].every((runs) => runs === 1)).toBe(true);
    expect(mostAtOnce).toBe(1);
    // Slower than its beat, yet no backlog: at most one waits while one runs.
    expect(await one.depth(periodic.name)).toBeLessThanOrEqual(1);
    // Two beats of 1 s each over 4 s, each run taking 1.5 s: it ran, one at a time.
    expect(active).toBeLessThanOrEqual(1);
  });

  it('retries a failing job with its delay until it succeeds', async () => {
    let attempts = 0;
    const flaky = defineJob<null>({
      name: 'test-flaky',
      pollingIntervalSeconds: 0.5,
      retryLimit: 3,
      retryDelaySeconds: 1,
      retryBackoff: false,
      run: async () => {
        attempts += 1;
        if (attempts < 3) throw new Error(`failure ${attempts}`);
      },
    });
    const queue = await openQueue([flaky as JobDefinition<unknown>]);
    const id = await queue.send(flaky.name, null);
    await queue.runJobs(context());
    await until('the third attempt', () => attempts >= 3);
    await until('completed', async () => (await queue.getJob(flaky.name, id!))?.state === 'completed');
    const job = await queue.getJob(flaky.name, id!);
    expect(attempts).toBe(3);
    expect(job).toMatchObject({ state: 'completed', retryCount: 2 });
  });

  it('gives up on a job that keeps failing after its retries, counting them', async () => {
    let attempts = 0;
    const broken = defineJob<null>({
      name: 'test-broken',
      pollingIntervalSeconds: 0.5,
      retryLimit: 1,
      retryDelaySeconds: 1,
      run: async () => {
        attempts += 1;
        throw new Error('always');
      },
    });
    const queue = await openQueue([broken as JobDefinition<unknown>]);
    const id = await queue.send(broken.name, null);
    await queue.runJobs(context());
    await until('failed', async () => (await queue.getJob(broken.name, id!))?.state === 'failed');
    expect(attempts).toBe(2);
  });

  it('sends codes through the queue: the answer enqueues, a worker delivers to the outbox', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
    const api = await openQueue(SHOP_JOBS);
    const app = await buildServer({
      config,
      db: handle.db,
      search: fakeSearchEngine,
      queue: api,
      accounts: { captcha: passingCaptcha, identity: fakeIdentityVerifiers() },
    });
    apps.push(app);
    const call = caller(app);
    const phone = uniquePhone();
    const before = await api.depth();
    const started = await call('POST', '/auth/public/mfa-provider-password-otp/initialize-register', {
      body: { provider: phone, password: 'Dukan#2026', identifierId: 1 },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    // Answered without delivering: the message waits in the queue, sealed.
    expect(await listOutbox(handle.db, phone)).toEqual([]);
    expect(await api.depth()).toBe(before + 1);

    // An identifier without an account costs one job as well (a decoy), and gets no message.
    const stranger = uniquePhone();
    const decoy = await call('POST', '/auth/public/otp/send', { body: { identifier: stranger, identifierId: 1 } });
    expect(decoy.status).toBe(200);
    expect(await api.depth()).toBe(before + 2);
    const metrics = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toContain(`dukan_job_queue_depth ${before + 2}`);

    // A worker (another queue on the same database) delivers it.
    const worker = await openQueue(SHOP_JOBS);
    await worker.runJobs({ db: handle.db, app, log: silentLog });
    await until('the code in the outbox', async () => (await listOutbox(handle.db, phone)).length === 1);
    const [message] = await listOutbox(handle.db, phone);
    expect(message!.code).toMatch(/^\d{6}$/);
    const verified = await call('POST', '/auth/public/mfa-provider-password-otp/verify-register', {
      body: { id: started.body.id, code: message!.code, identifierId: 1 },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    await until('the queue drained', async () => (await api.depth(SEND_MESSAGE_JOB)) === 0);
    expect(await listOutbox(handle.db, stranger)).toEqual([]);
  });
});
