// GET /health: is the database answering, is the search engine ready.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

export const healthPlugin: FastifyPluginAsync = async (app) => {
  app.get('/health', async (_request, reply) => {
    const { db, search } = app.deps;
    const [database, searchReady] = await Promise.all([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      search.health().catch(() => false),
    ]);
    const ok = database && searchReady;
    return reply.code(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'degraded',
      database: database ? 'ready' : 'unavailable',
      search: { engine: search.name, status: searchReady ? 'ready' : 'unavailable' },
    });
  });
};
