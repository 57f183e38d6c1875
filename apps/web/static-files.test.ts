// static-files.mjs: Next's built files sent compressed once, at build, instead of gzipped on every request.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baseSecurityHeaders } from '@/lib/security-headers';
// @ts-expect-error: a plain ES module without types, run by node directly.
import { baseHeaders, createStaticFiles, isPrecompressed, precompress } from './static-files.mjs';
// @ts-expect-error: the same module.
import { COMPILE_HINT, hintStartupScripts, startupScripts } from './static-files.mjs';

const SCRIPT = `console.log(${JSON.stringify('dukan '.repeat(2000))});\n`;
const SMALL = 'a{}\n';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let dir: string;
let server: Server | undefined;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dukan-static-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'chunks/app-1a2b.js'), SCRIPT);
  writeFileSync(path.join(dir, 'chunks/tiny-3c4d.css'), SMALL);
  writeFileSync(path.join(dir, 'chunks/font-5e6f.woff2'), Buffer.alloc(2048, 7));
});

afterEach(async () => {
  // Node's agent keeps connections alive; close them, or close() waits for them to time out.
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** A server that answers from the static files, and with 299 "next" for whatever they pass on. */
async function serve(env: Record<string, string | undefined> = { NODE_ENV: 'production' }) {
  const staticFiles = createStaticFiles(dir, env);
  server = createServer((req, res) =>
    staticFiles.handle(req, res, () => {
      res.statusCode = 299;
      res.end(`next ${req.url}`);
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('precompress', () => {
  it('writes a Brotli and a gzip copy of each compressible file that decompress to it', () => {
    expect(isPrecompressed(dir)).toBe(false);
    expect(precompress(dir)).toBe(1);
    const script = path.join(dir, 'chunks/app-1a2b.js');
    expect(zlib.brotliDecompressSync(readFileSync(`${script}.br`)).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(readFileSync(`${script}.gz`)).toString()).toBe(SCRIPT);
    expect(readFileSync(`${script}.br`).length).toBeLessThan(readFileSync(`${script}.gz`).length);
    expect(isPrecompressed(dir)).toBe(true);
  });

  it('leaves files under a kilobyte and fonts, which are compressed already, as they are', () => {
    precompress(dir);
    expect(() => readFileSync(path.join(dir, 'chunks/tiny-3c4d.css.br'))).toThrow();
    expect(() => readFileSync(path.join(dir, 'chunks/font-5e6f.woff2.br'))).toThrow();
  });
});

describe('the static file handler', () => {
  it('sends the Brotli copy to a browser that accepts it, cached for a year', async () => {
    precompress(dir);
    const port = await serve();
    const reply = await get(port, '/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers['cache-control']).toBe('public,max-age=31536000,immutable');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(reply.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without Brotli, and the file itself to one without either', async () => {
    precompress(dir);
    const port = await serve();
    const gzip = await get(port, '/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await get(port, '/_next/static/chunks/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('carries the headers every storefront response carries', async () => {
    precompress(dir);
    const port = await serve({ NODE_ENV: 'production' });
    const reply = await get(port, '/_next/static/chunks/font-5e6f.woff2');
    expect(reply.status).toBe(200);
    for (const { key, value } of baseSecurityHeaders({ NODE_ENV: 'production' })) {
      expect(reply.headers[key.toLowerCase()]).toBe(value);
    }
  });

  it('passes on what is not a built file: other paths, other methods, unknown names, climbing out', async () => {
    precompress(dir);
    const port = await serve();
    for (const [url, method] of [
      ['/ku/products', 'GET'],
      ['/_next/static/chunks/app-1a2b.js', 'POST'],
      ['/_next/static/chunks/missing-0000.js', 'GET'],
      ['/_next/static/%2e%2e/%2e%2e/package.json', 'GET'],
      ['/_next/static/../chunks/app-1a2b.js', 'GET'],
    ] as const) {
      const reply = await get(port, url, {}, method);
      expect(reply.status, `${method} ${url}`).toBe(299);
      expect(reply.body.toString()).toBe(`next ${url}`);
    }
  });

  it('leaves a build that was not precompressed to Next, which compresses it itself', async () => {
    const port = await serve();
    const reply = await get(port, '/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br' });
    expect(reply.status).toBe(299);
  });
});

describe('the compile hint on start-up scripts', () => {
  /** A build's folder as Next writes it: the framework's scripts in build-manifest.json, each route's entry chunks
   * in its client reference manifest, and a chunk only loaded on demand. */
  function nextBuild() {
    const nextDir = path.join(dir, 'next');
    const chunks = path.join(nextDir, 'static/chunks');
    mkdirSync(chunks, { recursive: true });
    for (const name of ['framework-1.js', 'runtime-2.js', 'layout-3.js', 'products-4.js', 'home-5.js', 'map-6.js'])
      writeFileSync(path.join(chunks, name), `${name.replace(/\W/g, '_')}();\n`);
    writeFileSync(path.join(chunks, 'style-7.css'), 'a{}\n');
    writeFileSync(
      path.join(nextDir, 'build-manifest.json'),
      JSON.stringify({ rootMainFiles: ['static/chunks/framework-1.js', 'static/chunks/runtime-2.js'] }),
    );
    const route = (name: string, files: Record<string, string[]>) => {
      const folder = path.join(nextDir, 'server/app', name);
      mkdirSync(folder, { recursive: true });
      const manifest = { moduleLoading: { prefix: '' }, clientModules: {}, entryCSSFiles: {}, entryJSFiles: files };
      writeFileSync(
        path.join(folder, 'page_client-reference-manifest.js'),
        `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
          `globalThis.__RSC_MANIFEST[${JSON.stringify(`/${name}/page`)}] = ${JSON.stringify(manifest)};\n`,
      );
    };
    route('[lang]/products', {
      '[project]/apps/web/app/[lang]/layout': ['static/chunks/layout-3.js', 'static/chunks/style-7.css'],
      '[project]/apps/web/app/[lang]/products/page': ['static/chunks/layout-3.js', 'static/chunks/products-4.js'],
    });
    route('[lang]', { '[project]/apps/web/app/[lang]/page': ['static/chunks/layout-3.js', 'static/chunks/home-5.js'] });
    return nextDir;
  }
  const read = (nextDir: string, name: string) => readFileSync(path.join(nextDir, 'static/chunks', name), 'utf8');

  it("are the framework's scripts and every route's entry scripts, not the chunks loaded on demand", () => {
    const nextDir = nextBuild();
    expect(startupScripts(nextDir).sort()).toEqual(
      ['framework-1.js', 'home-5.js', 'layout-3.js', 'products-4.js', 'runtime-2.js'].map((f) => `static/chunks/${f}`),
    );
  });

  it('puts the hint on the first line of each start-up script once, and leaves the rest as they are', () => {
    const nextDir = nextBuild();
    expect(hintStartupScripts(nextDir)).toBe(5);
    expect(read(nextDir, 'products-4.js')).toBe(`${COMPILE_HINT}\nproducts_4_js();\n`);
    expect(read(nextDir, 'map-6.js')).toBe('map_6_js();\n');
    expect(read(nextDir, 'style-7.css')).toBe('a{}\n');
    // The build step may run again on the same build (npm start runs it when a copy is missing).
    expect(hintStartupScripts(nextDir)).toBe(0);
    expect(read(nextDir, 'framework-1.js')).toBe(`${COMPILE_HINT}\nframework_1_js();\n`);
  });

  it('stops the build when a manifest no longer lists entry scripts where Next wrote them', () => {
    const nextDir = nextBuild();
    writeFileSync(path.join(nextDir, 'server/app/[lang]/page_client-reference-manifest.js'), 'globalThis.x = {};\n');
    expect(() => startupScripts(nextDir)).toThrow(/no entryJSFiles/);
  });
});

describe('baseHeaders', () => {
  it('are the security headers next.config.ts sets on every response, in and out of production', () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'development' }]) {
      const expected = Object.fromEntries(baseSecurityHeaders(env).map(({ key, value }) => [key, value]));
      expect(baseHeaders(env)).toEqual(expected);
    }
  });
});
