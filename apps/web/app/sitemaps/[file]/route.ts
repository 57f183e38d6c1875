// GET /sitemaps/static.xml and /sitemaps/{kind}-{page}.xml: the files /sitemap.xml lists.
import { getSitemapEntries, getSitemapIndex, getStaticSitemapPages } from '@/lib/seo/sitemap-feed';
import { entryPages, parseSitemapFileName, urlsetXml } from '@/lib/seo/sitemap';
import { notFoundResponse, unavailableResponse, xmlResponse } from '@/lib/seo/sitemap-response';
import { siteUrl } from '@/lib/seo/site-url';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const file = parseSitemapFileName((await params).file);
  if (!file) return notFoundResponse();
  const [base, index] = await Promise.all([siteUrl(), getSitemapIndex()]);
  if (!index.ok) return unavailableResponse(index.error);

  if (file.kind === 'static') {
    const pages = await getStaticSitemapPages(index.data);
    return pages.ok ? xmlResponse(urlsetXml(base, pages.data)) : unavailableResponse(pages.error);
  }
  // Only the files the index lists exist: a page past the end is not an empty sitemap.
  const row = index.data.find((r) => r.kind === file.kind);
  if (!row || row.total === 0 || file.page > row.pages) return notFoundResponse();
  const entries = await getSitemapEntries(file.kind, file.page);
  if (!entries.ok) return unavailableResponse(entries.error);
  return xmlResponse(urlsetXml(base, entryPages(file.kind, entries.data)));
}
