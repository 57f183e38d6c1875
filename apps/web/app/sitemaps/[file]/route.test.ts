import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@/lib/api/result';

const feed = vi.hoisted(() => ({
  getSitemapIndex: vi.fn(),
  getSitemapEntries: vi.fn(),
  getStaticSitemapPages: vi.fn(),
}));
vi.mock('@/lib/seo/sitemap-feed', () => feed);
vi.mock('@/lib/seo/site-url', () => ({ siteUrl: async () => 'https://shop.example' }));
vi.spyOn(console, 'error').mockImplementation(() => {});

const { GET: file } = await import('./route');
const { GET: index } = await import('@/app/sitemap.xml/route');

const get = (name: string) =>
  file(new Request(`https://shop.example/sitemaps/${name}`), { params: Promise.resolve({ file: name }) });

beforeEach(() => {
  vi.clearAllMocks();
  feed.getSitemapIndex.mockResolvedValue(
    ok([
      { kind: 'products', total: 7000, pages: 2 },
      { kind: 'showrooms', total: 0, pages: 0 },
    ]),
  );
  feed.getSitemapEntries.mockResolvedValue(ok([{ id: 5, lastmod: '2025-01-01T00:00:00.000Z' }]));
  feed.getStaticSitemapPages.mockResolvedValue(ok([{ path: '' }, { path: '/products' }]));
});

describe('sitemap routes', () => {
  it('serve the index as XML that may be cached for five minutes', async () => {
    const response = await index();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('max-age=300');
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex');
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://shop.example/sitemaps/static.xml</loc>',
      '<loc>https://shop.example/sitemaps/products-1.xml</loc>',
      '<loc>https://shop.example/sitemaps/products-2.xml</loc>',
    ]);
  });

  it('serve a page of a kind in three languages', async () => {
    const response = await get('products-2.xml');
    expect(response.status).toBe(200);
    expect(feed.getSitemapEntries).toHaveBeenCalledWith('products', 2);
    const xml = await response.text();
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://shop.example/ku/products/5</loc>',
      '<loc>https://shop.example/ar/products/5</loc>',
      '<loc>https://shop.example/en/products/5</loc>',
    ]);
  });

  it('serve the static pages', async () => {
    const xml = await (await get('static.xml')).text();
    expect(xml).toContain('<loc>https://shop.example/ar/products</loc>');
  });

  it('answer 404 for files the index does not list', async () => {
    for (const name of ['products-3.xml', 'showrooms-1.xml', 'articles-1.xml', 'secret.xml']) {
      expect((await get(name)).status, name).toBe(404);
    }
    expect(feed.getSitemapEntries).not.toHaveBeenCalled();
  });

  it('answer 503 rather than an empty sitemap when the API is down', async () => {
    feed.getSitemapIndex.mockResolvedValue(fail({ status: 0, message: 'Network error' }));
    for (const response of [await index(), await get('products-1.xml'), await get('static.xml')]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('300');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    feed.getSitemapIndex.mockResolvedValue(ok([{ kind: 'products', total: 1, pages: 1 }]));
    feed.getSitemapEntries.mockResolvedValue(fail({ status: 500, message: 'boom' }));
    expect((await get('products-1.xml')).status).toBe(503);
    feed.getStaticSitemapPages.mockResolvedValue(fail({ status: 502, message: 'boom' }));
    expect((await get('static.xml')).status).toBe(503);
  });
});
