import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { articleListPath, articlePath, articleTypeLabel } from '@/features/content/components/article-type';
import { Breadcrumbs } from '@/features/content/components/Breadcrumbs';
import { formatDate } from '@/features/content/components/dates';
import { HtmlContent } from '@/features/content/components/HtmlContent';
import { articleJsonLd } from '@/features/content/components/article-json-ld';
import { ProductImage } from '@/ui/ProductImage';
import { JsonLd } from '@/lib/seo/JsonLd';
import { getArticle } from '@/features/content/content-api';
import { getText } from '@/i18n/text';
import { itemOfPage } from '@/lib/api/item-of-page';
import { MissingPage, missingPageMetadata } from '@/ui/not-found/MissingPage';
import { pageMetadata } from '@/lib/seo/metadata';
import { publicSiteUrl } from '@/lib/seo/site-url';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

interface PageProps {
  params: Promise<{ lang: string; type: string; id: string }>;
}

/**
 * The article of the id in the URL. Its type is part of its address: reached under another type (an old
 * or hand-edited link), it is sent to its own address for good, as the list pages and the sitemap give it.
 */
async function load(params: PageProps['params']) {
  const { lang, type, id: rawId } = await params;
  const locale = resolveLocale(lang);
  const article = await itemOfPage(rawId, 'Article', (id) => getArticle(locale, id));
  if (article && decodeURIComponent(type) !== article.type)
    permanentRedirect(`/${locale}${articlePath(article.type, article.id)}`);
  return { locale, article };
}

export const generateStaticParams = renderedOnFirstVisit;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, article } = await load(params);
  if (!article) return missingPageMetadata(locale);
  return pageMetadata({
    locale,
    path: articlePath(article.type, article.id),
    title: article.title,
    description: article.summary || article.body,
    image: article.image,
    openGraphType: 'article',
  });
}

export default async function ArticlePage({ params }: PageProps) {
  const { locale, article } = await load(params);
  if (!article) return <MissingPage />;
  const tSite = getText(locale, 'site');
  const tNav = getText(locale, 'nav');
  const tArticle = getText(locale, 'article');
  const site = publicSiteUrl();
  const typeLabel = articleTypeLabel(locale, article.type);
  const path = `/${locale}${articlePath(article.type, article.id)}`;
  const date = formatDate(locale, article.publishedAt);

  return (
    <article>
      <Breadcrumbs
        label={tSite('site_breadcrumb_label')}
        siteUrl={site}
        crumbs={[
          { name: tNav('nav_home'), href: `/${locale}` },
          { name: typeLabel, href: `/${locale}${articleListPath(article.type)}` },
          { name: article.title, href: path },
        ]}
      />
      <JsonLd
        data={articleJsonLd({
          siteUrl: site,
          locale,
          url: `${site}${path}`,
          article,
          publisher: tSite('site_name'),
          section: typeLabel,
        })}
      />
      <header className="max-w-prose">
        <h1 className="text-2xl font-bold leading-snug sm:text-3xl">{article.title}</h1>
        {date ? (
          <p className="mt-2 text-sm text-stone-500">
            <time dateTime={article.publishedAt}>{tArticle('article_published', { date })}</time>
          </p>
        ) : null}
        {article.summary ? <p className="mt-3 text-lg text-stone-700">{article.summary}</p> : null}
      </header>
      {article.image ? (
        <ProductImage
          src={article.image}
          alt=""
          width={1200}
          height={600}
          priority
          sizes="(min-width: 1152px) 1152px, 100vw"
          className="mt-6 aspect-[2/1] w-full max-w-3xl rounded-2xl bg-brand-50 object-cover"
        />
      ) : null}
      <HtmlContent html={article.body} className="mt-4" />
    </article>
  );
}
