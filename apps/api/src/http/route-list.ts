// Every route this app registered, with its schema, collected as plugins register them (an onRoute hook on
// the root before any plugin). Tests walk it to reach every route, including routes added after they were
// written; nothing in production reads it.
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  schema?: FastifySchema;
  config?: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

export function recordRoutes(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, schema: route.schema, config: route.config });
    }
  });
}
