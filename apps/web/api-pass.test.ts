// api-pass.mjs: the API's paths piped straight to the API by the storefront's server, with a stand-in API.
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { apiInternalUrl as configApiInternalUrl } from './lib/api/config';
import { API_PREFIX } from './proxy';
// @ts-expect-error: a plain ES module without types, run by node directly.
import { API_PATH, apiInternalUrl, createApiPass } from './api-pass.mjs';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function listen(server: Server): Promise<number> {
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** A stand-in API that records what it receives and answers with `answer`. */
async function standInApi(answer: (req: Received, res: import('node:http').ServerResponse) => void) {
  const received: Received[] = [];
  const port = await listen(
    createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const entry = { method: req.method!, url: req.url!, headers: req.headers, body };
        received.push(entry);
        answer(entry, res);
      });
    }),
  );
  return { port, received };
}

/** The storefront's side: the pass, and a marker answer for whatever it hands on. */
async function storefront(apiUrl: string) {
  const pass = createApiPass({ apiUrl, headers: { 'Referrer-Policy': 'strict-origin-when-cross-origin' } });
  return listen(
    createServer((req, res) => {
      req.headers['x-forwarded-for'] = '203.0.113.5';
      pass(req, res, () => res.end('next'));
    }),
  );
}

function send(
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request({ port, path, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('the API pass', () => {
  it("hands the API the request as it came, with the client's one address, the shop's host and a request id", async () => {
    const api = await standInApi((_req, res) =>
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":7}'),
    );
    const port = await storefront(`http://127.0.0.1:${api.port}`);
    const reply = await send(port, '/api/cart/items?x=1', {
      method: 'POST',
      headers: { host: 'shop.example', 'content-type': 'application/json', cookie: 'a=b' },
      body: '{"productId":1}',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toBe('{"id":7}');
    const [got] = api.received;
    expect(got).toMatchObject({ method: 'POST', url: '/api/cart/items?x=1', body: '{"productId":1}' });
    expect(got!.headers).toMatchObject({
      host: `127.0.0.1:${api.port}`,
      'x-forwarded-host': 'shop.example',
      'x-forwarded-for': '203.0.113.5',
      cookie: 'a=b',
    });
    expect(got!.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a browser's plain request id and replaces one that is not", async () => {
    const api = await standInApi((_req, res) => res.end());
    const port = await storefront(`http://127.0.0.1:${api.port}`);
    await send(port, '/auth/me', { headers: { 'x-request-id': 'abc-123' } });
    await send(port, '/auth/me', { headers: { 'x-request-id': 'a b<script>' } });
    expect(api.received[0]!.headers['x-request-id']).toBe('abc-123');
    expect(api.received[1]!.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends the API's answer back with the storefront's own headers, and nothing about the API's connection", async () => {
    const api = await standInApi((_req, res) =>
      res
        .writeHead(200, {
          'content-type': 'image/webp',
          'cache-control': 'public, max-age=31536000',
          'keep-alive': 'timeout=72',
        })
        .end('picture'),
    );
    const port = await storefront(`http://127.0.0.1:${api.port}`);
    const reply = await send(port, '/api/media/banners/a.w960.webp');
    expect(reply.body).toBe('picture');
    expect(reply.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(reply.headers['keep-alive']).not.toBe('timeout=72');
  });

  it('leaves every other path to Next', async () => {
    const api = await standInApi((_req, res) => res.end('api'));
    const port = await storefront(`http://127.0.0.1:${api.port}`);
    for (const path of ['/ku', '/ku/products', '/apis', '/_next/static/x.js', '/administrator', '/searches']) {
      expect((await send(port, path)).body).toBe('next');
    }
    expect(api.received).toEqual([]);
  });

  it('answers 502 without a message when the API cannot be reached, so the storefront shows its own', async () => {
    const closed = await listen(createServer());
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const port = await storefront(`http://127.0.0.1:${closed}`);
    const reply = await send(port, '/api/products');
    expect(reply.status).toBe(502);
    expect(reply.body).toBe('');
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('stops asking the API when the browser goes away', async () => {
    let upstreamClosed!: (value: string) => void;
    const closedUpstream = new Promise<string>((resolve) => (upstreamClosed = resolve));
    const api = await listen(
      createServer((req, res) => {
        res.writeHead(200);
        res.write('first part');
        req.socket.on('close', () => upstreamClosed('closed'));
      }),
    );
    const port = await storefront(`http://127.0.0.1:${api}`);
    await new Promise<void>((resolve) => {
      const req = request({ port, path: '/search/stream' }, (res) =>
        res.once('data', () => (req.destroy(), resolve())),
      );
      req.on('error', () => undefined);
      req.end();
    });
    await expect(closedUpstream).resolves.toBe('closed');
  }, 5_000);
});

describe('what the pass shares with the rest of the storefront', () => {
  it('reaches the API where lib/api/config.ts says it is', () => {
    for (const env of [
      {},
      { API_PORT: '4100' },
      { API_INTERNAL_URL: 'http://api:4000/' },
      { API_INTERNAL_URL: '', API_PORT: '' },
    ]) {
      expect(apiInternalUrl(env)).toBe(configApiInternalUrl(env));
    }
  });

  it("takes the same paths as proxy.ts's forwarding, which `next dev` uses", () => {
    const paths = [
      '/api',
      '/api/x',
      '/auth/me',
      '/search/q?x',
      '/admin',
      '/admin/orders',
      '/dev/fib/payments/1',
      '/apis',
      '/ku',
      '/dev/x',
      '/api?x=1',
    ];
    for (const path of paths) expect([path, API_PATH.test(path)]).toEqual([path, API_PREFIX.test(path.split('?')[0]!)]);
  });
});
