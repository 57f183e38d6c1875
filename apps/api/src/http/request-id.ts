// One id per request: taken from the caller's X-Request-Id when it is short and plain (the storefront's server
// passes its own, so one page view can be followed from the storefront's log into the API's), made here
// otherwise. Fastify puts it in every log line of the request (`reqId`); the response carries it back.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// Letters, digits and . _ : - only, at most 64: nothing that could forge a log line or a header.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function isSafeRequestId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value);
}

/** Fastify's genReqId (with `requestIdHeader: false`, so an unchecked header is never used as is). */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return isSafeRequestId(given) ? given : randomUUID();
}

export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
