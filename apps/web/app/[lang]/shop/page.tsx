import { resolveLocale } from '@dukan/core/locales';
import { CollectionDirectory } from '@/features/content/components/CollectionDirectory';
import { loadSitePage, sitePageMetadata } from '@/features/content/components/site-page';
import { SitePageView } from '@/features/content/components/SitePageView';
import { getCollections } from '@/features/catalogue/catalogue-api';
import { getText } from '@/i18n/text';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateStaticParams = renderedOnFirstVisit;

export async function generateMetadata({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const tShop = getText(locale, 'shop');
  return sitePageMetadata(locale, 'shop', {
    required: false,
    fallbackTitle: tShop('shop_title'),
    fallbackDescription: tShop('shop_intro'),
  });
}

/** Every collection with its categories, each a way into the product listing. */
export default async function ShopPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const tShop = getText(locale, 'shop');
  const [page, collections] = await Promise.all([
    loadSitePage(locale, 'shop', { required: false }),
    getCollections(locale),
  ]);
  if (!collections.ok) {
    throw new Error(`Collections could not be loaded (${collections.error.status}): ${collections.error.message}`);
  }
  return (
    <SitePageView
      locale={locale}
      pageKey="shop"
      page={page}
      fallbackTitle={tShop('shop_title')}
      fallbackIntro={tShop('shop_intro')}
    >
      <CollectionDirectory locale={locale} collections={collections.data} />
    </SitePageView>
  );
}
