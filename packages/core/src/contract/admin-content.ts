// The back office's content contract (/api/admin): banners, highlights, articles, showrooms, site pages, meta
// entries, socials, contacts, cities with delivery prices, payment methods and the contact-message inbox.
// Bodies are shared with the back office front-end, so a form checks what the server will check.
//
// Texts come in the three languages as {ku, ar, en}. Kurdish is what the storefront falls back to, so where a
// text is required Kurdish must be there; Arabic and English may follow later (an empty one shows Kurdish).
// Field-error messages are API message keys, answered in the request's language.
import { z } from 'zod';
import { parseClock, type OpeningPeriod } from '../content/opening-hours';
import { SITE_PAGE_SLUGS, type SitePageSlug } from './content';

export const ADMIN_TEXT_MAX = 300;
export const ADMIN_LONG_TEXT_MAX = 2000;
/** Article and page bodies: HTML, per language. */
export const ADMIN_HTML_MAX = 60_000;
export const ADMIN_LINK_MAX = 500;

// NUL and the other C0 controls (tab and line breaks excepted) never belong in a shop's text; PostgreSQL
// refuses a NUL in a text column outright, which must be the shopper's 400, not the server's 500.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A trimmed string without control characters, `min` to `max` characters long. */
export const adminText = (max = ADMIN_TEXT_MAX, min = 0) =>
  z
    .string({ message: 'invalid_input' })
    .refine((s) => !CONTROL_CHARACTERS.test(s), 'text_invalid_characters')
    .trim()
    .min(min, min > 0 ? 'text_required' : 'invalid_input')
    .max(max, 'text_too_long');

/** A text in the three languages; `required` makes Kurdish required. Missing languages are empty. */
export const localizedText = (max = ADMIN_TEXT_MAX, required = true) =>
  z.object(
    {
      ku: adminText(max, required ? 1 : 0),
      ar: adminText(max).default(''),
      en: adminText(max).default(''),
    },
    { message: 'invalid_input' },
  );
export type LocalizedText = { ku: string; ar: string; en: string };

/** Pages of the storefront that show banners and highlights (the `page` they carry). */
export const CONTENT_PAGE_KEYS = [
  'home',
  'products',
  'offers',
  'contact',
  'articles',
  'showroom',
  ...SITE_PAGE_SLUGS,
] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];
export const ContentPageKeySchema = z.enum(CONTENT_PAGE_KEYS, { message: 'page_key_invalid' });

/** A lower-case key made of letters, digits and dashes: article types, meta entry pages, slugs. */
export const adminKey = (max = 64) =>
  z
    .string({ message: 'key_invalid' })
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'key_invalid')
    .max(max, 'key_invalid');

/**
 * Where a banner or highlight leads: a path inside the shop (`/offers`, `/products?category=3`), or an https
 * address on another site. Nothing else: the storefront would refuse `javascript:` anyway, and plain http
 * would send shoppers off the encrypted web.
 */
export function isContentLink(value: string): boolean {
  if (value.length > ADMIN_LINK_MAX || /[\s\\]/.test(value) || CONTROL_CHARACTERS.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}
export const ContentLinkSchema = z
  .string({ message: 'link_invalid' })
  .trim()
  .refine(isContentLink, 'link_invalid')
  .nullable();

/**
 * A picture: the `id` or the `url` that `POST /api/admin/media` answered (a url always lies under /api/media/).
 * Only such pictures are taken, so a banner can never load one from another site; an id is stored as its url.
 */
export const MEDIA_URL_PATTERN =
  /^\/api\/media\/[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*(?:\?[A-Za-z0-9=&._-]*)?$/;
export const MEDIA_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MediaUrlSchema = z
  .string({ message: 'image_invalid' })
  .trim()
  .max(ADMIN_LINK_MAX, 'image_invalid')
  .refine((s) => MEDIA_ID_PATTERN.test(s) || (MEDIA_URL_PATTERN.test(s) && !s.includes('..')), 'image_invalid')
  .nullable();

/** An https address on another site (social accounts). */
export const HttpsUrlSchema = z
  .string({ message: 'link_invalid' })
  .trim()
  .refine((s) => /^https:\/\//i.test(s) && isContentLink(s), 'link_invalid');

/** A serial id: PostgreSQL's integer, so a larger number is refused here rather than by the database. */
export const SERIAL_ID_MAX = 2_147_483_647;
const serialId = (message: string) => z.number({ message }).int(message).positive(message).max(SERIAL_ID_MAX, message);

export const sortSchema = z.number({ message: 'invalid_input' }).int('invalid_input').min(0).max(1_000_000);
const flag = z.boolean({ message: 'invalid_input' });

// ---- banners and highlights ----

const bannerFields = {
  page: ContentPageKeySchema,
  title: localizedText(),
  subtitle: localizedText(ADMIN_TEXT_MAX, false),
  image: MediaUrlSchema,
  link: ContentLinkSchema,
  sort: sortSchema,
  active: flag,
};
/** `POST /api/admin/banners`. */
export const BannerCreateBody = z.object(
  {
    ...bannerFields,
    subtitle: bannerFields.subtitle.optional(),
    image: bannerFields.image.optional(),
    link: bannerFields.link.optional(),
    sort: sortSchema.optional(),
    active: flag.optional(),
  },
  { message: 'invalid_input' },
);
/** `PATCH /api/admin/banners/{id}`: any of the fields; a text replaces all three languages. */
export const BannerPatchBody = z.object(bannerFields, { message: 'invalid_input' }).partial();

/** Icons the storefront draws for a highlight (it matches these words to its bundled icons). */
export const HIGHLIGHT_ICONS = [
  'truck',
  'shield',
  'card',
  'store',
  'percent',
  'support',
  'return',
  'sparkles',
] as const;
const highlightFields = {
  page: ContentPageKeySchema,
  title: localizedText(),
  description: localizedText(ADMIN_LONG_TEXT_MAX, false),
  icon: z.enum(HIGHLIGHT_ICONS, { message: 'icon_invalid' }).nullable(),
  image: MediaUrlSchema,
  link: ContentLinkSchema,
  sort: sortSchema,
  active: flag,
};
export const HighlightCreateBody = z.object(
  {
    ...highlightFields,
    description: highlightFields.description.optional(),
    icon: highlightFields.icon.optional(),
    image: highlightFields.image.optional(),
    link: highlightFields.link.optional(),
    sort: sortSchema.optional(),
    active: flag.optional(),
  },
  { message: 'invalid_input' },
);
export const HighlightPatchBody = z.object(highlightFields, { message: 'invalid_input' }).partial();

/** `GET /api/admin/banners?page=home` (and highlights): one page's, or every page's. */
export const PageKeyQuery = z.object({ page: ContentPageKeySchema.optional(), lang: z.string().max(16).optional() });

/** `POST /api/admin/{banners|highlights}/reorder`: every id of one page, in the order to show them. */
export const ReorderBody = z.object(
  {
    page: ContentPageKeySchema,
    ids: z
      .array(serialId('invalid_input'), { message: 'invalid_input' })
      .max(500, 'invalid_input')
      .refine((ids) => new Set(ids).size === ids.length, 'reorder_mismatch'),
  },
  { message: 'invalid_input' },
);
/** Reordering lists that have no page (showrooms, cities, socials, contacts, payment methods). */
export const ReorderAllBody = ReorderBody.omit({ page: true });

// ---- articles ----

/** An ISO 8601 date-time with its offset (`2026-03-21T09:00:00+03:00`); anything else is refused, not guessed. */
export const DateTimeSchema = z.iso.datetime({ offset: true, message: 'date_invalid' }).refine((s) => {
  // The pattern lets 31 February through; a date that does not come back as itself is not a date. A shop's
  // articles are dated within this century or the next, which also keeps clear of years the database refuses.
  const day = s.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00Z`);
  const year = parsed.getUTCFullYear();
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day && year >= 2000 && year < 2200;
}, 'date_invalid');

const articleFields = {
  type: adminKey(40),
  slug: adminKey(120),
  title: localizedText(),
  summary: localizedText(ADMIN_LONG_TEXT_MAX, false),
  /** HTML; sanitized when saved. */
  body: localizedText(ADMIN_HTML_MAX, false),
  image: MediaUrlSchema,
  /** When it shows (a later date schedules it). */
  published_at: DateTimeSchema,
  /** false keeps it a draft. */
  published: flag,
};
export const ArticleCreateBody = z.object(
  {
    ...articleFields,
    summary: articleFields.summary.optional(),
    body: articleFields.body.optional(),
    image: articleFields.image.optional(),
    published_at: DateTimeSchema.optional(),
    published: flag.optional(),
  },
  { message: 'invalid_input' },
);
export const ArticlePatchBody = z.object(articleFields, { message: 'invalid_input' }).partial();
export const ArticleListQuery = z.object({
  type: adminKey(40).optional(),
  lang: z.string().max(16).optional(),
});

// ---- showrooms ----

/** Iraq lies within about 29–38° N and 38–49° E; the bounds leave room for a showroom just across a border. */
export const PIN_BOUNDS = { lat: [28, 39], lng: [37, 50] } as const;
export const MapPinSchema = z.object(
  {
    lat: z
      .number({ message: 'pin_invalid' })
      .min(PIN_BOUNDS.lat[0], 'pin_invalid')
      .max(PIN_BOUNDS.lat[1], 'pin_invalid'),
    lng: z
      .number({ message: 'pin_invalid' })
      .min(PIN_BOUNDS.lng[0], 'pin_invalid')
      .max(PIN_BOUNDS.lng[1], 'pin_invalid'),
  },
  { message: 'pin_invalid' },
);

/** One opening period (`packages/core/src/content/opening-hours.ts`): a close at or before open runs past midnight. */
export const OpeningPeriodSchema = z.object(
  {
    day: z.number({ message: 'opening_hours_invalid' }).int('opening_hours_invalid').min(0).max(6),
    open: z.string({ message: 'opening_hours_invalid' }).refine((s) => parseClock(s) !== null, 'opening_hours_invalid'),
    close: z
      .string({ message: 'opening_hours_invalid' })
      .refine((s) => parseClock(s, true) !== null, 'opening_hours_invalid'),
  },
  { message: 'opening_hours_invalid' },
);
export const OpeningHoursSchema = z
  .array(OpeningPeriodSchema, { message: 'opening_hours_invalid' })
  .max(28, 'opening_hours_invalid');

const showroomFields = {
  city_id: serialId('city_required'),
  name: localizedText(),
  address: localizedText(ADMIN_LONG_TEXT_MAX),
  phone: adminText(40, 1),
  pin: MapPinSchema,
  opening_hours: OpeningHoursSchema,
  image: MediaUrlSchema,
  sort: sortSchema,
  active: flag,
};
export const ShowroomCreateBody = z.object(
  {
    ...showroomFields,
    opening_hours: OpeningHoursSchema.optional(),
    image: showroomFields.image.optional(),
    sort: sortSchema.optional(),
    active: flag.optional(),
  },
  { message: 'invalid_input' },
);
export const ShowroomPatchBody = z.object(showroomFields, { message: 'invalid_input' }).partial();

// ---- site pages, meta entries, socials, contacts ----

/** `PUT /api/admin/pages/{slug}`: the whole page; bodies are HTML, sanitized when saved. */
export const SitePageBody = z.object(
  {
    title_ku: adminText(200, 1),
    title_ar: adminText(200).default(''),
    title_en: adminText(200).default(''),
    body_ku: adminText(ADMIN_HTML_MAX, 1),
    body_ar: adminText(ADMIN_HTML_MAX).default(''),
    body_en: adminText(ADMIN_HTML_MAX).default(''),
  },
  { message: 'invalid_input' },
);

/** `PUT /api/admin/meta/{page}`: the title and description search engines show for one storefront page. */
export const MetaEntryBody = z.object(
  { title: localizedText(200), description: localizedText(500, false).optional() },
  { message: 'invalid_input' },
);

export const SOCIAL_PLATFORMS = [
  'facebook',
  'instagram',
  'tiktok',
  'whatsapp',
  'telegram',
  'youtube',
  'x',
  'snapchat',
  'linkedin',
] as const;
const socialFields = {
  platform: z.enum(SOCIAL_PLATFORMS, { message: 'platform_invalid' }),
  url: HttpsUrlSchema,
  sort: sortSchema,
};
export const SocialCreateBody = z.object(
  { ...socialFields, sort: sortSchema.optional() },
  { message: 'invalid_input' },
);
export const SocialPatchBody = z.object(socialFields, { message: 'invalid_input' }).partial();

/** Phone, WhatsApp and email are one value for every language; an address and opening hours are worded per language. */
export const CONTACT_TYPES = ['phone', 'whatsapp', 'email', 'address', 'hours'] as const;
export const WORDED_CONTACT_TYPES: readonly string[] = ['address', 'hours'];
const contactFields = {
  type: z.enum(CONTACT_TYPES, { message: 'contact_type_invalid' }),
  title: localizedText(),
  /** For phone, WhatsApp and email. */
  value: adminText(200),
  /** For an address or opening hours: the words in each language. */
  value_localized: localizedText(ADMIN_LONG_TEXT_MAX, false),
  sort: sortSchema,
};
export const ContactCreateBody = z
  .object(
    {
      ...contactFields,
      value: contactFields.value.optional(),
      value_localized: contactFields.value_localized.optional(),
      sort: sortSchema.optional(),
    },
    { message: 'invalid_input' },
  )
  .superRefine((body, ctx) => {
    const worded = WORDED_CONTACT_TYPES.includes(body.type);
    if (worded ? body.value_localized?.ku || body.value : body.value) return;
    ctx.addIssue({ code: 'custom', path: [worded ? 'value_localized' : 'value'], message: 'contact_value_required' });
  });
export const ContactPatchBody = z.object(contactFields, { message: 'invalid_input' }).partial();

// ---- delivery: cities and payment methods ----

/** Delivery prices are whole dinars; ten million is far above any courier's fare and catches a slipped key. */
export const DELIVERY_PRICE_MAX = 10_000_000;
const cityFields = {
  country_id: serialId('invalid_input'),
  name: localizedText(),
  delivery_price: z
    .number({ message: 'delivery_price_invalid' })
    .int('delivery_price_invalid')
    .min(0, 'delivery_price_invalid')
    .max(DELIVERY_PRICE_MAX, 'delivery_price_invalid'),
  /** Where the checkout map opens for this city. */
  pin: MapPinSchema,
  sort: sortSchema,
  active: flag,
};
export const CityCreateBody = z.object(
  { ...cityFields, sort: sortSchema.optional(), active: flag.optional() },
  { message: 'invalid_input' },
);
export const CityPatchBody = z.object(cityFields, { message: 'invalid_input' }).partial();

/** `PATCH /api/admin/payment-methods/{key}`: on or off, texts, order. The keys themselves are the shop's code. */
export const PaymentMethodPatchBody = z
  .object(
    {
      active: flag,
      title: localizedText(),
      description: localizedText(ADMIN_LONG_TEXT_MAX, false),
      sort: sortSchema,
    },
    { message: 'invalid_input' },
  )
  .partial();

// ---- the contact-message inbox ----

export const INBOX_FILTERS = ['all', 'handled', 'unhandled'] as const;
export const InboxQuery = z.object({
  page: z.coerce
    .number({ message: 'invalid_input' })
    .int('invalid_input')
    .min(1, 'invalid_input')
    .max(1_000_000, 'invalid_input')
    .default(1),
  status: z.enum(INBOX_FILTERS, { message: 'invalid_input' }).default('all'),
  lang: z.string().max(16).optional(),
});

// ---- what the back office reads: every text in its three languages ----

export interface BannerView {
  id: number;
  page: string;
  title: LocalizedText;
  subtitle: LocalizedText;
  image: string | null;
  link: string | null;
  sort: number;
  active: boolean;
}

export interface HighlightView {
  id: number;
  page: string;
  title: LocalizedText;
  description: LocalizedText;
  icon: string | null;
  image: string | null;
  link: string | null;
  sort: number;
  active: boolean;
}

export interface ArticleView {
  id: number;
  type: string;
  slug: string;
  title: LocalizedText;
  summary: LocalizedText;
  /** Sanitized HTML. */
  body: LocalizedText;
  image: string | null;
  published_at: string;
  published: boolean;
}

export interface ShowroomView {
  id: number;
  city_id: number;
  name: LocalizedText;
  address: LocalizedText;
  phone: string;
  pin: { lat: number; lng: number };
  opening_hours: OpeningPeriod[];
  image: string | null;
  sort: number;
  active: boolean;
}

export interface SocialView {
  id: number;
  platform: string;
  url: string;
  sort: number;
}

export interface ContactView {
  id: number;
  type: string;
  title: LocalizedText;
  /** The value for every language (a phone number, an email). */
  value: string;
  /** An address or opening hours in words, per language; empty ones show `value`. */
  value_localized: LocalizedText;
  sort: number;
}

export interface CityView {
  id: number;
  country_id: number;
  name: LocalizedText;
  delivery_price: number;
  pin: { lat: number; lng: number };
  sort: number;
  active: boolean;
}

export interface PaymentMethodView {
  id: number;
  /** `cod` or `fib`: the code that takes the payment; staff switch methods, they do not invent them. */
  key: string;
  title: LocalizedText;
  description: LocalizedText;
  active: boolean;
  sort: number;
}

export interface MetaEntryView {
  page: string;
  title: LocalizedText;
  description: LocalizedText;
}

export interface SitePageView {
  slug: SitePageSlug;
  /** false: never written; the storefront shows its built-in title and no text. */
  written: boolean;
  title: LocalizedText;
  body: LocalizedText;
  updated_at: string | null;
}
