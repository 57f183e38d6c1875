// Catalogue tables. Every translatable field has _ku, _ar and _en columns (see docs/decisions/001).
// Money columns are integer dinars.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A localized value as stored in jsonb (advantages, opening-hours notes…). */
export type LocalizedText = { ku: string; ar: string; en: string };

export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title_ku: text('title_ku').notNull(),
  title_ar: text('title_ar').notNull(),
  title_en: text('title_en').notNull(),
  description_ku: text('description_ku').notNull().default(''),
  description_ar: text('description_ar').notNull().default(''),
  description_en: text('description_en').notNull().default(''),
  image: text('image'),
  sort: integer('sort').notNull().default(0),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    collection_id: integer('collection_id')
      .notNull()
      .references(() => collections.id),
    slug: text('slug').notNull().unique(),
    title_ku: text('title_ku').notNull(),
    title_ar: text('title_ar').notNull(),
    title_en: text('title_en').notNull(),
    image: text('image'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_collection_idx').on(t.collection_id)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title_ku: text('title_ku').notNull(),
  title_ar: text('title_ar').notNull(),
  title_en: text('title_en').notNull(),
});

/** Attribute kinds shoppers choose or filter by: `color`, `size`. */
export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  title_ku: text('title_ku').notNull(),
  title_ar: text('title_ar').notNull(),
  title_en: text('title_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attribute_id: integer('attribute_id')
      .notNull()
      .references(() => attributes.id),
    /** Machine value: a hex colour for `color`, a size code for `size`. */
    value: text('value').notNull(),
    title_ku: text('title_ku').notNull(),
    title_ar: text('title_ar').notNull(),
    title_en: text('title_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('attribute_values_attribute_idx').on(t.attribute_id)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brand_id: integer('brand_id').references(() => brands.id),
    title_ku: text('title_ku').notNull(),
    title_ar: text('title_ar').notNull(),
    title_en: text('title_en').notNull(),
    description_ku: text('description_ku').notNull().default(''),
    description_ar: text('description_ar').notNull().default(''),
    description_en: text('description_en').notNull().default(''),
    /** Longer body, plain text paragraphs separated by blank lines. */
    content_ku: text('content_ku').notNull().default(''),
    content_ar: text('content_ar').notNull().default(''),
    content_en: text('content_en').notNull().default(''),
    /** What the shopper pays now, integer IQD. */
    price: integer('price').notNull(),
    /** Price before the discount; set only while the product is on offer (greater than price). */
    original_price: integer('original_price'),
    stock: integer('stock').notNull().default(0),
    /** False: archived by staff (migration 0012); kept for the orders that name it, hidden from the shop. */
    active: boolean('active').notNull().default(true),
    model: text('model'),
    capacity_liters: doublePrecision('capacity_liters'),
    /** e.g. "500 g", "1.5 L": units are international, so one column. */
    net_capacity: text('net_capacity'),
    advantages: jsonb('advantages').$type<LocalizedText[]>().notNull().default([]),
    /** Paths served by the API's media route, first one is the cover. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Rank among best sellers (1 = best); null when not a best seller. */
    best_seller_rank: integer('best_seller_rank'),
    sales_count: integer('sales_count').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Search columns: written by services/catalogue-writes through the search indexer, never by hand.
    /** Folded titles of all three languages (normalizeArabicScript). */
    search_title: text('search_title').notNull().default(''),
    /** Folded descriptions, contents, category, brand and specification text. */
    search_body: text('search_body').notNull().default(''),
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', search_title), 'A') || setweight(to_tsvector('simple', search_body), 'B')`,
    ),
  },
  (t) => [
    index('products_category_idx').on(t.category_id),
    index('products_brand_idx').on(t.brand_id),
    index('products_price_idx').on(t.price),
    index('products_created_idx').on(t.created_at),
  ],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attribute_value_id: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.attribute_value_id] }),
    index('product_attribute_values_value_idx').on(t.attribute_value_id),
  ],
);

export const specificationGroups = pgTable('specification_groups', {
  id: serial('id').primaryKey(),
  title_ku: text('title_ku').notNull(),
  title_ar: text('title_ar').notNull(),
  title_en: text('title_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const specifications = pgTable('specifications', {
  id: serial('id').primaryKey(),
  group_id: integer('group_id')
    .notNull()
    .references(() => specificationGroups.id),
  title_ku: text('title_ku').notNull(),
  title_ar: text('title_ar').notNull(),
  title_en: text('title_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const productSpecifications = pgTable(
  'product_specifications',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    specification_id: integer('specification_id')
      .notNull()
      .references(() => specifications.id),
    value_ku: text('value_ku').notNull(),
    value_ar: text('value_ar').notNull(),
    value_en: text('value_en').notNull(),
    /** Public specifications are shown and searchable; private ones are for staff. */
    is_public: boolean('is_public').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.specification_id] })],
);
