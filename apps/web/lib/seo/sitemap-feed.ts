// Server-side reads of the sitemap feed (GET /api/sitemap, /api/sitemap/{kind}?page=), kept in Next's data
// cache as long as the sitemap files themselves may be reused.
import { SITE_PAGE_SLUGS, SitemapEntries, SitemapIndex, type SitemapKind } from '@dukan/core/contract/content';
import { DEFAULT_LOCALE } from '@dukan/core/locales';
import { z } from 'zod';
import { serverBaseUrls } from '../api/config';
import { apiRequest } from '../api/request';
import { ok, type Result } from '../api/result';
import { SITEMAP_MAX_AGE, staticPages, type SitemapEntry, type SitemapPage } from './sitemap';

const cache = { revalidate: SITEMAP_MAX_AGE, tags: ['catalogue', 'sitemap'] };

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

/** When an editable page last changed; null when the API cannot say (the page is listed anyway). */
async function sitePageLastmod(slug: string): Promise<string | null> {
  const result = await apiRequest(serverBaseUrls().main, `/${DEFAULT_LOCALE}/pages/${slug}`, {
    schema: SitePageDate,
    next: cache,
  });
  return result.ok ? result.data.data.updated_at : null;
}

/** The static sitemap's pages: fixed routes, one list per article type, the editable pages. */
export async function getStaticSitemapPages(index: SitemapIndex['data']): Promise<Result<SitemapPage[]>> {
  const articlePages = Math.min(index.find((r) => r.kind === 'articles')?.pages ?? 0, MAX_ARTICLE_PAGES);
  const [articles, lastmods] = await Promise.all([
    Promise.all(Array.from({ length: articlePages }, (_, i) => getSitemapEntries('articles', i + 1))),
    Promise.all(SITE_PAGE_SLUGS.map(async (slug) => [slug, await sitePageLastmod(slug)] as const)),
  ]);
  const types: string[] = [];
  for (const page of articles) {
    // A partial list of article types would drop pages from the index: better no sitemap this time.
    if (!page.ok) return page;
    for (const entry of page.data) if (entry.type) types.push(entry.type);
  }
  return ok(staticPages(types, Object.fromEntries(lastmods)));
}
