// Tables of the in-database search engine (see docs/decisions/002-search-in-the-database.md).
import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A full (epoch-extended) transaction id; sent and read as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/** Distinct folded words of the catalogue, for typo and prefix expansion of query words. */
export const searchVocabulary = pgTable('search_vocabulary', {
  word: text('word').primaryKey(),
  /** How many products contain the word; a word at 0 is deleted. */
  doc_count: integer('doc_count').notNull().default(0),
});

/**
 * One narrow row per product: what search matches, filters, ranks, sorts, counts and facets on, so those steps
 * never read the wide products rows. Written only by the triggers of migration 0003 (never by the application).
 */
export const productSearch = pgTable(
  'product_search',
  {
    id: integer('id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Copy of products.search_terms. */
    search_terms: tsvector('search_terms').notNull().default(''),
    /** The title words alone, weight A with positions (migration 0004): small, so ranking reads it inline. */
    title_terms: tsvector('title_terms').notNull().default(''),
    sku: text('sku').notNull(),
    category_id: integer('category_id').notNull(),
    /** The category's collection, kept in step when a category moves. */
    collection_id: integer('collection_id').notNull(),
    brand_id: integer('brand_id'),
    price: integer('price').notNull(),
    original_price: integer('original_price'),
    stock: integer('stock').notNull(),
    best_seller_rank: integer('best_seller_rank'),
    sales_count: integer('sales_count').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The product's attribute value ids, ascending. */
    value_ids: integer('value_ids').array().notNull().default([]),
    /** The transaction that last wrote the row (migration 0006): what the in-memory engine polls on. */
    change_xid: xid8('change_xid').notNull(),
  },
  (t) => [
    index('product_search_category_idx').on(t.category_id),
    index('product_search_collection_idx').on(t.collection_id),
    index('product_search_price_idx').on(t.price),
    index('product_search_created_idx').on(t.created_at),
    index('product_search_sales_count_idx').on(t.sales_count),
    index('product_search_best_seller_rank_idx').on(t.best_seller_rank),
    index('product_search_change_xid_idx').on(t.change_xid),
  ],
);

/** Tombstones of deleted product_search rows (id NULL: the table was truncated), for the in-memory engine's poll. */
export const productSearchDeletions = pgTable(
  'product_search_deletions',
  {
    id: integer('id'),
    change_xid: xid8('change_xid').notNull(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_search_deletions_change_xid_idx').on(t.change_xid)],
);
