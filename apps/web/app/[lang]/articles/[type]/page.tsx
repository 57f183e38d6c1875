import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { ArticleCard } from '@/features/content/components/ArticleCard';
import { articleListPath, articleTypeLabel } from '@/features/content/components/article-type';
import { Breadcrumbs } from '@/features/content/components/Breadcrumbs';
import { PageBanners } from '@/features/content/components/PageBanners';
import { ARTICLE_TYPE_PATTERN, getArticles } from '@/features/content/content-api';
import { getText } from '@/i18n/text';
import { pageMetadata } from '@/lib/seo/metadata';
import { publicSiteUrl } from '@/lib/seo/site-url';
import { renderedOnFirstVisit } from '@/lib/cache/pages';
import { MissingPage, missingPageMetadata } from '@/ui/not-found/MissingPage';

interface PageProps {
  params: Promise<{ lang: string; type: string }>;
}

/** The articles of the type in the URL; a type with none (or one that cannot be a type) is the shop's 404. */
async function load(params: PageProps['params']) {
  const { lang, type: rawType } = await params;
  const locale = resolveLocale(lang);
  const type = decodeURIComponent(rawType);
  const missing = { locale, list: null };
  if (!ARTICLE_TYPE_PATTERN.test(type)) return missing;
  const result = await getArticles(locale, type);
  if (!result.ok) {
    if (result.error.status === 404 || result.error.status === 400) return missing;
    throw new Error(`Articles could not be loaded (${result.error.status}): ${result.error.message}`);
  }
  const articles = result.data.filter((article) => article.type === type);
  if (articles.length === 0) return missing;
  return { locale, list: { type, articles, title: articleTypeLabel(locale, type) } };
}

export const generateStaticParams = renderedOnFirstVisit;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, list } = await load(params);
  if (!list) return missingPageMetadata(locale);
  const { type, articles, title } = list;
  return pageMetadata({
    locale,
    path: articleListPath(type),
    metaPage: 'articles',
    title,
    description: articles.map((article) => article.title).join(' · '),
  });
}

export default async function ArticleListPage({ params }: PageProps) {
  const { locale, list } = await load(params);
  if (!list) return <MissingPage />;
  const { type, articles, title } = list;
  const tSite = getText(locale, 'site');
  const tNav = getText(locale, 'nav');
  return (
    <div>
      <Breadcrumbs
        label={tSite('site_breadcrumb_label')}
        siteUrl={publicSiteUrl()}
        crumbs={[
          { name: tNav('nav_home'), href: `/${locale}` },
          { name: title, href: `/${locale}${articleListPath(type)}` },
        ]}
      />
      <PageBanners locale={locale} page="articles" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article, index) => (
          <li key={article.id}>
            <ArticleCard locale={locale} article={article} priority={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
