// The feed the storefront's sitemap is built from: how many pages of ids each kind has, and one page of ids.
// Ids ascend, so a page is a keyset range: the page's first id is found on the primary key index and the page
// itself is read from there, one indexed query however deep the page (no heap reads for skipped rows).
import { SITEMAP_KINDS, type SitemapEntries, type SitemapIndex, type SitemapKind } from '@dukan/core/contract/content';
import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { articles, categories, collections, products, showrooms } from '../../db/schema';
import { isoTimestamp } from '../catalogue/localize';

type Entry = SitemapEntries['data'][number];

interface KindSource {
  table: PgTable;
  id: PgColumn;
  /** When the item last changed; categories, collections and showrooms keep no such time. */
  lastmod?: PgColumn;
  type?: PgColumn;
  /** Only what the storefront shows (articles dated in the future are scheduled, not published). */
  visible?: SQL;
}

// Products have no hidden state: the listing shows every product (sold out ones too), so the sitemap does.
const SOURCES: Record<SitemapKind, KindSource> = {
  products: { table: products, id: products.id, lastmod: products.updated_at },
  categories: { table: categories, id: categories.id },
  collections: { table: collections, id: collections.id },
  articles: {
    table: articles,
    id: articles.id,
    lastmod: articles.published_at,
    type: articles.type,
    visible: and(eq(articles.published, true), lte(articles.published_at, sql`now()`)),
  },
  showrooms: { table: showrooms, id: showrooms.id, visible: eq(showrooms.active, true) },
};

export const sitemapPages = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Every kind's total in one round trip. */
export async function sitemapIndex(db: Database, pageSize: number): Promise<SitemapIndex['data']> {
  const counts = SITEMAP_KINDS.map((kind) => {
    const { table, visible } = SOURCES[kind];
    return sql`(SELECT count(*)::int FROM ${table}${visible ? sql` WHERE ${visible}` : sql``}) AS ${sql.identifier(kind)}`;
  });
  const [row] = await queryRows<Record<SitemapKind, number>>(db, sql`SELECT ${sql.join(counts, sql`, `)}`);
  return SITEMAP_KINDS.map((kind) => {
    const total = Number(row?.[kind] ?? 0);
    return { kind, total, pages: sitemapPages(total, pageSize) };
  });
}

/** Page `page` (from 1) of `kind`'s ids in ascending order; empty past the last page. */
export async function sitemapEntries(
  db: Database,
  kind: SitemapKind,
  page: number,
  pageSize: number,
): Promise<Entry[]> {
  const { table, id, lastmod, type, visible } = SOURCES[kind];
  const conditions: SQL[] = visible ? [visible] : [];
  if (page > 1) {
    // The last id of the previous pages; none (past the end) makes the comparison NULL and the page empty.
    const before = db
      .select({ id })
      .from(table)
      .where(visible)
      .orderBy(asc(id))
      .offset((page - 1) * pageSize - 1)
      .limit(1);
    conditions.push(gt(id, sql`(${before})`));
  }
  const rows = (await db
    .select({
      id,
      ...(lastmod ? { lastmod } : {}),
      ...(type ? { type } : {}),
    })
    .from(table)
    .where(conditions.length ? sql.join(conditions, sql` AND `) : undefined)
    .orderBy(asc(id))
    .limit(pageSize)) as { id: number; lastmod?: Date | string; type?: string }[];
  return rows.map((r) => {
    const entry: Entry = { id: r.id, lastmod: r.lastmod === undefined ? null : isoTimestamp(r.lastmod) };
    if (r.type !== undefined) entry.type = r.type;
    return entry;
  });
}
