// Where this process is in its life, for /health/ready: on SIGTERM main.ts marks it draining, the load
// balancer sees "not ready" and stops sending requests, and only then does the server close.
//
// While draining, every answer also says `Connection: close`. A proxy (nginx, the storefront's fetch pool) keeps
// idle keep-alive connections to each API process and does not read /health/ready itself: without this it would
// go on sending requests down those connections until the server closes them, and a POST caught by that close is
// answered 502/503 (a proxy retries only idempotent requests). Closed after each answer, the proxy's next request
// needs a new connection, which goes to another process once this one stops listening.
import type { FastifyInstance } from 'fastify';

export interface Lifecycle {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export function registerLifecycle(app: FastifyInstance) {
  app.decorate('lifecycle', { draining: false });
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
  });
}
