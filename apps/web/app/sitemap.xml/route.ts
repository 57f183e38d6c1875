// GET /sitemap.xml: the sitemap index. Files are listed from the API's feed, so it changes with the catalogue.
import { getSitemapIndex } from '@/lib/seo/sitemap-feed';
import { sitemapFiles, sitemapIndexXml } from '@/lib/seo/sitemap';
import { unavailableResponse, xmlResponse } from '@/lib/seo/sitemap-response';
import { siteUrl } from '@/lib/seo/site-url';

// Answered per request (never at build time, when the API may be down); the feed is cached for five minutes.
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const [base, index] = await Promise.all([siteUrl(), getSitemapIndex()]);
  if (!index.ok) return unavailableResponse(index.error);
  return xmlResponse(sitemapIndexXml(base, sitemapFiles(index.data)));
}
