import { CollectionDirectory } from '@/features/content/components/CollectionDirectory';
import { listSitePage } from '@/features/content/components/ListSitePage';
import { getCollections } from '@/features/catalogue/catalogue-api';
import { getText } from '@/i18n/text';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

/** Every collection with its categories, each a way into the product listing. */
const route = listSitePage({
  slug: 'shop',
  texts: (locale) => ({ title: getText(locale, 'shop')('shop_title'), intro: getText(locale, 'shop')('shop_intro') }),
  load: getCollections,
  what: 'Collections',
  list: (collections, locale) => <CollectionDirectory locale={locale} collections={collections} />,
});

export const generateStaticParams = renderedOnFirstVisit;
export const generateMetadata = route.generateMetadata;
export default route.Page;
