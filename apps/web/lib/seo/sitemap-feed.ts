// Server-side reads of the sitemap feed (GET /api/sitemap, /api/sitemap/{kind}?page=), kept in Next's data
// cache as long as the sitemap files themselves may be reused.
import 'server-only';
import {
  SITE_PAGE_SLUGS,
  SitemapEntries,
  SitemapIndex,
  type SitemapKind,
  type SitePageSlug,
} from '@dukan/core/contract/content';
import { DEFAULT_LOCALE } from '@dukan/core/locales';
import { z } from 'zod';
import { serverBaseUrls } from '@/lib/api/config';
import { apiRequest } from '@/lib/api/request';
import { ok, type Result } from '@/lib/api/result';
import { SITEMAP_MAX_AGE, staticPages, type SitemapEntry, type SitemapPage } from './sitemap';

// Products and articles: dropped when either changes.
const cache = { revalidate: SITEMAP_MAX_AGE, tags: ['catalogue', 'content', 'sitemap'] };

/** Article types are read from every page of the article feed; more pages than this is not a shop's blog. */
const MAX_ARTICLE_PAGES = 20;

export async function getSitemapIndex(): Promise<Result<SitemapIndex['data']>> {
  const result = await apiRequest(serverBaseUrls().main, '/sitemap', { schema: SitemapIndex, next: cache });
  return result.ok ? ok(result.data.data) : result;
}

export async function getSitemapEntries(kind: SitemapKind, page: number): Promise<Result<SitemapEntry[]>> {
  const result = await apiRequest(serverBaseUrls().main, `/sitemap/${kind}`, {
    query: { page },
    schema: SitemapEntries,
    next: cache,
  });
  return result.ok ? ok(result.data.data) : result;
}

const SitePageDate = z.object({ data: z.object({ updated_at: z.string() }) });

/** When an editable page last changed, or null when the owner has not written it (404). */
async function sitePageLastmod(slug: SitePageSlug): Promise<Result<string | null>> {
  const result = await apiRequest(serverBaseUrls().main, `/${DEFAULT_LOCALE}/pages/${slug}`, {
    schema: SitePageDate,
    next: cache,
  });
  if (result.ok) return ok(result.data.data.updated_at);
  return result.error.status === 404 ? ok(null) : result;
}

/** The static sitemap's pages: fixed routes, one list per article type, the editable pages. */
export async function getStaticSitemapPages(index: SitemapIndex['data']): Promise<Result<SitemapPage[]>> {
  const articlePages = Math.min(index.find((r) => r.kind === 'articles')?.pages ?? 0, MAX_ARTICLE_PAGES);
  const [articles, sitePages] = await Promise.all([
    Promise.all(Array.from({ length: articlePages }, (_, i) => getSitemapEntries('articles', i + 1))),
    Promise.all(SITE_PAGE_SLUGS.map(async (slug) => [slug, await sitePageLastmod(slug)] as const)),
  ]);
  // A partial list would tell crawlers that pages were removed: better no sitemap this time.
  const types: string[] = [];
  for (const page of articles) {
    if (!page.ok) return page;
    for (const entry of page.data) if (entry.type) types.push(entry.type);
  }
  const written: Partial<Record<SitePageSlug, string | null>> = {};
  for (const [slug, page] of sitePages) {
    if (!page.ok) return page;
    if (page.data !== null) written[slug] = page.data;
  }
  return ok(staticPages(types, written));
}
