import { resolveLocale } from '@dukan/core/locales';
import { CategoryGrid } from '@/features/content/components/CategoryGrid';
import { loadSitePage, sitePageMetadata } from '@/features/content/components/site-page';
import { SitePageView } from '@/features/content/components/SitePageView';
import { getCategories } from '@/features/catalogue/catalogue-api';
import { getText } from '@/i18n/text';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateStaticParams = renderedOnFirstVisit;

export async function generateMetadata({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const tCategories = getText(locale, 'categories');
  return sitePageMetadata(locale, 'categories', {
    required: false,
    fallbackTitle: tCategories('categories_title'),
    fallbackDescription: tCategories('categories_intro'),
  });
}

/** Every category, each opening the product listing filtered to it. */
export default async function CategoriesPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const tCategories = getText(locale, 'categories');
  const [page, categories] = await Promise.all([
    loadSitePage(locale, 'categories', { required: false }),
    getCategories(locale),
  ]);
  if (!categories.ok) {
    throw new Error(`Categories could not be loaded (${categories.error.status}): ${categories.error.message}`);
  }
  return (
    <SitePageView
      locale={locale}
      pageKey="categories"
      page={page}
      fallbackTitle={tCategories('categories_title')}
      fallbackIntro={tCategories('categories_intro')}
    >
      <CategoryGrid locale={locale} categories={categories.data} />
    </SitePageView>
  );
}
