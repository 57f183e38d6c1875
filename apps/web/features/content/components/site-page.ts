// Loading a page an owner writes in the database (`site_pages`: about us, terms…) and its metadata, shared by
// the seven routes that show one. Text-only pages do not exist until written (the shop's 404 page); list pages
// (shop, categories, best sellers) show their lists without it.
import 'server-only';
import type { SitePageSlug } from '@dukan/core/contract/content';
import type { Locale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { getSitePage, type SitePageData } from '@/features/content/content-api';
import { pageMetadata } from '@/lib/seo/metadata';
import { missingPageMetadata } from '@/ui/not-found/MissingPage';

/**
 * The page, or null when the owner has not written it (or, for a list page, when it could not be loaded). A
 * required page that fails otherwise is the error page.
 */
export async function loadSitePage(
  locale: Locale,
  slug: SitePageSlug,
  { required }: { required: boolean },
): Promise<SitePageData | null> {
  const result = await getSitePage(locale, slug);
  if (result.ok) return result.data;
  if (required && result.error.status !== 404) {
    throw new Error(`Page ${slug} could not be loaded (${result.error.status}): ${result.error.message}`);
  }
  return null;
}

/** Metadata from the owner's meta entry for the slug, else the page's own title and opening text. */
export async function sitePageMetadata(
  locale: Locale,
  slug: SitePageSlug,
  options: { required: boolean; fallbackTitle: string; fallbackDescription?: string },
): Promise<Metadata> {
  const page = await loadSitePage(locale, slug, { required: options.required });
  if (!page && options.required) return missingPageMetadata(locale);
  return pageMetadata({
    locale,
    path: `/${slug}`,
    metaPage: slug,
    title: page?.title || options.fallbackTitle,
    description: page?.body || options.fallbackDescription,
  });
}
