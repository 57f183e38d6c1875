// What every request goes through before its route, registered on the root app before any route so that
// all routes (and routes added by later plugins) get it: the request id echoed back, NUL bytes refused,
// figures counted for /metrics, and the lifecycle /health/ready reads.
import type { FastifyInstance } from 'fastify';
import { registerLifecycle } from './lifecycle';
import { registerMetrics } from './metrics';
import { rejectNulBytes } from './nul-bytes';
import { echoRequestId } from './request-id';

export function registerOperability(app: FastifyInstance) {
  registerLifecycle(app);
  echoRequestId(app);
  rejectNulBytes(app);
  registerMetrics(app);
}
