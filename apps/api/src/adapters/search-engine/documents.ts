// SearchDocument as SQL: one json object per product, built live from the catalogue tables so hits never
// show a stale price or stock. Expects `products p`, `categories c` and `brands b` (left join) in scope.
import type { SearchDocument } from '@dukan/core/search/index';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';

const titles = (alias: string) =>
  sql.raw(`'title_en', ${alias}.title_en, 'title_ar', ${alias}.title_ar, 'title_ku', ${alias}.title_ku`);

/** json_build_object of a SearchDocument. */
export const documentJson: SQL = sql`json_build_object(
  'id', p.id, 'sku', p.sku, ${titles('p')},
  'description_en', p.description_en, 'description_ar', p.description_ar, 'description_ku', p.description_ku,
  'content_en', p.content_en, 'content_ar', p.content_ar, 'content_ku', p.content_ku,
  'category', json_build_object('id', c.id, ${titles('c')}, 'collection_id', c.collection_id),
  'category_id', p.category_id,
  'collection_id', c.collection_id,
  'brand', CASE WHEN b.id IS NULL THEN NULL ELSE json_build_object('id', b.id, ${titles('b')}) END,
  'brand_id', p.brand_id,
  'price', p.price,
  'original_price', p.original_price,
  'discount_percent', CASE WHEN p.original_price > p.price THEN (p.original_price - p.price) * 100 / p.original_price ELSE 0 END,
  'discounted', coalesce(p.original_price > p.price, false),
  'stock', p.stock,
  'in_stock', p.stock > 0,
  'images', p.images,
  'image', p.images->>0,
  'values', coalesce(
    (SELECT json_agg(pav.attribute_value_id ORDER BY pav.attribute_value_id)
       FROM product_attribute_values pav WHERE pav.product_id = p.id), '[]'::json),
  'public_specification_groups', coalesce(
    (SELECT json_agg(json_build_object('id', g.id, ${titles('g')}) ORDER BY g.sort, g.id)
       FROM specification_groups g
      WHERE g.id IN (SELECT s.group_id FROM product_specifications ps JOIN specifications s ON s.id = ps.specification_id
                      WHERE ps.product_id = p.id AND ps.is_public)), '[]'::json),
  'public_specifications', coalesce(
    (SELECT json_agg(json_build_object('id', s.id, 'group_id', s.group_id, ${titles('s')},
                                       'value_en', ps.value_en, 'value_ar', ps.value_ar, 'value_ku', ps.value_ku)
                     ORDER BY s.sort, s.id)
       FROM product_specifications ps JOIN specifications s ON s.id = ps.specification_id
      WHERE ps.product_id = p.id AND ps.is_public), '[]'::json),
  'best_seller_rank', p.best_seller_rank,
  'sales_count', p.sales_count,
  'created_at', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
)`;

export const documentJoins: SQL = sql`JOIN categories c ON c.id = p.category_id LEFT JOIN brands b ON b.id = p.brand_id`;

/**
 * The documents of these products, in id order; ids without a product are simply absent. An int[] parameter
 * rather than a jsonb list: bound as a parameter, a list the planner cannot count made it read all of products
 * (~0.8 s at 100k). One round trip: JIT, which compiled this statement for ~50 ms to run it in 2, is off for the
 * whole PostgreSQL pool (db/client.ts); PGlite has none.
 */
export async function loadDocuments(db: Database, ids: number[]): Promise<SearchDocument[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ doc: SearchDocument }>(
    db,
    sql`SELECT ${documentJson} AS doc FROM products p ${documentJoins}
        WHERE p.id = ANY (${`{${ids.join(',')}}`}::int[]) ORDER BY p.id`,
  );
  return rows.map((r) => (typeof r.doc === 'string' ? (JSON.parse(r.doc) as SearchDocument) : r.doc));
}

/** Product ids after `afterId`, in order: the batches of a full re-index. */
export async function nextProductIds(db: Database, afterId: number, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM products WHERE id > ${afterId} ORDER BY id LIMIT ${count}`,
  );
  return rows.map((r) => Number(r.id));
}
