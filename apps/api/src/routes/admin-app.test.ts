import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_SECURITY_POLICY, adminAppPlugin } from './admin-app';

const INDEX =
  '<!doctype html><html lang="ckb" dir="rtl"><script type="module" src="/admin/assets/index-abc123.js"></script></html>';

async function serve(distDir: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(adminAppPlugin, { distDir });
  await app.ready();
  return app;
}

describe('the back office at /admin', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dukan-admin-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'assets/index-abc123.js'), 'console.log("admin")');
    app = await serve(dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/admin', '/admin/', '/admin/products/12', '/admin/set-password?token=abc'])(
    'answers %s with the single page, not cached, under a strict policy',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBe(ADMIN_CONTENT_SECURITY_POLICY);
      expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
    },
  );

  it('serves hashed assets for a year, immutable', async () => {
    const response = await app.inject({ url: '/admin/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("admin")');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const response = await app.inject({ url: '/admin/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe(INDEX);
  });

  it('does not serve files outside the assets folder', async () => {
    const response = await app.inject({ url: '/admin/assets/../index.html' });
    expect(response.body).not.toContain('console.log');
    const escaped = await app.inject({ url: '/admin/assets/%2e%2e/%2e%2e/package.json' });
    expect([403, 404]).toContain(escaped.statusCode);
  });

  it('says how to build it when there is no build', async () => {
    const missing = await serve(path.join(dir, 'nowhere'));
    try {
      const response = await missing.inject({ url: '/admin/products' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('npm run build -w @dukan/admin');
    } finally {
      await missing.close();
    }
  });
});
