// The API's paths (/api, /auth, /search, /admin, the FIB simulator), passed straight to the API by the storefront's
// own server, as nginx does in front of a deployed shop (deploy/nginx/nginx.conf).
//
// Next can forward them too (proxy.ts rewrites them, and `next dev` relies on that), but a rewrite goes through
// Next's request handling and its proxy first: 5 ms a request when idle, and 100 ms or more for the home page's
// hero picture while the same process is sending the page's stylesheet and scripts, so the picture missed the
// page's first paint. Here a request is piped as it comes, and the API's answer back as it comes.
import { request as httpRequest, Agent } from 'node:http';
import { randomUUID } from 'node:crypto';

/** The paths the API answers (the same list as proxy.ts's API_PREFIX). */
export const API_PATH = /^\/(?:api|auth|search|admin|dev\/fib\/payments)(?:[/?]|$)/;

/** Where the storefront's server reaches the API, read as lib/api/config.ts reads it (api-pass.test.ts checks). */
export function apiInternalUrl(env = process.env) {
  return (env.API_INTERNAL_URL || `http://127.0.0.1:${env.API_PORT || 4000}`).replace(/\/+$/, '');
}

// The API accepts the same shape (apps/api/src/http/request-id.ts): short, plain, safe in a log line.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Headers about one connection (hop-by-hop), which a proxy never passes on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

/**
 * Returns a handler for requests whose path matches API_PATH, or null for the rest. `headers` are added to every
 * answer (the storefront's base security headers). The request's X-Forwarded-For must already be the one
 * address this server vouches for (server.mjs prepareRequest).
 */
export function createApiPass({ apiUrl = apiInternalUrl(), headers = {} } = {}) {
  const target = new URL(apiUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  return function handle(req, res, next) {
    if (!API_PATH.test(req.url ?? '')) return next();
    const forwarded = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) forwarded[name] = value;
    }
    forwarded['x-forwarded-host'] = req.headers.host ?? '';
    forwarded.host = target.host;
    const given = req.headers['x-request-id'];
    forwarded['x-request-id'] = typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    const upstream = httpRequest(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: forwarded,
        agent,
      },
      (answer) => {
        const out = { ...headers };
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    // The API is down or restarting: 502 with no message, so the storefront shows its own "something went wrong"
    // in the shopper's language, and a GET is tried once more (lib/api/request.ts).
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { ...headers, 'cache-control': 'no-store', 'content-length': '0' });
      res.end();
    });
    // A browser that goes away stops the API's answer too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}
