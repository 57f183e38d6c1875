import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, media } from '../../db/schema';
import { buildCatalogueTestServer, type CatalogueTestServer } from '../../services/catalogue-admin/test-server';
import { testBackends } from '../../test/databases';

/** A real PNG with some detail in it (a gradient), so resizing has something to do. */
async function gradientPng(width: number, height: number, seed = 0): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x + seed) % 256;
      pixels[i + 1] = y % 256;
      pixels[i + 2] = (x + y) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe.each(testBackends)('admin media (%s)', (backend) => {
  let s: CatalogueTestServer;
  beforeAll(async () => {
    s = await buildCatalogueTestServer(backend);
  }, 180_000);
  afterAll(async () => {
    await s?.close();
  });

  it('stores an upload once and serves it resized as WebP and AVIF with immutable caching', async () => {
    const png = await gradientPng(1600, 900);
    const uploaded = await s.upload('/api/admin/media', { name: 'fan.png', type: 'image/png', bytes: png });
    expect(uploaded.status).toBe(201);
    const { id, url } = uploaded.body.data as { id: string; url: string };
    expect(url).toBe(`/api/media/uploads/${id}/w960.webp`);

    const served = await s.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const webp = await sharp(served.rawPayload).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 960, height: 540 });

    const small = await s.app.inject({ method: 'GET', url: `/api/media/uploads/${id}/w320.avif` });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/avif');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    // Never enlarged: a width above the original's gives the original's width.
    const large = await s.app.inject({ method: 'GET', url: `/api/media/uploads/${id}/w1920.webp` });
    expect((await sharp(large.rawPayload).metadata()).width).toBe(1600);

    const revalidated = await s.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);

    // The same bytes again: the first upload, not a second copy.
    const again = await s.upload('/api/admin/media', { name: 'copy.png', type: 'image/png', bytes: png });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(id);
    expect(await s.handle.db.select().from(media)).toHaveLength(1);
    const audits = await s.handle.db.select().from(auditLog).where(eq(auditLog.entity, 'media'));
    expect(audits.map((a) => a.entity_id)).toEqual([id]);

    // Widths outside the fixed set, other ids, other names: not found or refused, never made.
    expect((await s.app.inject({ method: 'GET', url: `/api/media/uploads/${id}/w333.webp` })).statusCode).toBe(400);
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/media/uploads/00000000-0000-4000-8000-000000000000/w320.webp' }))
        .statusCode,
    ).toBe(404);
    // The generated artwork routes are still there.
    expect((await s.app.inject({ method: 'GET', url: '/api/media/products/FR-100/1.svg' })).statusCode).toBe(200);
  });

  it('puts an upload on a product with its alt text in three languages', async () => {
    const { body } = await s.upload('/api/admin/media', {
      name: 'kettle.jpg',
      type: 'image/jpeg',
      bytes: await sharp(await gradientPng(400, 400, 7))
        .jpeg()
        .toBuffer(),
    });
    const id = body.data.id as string;
    const product = s.fixture.products.find((p) => p.sku === 'KT-100')!;
    const alt = { ku: 'کەتڵی سوور', ar: 'غلاية حمراء', en: 'Red kettle' };
    const patched = await s.call('PATCH', `/api/admin/products/${product.id}`, {
      images: [{ media: id, alt }, '/api/media/products/KT-100/1.svg'],
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.images).toEqual([
      { media_id: id, url: `/api/media/uploads/${id}/w960.webp`, alt },
      { media_id: null, url: '/api/media/products/KT-100/1.svg', alt: { ku: '', ar: '', en: '' } },
    ]);
    const storefront = await s.app.inject({ method: 'GET', url: `/api/ku/products/${product.id}` });
    expect(storefront.json().data.images[0]).toBe(`/api/media/uploads/${id}/w960.webp`);
  });

  it('refuses what is not a JPEG, PNG or WebP by its content, bombs, and files over 10 MB', async () => {
    const stored = (await s.handle.db.select().from(media)).length;
    const renamedText = await s.upload('/api/admin/media?lang=en', {
      name: 'photo.png',
      type: 'image/png',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    expect(renamedText.status).toBe(415);
    expect(renamedText.body.message).toBe('This file is not a JPEG, PNG or WebP picture');

    const gif = await sharp(await gradientPng(20, 20))
      .gif()
      .toBuffer();
    expect((await s.upload('/api/admin/media', { name: 'a.png', type: 'image/png', bytes: gif })).status).toBe(415);

    // 10,000 × 10,000 pixels of one colour compress to a few hundred kilobytes.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const refusedBomb = await s.upload('/api/admin/media?lang=en', { name: 'b.png', type: 'image/png', bytes: bomb });
    expect(refusedBomb.status).toBe(422);

    const huge = Buffer.concat([await gradientPng(64, 64), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const tooLarge = await s.upload('/api/admin/media?lang=ar', { name: 'c.png', type: 'image/png', bytes: huge });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('الصورة كبيرة جدًا: الحد الأقصى ١٠ ميغابايت');

    const wrongField = await s.upload('/api/admin/media', {
      field: 'picture',
      name: 'a.png',
      type: 'image/png',
      bytes: await gradientPng(10, 10),
    });
    expect(wrongField.status).toBe(400);
    const notMultipart = await s.call('POST', '/api/admin/media', { file: 'x' });
    expect(notMultipart.status).toBeGreaterThanOrEqual(400);
    expect(notMultipart.status).toBeLessThan(500);
    expect((await s.upload('/api/admin/media', { name: 'a.png', type: 'image/png', bytes: gif }, null)).status).toBe(
      401,
    );
    // Nothing refused was stored.
    expect(await s.handle.db.select().from(media)).toHaveLength(stored);
  });
});
