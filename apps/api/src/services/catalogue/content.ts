// Store content around the catalogue: banners, highlights, articles, payment methods, socials, contacts, meta.
import type {
  Article,
  ArticleSummary,
  Banner,
  Contact,
  Highlight,
  MetaEntry,
  PaymentMethod,
  WebsiteSocial,
} from '@dukan/core/contract/catalogue';
import { pickLocalized, type Locale } from '@dukan/core/locales';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  articles,
  banners,
  contacts,
  highlights,
  metaEntries,
  paymentMethods,
  websiteSocials,
} from '../../db/schema/content';
import { isoTimestamp } from './localize';

/** Every page's banners; callers filter by page (the whole list is small and cached once per locale). */
export async function listBanners(db: Database, locale: Locale): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((r) => ({
    id: r.id,
    page: r.page,
    title: pickLocalized(r, 'title', locale),
    subtitle: pickLocalized(r, 'subtitle', locale),
    image: r.image,
    link: r.link,
  }));
}

export async function listHighlights(db: Database, locale: Locale): Promise<Highlight[]> {
  const rows = await db
    .select()
    .from(highlights)
    .where(eq(highlights.active, true))
    .orderBy(asc(highlights.sort), asc(highlights.id));
  return rows.map((r) => ({
    id: r.id,
    page: r.page,
    title: pickLocalized(r, 'title', locale),
    description: pickLocalized(r, 'description', locale),
    icon: r.icon,
    image: r.image,
    link: r.link,
  }));
}

// A draft is not published; an article dated in the future is scheduled, not published yet.
const isPublished = and(eq(articles.published, true), lte(articles.published_at, sql`now()`));

/** Published articles, newest first, without their bodies. */
export async function listArticles(db: Database, locale: Locale): Promise<ArticleSummary[]> {
  const rows = await db
    .select({
      id: articles.id,
      type: articles.type,
      slug: articles.slug,
      title_ku: articles.title_ku,
      title_ar: articles.title_ar,
      title_en: articles.title_en,
      summary_ku: articles.summary_ku,
      summary_ar: articles.summary_ar,
      summary_en: articles.summary_en,
      image: articles.image,
      published_at: articles.published_at,
    })
    .from(articles)
    .where(isPublished)
    .orderBy(desc(articles.published_at), desc(articles.id));
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    slug: r.slug,
    title: pickLocalized(r, 'title', locale),
    summary: pickLocalized(r, 'summary', locale),
    image: r.image,
    published_at: isoTimestamp(r.published_at),
  }));
}

/** null when there is no published article with this id. */
export async function getArticle(db: Database, locale: Locale, id: number): Promise<Article | null> {
  const [r] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), isPublished))
    .limit(1);
  if (!r) return null;
  return {
    id: r.id,
    type: r.type,
    slug: r.slug,
    title: pickLocalized(r, 'title', locale),
    summary: pickLocalized(r, 'summary', locale),
    image: r.image,
    published_at: isoTimestamp(r.published_at),
    body: pickLocalized(r, 'body', locale),
  };
}

/** Only methods a shopper can choose now. */
export async function listPaymentMethods(db: Database, locale: Locale): Promise<PaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.active, true))
    .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    title: pickLocalized(r, 'title', locale),
    description: pickLocalized(r, 'description', locale),
  }));
}

export async function listWebsiteSocials(db: Database): Promise<WebsiteSocial[]> {
  const rows = await db.select().from(websiteSocials).orderBy(asc(websiteSocials.sort), asc(websiteSocials.id));
  return rows.map((r) => ({ id: r.id, platform: r.platform, url: r.url }));
}

export async function listContacts(db: Database, locale: Locale): Promise<Contact[]> {
  const rows = await db.select().from(contacts).orderBy(asc(contacts.sort), asc(contacts.id));
  // A worded value (an address, opening hours) in the shopper's language; a number or an email is `value`.
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    value: pickLocalized(r, 'value', locale) || r.value,
    title: pickLocalized(r, 'title', locale),
  }));
}

export async function listMetaEntries(db: Database, locale: Locale): Promise<MetaEntry[]> {
  const rows = await db.select().from(metaEntries).orderBy(asc(metaEntries.page));
  return rows.map((r) => ({
    page: r.page,
    title: pickLocalized(r, 'title', locale),
    description: pickLocalized(r, 'description', locale),
  }));
}
