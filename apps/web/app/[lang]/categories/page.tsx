import { CategoryGrid } from '@/features/content/components/CategoryGrid';
import { listSitePage } from '@/features/content/components/ListSitePage';
import { getCategories } from '@/features/catalogue/catalogue-api';
import { getText } from '@/i18n/text';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

/** Every category, each opening the product listing filtered to it. */
const route = listSitePage({
  slug: 'categories',
  texts: (locale) => ({
    title: getText(locale, 'categories')('categories_title'),
    intro: getText(locale, 'categories')('categories_intro'),
  }),
  load: getCategories,
  what: 'Categories',
  list: (categories, locale) => <CategoryGrid locale={locale} categories={categories} />,
});

export const generateStaticParams = renderedOnFirstVisit;
export const generateMetadata = route.generateMetadata;
export default route.Page;
