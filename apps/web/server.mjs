// The storefront's HTTP server: Next.js behind a few lines that only this layer can do, because Next's
// proxy (proxy.ts) never sees the connection.
// - The API's paths (/api, /auth, /search, /admin) go straight to the API (api-pass.mjs), as nginx sends them in a
//   deployed shop, without Next's request handling in between.
// - X-Forwarded-For becomes one address: the connection's own, or, when the connection comes from a
//   trusted proxy (STOREFRONT_TRUST_PROXY, default loopback: a TLS proxy on this machine), the address that
//   proxy saw. Whatever a browser wrote there itself is dropped, so the API's per-address limits hold.
// - The internal address of the API never reaches a browser: Next names the target of a rewrite in an
//   `x-middleware-rewrite` response header, which is removed here.
// - Next's built files (/_next/static) are sent from disk, compressed once at build (static-files.mjs).
// - Cached pages are answered from memory without going through Next again (page-cache.mjs); PAGE_CACHE_MB
//   sets its size (default 64, 0 turns it off).
// - Idle keep-alive connections stay open longer than the clients and proxies in front keep them, and a closing
//   server still ends them at once (holdConnections).
// Started by scripts/start.mjs; `PORT` (or WEB_PORT) and `WEB_HOST` say where it listens.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyaddr from 'proxy-addr';
import { createApiPass } from './api-pass.mjs';
import { createPageCache } from './page-cache.mjs';
import { baseHeaders, createStaticFiles } from './static-files.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? process.env.WEB_PORT ?? 3000);
const hostname = process.env.WEB_HOST ?? '0.0.0.0';
const trusted = (process.env.STOREFRONT_TRUST_PROXY ?? 'loopback')
  .split(',')
  .map((entry) => entry.trim())
  .filter((entry) => entry && entry !== 'false');
const trust = proxyaddr.compile(trusted);

/** Response headers that name the inside of the shop. */
const INTERNAL_RESPONSE_HEADERS = new Set(['x-middleware-rewrite', 'x-middleware-next', 'x-powered-by']);

/** Request headers that name the client: replaced by the one address this server vouches for. */
const CLIENT_ADDRESS_HEADERS = new Set(['x-forwarded-for', 'forwarded', 'x-real-ip']);

export function prepareRequest(req, res) {
  const address = proxyaddr(req, trust);
  for (const name of CLIENT_ADDRESS_HEADERS) delete req.headers[name];
  req.headers['x-forwarded-for'] = address;
  // Next builds its own request (the one proxy.ts reads) from the raw list, so that one is rewritten too.
  if (Array.isArray(req.rawHeaders)) {
    const raw = [];
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
      if (!CLIENT_ADDRESS_HEADERS.has(req.rawHeaders[i].toLowerCase()))
        raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
    }
    raw.push('X-Forwarded-For', address);
    Object.defineProperty(req, 'rawHeaders', { value: raw, configurable: true });
  }
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (INTERNAL_RESPONSE_HEADERS.has(name.toLowerCase()) ? res : setHeader(name, value));
}

/**
 * How long an idle keep-alive connection stays open. Node closes one after 5 s by default, and a client that reuses
 * the connection at that moment sends its request into a closing socket and gets ECONNRESET (the likely cause of
 * the ECONNRESET the browser tests met twice, on requests to this server). Load balancers keep theirs up to 60 s,
 * so the server waits longer than that and the client is always the one that closes.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Sets the keep-alive times on the server and returns what closes it: no new connections, idle ones closed now,
 * and each busy one as soon as its response is sent (a long keep-alive would otherwise hold a closing server up to
 * KEEP_ALIVE_TIMEOUT_MS). `onClosed` runs when the last connection is gone.
 */
export function holdConnections(server) {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node requires the headers' timeout to be longer than the keep-alive one.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  let closing = false;
  // Before the app's own handler, which may answer at once.
  server.prependListener('request', (req, res) => {
    if (closing) res.setHeader('connection', 'close');
    // A response that was under way when closing began: its connection is idle once it is sent.
    res.on('finish', () => {
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  return function close(onClosed) {
    closing = true;
    server.close(onClosed);
    server.closeIdleConnections();
  };
}

/** Where this server can reach itself: its listening address, with a wildcard one replaced by loopback. */
export function ownOrigin(server) {
  const { address, family, port } = server.address();
  if (family === 'IPv6' || family === 6) return `http://[${address === '::' ? '::1' : address}]:${port}`;
  return `http://${address === '0.0.0.0' ? '127.0.0.1' : address}:${port}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  // As `next start` does; set before Next is loaded, which reads it while loading.
  process.env.NODE_ENV ??= 'production';
  const { default: next } = await import('next');
  // Next tells its own rewrites (the proxy's `/{lang}/products` → `…/first-page`, `/` → `/{lang}`) from external
  // ones by origin, comparing the rewrite's URL (the proxy's request URL, on `localhost`) with one built on the
  // hostname given here. Given WEB_HOST=127.0.0.1 the two differed, and Next proxied the page to
  // https://localhost:<port> (behind nginx's X-Forwarded-Proto), which failed with a 500 (seen in test:scale).
  // The listening address stays WEB_HOST.
  const app = next({ dev: false, dir, hostname: 'localhost', port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const pageCacheMb = Number(process.env.PAGE_CACHE_MB ?? 64);
  // Expired copies are refreshed by a request of this server to itself, on the address it listens on.
  const pageCache =
    pageCacheMb > 0 ? createPageCache({ maxBytes: pageCacheMb * 1024 * 1024, origin: () => ownOrigin(server) }) : null;
  const staticFiles = createStaticFiles(path.join(dir, '.next/static'));
  const apiPass = createApiPass({ headers: baseHeaders() });
  const server = createServer((req, res) => {
    prepareRequest(req, res);
    apiPass(req, res, () =>
      staticFiles.handle(req, res, () => {
        if (pageCache) pageCache.handle(req, res, () => void handle(req, res));
        else void handle(req, res);
      }),
    );
  });
  server.listen(port, hostname, () => {
    console.log(`storefront listening on http://${hostname}:${port}`);
  });
  const closeServer = holdConnections(server);
  const close = () => closeServer(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}
