// Tables of catalogue administration. Mirrors migrations/0012_catalogue_admin.sql.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, type LocalizedText } from './catalogue';

/**
 * The back office's view of the products table: the columns it writes, including the two migration 0012 adds
 * (`active`, `image_alts`), which the storefront's schema (./catalogue.ts) does not read. The search columns are
 * left out on purpose: only the search indexer writes them.
 */
export const adminProducts = pgTable('products', {
  id: serial('id').primaryKey(),
  sku: text('sku').notNull(),
  category_id: integer('category_id').notNull(),
  brand_id: integer('brand_id'),
  title_ku: text('title_ku').notNull(),
  title_ar: text('title_ar').notNull(),
  title_en: text('title_en').notNull(),
  description_ku: text('description_ku').notNull(),
  description_ar: text('description_ar').notNull(),
  description_en: text('description_en').notNull(),
  content_ku: text('content_ku').notNull(),
  content_ar: text('content_ar').notNull(),
  content_en: text('content_en').notNull(),
  price: integer('price').notNull(),
  original_price: integer('original_price'),
  stock: integer('stock').notNull(),
  model: text('model'),
  capacity_liters: doublePrecision('capacity_liters'),
  net_capacity: text('net_capacity'),
  advantages: jsonb('advantages').$type<LocalizedText[]>().notNull(),
  images: jsonb('images').$type<string[]>().notNull(),
  image_alts: jsonb('image_alts').$type<LocalizedText[]>().notNull(),
  active: boolean('active').notNull(),
  best_seller_rank: integer('best_seller_rank'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const MEDIA_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** An uploaded picture, stored once by content hash; resized variants live beside it in the media storage. */
export const media = pgTable('media', {
  id: uuid('id').primaryKey(),
  sha256: text('sha256').notNull().unique(),
  format: text('format', { enum: MEDIA_FORMATS }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  original_name: text('original_name'),
  created_by: text('created_by').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// 'order': checkout took it; 'order_return': a cancelled or lapsed order gave it back.
export const STOCK_MOVEMENT_SOURCES = [
  'adjustment',
  'product_edit',
  'created',
  'import',
  'order',
  'order_return',
] as const;
export type StockMovementSource = (typeof STOCK_MOVEMENT_SOURCES)[number];

/** The stock ledger: every stock change (back office and orders), with who, why, how much and the result. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    delta: integer('delta').notNull(),
    stock_after: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    source: text('source', { enum: STOCK_MOVEMENT_SOURCES }).notNull(),
    actor_kind: text('actor_kind').notNull(),
    actor_id: text('actor_id'),
    actor_label: text('actor_label').notNull(),
  },
  (t) => [index('stock_movements_product_idx').on(t.product_id, t.at.desc(), t.id.desc())],
);

/** Related products picked by staff, in order. */
export const productRelated = pgTable(
  'product_related',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    related_id: integer('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.related_id] }), index('product_related_related_idx').on(t.related_id)],
);

export const IMPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

export const catalogueImportJobs = pgTable('catalogue_import_jobs', {
  id: uuid('id').primaryKey(),
  status: text('status', { enum: IMPORT_JOB_STATUSES }).notNull(),
  total: integer('total').notNull().default(0),
  processed: integer('processed').notNull().default(0),
  created: integer('created').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  errors: jsonb('errors')
    .$type<ImportRowError[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  file_name: text('file_name'),
  created_by: text('created_by').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finished_at: timestamp('finished_at', { withTimezone: true }),
});
