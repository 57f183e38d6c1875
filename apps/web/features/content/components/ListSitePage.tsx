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

export interface ListPageSpec<T> {
  slug: SitePageSlug;
  texts: ListPageTexts;
  load: (locale: Locale) => Promise<Result<T>>;
  /** What the list is, for the error in the server's log ("Categories"). */
  what: string;
  /** The list, after the page's text. */
  list: (list: T, locale: Locale) => ReactNode;
}

/**
 * The route of a list page (shop, categories, best sellers): its generateMetadata and its page, which shows the
 * owner's text for it when written, then its list. The list is the page's point, so one that cannot be loaded
 * fails the page (the error page offers a retry) instead of showing an empty one.
 */
export function listSitePage<T>({ slug, texts, load, what, list: renderList }: ListPageSpec<T>) {
  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const locale = resolveLocale((await params).lang);
    const { title, intro } = texts(locale);
    return sitePageMetadata(locale, slug, { required: false, fallbackTitle: title, fallbackDescription: intro });
  }

  async function ListSitePage({ params }: { params: Params }) {
    const locale = resolveLocale((await params).lang);
    const [page, list] = await Promise.all([loadSitePage(locale, slug, { required: false }), load(locale)]);
    if (!list.ok) throw new Error(`${what} could not be loaded (${list.error.status}): ${list.error.message}`);
    const { title, intro } = texts(locale);
    return (
      <SitePageView locale={locale} pageKey={slug} page={page} fallbackTitle={title} fallbackIntro={intro}>
        {renderList(list.data, locale)}
      </SitePageView>
    );
  }

  return { generateMetadata, Page: ListSitePage };
}
