// Where this process is in its life, for /health/ready: on SIGTERM main.ts marks it draining, the load
// balancer sees "not ready" and stops sending requests, and only then does the server close.
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
}
