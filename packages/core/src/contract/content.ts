// The content contract: the contact form, the pages a shop owner edits without a deploy (about us, privacy
// policy…), and the feed the storefront's sitemap is built from. Field-error messages are API message keys,
// answered in the request's language.
import { z } from 'zod';
import { normalizeIdentifier } from './auth';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;

// A form posts empty fields as ""; an empty optional field is an absent one (null). A wrong type or an absurd
// length gets the field's own message, in the shopper's language, not zod's English.
const reachField = (kind: 'phone' | 'email', invalid: string) =>
  z
    .string({ message: invalid })
    .max(254 + 250, invalid)
    .nullish()
    .transform((v, ctx) => {
      if (v == null || v.trim() === '') return null;
      const normalized = normalizeIdentifier(kind, v);
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return normalized;
    });

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ message: required }).trim().min(1, required).max(max, tooLong);

const isBlank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');

/**
 * `POST /api/contact-form`: a phone number (stored E.164) or an email address (or both) so the shop can answer.
 * Every field is checked at once, so the form shows all its problems together.
 */
export const ContactFormBody = z
  .object(
    {
      name: requiredText(CONTACT_NAME_MAX, 'contact_name_required', 'contact_name_too_long'),
      phone: reachField('phone', 'phone_invalid'),
      email: reachField('email', 'email_invalid'),
      subject: requiredText(CONTACT_SUBJECT_MAX, 'contact_subject_required', 'contact_subject_too_long'),
      message: requiredText(CONTACT_MESSAGE_MAX, 'contact_message_required', 'contact_message_too_long'),
    },
    { message: 'invalid_input' },
  )
  .superRefine(
    (body, ctx) => {
      if (!isBlank(body.phone) || !isBlank(body.email)) return;
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'contact_reach_required' });
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'contact_reach_required' });
    },
    // Also when other fields failed; only a body that is not an object has nothing to check.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
  );
export type ContactFormInput = z.input<typeof ContactFormBody>;
export type ContactForm = z.output<typeof ContactFormBody>;

/** The answer to a stored message: the success text the storefront shows as an alert (spec §7). */
export const ContactFormResponse = z.object({ message: z.string() });

/** Pages whose text lives in the database (`site_pages`), in the order the footer lists them. */
export const SITE_PAGE_SLUGS = [
  'shop',
  'categories',
  'best-sellers',
  'about-us',
  'privacy-policy',
  'terms',
  'reward-points',
] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];
export const SitePageSlugParam = z.enum(SITE_PAGE_SLUGS);

/** `GET /api/{locale}/pages/{slug}`: body is HTML from the database; the storefront sanitizes it. */
export const SitePage = z.object({
  slug: z.enum(SITE_PAGE_SLUGS),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type SitePage = z.infer<typeof SitePage>;

/** What the sitemap lists; each kind is paged so a large catalogue splits into several sitemap files. */
export const SITEMAP_KINDS = ['products', 'categories', 'collections', 'articles', 'showrooms'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
/** Ids per sitemap file. Each id becomes three URLs (ku, ar, en), well under the protocol's 50,000. */
export const SITEMAP_PAGE_SIZE = 5000;

/** `GET /api/sitemap`: how many pages of ids each kind has. */
export const SitemapIndex = z.object({
  data: z.array(
    z.object({ kind: z.enum(SITEMAP_KINDS), total: z.number().int().nonnegative(), pages: z.number().int() }),
  ),
});
export type SitemapIndex = z.infer<typeof SitemapIndex>;

/** `GET /api/sitemap/{kind}?page=`: ids in ascending order; articles carry their type (it is in their URL). */
export const SitemapEntries = z.object({
  data: z.array(
    z.object({ id: z.number().int().positive(), type: z.string().optional(), lastmod: z.string().nullable() }),
  ),
});
export type SitemapEntries = z.infer<typeof SitemapEntries>;
export const SitemapPageQuery = z.object({
  page: z.coerce
    .number({ message: 'invalid_input' })
    .int('invalid_input')
    .min(1, 'invalid_input')
    .max(100_000, 'invalid_input')
    .default(1),
});
