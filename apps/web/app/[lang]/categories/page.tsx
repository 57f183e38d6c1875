import { resolveLocale } from '@dukan/core/locales';
import { CategoryGrid } from '@/features/content/components/CategoryGrid';
import { loadSitePage, sitePageMetadata } from '@/features/content/components/site-page';
import { SitePageView } from '@/features/content/components/SitePageView';
import { getCategories } from '@/features/catalogue/catalogue-api';
import { getTranslator } from '@/i18n/messages';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateStaticParams = renderedOnFirstVisit;

export async function generateMetadata({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const t = getTranslator(locale);
  return sitePageMetadata(locale, 'categories', {
    required: false,
    fallbackTitle: t('categories_title'),
    fallbackDescription: t('categories_intro'),
  });
}

/** Every category, each opening the product listing filtered to it. */
export default async function CategoriesPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const t = getTranslator(locale);
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
      fallbackTitle={t('categories_title')}
      fallbackIntro={t('categories_intro')}
    >
      <CategoryGrid locale={locale} t={t} categories={categories.data} />
    </SitePageView>
  );
}
