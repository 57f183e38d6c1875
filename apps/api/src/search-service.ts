// The built-in search as its own process (`npm run search-service`): only /search (the Meilisearch-compatible
// routes the storefront calls), /health and /metrics, from the same code as the API, so search can run and be
// scaled apart from the API (nginx sends /search here; deploy/nginx/nginx.conf). It migrates nothing and writes
// nothing: it waits for the API to have created the schema.
//
// Its index stays fresh the way every API process's does: with SEARCH_ENGINE=memory the engine reads what
// changed in the database every half second (adapters/search-engine/memory-engine.ts), so a product written
// through any API replica is found here within about a second; `database` reads SQL on every query, and
// Meilisearch is fed by the API's outbox. Nothing here needs a cross-process message.
//
// It reads the API's configuration; API_HOST and API_PORT say where it listens (another port beside an API).
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createSearchEngine } from './adapters/search-engine';
import type { SearchEngine } from './adapters/search-engine/types';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database, type DbHandle } from './db/client';
import { registerErrorHandlers } from './http/errors';
import { registerOperability } from './http/operability';
import { fastifyOptions } from './http/fastify-options';
import { zodValidatorCompiler } from './http/zod';
import { healthPlugin } from './routes/health';
import { searchPlugin } from './routes/search';
import { createRateLimitStore } from './services/rate-limit';
import { keepTrying } from './start-up';
import type { ServerDeps } from './server';

/** The search service's app: the API's search plugin, health and metrics, and nothing else. */
export async function buildSearchServer(deps: { config: Config; db: Database; search: SearchEngine }) {
  const app: FastifyInstance = Fastify(fastifyOptions(deps.config));
  // The plugins read app.deps (config, db, search) as they do in the API.
  app.decorate('deps', deps as ServerDeps);
  app.setValidatorCompiler(zodValidatorCompiler);
  registerErrorHandlers(app);
  registerOperability(app);
  await app.register(searchPlugin, { prefix: '/search' });
  // Health reports Redis like the API's does; the search routes themselves keep no counters.
  const rateLimits = createRateLimitStore(deps.config, {
    onError: (error) => app.log.warn({ err: error }, 'rate-limit store: Redis failing'),
  });
  app.addHook('onClose', () => rateLimits.close());
  await app.register(healthPlugin, { rateLimits });
  return app;
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
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
  // The API owns the schema: wait until its migrations have made the search table.
  await keepTrying('the schema (the API migrates it)', () =>
    handle.db.execute(sql`select 1 from product_search limit 1`),
  );
  const search = await keepTrying(config.MEILISEARCH_URL ? 'Meilisearch' : 'the search engine', () =>
    createSearchEngine(config, handle.db),
  );
  const app = await buildSearchServer({ config, db: handle.db, search });
  await app.listen({ host: config.API_HOST, port: config.API_PORT });

  // As the API: not ready first, keep serving while the load balancer notices, then close.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.lifecycle.draining = true;
    app.log.info({ signal, drainSeconds: config.SHUTDOWN_DRAIN_SECONDS }, 'shutting down: not ready, draining');
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_SECONDS * 1000));
    await app.close();
    await search.close();
    await handle.close();
    process.exit(0);
  };
  process.off('SIGTERM', stopEarly);
  process.off('SIGINT', stopEarly);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
