import { ArticleCreateBody } from '@dukan/core/contract/admin-content';
import { describe, expect, it } from 'vitest';
import { articleFormOf, baghdadInstant, baghdadLocal, toArticleBody } from './article-form';

describe('article form', () => {
  it('types dates as Baghdad wall-clock time and sends them with +03:00', () => {
    expect(baghdadLocal('2026-03-20T22:30:00Z')).toBe('2026-03-21T01:30');
    expect(baghdadInstant('2026-03-21T01:30')).toBe('2026-03-21T01:30:00+03:00');
    expect(Date.parse(baghdadInstant(baghdadLocal('2026-07-01T09:15:00Z')))).toBe(Date.parse('2026-07-01T09:15:00Z'));
    // Not a datetime-local value: left for the contract to refuse.
    expect(ArticleCreateBody.shape.published_at.safeParse(baghdadInstant('2026-02-31')).success).toBe(false);
  });

  it('makes a body the API contract takes, picture and all', () => {
    const form = articleFormOf(undefined, new Date('2026-05-01T06:00:00Z'));
    const body = toArticleBody({
      ...form,
      slug: ' summer-sale ',
      title: { ku: 'داشکاندنی هاوین', ar: '', en: 'Summer sale' },
      body: { ku: '<p>سڵاو</p>', ar: '', en: '' },
      pictures: [{ media: '/api/media/a.webp', url: '/api/media/a.webp', alt: { ku: '', ar: '', en: '' } }],
    });
    expect(body).toMatchObject({ slug: 'summer-sale', image: '/api/media/a.webp', published: false });
    expect(body.published_at).toBe('2026-05-01T09:00:00+03:00');
    expect(ArticleCreateBody.safeParse(body).success).toBe(true);
  });
});
