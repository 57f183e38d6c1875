// Health for load balancers and orchestrators:
//   GET /health/live   the process answers (restart it when this fails);
//   GET /health/ready  it can serve: database, search index, not shutting down (send traffic when 200);
//   GET /health        the same checks as ready, kept for scripts/start.mjs and existing monitors.
// Redis is reported but does not make the process unready: while it is down the rate limits count in each
// process (services/rate-limit/redis.ts), and taking every replica out of the load balancer for that would
// turn a weaker limit into an outage.
//
// The worker (worker-health.ts, option `jobs`) serves no search and takes no traffic, so its readiness is about
// doing its work: the database, its job queue taking jobs, and Redis when configured (its app hears of other
// processes' changes through it, as the API's does). No load balancer follows a worker's readiness, so there a
// Redis that does not answer makes it unready without the outage described above: it only shows the operator.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RateLimitStore } from '../services/rate-limit/types';

export interface HealthOptions {
  rateLimits: RateLimitStore;
  /** A worker's readiness: whether its job queue is taking jobs (read at each check). */
  jobs?: { running: boolean };
}

type Status = 'ready' | 'unavailable';

export const healthPlugin: FastifyPluginAsync<HealthOptions> = async (app, { rateLimits, jobs }) => {
  const redisConfigured = Boolean(app.deps.config.REDIS_URL);

  const check = async () => {
    const { db, search } = app.deps;
    const [database, searchReady, redis] = await Promise.all([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      search.health().catch(() => false),
      redisConfigured ? (rateLimits.health?.() ?? Promise.resolve(false)) : Promise.resolve(null),
    ]);
    const state = (ok: boolean): Status => (ok ? 'ready' : 'unavailable');
    const body = {
      database: state(database),
      search: { engine: search.name, status: state(searchReady) },
      redis: redis === null ? 'not configured' : state(redis),
    };
    if (jobs) return { ok: database && jobs.running && redis !== false, body: { ...body, jobs: state(jobs.running) } };
    return { ok: database && searchReady, body };
  };

  const answer = async (reply: FastifyReply) => {
    const draining = app.lifecycle.draining;
    const { ok, body } = await check();
    const ready = ok && !draining;
    reply.header('Cache-Control', 'no-store');
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ok' : draining ? 'draining' : 'degraded',
      ...body,
    });
  };

  app.get('/health', async (_request, reply) => answer(reply));
  app.get('/health/ready', async (_request, reply) => answer(reply));
  app.get('/health/live', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  // Said once at start: a Redis that is configured but not answering is easy to miss, since nothing fails.
  if (redisConfigured) {
    app.addHook('onReady', async () => {
      void (rateLimits.health?.() ?? Promise.resolve(false)).then((answering) => {
        if (!answering) {
          app.log.warn('REDIS_URL is set but Redis is not answering: rate limits count in this process until it does');
        }
      });
    });
  }
};
