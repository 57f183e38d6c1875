import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandlers } from '../http/errors';
import { zodValidatorCompiler } from '../http/zod';
import { renderArtwork, renderProductArtwork } from '../services/artwork';
import { mediaPlugin } from './media';

// The media route needs no database, so it is tested on a bare app wired like server.ts.
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ routerOptions: { maxParamLength: 200 } });
  app.setValidatorCompiler(zodValidatorCompiler);
  registerErrorHandlers(app);
  await app.register(mediaPlugin, { prefix: '/api/media' });
  await app.ready();
});
afterAll(() => app.close());

describe('GET /api/media', () => {
  it('serves product artwork with immutable caching and an SVG-safe CSP', async () => {
    const res = await app.inject('/api/media/products/FRIDGE-1001/2.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.body).toBe(renderProductArtwork('FRIDGE-1001', 2));
  });

  it('serves each page artwork kind', async () => {
    for (const kind of ['categories', 'collections', 'banners', 'articles', 'showrooms', 'brands'] as const) {
      const res = await app.inject(`/api/media/${kind}/home-appliances.svg`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(renderArtwork(kind, 'home-appliances'));
    }
  });

  it('answers 304 when the ETag matches, and 200 when it does not', async () => {
    const first = await app.inject('/api/media/banners/summer-cooling.svg');
    const etag = first.headers.etag as string;
    const again = await app.inject({
      url: '/api/media/banners/summer-cooling.svg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weakInList = await app.inject({
      url: '/api/media/banners/summer-cooling.svg',
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weakInList.statusCode).toBe(304);
    const stale = await app.inject({
      url: '/api/media/banners/summer-cooling.svg',
      headers: { 'if-none-match': '"x"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('rejects malformed names with 400 and field errors', async () => {
    for (const url of [
      '/api/media/products/FRIDGE-1001/4.svg',
      '/api/media/products/FRIDGE-1001/1.png',
      '/api/media/products/-bad/1.svg',
      '/api/media/products/FR%20IDGE/1.svg',
      '/api/media/banners/Summer.svg',
      '/api/media/banners/summer',
      '/api/media/banners/..%2F..%2Fetc.svg',
      '/api/media/Banners/x.svg',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json() as { message: string; errors: Record<string, string[]> };
      expect(typeof body.message).toBe('string');
      expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    }
  });

  it('answers unknown kinds and paths with a JSON 404', async () => {
    for (const url of ['/api/media/widgets/x.svg', '/api/media/products/x.svg', '/api/media/banners/a/b/c.svg']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });
});
