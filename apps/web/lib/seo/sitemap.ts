// Sitemap XML (sitemaps.org protocol with Google's xhtml:link language alternates). /sitemap.xml is an index
// of files: `static.xml` for the fixed pages, then `{kind}-{page}.xml` for each page of the API's feed
// (GET /api/sitemap). Every page is listed in the three languages, each URL naming all three and x-default.
import 'server-only';
import {
  SITE_PAGE_SLUGS,
  SITEMAP_KINDS,
  type SitemapEntries,
  type SitemapIndex,
  type SitemapKind,
  type SitePageSlug,
} from '@dukan/core/contract/content';
import { DEFAULT_LOCALE, LOCALES } from '@dukan/core/locales';

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';
/** Seconds a sitemap may be reused: new products show up within five minutes. */
export const SITEMAP_MAX_AGE = 300;

export type SitemapEntry = SitemapEntries['data'][number];

export interface SitemapPage {
  /** Path after the language prefix, with its query if it has one: `''`, `/products/12`, `/products?category=3`. */
  path: string;
  lastmod?: string | null;
}

export type SitemapFile = { kind: 'static' } | { kind: SitemapKind; page: number };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

/** W3C datetime of a timestamp, or null for anything a date parser does not understand. */
export function toLastmod(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The storefront path of one feed entry; null for an article without a type (it has no URL). */
export function entryPath(kind: SitemapKind, entry: SitemapEntry): string | null {
  switch (kind) {
    case 'products':
      return `/products/${entry.id}`;
    // The listing's own filters (features/catalogue/url-state.ts): a category or collection page is the listing.
    case 'categories':
      return `/products?category=${entry.id}`;
    case 'collections':
      return `/products?collection=${entry.id}`;
    case 'showrooms':
      return `/showroom/${entry.id}`;
    case 'articles':
      return entry.type ? `/articles/${encodeURIComponent(entry.type)}/${entry.id}` : null;
  }
}

export function entryPages(kind: SitemapKind, entries: SitemapEntry[]): SitemapPage[] {
  return entries.flatMap((entry) => {
    const path = entryPath(kind, entry);
    return path === null ? [] : [{ path, lastmod: entry.lastmod }];
  });
}

/**
 * Editable pages that show a list (collections, categories, best sellers) whether or not the owner wrote an
 * intro; the others (about us, terms…) answer 404 until written (features/content/components/site-page.ts).
 */
export const LIST_SITE_PAGES: readonly SitePageSlug[] = ['shop', 'categories', 'best-sellers'];

/**
 * Pages that exist without an id: the shop's fixed pages, each article type's list and the editable pages.
 * `writtenPages` maps each page the owner has written to when it last changed.
 */
export function staticPages(
  articleTypes: readonly string[],
  writtenPages: Partial<Record<SitePageSlug, string | null>> = {},
): SitemapPage[] {
  return [
    { path: '' },
    { path: '/products' },
    { path: '/offers' },
    { path: '/contact' },
    { path: '/showroom' },
    ...[...new Set(articleTypes)].sort().map((type) => ({ path: `/articles/${encodeURIComponent(type)}` })),
    ...SITE_PAGE_SLUGS.filter((slug) => slug in writtenPages || LIST_SITE_PAGES.includes(slug)).map((slug) => ({
      path: `/${slug}`,
      lastmod: writtenPages[slug] ?? null,
    })),
  ];
}

function alternateLinks(siteUrl: string, path: string): string {
  const links = LOCALES.map(
    (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(`${siteUrl}/${locale}${path}`)}"/>`,
  );
  links.push(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${siteUrl}/${DEFAULT_LOCALE}${path}`)}"/>`,
  );
  return links.join('');
}

export function urlsetXml(siteUrl: string, pages: SitemapPage[]): string {
  const urls: string[] = [];
  for (const page of pages) {
    const alternates = alternateLinks(siteUrl, page.path);
    const lastmod = toLastmod(page.lastmod);
    for (const locale of LOCALES) {
      urls.push(
        `<url><loc>${escapeXml(`${siteUrl}/${locale}${page.path}`)}</loc>${
          lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
        }${alternates}</url>`,
      );
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.map((u) => `${u}\n`).join('') +
    '</urlset>\n'
  );
}

export function sitemapFileName(file: SitemapFile): string {
  return file.kind === 'static' ? 'static.xml' : `${file.kind}-${file.page}.xml`;
}

/** The files the index lists: the static one, then every page of every kind that has entries. */
export function sitemapFiles(index: SitemapIndex['data']): SitemapFile[] {
  const files: SitemapFile[] = [{ kind: 'static' }];
  for (const kind of SITEMAP_KINDS) {
    const row = index.find((r) => r.kind === kind);
    if (!row || row.total === 0) continue;
    for (let page = 1; page <= row.pages; page++) files.push({ kind, page });
  }
  return files;
}

const FILE_NAME = new RegExp(`^(?:static|(${SITEMAP_KINDS.join('|')})-([1-9]\\d{0,5}))\\.xml$`);

/** `products-2.xml` → products, page 2; null for a name the index never gives out. */
export function parseSitemapFileName(name: string): SitemapFile | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  if (!match[1]) return { kind: 'static' };
  return { kind: match[1] as SitemapKind, page: Number(match[2]) };
}

export function sitemapIndexXml(siteUrl: string, files: SitemapFile[]): string {
  const entries = files.map(
    (file) => `<sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/${sitemapFileName(file)}`)}</loc></sitemap>\n`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('') +
    '</sitemapindex>\n'
  );
}
