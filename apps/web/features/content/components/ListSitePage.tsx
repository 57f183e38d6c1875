import type { SitePageSlug } from '@dukan/core/contract/content';
import { resolveLocale, type Locale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { Result } from '@/lib/api/result';
import { loadSitePage, sitePageMetadata } from './site-page';
import { SitePageView } from './SitePageView';

type Params = Promise<{ lang: string }>;

/** A list page's own title and intro, shown while the owner has not written the page (or it could not be loaded). */
export type ListPageTexts = (locale: Locale) => { title: string; intro: string };

/** generateMetadata of a list page (shop, categories, best sellers). */
export async function listSitePageMetadata(
  params: Params,
  slug: SitePageSlug,
  texts: ListPageTexts,
): Promise<Metadata> {
  const locale = resolveLocale((await params).lang);
  const { title, intro } = texts(locale);
  return sitePageMetadata(locale, slug, { required: false, fallbackTitle: title, fallbackDescription: intro });
}

/**
 * A list page: the owner's text for it when written, then its list. The list is the page's point, so one that
 * cannot be loaded fails the page (the error page offers a retry) instead of showing an empty one.
 */
export async function ListSitePage<T>({
  params,
  slug,
  texts,
  load,
  what,
  children,
}: {
  params: Params;
  slug: SitePageSlug;
  texts: ListPageTexts;
  load: (locale: Locale) => Promise<Result<T>>;
  /** What the list is, for the error in the server's log ("Categories"). */
  what: string;
  children: (list: T, locale: Locale) => ReactNode;
}) {
  const locale = resolveLocale((await params).lang);
  const [page, list] = await Promise.all([loadSitePage(locale, slug, { required: false }), load(locale)]);
  if (!list.ok) throw new Error(`${what} could not be loaded (${list.error.status}): ${list.error.message}`);
  const { title, intro } = texts(locale);
  return (
    <SitePageView locale={locale} pageKey={slug} page={page} fallbackTitle={title} fallbackIntro={intro}>
      {children(list.data, locale)}
    </SitePageView>
  );
}
