// The product CSV export: every product in id order, read a page at a time (keyset on id) and written as the
// rows are read, so a large catalogue streams out in constant memory. The columns are the import's
// (PRODUCT_CSV_COLUMNS), so an exported file edited in a spreadsheet imports back as it is.
import { Readable } from 'node:stream';
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '@dukan/core/contract/admin-catalogue';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';

const PAGE_SIZE = 1000;

type ExportRow = Record<Exclude<ProductCsvColumn, 'images'>, string | number | boolean | null> & {
  id: number;
  images: string[];
};

async function* productPages(db: Database): AsyncGenerator<ExportRow[]> {
  let afterId = 0;
  for (;;) {
    const rows = await queryRows<ExportRow>(
      db,
      sql`SELECT p.id, p.sku, p.title_ku, p.title_ar, p.title_en, p.description_ku, p.description_ar, p.description_en,
                 p.content_ku, p.content_ar, p.content_en, p.price, p.original_price, p.stock,
                 c.slug AS category, b.slug AS brand, p.model, p.active, p.images
            FROM products p JOIN categories c ON c.id = p.category_id LEFT JOIN brands b ON b.id = p.brand_id
           WHERE p.id > ${afterId}
           ORDER BY p.id
           LIMIT ${PAGE_SIZE}`,
    );
    if (rows.length === 0) return;
    yield rows;
    afterId = Number(rows.at(-1)!.id);
  }
}

async function* csvRecords(db: Database): AsyncGenerator<(string | number)[]> {
  for await (const page of productPages(db)) {
    for (const row of page) {
      yield PRODUCT_CSV_COLUMNS.map((column) => {
        const value = row[column];
        if (column === 'images') return (value as string[]).join('|');
        if (column === 'active') return value ? 'true' : 'false';
        return value === null || value === undefined ? '' : (value as string | number);
      });
    }
  }
}

/**
 * The export as a byte stream. It starts with a byte order mark so spreadsheet programs read the Kurdish and
 * Arabic texts as UTF-8; the import skips it.
 */
export function productCsvStream(db: Database): Readable {
  const csv = stringify({ header: true, columns: [...PRODUCT_CSV_COLUMNS], bom: true });
  const source = Readable.from(csvRecords(db));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
