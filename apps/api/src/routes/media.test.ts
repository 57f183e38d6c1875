import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
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
      '/api/media/banners/summer-cooling.w500.webp',
      '/api/media/banners/summer-cooling.w320.png',
      '/api/media/banners/summer-cooling.webp',
      '/api/media/products/FRIDGE-1001/4.w320.webp',
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

  it('serves artwork as WebP at its raster widths, drawn to that width', async () => {
    for (const [url, width, height] of [
      ['/api/media/products/FRIDGE-1001/2.w320.webp', 320, 320],
      ['/api/media/banners/summer-cooling.w640.webp', 640, 240],
      ['/api/media/collections/electronics.w960.webp', 960, 720],
    ] as const) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(res.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height], url).toEqual(['webp', width, height]);
    }
  });

  it('gives the WebP an ETag made from its SVG’s, and answers 304 to it', async () => {
    const svg = await app.inject('/api/media/banners/kitchen.svg');
    const webp = await app.inject('/api/media/banners/kitchen.w320.webp');
    expect(webp.headers.etag).toBe(`${(svg.headers.etag as string).slice(0, -1)}-w320"`);
    const again = await app.inject({
      url: '/api/media/banners/kitchen.w320.webp',
      headers: { 'if-none-match': webp.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends a request to the SVG when too many pictures are already waiting to be drawn', async () => {
    const skus = Array.from({ length: 40 }, (_, i) => `FLOOD-${i}`);
    const answers = await Promise.all(skus.map((sku) => app.inject(`/api/media/products/${sku}/1.w640.webp?v=1`)));
    const drawn = answers.filter((res) => res.statusCode === 200);
    const redirected = answers.filter((res) => res.statusCode === 307);
    expect(drawn.length + redirected.length).toBe(skus.length);
    expect(redirected.length).toBeGreaterThan(0);
    expect(drawn.length).toBeGreaterThan(0);
    for (const res of redirected) {
      expect(res.headers.location).toMatch(/^\/api\/media\/products\/FLOOD-\d+\/1\.svg$/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
