// An article's form values and the body the API takes. Dates are typed as Baghdad's wall clock (Iraq keeps
// +03:00 all year, no summer time), so a `datetime-local` value becomes an instant without guessing.
import type { ArticleView, LocalizedText } from '@dukan/core/contract/admin-content';
import type { Picture } from '../../ui/ImageUploader';
import { EMPTY_LOCALIZED } from '../../ui/LocalizedTextField';

const BAGHDAD_OFFSET_MS = 3 * 60 * 60 * 1000;

export interface ArticleForm {
  type: string;
  slug: string;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  pictures: Picture[];
  /** `YYYY-MM-DDTHH:mm`, Baghdad time. */
  published_at: string;
  published: boolean;
}

/** An instant as Baghdad's `YYYY-MM-DDTHH:mm`. */
export function baghdadLocal(instant: string | Date): string {
  return new Date(new Date(instant).getTime() + BAGHDAD_OFFSET_MS).toISOString().slice(0, 16);
}

/** Baghdad's `YYYY-MM-DDTHH:mm` as an ISO instant with its offset; anything else passes through for the schema to refuse. */
export function baghdadInstant(local: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+03:00` : local;
}

export function articleFormOf(article: ArticleView | undefined, now: Date = new Date()): ArticleForm {
  if (!article) {
    return {
      type: 'news',
      slug: '',
      title: EMPTY_LOCALIZED,
      summary: EMPTY_LOCALIZED,
      body: EMPTY_LOCALIZED,
      pictures: [],
      published_at: baghdadLocal(now),
      published: false,
    };
  }
  return {
    type: article.type,
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    body: article.body,
    pictures: article.image ? [{ media: article.image, url: article.image, alt: EMPTY_LOCALIZED }] : [],
    published_at: baghdadLocal(article.published_at),
    published: article.published,
  };
}

export function toArticleBody(v: ArticleForm) {
  return {
    type: v.type.trim(),
    slug: v.slug.trim(),
    title: v.title,
    summary: v.summary,
    body: v.body,
    image: v.pictures[0]?.media ?? null,
    published_at: baghdadInstant(v.published_at),
    published: v.published,
  };
}
