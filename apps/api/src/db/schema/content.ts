// Store content: banners, highlights, articles, showrooms, places, payment methods, socials, contacts, meta,
// the pages a shop owner edits (site_pages) and contact form messages.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    /** Which page shows it: `home`, `products`, `offers`, `contact`, … */
    page: text('page').notNull(),
    title_ku: text('title_ku').notNull(),
    title_ar: text('title_ar').notNull(),
    title_en: text('title_en').notNull(),
    subtitle_ku: text('subtitle_ku').notNull().default(''),
    subtitle_ar: text('subtitle_ar').notNull().default(''),
    subtitle_en: text('subtitle_en').notNull().default(''),
    image: text('image'),
    /** Path inside the storefront without the language prefix, e.g. `/offers`. */
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    /** Switched off: kept for later, not shown (migration 0014). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('banners_page_idx').on(t.page)],
);

export const highlights = pgTable(
  'highlights',
  {
    id: serial('id').primaryKey(),
    page: text('page').notNull(),
    title_ku: text('title_ku').notNull(),
    title_ar: text('title_ar').notNull(),
    title_en: text('title_en').notNull(),
    description_ku: text('description_ku').notNull().default(''),
    description_ar: text('description_ar').notNull().default(''),
    description_en: text('description_en').notNull().default(''),
    /** A lucide icon name bundled with the storefront (e.g. `truck`). */
    icon: text('icon'),
    image: text('image'),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('highlights_page_idx').on(t.page)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    /** Article type used in /{lang}/articles/{type}: `news`, `guides`, … */
    type: text('type').notNull(),
    slug: text('slug').notNull().unique(),
    title_ku: text('title_ku').notNull(),
    title_ar: text('title_ar').notNull(),
    title_en: text('title_en').notNull(),
    summary_ku: text('summary_ku').notNull().default(''),
    summary_ar: text('summary_ar').notNull().default(''),
    summary_en: text('summary_en').notNull().default(''),
    /** HTML; sanitized before it is rendered. */
    body_ku: text('body_ku').notNull().default(''),
    body_ar: text('body_ar').notNull().default(''),
    body_en: text('body_en').notNull().default(''),
    image: text('image'),
    published_at: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** false: a draft, shown nowhere on the storefront whatever its date (migration 0014). */
    published: boolean('published').notNull().default(true),
  },
  (t) => [index('articles_type_idx').on(t.type)],
);

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  iso2: text('iso2').notNull().unique(),
  calling_code: text('calling_code').notNull(),
  name_ku: text('name_ku').notNull(),
  name_ar: text('name_ar').notNull(),
  name_en: text('name_en').notNull(),
});

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  country_id: integer('country_id')
    .notNull()
    .references(() => countries.id),
  name_ku: text('name_ku').notNull(),
  name_ar: text('name_ar').notNull(),
  name_en: text('name_en').notNull(),
  /** Delivery price to this city, integer IQD. */
  delivery_price: integer('delivery_price').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** One day's opening hours; day 0 = Sunday … 6 = Saturday, times "HH:MM" in Asia/Baghdad. */
export type OpeningHours = { day: number; open: string; close: string }[];

export const showrooms = pgTable('showrooms', {
  id: serial('id').primaryKey(),
  city_id: integer('city_id')
    .notNull()
    .references(() => cities.id),
  name_ku: text('name_ku').notNull(),
  name_ar: text('name_ar').notNull(),
  name_en: text('name_en').notNull(),
  address_ku: text('address_ku').notNull(),
  address_ar: text('address_ar').notNull(),
  address_en: text('address_en').notNull(),
  phone: text('phone').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  opening_hours: jsonb('opening_hours').$type<OpeningHours>().notNull().default([]),
  image: text('image'),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  /** Stable key used by orders: `cod` (cash on delivery) or `fib` (First Iraqi Bank). */
  key: text('key').notNull().unique(),
  title_ku: text('title_ku').notNull(),
  title_ar: text('title_ar').notNull(),
  title_en: text('title_en').notNull(),
  description_ku: text('description_ku').notNull().default(''),
  description_ar: text('description_ar').notNull().default(''),
  description_en: text('description_en').notNull().default(''),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const websiteSocials = pgTable('website_socials', {
  id: serial('id').primaryKey(),
  /** `facebook`, `instagram`, `tiktok`, `whatsapp`, `telegram`, `youtube`, … */
  platform: text('platform').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const contacts = pgTable('contacts', {
  id: serial('id').primaryKey(),
  /** `phone`, `whatsapp`, `email` or `address`. */
  type: text('type').notNull(),
  value: text('value').notNull(),
  /** Worded values (an address, opening hours) per language; empty ones fall back to `value` (migration 0014). */
  value_ku: text('value_ku').notNull().default(''),
  value_ar: text('value_ar').notNull().default(''),
  value_en: text('value_en').notNull().default(''),
  title_ku: text('title_ku').notNull(),
  title_ar: text('title_ar').notNull(),
  title_en: text('title_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const metaEntries = pgTable('meta_entries', {
  id: serial('id').primaryKey(),
  /** Route name the entry describes: `home`, `products`, `offers`, `contact`, … */
  page: text('page').notNull().unique(),
  title_ku: text('title_ku').notNull(),
  title_ar: text('title_ar').notNull(),
  title_en: text('title_en').notNull(),
  description_ku: text('description_ku').notNull().default(''),
  description_ar: text('description_ar').notNull().default(''),
  description_en: text('description_en').notNull().default(''),
});

/** Footer pages with editable text (`about-us`, `privacy-policy`, …: SITE_PAGE_SLUGS); bodies are HTML. */
export const sitePages = pgTable('site_pages', {
  slug: text('slug').primaryKey(),
  title_ku: text('title_ku').notNull(),
  title_ar: text('title_ar').notNull().default(''),
  title_en: text('title_en').notNull().default(''),
  body_ku: text('body_ku').notNull(),
  body_ar: text('body_ar').notNull().default(''),
  body_en: text('body_en').notNull().default(''),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the contact form sent. Not linked to an account; phone (E.164) or email, at least one. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The language the sender wrote from, so the answer can be in it. */
    locale: text('locale').notNull().default('ku'),
    /** HMAC-SHA-256 of the client IP keyed with the server secret; never the address itself. */
    ip_hash: text('ip_hash'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handled_at: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_newest').on(t.created_at.desc(), t.id.desc())],
);
