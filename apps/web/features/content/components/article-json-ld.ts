// schema.org Article for an article page: what search engines read matches what the page shows.
import type { Locale } from '@dukan/core/locales';
import type { ArticleData } from '@/features/content/content-api';
import { CONTENT_LANGUAGE } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/site-url';

export function articleJsonLd(input: {
  siteUrl: string;
  locale: Locale;
  /** Absolute URL of the article's page. */
  url: string;
  article: Pick<ArticleData, 'title' | 'summary' | 'image' | 'publishedAt'>;
  publisher: string;
  section: string;
}) {
  const { siteUrl, locale, url, article } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    ...(article.summary ? { description: article.summary } : {}),
    ...(article.image ? { image: [absoluteUrl(siteUrl, article.image)] } : {}),
    datePublished: article.publishedAt,
    inLanguage: CONTENT_LANGUAGE[locale],
    articleSection: input.section,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    publisher: { '@type': 'Organization', name: input.publisher, url: `${siteUrl}/${locale}` },
  };
}
