// The HTTP server's settings, the same for the API and the search service.
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { requestIdOf } from './request-id';

export function fastifyOptions(config: Config): FastifyServerOptions {
  return {
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // Bodies of this shop are small forms; anything bigger is abuse.
    bodyLimit: 256 * 1024,
    trustProxy: config.TRUST_PROXY,
    // Path parameters are ids, locales and slugs; anything longer is not ours.
    routerOptions: { maxParamLength: 200 },
    // A caller's X-Request-Id is used only once checked (http/request-id.ts), never taken as it comes.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Closing: new requests get 503, in-flight ones finish, idle keep-alive connections are closed.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  };
}
