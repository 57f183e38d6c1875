// Bulk import of products from CSV, run as a tracked job: the upload is answered at once with the job's id,
// and the job writes its progress (processed of total, created, updated, per-row errors) to its row after every
// batch, so any API process can answer "how far is it" while one process works.
//
// Rows are upserted by SKU in batches of IMPORT_BATCH_SIZE, each batch one transaction: the batch's existing
// products are locked in id order first (the order checkout locks them in, so an import and a sale never
// deadlock), each row is checked against what it will change, the good rows are written with one INSERT … ON
// CONFLICT, and their stock ledger and audit entries with one INSERT each. A malformed row is reported and
// skipped; the rest of its batch goes in. After each commit the batch is re-indexed for search in one call.
//
// The columns of the file's header are authoritative for every row: a column that is present sets that field
// (an empty cell means empty text, no original price, no brand, no model, active); a column that is absent
// leaves the field of existing products as it is.
import { randomUUID } from 'node:crypto';
import { PRODUCT_CSV_COLUMNS, SKU_PATTERN, MAX_PRICE_IQD, MAX_STOCK } from '@dukan/core/contract/admin-catalogue';
import type { ProductCsvColumn } from '@dukan/core/contract/admin-catalogue';
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import { toAsciiDigits } from '@dukan/core/text/normalize';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { queryRows } from '../../db/rows';
import { auditLog, catalogueImportJobs, type ImportRowError } from '../../db/schema';
import type { ApiMessageKey } from '../../http/messages';
import { pictureUrl } from '@dukan/core/media/picture-url';
import { existingMediaIds } from '../media/pictures';
import { afterProductWrite, type CatalogueWriter } from './context';
import { recordStockMovements } from './stock';

export const IMPORT_BATCH_SIZE = 500;
/** Errors kept per job; a file with more is reported by its first ones and a count. */
export const MAX_REPORTED_ERRORS = 2000;

const TEXT_LIMITS: Partial<Record<ProductCsvColumn, number>> = {
  title_ku: 200,
  title_ar: 200,
  title_en: 200,
  description_ku: 2000,
  description_ar: 2000,
  description_en: 2000,
  content_ku: 20_000,
  content_ar: 20_000,
  content_en: 20_000,
  model: 100,
};
const TITLES = ['title_ku', 'title_ar', 'title_en'] as const;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An error as stored on the job: the message is a key, translated when the job is read. */
export interface StoredRowError {
  row: number;
  field: string;
  key: ApiMessageKey;
}

/** One parsed line: its line number in the file and its cells by column. */
interface CsvRecord {
  row: number;
  cells: Partial<Record<ProductCsvColumn, string>>;
}

/** What a good row writes; keys are product columns. */
type ProductValues = Record<string, string | number | boolean | null | string[] | unknown[]>;

interface Lookups {
  categories: Map<string, number>;
  brands: Map<string, number>;
}

interface ExistingProduct {
  id: number;
  sku: string;
  price: number;
  original_price: number | null;
  stock: number;
  [column: string]: unknown;
}

// ---------------------------------------------------------------------------------------------
// Parsing

export interface ParsedCsv {
  columns: ProductCsvColumn[];
  records: CsvRecord[];
  errors: StoredRowError[];
}

/** The header and the rows of a file; lines that cannot be read are errors, the rest go on. */
export function parseProductCsv(bytes: Buffer): ParsedCsv | null {
  const errors: StoredRowError[] = [];
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(bytes, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      info: true,
      on_skip: (error) => {
        errors.push({ row: (error as { lines?: number }).lines ?? 0, field: '_', key: 'csv_row_malformed' });
      },
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    return null;
  }
  const [header, ...rows] = parsed;
  if (!header) return null;
  const names = header.record.map((name) => name.trim().toLowerCase());
  if (!names.includes('sku')) return null;
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const columns = names.map((name) => (known.has(name) ? (name as ProductCsvColumn) : null));
  const records: CsvRecord[] = [];
  for (const { record, info } of rows) {
    if (record.length !== names.length) {
      errors.push({ row: info.lines, field: '_', key: 'csv_row_malformed' });
      continue;
    }
    const cells: CsvRecord['cells'] = {};
    record.forEach((cell, i) => {
      const column = columns[i];
      if (column) cells[column] = cell;
    });
    records.push({ row: info.lines, cells });
  }
  return { columns: columns.filter((c): c is ProductCsvColumn => c !== null), records, errors };
}

// ---------------------------------------------------------------------------------------------
// Checking one row

/** Whole dinars or units: ASCII, Arabic-Indic or Persian digits, thousands separators allowed. */
function wholeNumber(cell: string, max: number): number | null {
  const text = toAsciiDigits(cell.trim()).replace(/[,\u066C\s]/g, '');
  if (!/^\d{1,12}$/.test(text)) return null;
  const n = Number(text);
  return n <= max ? n : null;
}

function booleanCell(cell: string): boolean | null {
  const text = cell.trim().toLowerCase();
  if (text === '' || text === 'true' || text === '1' || text === 'yes') return true;
  if (text === 'false' || text === '0' || text === 'no') return false;
  return null;
}

/** Reads a category or brand cell: an id or a slug. */
function lookup(map: Map<string, number>, cell: string): number | undefined {
  return map.get(cell.trim().toLowerCase());
}

interface CheckedRow {
  row: number;
  sku: string;
  values: ProductValues;
  /** Upload ids the images cell names, checked against the media table per batch. */
  uploads: string[];
}

function checkRow(
  record: CsvRecord,
  columns: Set<ProductCsvColumn>,
  lookups: Lookups,
  existing: ExistingProduct | undefined,
): { ok: true; row: CheckedRow } | { ok: false; errors: StoredRowError[] } {
  const errors: StoredRowError[] = [];
  const refuse = (field: string, key: ApiMessageKey) => errors.push({ row: record.row, field, key });
  const cell = (column: ProductCsvColumn) => record.cells[column] ?? '';
  const values: ProductValues = {};
  const uploads: string[] = [];

  const sku = cell('sku').trim();
  if (!SKU_PATTERN.test(sku)) refuse('sku', sku ? 'sku_invalid' : 'csv_value_required');

  for (const [column, max] of Object.entries(TEXT_LIMITS) as [ProductCsvColumn, number][]) {
    if (!columns.has(column)) continue;
    const text = cell(column);
    if (text.length > max) refuse(column, 'text_too_long');
    else if (CONTROL_CHARACTERS.test(text)) refuse(column, 'text_invalid');
    else values[column] = column === 'model' ? text.trim() || null : text;
  }
  if (TITLES.some((t) => columns.has(t)) && !TITLES.some((t) => cell(t).trim())) refuse('title_en', 'title_required');
  if (!existing && !TITLES.some((t) => columns.has(t))) refuse('title_en', 'csv_value_required');

  for (const column of ['price', 'stock'] as const) {
    if (!columns.has(column)) {
      if (!existing) refuse(column, 'csv_value_required');
      continue;
    }
    const n = wholeNumber(cell(column), column === 'price' ? MAX_PRICE_IQD : MAX_STOCK);
    if (n === null)
      refuse(
        column,
        cell(column).trim() ? (column === 'price' ? 'price_invalid' : 'stock_invalid') : 'csv_value_required',
      );
    else values[column] = n;
  }
  if (columns.has('original_price')) {
    const text = cell('original_price').trim();
    const n = text ? wholeNumber(text, MAX_PRICE_IQD) : null;
    if (text && n === null) refuse('original_price', 'price_invalid');
    else values.original_price = n;
  }
  const price = (values.price as number | undefined) ?? existing?.price;
  const original =
    values.original_price !== undefined ? (values.original_price as number | null) : existing?.original_price;
  if (price !== undefined && original !== null && original !== undefined && original <= price) {
    refuse('original_price', 'original_price_not_above');
  }

  if (columns.has('category')) {
    const id = lookup(lookups.categories, cell('category'));
    if (id === undefined) refuse('category', cell('category').trim() ? 'category_not_found' : 'csv_value_required');
    else values.category_id = id;
  } else if (!existing) refuse('category', 'csv_value_required');
  if (columns.has('brand')) {
    const text = cell('brand').trim();
    const id = text ? lookup(lookups.brands, text) : null;
    if (id === undefined) refuse('brand', 'brand_not_found');
    else values.brand_id = id;
  }
  if (columns.has('active')) {
    const active = booleanCell(cell('active'));
    if (active === null) refuse('active', 'csv_boolean_invalid');
    else values.active = active;
  }
  if (columns.has('images')) {
    const refs = cell('images')
      .split('|')
      .map((r) => r.trim())
      .filter(Boolean);
    const images: string[] = [];
    for (const ref of refs) {
      if (UUID.test(ref)) {
        uploads.push(ref.toLowerCase());
        images.push(pictureUrl(ref.toLowerCase()));
      } else if (/^\/api\/media\/[A-Za-z0-9._/-]{1,280}$/.test(ref) && !ref.includes('..')) {
        images.push(ref);
      } else {
        refuse('images', 'media_invalid');
        break;
      }
    }
    if (new Set(images).size !== images.length) refuse('images', 'duplicate_images');
    values.images = images;
    // Alt texts belong to pictures chosen in the back office; a file that replaces the pictures clears them.
    values.image_alts = [];
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, row: { row: record.row, sku, values, uploads } };
}

// ---------------------------------------------------------------------------------------------
// Writing one batch

const COLUMN_TYPES: Record<string, string> = {
  sku: 'text',
  title_ku: 'text',
  title_ar: 'text',
  title_en: 'text',
  description_ku: 'text',
  description_ar: 'text',
  description_en: 'text',
  content_ku: 'text',
  content_ar: 'text',
  content_en: 'text',
  price: 'int',
  original_price: 'int',
  stock: 'int',
  category_id: 'int',
  brand_id: 'int',
  model: 'text',
  active: 'boolean',
  images: 'jsonb',
  image_alts: 'jsonb',
};

/** The product columns a header writes. */
function productColumnsOf(columns: Set<ProductCsvColumn>): string[] {
  const out = ['sku'];
  for (const column of columns) {
    if (column === 'sku') continue;
    if (column === 'category') out.push('category_id');
    else if (column === 'brand') out.push('brand_id');
    else if (column === 'images') out.push('images', 'image_alts');
    else out.push(column);
  }
  return out;
}

interface BatchOutcome {
  created: number;
  updated: number;
  errors: StoredRowError[];
  productIds: number[];
}

async function importBatch(
  tx: Transaction,
  actor: StaffActor,
  jobId: string,
  batch: CsvRecord[],
  columns: Set<ProductCsvColumn>,
  lookups: Lookups,
  seenSkus: Set<string>,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { created: 0, updated: 0, errors: [], productIds: [] };
  const writes = productColumnsOf(columns);
  const skus = [...new Set(batch.map((r) => (r.cells.sku ?? '').trim()).filter((s) => SKU_PATTERN.test(s)))];
  // Locked in id order, like checkout: the old values read here stay true until this transaction ends.
  const existingRows = skus.length
    ? await queryRows<ExistingProduct>(
        tx,
        sql`SELECT ${sql.join(
          [...new Set(['id', 'price', 'original_price', 'stock', ...writes])].map((c) => sql.identifier(c)),
          sql`, `,
        )} FROM products WHERE sku IN (SELECT jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))
          ORDER BY id FOR UPDATE`,
      )
    : [];
  const existing = new Map<string, ExistingProduct>(
    existingRows.map((r) => [r.sku, { ...r, id: Number(r.id), stock: Number(r.stock) }]),
  );

  const good: CheckedRow[] = [];
  for (const record of batch) {
    const sku = (record.cells.sku ?? '').trim();
    if (seenSkus.has(sku)) {
      outcome.errors.push({ row: record.row, field: 'sku', key: 'csv_sku_repeated' });
      continue;
    }
    const checked = checkRow(record, columns, lookups, existing.get(sku));
    if (!checked.ok) {
      outcome.errors.push(...checked.errors);
      continue;
    }
    seenSkus.add(sku);
    good.push(checked.row);
  }
  const uploads = [...new Set(good.flatMap((g) => g.uploads))];
  const found = await existingMediaIds(tx, uploads);
  const rows = good.filter((g) => {
    if (g.uploads.every((id) => found.has(id))) return true;
    outcome.errors.push({ row: g.row, field: 'images', key: 'media_not_found' });
    seenSkus.delete(g.sku);
    return false;
  });
  if (rows.length === 0) return outcome;

  // A new product needs its three title columns even when the file has only some: the missing ones are empty.
  const inserts = [...new Set([...writes, ...TITLES])];
  const names = inserts.map((c) => sql.identifier(c));
  const recordType = sql.raw(inserts.map((c) => `${c} ${COLUMN_TYPES[c]}`).join(', '));
  const emptyTitles = { title_ku: '', title_ar: '', title_en: '' };
  const updates = writes
    .filter((c) => c !== 'sku')
    .map((c) => sql`${sql.identifier(c)} = EXCLUDED.${sql.identifier(c)}`);
  const written = await queryRows<{ id: number; sku: string; stock: number; inserted: boolean }>(
    tx,
    sql`INSERT INTO products (${sql.join(names, sql`, `)})
        SELECT ${sql.join(names, sql`, `)}
          FROM jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ ...emptyTitles, sku: r.sku, ...r.values })))}::jsonb)
               AS x(${recordType})
        ON CONFLICT (sku) DO UPDATE SET ${sql.join([...updates, sql`updated_at = now()`], sql`, `)}
        RETURNING id, sku, stock, (xmax = 0) AS inserted`,
  );
  const bySku = new Map(rows.map((r) => [r.sku, r]));
  const movements = [];
  const audits = [];
  for (const w of written) {
    const id = Number(w.id);
    const before = existing.get(w.sku);
    const inserted = w.inserted === true || (w.inserted as unknown) === 't';
    if (inserted) outcome.created++;
    else outcome.updated++;
    outcome.productIds.push(id);
    if (columns.has('stock')) {
      const stock = Number(w.stock);
      movements.push({
        product_id: id,
        delta: stock - (before?.stock ?? 0),
        stock_after: stock,
        reason: `import ${jobId}`,
        source: 'import' as const,
      });
    }
    const beforeValues = before ? Object.fromEntries(writes.map((c) => [c, before[c]])) : null;
    audits.push({
      actor_kind: actor.kind,
      actor_id: actor.id,
      actor_label: actor.label,
      actor_role: actor.role,
      action: inserted ? 'created' : 'updated',
      entity: 'product',
      entity_id: String(id),
      before: beforeValues,
      after: { sku: w.sku, ...bySku.get(w.sku)!.values, import: jobId },
      request_id: null,
    });
  }
  await recordStockMovements(tx, actor, movements);
  // The audit log's recorder writes one entry per call; a batch of an import writes its entries in one statement.
  if (audits.length) await tx.insert(auditLog).values(audits);
  return outcome;
}

// ---------------------------------------------------------------------------------------------
// The job

export async function createImportJob(db: Database, actor: StaffActor, fileName: string | null): Promise<string> {
  const id = randomUUID();
  await db.insert(catalogueImportJobs).values({
    id,
    status: 'queued',
    file_name: fileName?.slice(0, 200) ?? null,
    created_by: actor.label,
  });
  return id;
}

async function loadLookups(db: Database): Promise<Lookups> {
  const [categories, brands] = await Promise.all([
    queryRows<{ id: number; slug: string }>(db, sql`SELECT id, slug FROM categories`),
    queryRows<{ id: number; slug: string }>(db, sql`SELECT id, slug FROM brands`),
  ]);
  const mapOf = (rows: { id: number; slug: string }[]) => {
    const map = new Map<string, number>();
    for (const r of rows) {
      map.set(r.slug, Number(r.id));
      map.set(String(r.id), Number(r.id));
    }
    return map;
  };
  return { categories: mapOf(categories), brands: mapOf(brands) };
}

function capErrors(errors: StoredRowError[]): StoredRowError[] {
  return errors.length > MAX_REPORTED_ERRORS ? errors.slice(0, MAX_REPORTED_ERRORS) : errors;
}

/**
 * Runs an import job to its end. Never throws: a failure marks the job failed (its committed batches stay).
 * The CSV was parsed by the caller's request already, so a file that is not CSV is refused before a job exists.
 */
export async function runImportJob(
  writer: CatalogueWriter,
  jobId: string,
  parsed: ParsedCsv,
  onFailure: (error: unknown) => void,
): Promise<void> {
  const { db } = writer;
  const errors: StoredRowError[] = [...parsed.errors];
  const total = parsed.records.length + parsed.errors.length;
  let processed = parsed.errors.length;
  let created = 0;
  let updated = 0;
  const progress = (status: 'running' | 'done' | 'failed') =>
    db
      .update(catalogueImportJobs)
      .set({
        status,
        total,
        processed,
        created,
        updated,
        errors: capErrors(errors).map(({ row, field, key }) => ({ row, field, message: key })) as ImportRowError[],
        finished_at: status === 'running' ? null : sql`now()`,
      })
      .where(eq(catalogueImportJobs.id, jobId));
  try {
    await progress('running');
    const lookups = await loadLookups(db);
    const columns = new Set(parsed.columns);
    const seenSkus = new Set<string>();
    for (let i = 0; i < parsed.records.length; i += IMPORT_BATCH_SIZE) {
      const batch = parsed.records.slice(i, i + IMPORT_BATCH_SIZE);
      const outcome = await db.transaction((tx) =>
        importBatch(tx, writer.actor, jobId, batch, columns, lookups, seenSkus),
      );
      await afterProductWrite(writer, outcome.productIds);
      created += outcome.created;
      updated += outcome.updated;
      errors.push(...outcome.errors);
      processed += batch.length;
      await progress('running');
    }
    errors.sort((a, b) => a.row - b.row);
    await progress('done');
  } catch (error) {
    onFailure(error);
    errors.push({ row: 0, field: '_', key: 'server_error' });
    await progress('failed').catch(() => {});
  }
}

export async function readImportJob(db: Database, id: string) {
  const [job] = await db.select().from(catalogueImportJobs).where(eq(catalogueImportJobs.id, id)).limit(1);
  return job ?? null;
}
