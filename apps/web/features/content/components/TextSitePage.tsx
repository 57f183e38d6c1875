import type { SitePageSlug } from '@dukan/core/contract/content';
import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { KeyOf, Namespace } from '@/i18n/namespaces';
import { getText } from '@/i18n/text';
import { MissingPage } from '@/ui/not-found/MissingPage';
import { loadSitePage, sitePageMetadata } from './site-page';
import { SitePageView } from './SitePageView';

type Params = Promise<{ lang: string }>;

/** generateMetadata of a text-only site page (about us, privacy policy, terms, reward points). */
export async function textSitePageMetadata<N extends Namespace>(
  params: Params,
  slug: SitePageSlug,
  namespace: N,
  titleKey: KeyOf<N>,
): Promise<Metadata> {
  const locale = resolveLocale((await params).lang);
  return sitePageMetadata(locale, slug, { required: true, fallbackTitle: getText(locale, namespace)(titleKey) });
}

/** A text-only site page: the shop's 404 until the owner has written it. */
export async function TextSitePage<N extends Namespace>({
  params,
  slug,
  namespace,
  titleKey,
  children,
}: {
  params: Params;
  slug: SitePageSlug;
  namespace: N;
  titleKey: KeyOf<N>;
  children?: ReactNode;
}) {
  const locale = resolveLocale((await params).lang);
  const page = await loadSitePage(locale, slug, { required: true });
  if (!page) return <MissingPage />;
  return (
    <SitePageView locale={locale} pageKey={slug} page={page} fallbackTitle={getText(locale, namespace)(titleKey)}>
      {children}
    </SitePageView>
  );
}
