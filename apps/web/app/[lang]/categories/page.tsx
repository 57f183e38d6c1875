import type { Locale } from '@dukan/core/locales';
import { CategoryGrid } from '@/features/content/components/CategoryGrid';
import { ListSitePage, listSitePageMetadata } from '@/features/content/components/ListSitePage';
import { getCategories } from '@/features/catalogue/catalogue-api';
import { getText } from '@/i18n/text';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

const texts = (locale: Locale) => {
  const tCategories = getText(locale, 'categories');
  return { title: tCategories('categories_title'), intro: tCategories('categories_intro') };
};

export const generateStaticParams = renderedOnFirstVisit;

export function generateMetadata({ params }: PageProps) {
  return listSitePageMetadata(params, 'categories', texts);
}

/** Every category, each opening the product listing filtered to it. */
export default function CategoriesPage({ params }: PageProps) {
  return (
    <ListSitePage params={params} slug="categories" texts={texts} load={getCategories} what="Categories">
      {(categories, locale) => <CategoryGrid locale={locale} categories={categories} />}
    </ListSitePage>
  );
}
