import type { Locale } from '@dukan/core/locales';
import type { ReactNode } from 'react';
import type { SitePageData } from '@/features/content/content-api';
import { HtmlContent } from './HtmlContent';
import { PageBanners } from './PageBanners';

/**
 * A database-written page: the owner's banners for it, its title and sanitized text; list pages put their
 * list after the text (which is then their introduction) and fall back to their own title and intro.
 */
export function SitePageView({
  locale,
  pageKey,
  page,
  fallbackTitle,
  fallbackIntro,
  children,
}: {
  locale: Locale;
  /** Banners and highlights placed on this key are shown; usually the route's name. */
  pageKey: string;
  page: SitePageData | null;
  fallbackTitle: string;
  fallbackIntro?: string;
  children?: ReactNode;
}) {
  return (
    <article>
      <PageBanners locale={locale} page={pageKey} />
      <h1 className="text-2xl font-bold">{page?.title || fallbackTitle}</h1>
      {page?.body ? (
        <HtmlContent html={page.body} className="mt-2" />
      ) : fallbackIntro ? (
        <p className="mt-1 text-sm text-stone-600">{fallbackIntro}</p>
      ) : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </article>
  );
}
