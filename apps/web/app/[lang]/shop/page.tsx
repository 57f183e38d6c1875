import type { Locale } from '@dukan/core/locales';
import { CollectionDirectory } from '@/features/content/components/CollectionDirectory';
import { ListSitePage, listSitePageMetadata } from '@/features/content/components/ListSitePage';
import { getCollections } from '@/features/catalogue/catalogue-api';
import { getText } from '@/i18n/text';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

const texts = (locale: Locale) => {
  const tShop = getText(locale, 'shop');
  return { title: tShop('shop_title'), intro: tShop('shop_intro') };
};

export const generateStaticParams = renderedOnFirstVisit;

export function generateMetadata({ params }: PageProps) {
  return listSitePageMetadata(params, 'shop', texts);
}

/** Every collection with its categories, each a way into the product listing. */
export default function ShopPage({ params }: PageProps) {
  return (
    <ListSitePage params={params} slug="shop" texts={texts} load={getCollections} what="Collections">
      {(collections, locale) => <CollectionDirectory locale={locale} collections={collections} />}
    </ListSitePage>
  );
}
