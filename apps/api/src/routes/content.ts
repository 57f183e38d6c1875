// Content under /api: the contact form (`POST /api/contact-form`), the pages a shop owner edits
// (`GET /api/{locale}/pages/{slug}`) and the sitemap feed (`GET /api/sitemap`, `GET /api/sitemap/{kind}`).
// HTTP only: validation, bot protection, rate limit, cache headers; services/content does the work.
import {
  ContactFormBody,
  SITE_PAGE_SLUGS,
  SITEMAP_KINDS,
  SitemapPageQuery,
  type SitePageSlug,
  type SitemapKind,
} from '@dukan/core/contract/content';
import { resolveLocale } from '@dukan/core/locales';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { CaptchaVerifier } from '../adapters/captcha/types';
import type { Database } from '../db/client';
import { requireCaptcha } from '../http/captcha';
import { HttpError } from '../http/errors';
import { localeOfRequest, messageFor } from '../http/messages';
import { LangQuery, type ZodTypeProvider } from '../http/zod';
import { hashClientIp, storeContactMessage } from '../services/content/contact-messages';
import { readSitePage } from '../services/content/site-pages';
import { sitemapEntries, sitemapIndex } from '../services/content/sitemap';
import type { RateLimitRule, RateLimitStore } from '../services/rate-limit/types';

const TEN_MINUTES = 10 * 60 * 1000;

export interface ContentRuntime {
  captcha: CaptchaVerifier;
  rateLimits: RateLimitStore;
  limits: { contactForm: RateLimitRule; contactFormShop: RateLimitRule };
  /** Ids per sitemap page (SITEMAP_PAGE_SIZE; tests make it small to see the split). */
  sitemapPageSize: number;
  /** Keys the hash of the sender's IP address. */
  secret: string;
  now: () => Date;
}

export const DEFAULT_CONTENT_LIMITS: ContentRuntime['limits'] = {
  // A person writes once or twice; more from one address in ten minutes is a script filling the inbox.
  contactForm: { name: 'contact-form:ip', limit: 5, windowMs: TEN_MINUTES },
  // Addresses can be faked where X-Forwarded-For is trusted too widely, or come from many machines: the whole
  // shop's inbox still takes at most this many messages an hour.
  contactFormShop: { name: 'contact-form:shop', limit: 200, windowMs: 6 * TEN_MINUTES },
};

// The storefront keeps a page for 60 s, so an owner's edit shows within a minute; no stale-while-revalidate
// here, which would let a shared cache serve the old text for longer.
const PAGE_CACHE_CONTROL = 'public, max-age=60';
// Search engines read sitemaps now and then; five minutes keeps a crawl from re-counting the catalogue.
const SITEMAP_CACHE_CONTROL = 'public, max-age=300';

/** A whole message of CONTACT_MESSAGE_MAX characters in any script fits; anything bigger is not a form. */
export const CONTACT_FORM_BODY_LIMIT = 32 * 1024;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string): T | null =>
    (values as readonly string[]).includes(raw) ? (raw as T) : null;

// Unknown slugs and kinds are things that do not exist (404), not malformed requests (400).
const PageParams = z.object({
  locale: z.string().transform(resolveLocale),
  slug: z.string().transform(oneOf<SitePageSlug>(SITE_PAGE_SLUGS)),
});
const SitemapParams = z.object({ kind: z.string().transform(oneOf<SitemapKind>(SITEMAP_KINDS)) });

export const contentPlugin: FastifyPluginAsync<{ db: Database; runtime: ContentRuntime }> = async (
  parent,
  { db, runtime },
) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/contact-form',
    {
      bodyLimit: CONTACT_FORM_BODY_LIMIT,
      schema: { body: ContactFormBody, querystring: LangQuery },
      preHandler: requireCaptcha(runtime.captcha, 'CONTACT_FORM'),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // Counted once the form is valid: a shopper fixing a typo is not refused, a flood of messages is.
      for (const [rule, key] of [
        [runtime.limits.contactForm, request.ip],
        [runtime.limits.contactFormShop, 'all'],
      ] as const) {
        const decision = await runtime.rateLimits.hit(rule, key);
        if (!decision.allowed) throw new HttpError(429, 'too_many_requests', undefined, decision.retryAfterSeconds);
      }
      await storeContactMessage(db, request.body, {
        locale: localeOfRequest(request),
        ipHash: hashClientIp(runtime.secret, request.ip),
        now: runtime.now(),
      });
      return reply.code(201).send({ message: messageFor(request, 'contact_sent') });
    },
  );

  app.get('/:locale/pages/:slug', { schema: { params: PageParams } }, async (request, reply) => {
    const { locale, slug } = request.params;
    const page = slug === null ? null : await readSitePage(db, slug, locale);
    if (!page) throw new HttpError(404, 'page_not_found');
    return reply.header('Cache-Control', PAGE_CACHE_CONTROL).send({ data: page });
  });

  app.get('/sitemap', { schema: { querystring: LangQuery } }, async (_request, reply) =>
    reply
      .header('Cache-Control', SITEMAP_CACHE_CONTROL)
      .send({ data: await sitemapIndex(db, runtime.sitemapPageSize) }),
  );

  app.get(
    '/sitemap/:kind',
    { schema: { params: SitemapParams, querystring: SitemapPageQuery.extend(LangQuery.shape) } },
    async (request, reply) => {
      const { kind } = request.params;
      if (kind === null) throw new HttpError(404, 'not_found');
      const { page } = request.query;
      const data = await sitemapEntries(db, kind, page, runtime.sitemapPageSize);
      // Page 1 always exists (an empty shop has an empty first page); a page past the last does not.
      if (page > 1 && data.length === 0) throw new HttpError(404, 'not_found');
      return reply.header('Cache-Control', SITEMAP_CACHE_CONTROL).send({ data });
    },
  );
};
