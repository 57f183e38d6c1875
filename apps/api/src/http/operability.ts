// What every request goes through before its route, registered on the root app before any route so that
// all routes (and routes added by later plugins) get it: the request id echoed back, NUL bytes refused,
// figures counted for /metrics, the lifecycle /health/ready reads, and the list of routes (for tests).
import type { FastifyInstance } from 'fastify';
import { registerLifecycle } from './lifecycle';
import { registerMetrics } from './metrics';
import { rejectNulBytes } from './nul-bytes';
import { echoRequestId } from './request-id';
import { recordRoutes } from './route-list';

export function registerOperability(app: FastifyInstance) {
  recordRoutes(app);
  registerLifecycle(app);
  echoRequestId(app);
  rejectNulBytes(app);
  registerMetrics(app);
}
