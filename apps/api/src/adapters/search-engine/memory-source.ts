// Reads product_search for the in-memory engine: a full load in id order, and the changes since a watermark
// (migration 0006). A watermark is the snapshot a read began with: what it could not see was written either by a
// transaction it saw running (pg_snapshot_xip) or by one that began later (xid ≥ pg_snapshot_xmax), so the next
// read asks for exactly those rows. (The oldest running transaction alone, pg_snapshot_xmin, would do too, but any
// long transaction anywhere in the cluster would then hold it back and make every poll re-read everything.)
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { IndexRow } from './memory-index';

export const LOAD_BATCH_SIZE = 5000;

const COLUMNS: SQL = sql`id, sku, category_id, collection_id, brand_id, price, original_price, stock, best_seller_rank,
  sales_count, (extract(epoch FROM created_at) * 1000000)::bigint::text AS created_us,
  array_to_string(value_ids, ',') AS value_ids, title_terms::text AS title,
  array_to_string(tsvector_to_array(search_terms), ' ') AS terms`;

interface RawRow {
  id: number;
  sku: string;
  category_id: number;
  collection_id: number;
  brand_id: number | null;
  price: number;
  original_price: number | null;
  stock: number;
  best_seller_rank: number | null;
  sales_count: number;
  created_us: string;
  value_ids: string;
  title: string;
  terms: string;
}

const int = (v: number | string) => Number(v);
const nullableInt = (v: number | string | null) => (v === null ? null : Number(v));

function toIndexRow(r: RawRow): IndexRow {
  return {
    id: int(r.id),
    sku: r.sku,
    categoryId: int(r.category_id),
    collectionId: int(r.collection_id),
    brandId: nullableInt(r.brand_id),
    price: int(r.price),
    originalPrice: nullableInt(r.original_price),
    stock: int(r.stock),
    bestSellerRank: nullableInt(r.best_seller_rank),
    salesCount: int(r.sales_count),
    createdAtUs: Number(r.created_us),
    valueIds: r.value_ids === '' ? [] : r.value_ids.split(',').map(Number),
    title: r.title,
    terms: r.terms,
  };
}

type Executor = Pick<Database, 'execute'>;

export interface Watermark {
  /** Transactions from this id on had not begun. */
  xmax: string;
  /** Transactions below xmax still running. */
  running: string[];
}

/** The snapshot of the asking statement (or of a repeatable-read transaction), as a watermark. */
export async function currentWatermark(db: Executor): Promise<Watermark> {
  const rows = await queryRows<{ xmax: string; running: string }>(
    db,
    sql`SELECT pg_snapshot_xmax(s)::text AS xmax, array_to_string(ARRAY(SELECT pg_snapshot_xip(s)), ',') AS running
          FROM pg_current_snapshot() AS s`,
  );
  const row = rows[0]!;
  return { xmax: row.xmax, running: row.running === '' ? [] : row.running.split(',') };
}

/** Rows written by a transaction the watermark's snapshot could not see: began later, or was running then. */
function unseenSince(watermark: Watermark, column: SQL): SQL {
  if (watermark.running.length === 0) return sql`${column} >= ${watermark.xmax}::xid8`;
  const running = `{${watermark.running.join(',')}}`;
  return sql`(${column} >= ${watermark.xmax}::xid8 OR ${column} = ANY (${running}::xid8[]))`;
}

export async function countRows(db: Executor): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM product_search`);
  return Number(rows[0]!.n);
}

/** Rows after `afterId` in id order: the batches of a full load. */
export async function loadBatch(db: Executor, afterId: number, count = LOAD_BATCH_SIZE): Promise<IndexRow[]> {
  const rows = await queryRows<RawRow>(
    db,
    sql`SELECT ${COLUMNS} FROM product_search WHERE id > ${afterId} ORDER BY id LIMIT ${count}`,
  );
  return rows.map(toIndexRow);
}

export interface Changes {
  /** The watermark for the next poll. */
  watermark: Watermark;
  rows: IndexRow[];
  /** More than `limit` rows changed: cheaper to load everything again. */
  tooMany: boolean;
  deletedIds: number[];
  /** The table was truncated since the watermark: load everything again. */
  truncated: boolean;
  /** Products whose document changed (search_document_changes, migration 0018): cached documents to drop. */
  documentIds: number[];
}

/** What changed since the watermark, read in one snapshot. */
export async function readChanges(db: Database, watermark: Watermark, limit: number): Promise<Changes> {
  return db.transaction(
    async (tx) => {
      const next = await currentWatermark(tx);
      // Two index walks on change_xid: the planner cannot estimate an xid8 range, and given one condition with OR
      // or an order by id it scanned the whole table for the few rows that changed.
      const later = await queryRows<RawRow>(
        tx,
        sql`SELECT ${COLUMNS} FROM product_search WHERE change_xid >= ${watermark.xmax}::xid8
             ORDER BY change_xid LIMIT ${limit + 1}`,
      );
      const running = watermark.running.length
        ? await queryRows<RawRow>(
            tx,
            sql`SELECT ${COLUMNS} FROM product_search WHERE change_xid = ANY (${`{${watermark.running.join(',')}}`}::xid8[])`,
          )
        : [];
      const rows = [...later, ...running];
      // A tombstone counts only when the row is still gone: a product deleted and created again is alive.
      const deleted = await queryRows<{ id: number | null }>(
        tx,
        sql`SELECT DISTINCT d.id FROM product_search_deletions d
             WHERE ${unseenSince(watermark, sql`d.change_xid`)}
               AND (d.id IS NULL OR NOT EXISTS (SELECT 1 FROM product_search s WHERE s.id = d.id))`,
      );
      // The same two index walks for the documents' changes (pictures, titles, specifications…).
      const documentLater = await queryRows<{ id: number }>(
        tx,
        sql`SELECT DISTINCT product_id AS id FROM search_document_changes WHERE change_xid >= ${watermark.xmax}::xid8`,
      );
      const documentRunning = watermark.running.length
        ? await queryRows<{ id: number }>(
            tx,
            sql`SELECT DISTINCT product_id AS id FROM search_document_changes
                 WHERE change_xid = ANY (${`{${watermark.running.join(',')}}`}::xid8[])`,
          )
        : [];
      return {
        watermark: next,
        rows: rows.slice(0, limit).map(toIndexRow),
        tooMany: rows.length > limit,
        deletedIds: deleted.filter((d) => d.id !== null).map((d) => Number(d.id)),
        truncated: deleted.some((d) => d.id === null),
        documentIds: [...documentLater, ...documentRunning].map((d) => Number(d.id)),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Tombstones and document changes older than a day: every process has polled long since (or reloads, see memory-engine.ts). */
export async function pruneTombstones(db: Database): Promise<void> {
  await db.execute(sql`DELETE FROM product_search_deletions WHERE deleted_at < now() - interval '1 day'`);
  await db.execute(sql`DELETE FROM search_document_changes WHERE changed_at < now() - interval '1 day'`);
}
