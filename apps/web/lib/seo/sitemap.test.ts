// @vitest-environment node
import { SITE_PAGE_SLUGS } from '@dukan/core/contract/content';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  entryPages,
  escapeXml,
  parseSitemapFileName,
  sitemapFileName,
  sitemapFiles,
  sitemapIndexXml,
  staticPages,
  toLastmod,
  urlsetXml,
} from './sitemap';

const SITE = 'https://shop.example';
const XHTML = 'http://www.w3.org/1999/xhtml';

/** Parses strictly as XML: a stray `&` or an unclosed element fails here the way it fails for a crawler. */
function parseXml(xml: string): Document {
  const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

function urlsOf(doc: Document) {
  return [...doc.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]!.textContent,
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  }));
}

describe('urlsetXml', () => {
  it('lists every page in the three languages, each naming all three and x-default', () => {
    const doc = parseXml(urlsetXml(SITE, [{ path: '/products/7', lastmod: '2025-03-01T10:00:00.000Z' }]));
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const alternates = {
      ku: `${SITE}/ku/products/7`,
      ar: `${SITE}/ar/products/7`,
      en: `${SITE}/en/products/7`,
      'x-default': `${SITE}/ku/products/7`,
    };
    expect(urlsOf(doc)).toEqual([
      { loc: `${SITE}/ku/products/7`, lastmod: '2025-03-01T10:00:00.000Z', alternates },
      { loc: `${SITE}/ar/products/7`, lastmod: '2025-03-01T10:00:00.000Z', alternates },
      { loc: `${SITE}/en/products/7`, lastmod: '2025-03-01T10:00:00.000Z', alternates },
    ]);
  });

  it('escapes queries and text, and leaves out an unknown lastmod', () => {
    const xml = urlsetXml(SITE, [{ path: '/products?category=3&page=2&x=<\'">' }, { path: '', lastmod: 'soon' }]);
    expect(xml).toContain('/ku/products?category=3&amp;page=2&amp;x=&lt;&apos;&quot;&gt;');
    const urls = urlsOf(parseXml(xml));
    expect(urls[0]!.loc).toBe(`${SITE}/ku/products?category=3&page=2&x=<'">`);
    expect(urls[3]).toMatchObject({ loc: `${SITE}/ku`, lastmod: null });
    expect(xml).not.toContain('<lastmod>');
  });

  it('is a valid empty urlset when there is nothing to list', () => {
    expect(urlsOf(parseXml(urlsetXml(SITE, [])))).toEqual([]);
  });
});

describe('feed entries', () => {
  it('become the storefront paths of their kind', () => {
    expect(entryPages('products', [{ id: 12, lastmod: '2025-01-02' }])).toEqual([
      { path: '/products/12', lastmod: '2025-01-02' },
    ]);
    expect(entryPages('categories', [{ id: 3, lastmod: null }])[0]!.path).toBe('/products?category=3');
    expect(entryPages('collections', [{ id: 4, lastmod: null }])[0]!.path).toBe('/products?collection=4');
    expect(entryPages('showrooms', [{ id: 5, lastmod: null }])[0]!.path).toBe('/showroom/5');
    expect(
      entryPages('articles', [
        { id: 6, type: 'news', lastmod: null },
        { id: 7, type: 'how to', lastmod: null },
        { id: 8, lastmod: null },
      ]).map((p) => p.path),
    ).toEqual(['/articles/news/6', '/articles/how%20to/7']);
  });

  it('give W3C datetimes for lastmod', () => {
    expect(toLastmod('2025-01-02')).toBe('2025-01-02T00:00:00.000Z');
    expect(toLastmod('2025-01-02 03:04:05+03')).toBe('2025-01-02T00:04:05.000Z');
    expect(toLastmod(null)).toBeNull();
    expect(toLastmod('not a date')).toBeNull();
  });
});

describe('static pages', () => {
  it('are the fixed routes, one list per article type and every written editable page', () => {
    const written = Object.fromEntries(SITE_PAGE_SLUGS.map((slug) => [slug, null]));
    const paths = staticPages(['news', 'guides', 'news'], { ...written, terms: '2025-02-03T00:00:00Z' });
    expect(paths.map((p) => p.path)).toEqual([
      '',
      '/products',
      '/offers',
      '/contact',
      '/showroom',
      '/articles/guides',
      '/articles/news',
      ...SITE_PAGE_SLUGS.map((slug) => `/${slug}`),
    ]);
    expect(paths.find((p) => p.path === '/terms')!.lastmod).toBe('2025-02-03T00:00:00Z');
    expect(paths.find((p) => p.path === '/about-us')!.lastmod).toBeNull();
  });

  it('leave out text pages the owner has not written, but not the list pages', () => {
    const paths = staticPages([], { 'about-us': '2025-02-03T00:00:00Z' }).map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/about-us', '/shop', '/categories', '/best-sellers']));
    for (const missing of ['/terms', '/privacy-policy', '/reward-points']) expect(paths).not.toContain(missing);
  });
});

describe('sitemap index', () => {
  const index = [
    { kind: 'products' as const, total: 12_000, pages: 3 },
    { kind: 'categories' as const, total: 10, pages: 1 },
    { kind: 'showrooms' as const, total: 0, pages: 0 },
  ];

  it('lists the static file and every page of every kind with entries', () => {
    const files = sitemapFiles(index);
    expect(files.map(sitemapFileName)).toEqual([
      'static.xml',
      'products-1.xml',
      'products-2.xml',
      'products-3.xml',
      'categories-1.xml',
    ]);
    const doc = parseXml(sitemapIndexXml(SITE, files));
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect([...doc.getElementsByTagName('loc')].map((l) => l.textContent)).toEqual(
      files.map((f) => `${SITE}/sitemaps/${sitemapFileName(f)}`),
    );
  });

  it('parses back only the names it gives out', () => {
    for (const file of sitemapFiles(index)) expect(parseSitemapFileName(sitemapFileName(file))).toEqual(file);
    for (const name of ['products-0.xml', 'products-01.xml', 'products.xml', 'users-1.xml', 'static', 'static.xml.gz'])
      expect(parseSitemapFileName(name)).toBeNull();
  });

  it('escapes special characters', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });
});
