// The shop's content: articles, showrooms and the pages an owner edits (server-side reads, cached like the
// catalogue's under the API's 'content' change tag), and the contact form (sent from the browser). The contact form loads this module only when
// it sends (it carries zod and the contract), so the contact page's first load does not.
import { Article, ArticleSummary, Showroom } from '@dukan/core/contract/catalogue';
import { ContactFormResponse, SitePage, type ContactFormInput, type SitePageSlug } from '@dukan/core/contract/content';
import type { OpeningPeriod } from '@dukan/core/content/opening-hours';
import type { Locale } from '@dukan/core/locales';
import { z } from 'zod';
import type { CaptchaAction } from '@/lib/auth/session-calls';
import { CATALOGUE_REVALIDATE_SECONDS, serverBaseUrls } from '@/lib/api/config';
import { apiRequest } from '@/lib/api/request';
import { ok, type Result } from '@/lib/api/result';

export interface ArticleCardData {
  id: number;
  type: string;
  title: string;
  summary: string;
  image: string | null;
  /** ISO date-time. */
  publishedAt: string;
}

export interface ArticleData extends ArticleCardData {
  /** HTML from the database, not yet sanitized. */
  body: string;
}

export interface ShowroomData {
  id: number;
  name: string;
  address: string;
  city: string;
  phone: string;
  location: { lat: number; lng: number };
  openingHours: OpeningPeriod[];
  image: string | null;
}

export interface SitePageData {
  slug: SitePageSlug;
  title: string;
  /** HTML from the database, not yet sanitized. */
  body: string;
  updatedAt: string;
}

/** Article types travel in URLs (`/ku/articles/news`): plain lower-case words only. */
export const ARTICLE_TYPE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export function reshapeArticleSummary(article: z.infer<typeof ArticleSummary>): ArticleCardData {
  return {
    id: article.id,
    type: article.type,
    title: article.title,
    summary: article.summary,
    image: article.image,
    publishedAt: article.published_at,
  };
}

export function reshapeArticle(article: z.infer<typeof Article>): ArticleData {
  return { ...reshapeArticleSummary(article), body: article.body };
}

export function reshapeShowroom(showroom: z.infer<typeof Showroom>): ShowroomData {
  return {
    id: showroom.id,
    name: showroom.name,
    address: showroom.address,
    city: showroom.city.name,
    phone: showroom.phone,
    location: { lat: showroom.lat, lng: showroom.lng },
    openingHours: showroom.opening_hours,
    image: showroom.image,
  };
}

export function reshapeSitePage(page: SitePage): SitePageData {
  return { slug: page.slug, title: page.title, body: page.body, updatedAt: page.updated_at };
}

/** The article types present, in the order their first article comes (the API lists newest first). */
export function articleTypes(articles: readonly Pick<ArticleCardData, 'type'>[]): string[] {
  return [...new Set(articles.map((a) => a.type).filter((type) => ARTICLE_TYPE_PATTERN.test(type)))];
}

const dataOf = <T>(schema: z.ZodType<T>) => z.object({ data: schema }).transform((body) => body.data as T);

async function contentGet<A, B>(
  locale: Locale,
  path: string,
  schema: z.ZodType<A>,
  reshape: (a: A) => B,
  query: Record<string, string> = {},
): Promise<Result<B>> {
  const result = await apiRequest(serverBaseUrls().main, `/${locale}/${path}`, {
    query,
    lang: locale,
    schema,
    next: { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: ['content'] },
  });
  return result.ok ? ok(reshape(result.data)) : result;
}

/** Newest first; with a type, that type's only (an unknown type gives an empty list). */
export function getArticles(locale: Locale, type?: string): Promise<Result<ArticleCardData[]>> {
  return contentGet(locale, 'articles', dataOf(z.array(ArticleSummary)), (list) => list.map(reshapeArticleSummary), {
    ...(type ? { type } : {}),
  });
}

/** `{ ok: false, error: { status: 404 } }` for an unknown id. */
export function getArticle(locale: Locale, id: number): Promise<Result<ArticleData>> {
  return contentGet(locale, `articles/${id}`, dataOf(Article), reshapeArticle);
}

export function getShowrooms(locale: Locale): Promise<Result<ShowroomData[]>> {
  return contentGet(locale, 'showroom', dataOf(z.array(Showroom)), (list) => list.map(reshapeShowroom));
}

/** `{ ok: false, error: { status: 404 } }` for an unknown id. */
export function getShowroom(locale: Locale, id: number): Promise<Result<ShowroomData>> {
  return contentGet(locale, `showroom/${id}`, dataOf(Showroom), reshapeShowroom);
}

/** `{ ok: false, error: { status: 404 } }` while the owner has not written the page. */
export function getSitePage(locale: Locale, slug: SitePageSlug): Promise<Result<SitePageData>> {
  return contentGet(locale, `pages/${slug}`, dataOf(SitePage), reshapeSitePage);
}

// ---- the contact form (browser) ----

/** The bot-protection action the API checks the contact form's token against. */
export const CONTACT_FORM_CAPTCHA_ACTION = 'CONTACT_FORM' satisfies CaptchaAction;

export interface ContactCallContext {
  /** The main API's base URL (`/api` behind the storefront's proxy). */
  base: string;
  lang: string;
  /** A bot-protection token, or null when protection is off or the token could not be had (the API decides). */
  captcha?: (action: CaptchaAction) => Promise<string | null>;
  fetchImpl?: typeof fetch;
}

/**
 * Sends a message to the shop. The request helper shows the answer's success message, and a failure's
 * message with its field errors as bullets (spec §7/§8); the caller puts the field errors beside the fields.
 */
export async function sendContactForm(
  context: ContactCallContext,
  form: ContactFormInput,
): Promise<Result<z.infer<typeof ContactFormResponse>>> {
  const token = context.captcha ? await context.captcha(CONTACT_FORM_CAPTCHA_ACTION) : null;
  return apiRequest(context.base, '/contact-form', {
    method: 'POST',
    body: form,
    lang: context.lang,
    headers: { 'Client-Platform': 'web', 'X-Recaptcha-Enterprise': token ?? '' },
    schema: ContactFormResponse,
    fetchImpl: context.fetchImpl,
  });
}
