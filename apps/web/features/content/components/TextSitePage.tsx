import type { SitePageSlug } from '@dukan/core/contract/content';
import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslator } from '@/i18n/messages';
import type { MessageKey } from '@/i18n/translator';
import { loadSitePage, sitePageMetadata } from './site-page';
import { SitePageView } from './SitePageView';

type Params = Promise<{ lang: string }>;

/** generateMetadata of a text-only site page (about us, privacy policy, terms, reward points). */
export async function textSitePageMetadata(
  params: Params,
  slug: SitePageSlug,
  titleKey: MessageKey,
): Promise<Metadata> {
  const locale = resolveLocale((await params).lang);
  return sitePageMetadata(locale, slug, { required: true, fallbackTitle: getTranslator(locale)(titleKey) });
}

/** A text-only site page: the shop's 404 until the owner has written it. */
export async function TextSitePage({
  params,
  slug,
  titleKey,
  children,
}: {
  params: Params;
  slug: SitePageSlug;
  titleKey: MessageKey;
  children?: ReactNode;
}) {
  const locale = resolveLocale((await params).lang);
  const page = await loadSitePage(locale, slug, { required: true });
  return (
    <SitePageView locale={locale} pageKey={slug} page={page} fallbackTitle={getTranslator(locale)(titleKey)}>
      {children}
    </SitePageView>
  );
}
