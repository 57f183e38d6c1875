// Writes products.search_title / search_label / search_body: the folded text the search vectors are made of
// (the label, the category and brand names, is the middle ranking tier: migration 0015).
// Folding is TypeScript (the same function folds queries), so rows are read and written in batches;
// search_vocabulary follows by itself through the triggers of migration 0002.
import { lossyFold, normalizeArabicScript, tokenize } from '@dukan/core/text/normalize';
import { stemWord } from '@dukan/core/text/stem';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { nextProductIds } from './documents';

export const INDEX_BATCH_SIZE = 1000;

/**
 * The searchable form of a text: its words folded with the lossy Kurdish fold (what queries are matched in,
 * kept in order so proximity works), then the exactly folded words that differ (ڕ ۆ ێ ڵ ە kept), for
 * exactness, then the light stems that differ (@dukan/core/text/stem), which a query word's stem meets.
 */
export function searchableText(text: string): string {
  const words = tokenize(normalizeArabicScript(text));
  const lossy: string[] = [];
  const exact: string[] = [];
  const stems = new Set<string>();
  for (const word of words) {
    const folded = lossyFold(word);
    lossy.push(folded);
    if (folded !== word) exact.push(word);
    const stem = stemWord(folded);
    if (stem !== folded) stems.add(stem);
  }
  return [...lossy, ...exact, ...stems].join(' ');
}

interface TextRow {
  id: number;
  title: string;
  label: string;
  body: string;
}

/** Re-folds the search text of these products. Deleted ids need nothing: the delete trigger fixed the vocabulary. */
export async function indexProducts(db: Database, productIds: number[]): Promise<void> {
  const ids = [...new Set(productIds.filter((id) => Number.isSafeInteger(id) && id > 0))];
  for (let i = 0; i < ids.length; i += INDEX_BATCH_SIZE) {
    await indexBatch(db, ids.slice(i, i + INDEX_BATCH_SIZE));
  }
}

async function indexBatch(db: Database, ids: number[]): Promise<void> {
  const texts = await queryRows<TextRow>(
    db,
    sql`
    SELECT p.id,
           concat_ws(' ', p.title_ku, p.title_ar, p.title_en) AS title,
           concat_ws(' ', c.title_ku, c.title_ar, c.title_en, b.title_ku, b.title_ar, b.title_en) AS label,
           concat_ws(' ', p.description_ku, p.description_ar, p.description_en, p.content_ku, p.content_ar, p.content_en,
                     c.title_ku, c.title_ar, c.title_en, b.title_ku, b.title_ar, b.title_en, p.sku, p.model,
                     (SELECT string_agg(concat_ws(' ', s.title_ku, s.title_ar, s.title_en, ps.value_ku, ps.value_ar, ps.value_en), ' ')
                        FROM product_specifications ps JOIN specifications s ON s.id = ps.specification_id
                       WHERE ps.product_id = p.id AND ps.is_public)) AS body
      FROM products p JOIN categories c ON c.id = p.category_id LEFT JOIN brands b ON b.id = p.brand_id
     WHERE p.id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`,
  );
  if (texts.length === 0) return;
  const rows = texts.map((r) => ({
    id: Number(r.id),
    t: searchableText(r.title),
    l: searchableText(r.label),
    b: searchableText(r.body),
  }));
  // Unchanged rows are skipped so re-indexing is cheap and the vocabulary trigger has nothing to do for them.
  await db.execute(sql`
    UPDATE products p SET search_title = v.t, search_label = v.l, search_body = v.b
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id integer, t text, l text, b text)
     WHERE p.id = v.id AND (p.search_title IS DISTINCT FROM v.t OR p.search_label IS DISTINCT FROM v.l
                            OR p.search_body IS DISTINCT FROM v.b)`);
}

/** Re-folds every product in id order, then rebuilds the vocabulary from the vectors to heal any drift. */
export async function reindexAll(db: Database): Promise<void> {
  let afterId = 0;
  for (;;) {
    const ids = await nextProductIds(db, afterId, INDEX_BATCH_SIZE);
    if (ids.length === 0) break;
    await indexBatch(db, ids);
    afterId = ids[ids.length - 1]!;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM search_vocabulary`);
    await tx.execute(
      sql`INSERT INTO search_vocabulary (word, doc_count) SELECT word, ndoc FROM ts_stat('SELECT search_terms FROM products')`,
    );
  });
  // After a bulk rewrite the planner's word statistics are stale; fresh ones keep it on the GIN indexes.
  await db.execute(sql`ANALYZE products`);
  await db.execute(sql`ANALYZE search_vocabulary`);
}
