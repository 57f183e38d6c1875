import { describe, expect, it } from 'vitest';
import { articleTypeLabel } from './article-type';
import { articleJsonLd } from './article-json-ld';

describe('articleJsonLd', () => {
  const article = {
    title: 'How to choose the right air conditioner',
    summary: 'Room size, tons and inverters.',
    image: '/api/media/articles/ac.svg',
    publishedAt: '2025-04-19T16:07:28.643Z',
  };

  it('describes the article with absolute URLs, its language and publisher', () => {
    const data = articleJsonLd({
      siteUrl: 'https://shop.example',
      locale: 'ku',
      url: 'https://shop.example/ku/articles/guides/3',
      article,
      publisher: 'دوکان',
      section: 'ڕێنماییەکان',
    });
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: article.title,
      description: article.summary,
      image: ['https://shop.example/api/media/articles/ac.svg'],
      datePublished: article.publishedAt,
      inLanguage: 'ckb',
      articleSection: 'ڕێنماییەکان',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://shop.example/ku/articles/guides/3' },
      publisher: { '@type': 'Organization', name: 'دوکان', url: 'https://shop.example/ku' },
    });
  });

  it('leaves out a missing picture and summary instead of writing empty values', () => {
    const data = articleJsonLd({
      siteUrl: 'https://shop.example',
      locale: 'en',
      url: 'https://shop.example/en/articles/news/1',
      article: { ...article, image: null, summary: '' },
      publisher: 'Dukan',
      section: 'News',
    });
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
  });
});

describe('articleTypeLabel', () => {
  it('translates the types the storefront knows', () => {
    expect(articleTypeLabel('en', 'guides')).toBe('Guides');
    expect(articleTypeLabel('ku', 'news')).toBe('هەواڵەکان');
    expect(articleTypeLabel('ar', 'news')).toBe('الأخبار');
  });
  it('writes a type added by the owner readably', () => {
    expect(articleTypeLabel('en', 'buying-tips')).toBe('Buying tips');
  });
});
