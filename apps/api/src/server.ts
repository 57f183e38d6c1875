// Builds the Fastify app from its parts. Nothing here starts work at import time:
// main.ts opens the database and listens; tests call buildServer with their own database.
import Fastify, { type FastifyInstance } from 'fastify';
import type { SearchEngine } from './adapters/search-engine/types';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandlers } from './http/errors';
import { zodValidatorCompiler } from './http/zod';
import { cataloguePlugin } from './routes/catalogue';
import { healthPlugin } from './routes/health';
import { mediaPlugin } from './routes/media';
import { searchPlugin } from './routes/search';

export interface ServerDeps {
  config: Config;
  db: Database;
  search: SearchEngine;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: ServerDeps;
  }
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.LOG_LEVEL === 'silent' ? false : { level: deps.config.LOG_LEVEL },
    // Bodies of this shop are small forms; anything bigger is abuse.
    bodyLimit: 256 * 1024,
    trustProxy: true,
    // Path parameters are ids, locales and slugs; anything longer is not ours.
    routerOptions: { maxParamLength: 200 },
  });
  app.decorate('deps', deps);
  app.setValidatorCompiler(zodValidatorCompiler);
  registerErrorHandlers(app);

  await app.register(healthPlugin);
  await app.register(cataloguePlugin, { prefix: '/api' });
  await app.register(mediaPlugin, { prefix: '/api/media' });
  await app.register(searchPlugin, { prefix: '/search' });
  return app;
}
