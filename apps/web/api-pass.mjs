// The API's paths (/api, /auth, /search, /admin, the FIB simulator), passed straight to the API by the storefront's
// own server, as nginx does in front of a deployed shop (deploy/nginx/nginx.conf).
//
// Next can forward them too (proxy.ts rewrites them, and `next dev` relies on that), but a rewrite goes through
// Next's request handling and its proxy first: 5 ms a request when idle, and 100 ms or more for the home page's
// hero picture while the same process is sending the page's stylesheet and scripts, so the picture missed the
// page's first paint. Here a request is piped as it comes, and the API's answer back as it comes.
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { createProxyServer } from 'httpxy';

/** The paths the API answers (the same list as proxy.ts's API_PREFIX). */
export const API_PATH = /^\/(?:api|auth|search|admin|dev\/fib\/payments)(?:[/?]|$)/;

/** Where the storefront's server reaches the API, read as lib/api/config.ts reads it (api-pass.test.ts checks). */
export function apiInternalUrl(env = process.env) {
  return (env.API_INTERNAL_URL || `http://127.0.0.1:${env.API_PORT || 4000}`).replace(/\/+$/, '');
}

// The API accepts the same shape (apps/api/src/http/request-id.ts): short, plain, safe in a log line.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Returns a handler that passes a request whose path matches API_PATH to the API and calls `next()` for the rest.
 * `headers` are added to every answer (the storefront's base security headers). The request's X-Forwarded-For must
 * already be the one address this server vouches for (server.mjs prepareRequest). httpxy is the proxy Next's own
 * rewrites use, with the same settings: the API's host, and the shop's host in X-Forwarded-Host.
 */
export function createApiPass({ apiUrl = apiInternalUrl(), headers = {} } = {}) {
  const proxy = createProxyServer({
    target: apiUrl,
    changeOrigin: true,
    agent: new Agent({ keepAlive: true, maxSockets: 256 }),
  });
  proxy.on('proxyRes', (proxyRes, _req, res) => {
    // About the API's connection, not the browser's.
    delete proxyRes.headers['keep-alive'];
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  });

  return function handle(req, res, next) {
    if (!API_PATH.test(req.url ?? '')) return next();
    req.headers['x-forwarded-host'] = req.headers.host ?? '';
    const given = req.headers['x-request-id'];
    req.headers['x-request-id'] = typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    // The API is down or restarting: 502 with no message, so the storefront shows its own "something went wrong"
    // in the shopper's language, and a GET is tried once more (lib/api/request.ts).
    proxy.web(req, res).catch(() => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { ...headers, 'cache-control': 'no-store', 'content-length': '0' });
      res.end();
    });
  };
}
