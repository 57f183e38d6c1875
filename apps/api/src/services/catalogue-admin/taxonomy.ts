// Collections, categories, brands, attributes and their values, specification groups and specifications:
// created, renamed, reordered and deleted by staff. Every kind is the same life — insert, lock-then-update,
// delete unless something still points at it — described once by a TaxonomyKind.
//
// Category, brand and specification titles are part of each product's searchable text (the search indexer
// folds them in), so renaming one re-indexes the products that carry it before the answer.
import { sql, type SQL } from 'drizzle-orm';
import type { ApiMessageKey } from '../../http/messages';
import type { Transaction } from '../../db/client';
import { queryRows } from '../../db/rows';
import { recordAudit } from '../audit/audit-log';
import { pictureUrl } from '@dukan/core/media/picture-url';
import { existingMediaIds } from '../media/pictures';
import { refuse, succeed, type ServiceResult } from '../result';
import {
  afterProductWrite,
  databaseErrorCode,
  fail,
  FOREIGN_KEY_VIOLATION,
  refusable,
  refuseField,
  UNIQUE_VIOLATION,
  type CatalogueWriter,
} from './context';

type Row = Record<string, unknown> & { id: number };
type Localized = { ku: string; ar: string; en: string };

export const TAXONOMY_KINDS = [
  'collection',
  'category',
  'brand',
  'attribute',
  'attribute_value',
  'specification_group',
  'specification',
] as const;
export type TaxonomyKindName = (typeof TAXONOMY_KINDS)[number];

interface TaxonomyKind {
  table: string;
  /** Ordering of lists. */
  order: string;
  notFound: ApiMessageKey;
  /** The column that must be unique (slug or key), reported on that field when taken. */
  unique?: string;
  /** The parent a row points at: a missing parent is reported on this field. */
  parent?: { column: string; notFound: ApiMessageKey };
  /** Products whose searchable text includes this row's titles. */
  productsOf?: (id: number) => SQL;
}

const KINDS: Record<TaxonomyKindName, TaxonomyKind> = {
  collection: { table: 'collections', order: 'sort, id', notFound: 'collection_not_found', unique: 'slug' },
  category: {
    table: 'categories',
    order: 'sort, id',
    notFound: 'category_not_found',
    unique: 'slug',
    parent: { column: 'collection_id', notFound: 'collection_not_found' },
    productsOf: (id) => sql`SELECT id FROM products WHERE category_id = ${id}`,
  },
  brand: {
    table: 'brands',
    order: 'id',
    notFound: 'brand_not_found',
    unique: 'slug',
    productsOf: (id) => sql`SELECT id FROM products WHERE brand_id = ${id}`,
  },
  attribute: { table: 'attributes', order: 'sort, id', notFound: 'attribute_not_found', unique: 'key' },
  attribute_value: {
    table: 'attribute_values',
    order: 'attribute_id, sort, id',
    notFound: 'attribute_value_not_found',
    parent: { column: 'attribute_id', notFound: 'attribute_not_found' },
  },
  specification_group: { table: 'specification_groups', order: 'sort, id', notFound: 'specification_group_not_found' },
  specification: {
    table: 'specifications',
    order: 'group_id, sort, id',
    notFound: 'specification_not_found',
    parent: { column: 'group_id', notFound: 'specification_group_not_found' },
    productsOf: (id) => sql`SELECT product_id AS id FROM product_specifications WHERE specification_id = ${id}`,
  },
};

const LOCALIZED = /^(.*)_(ku|ar|en)$/;

/** A row as the back office reads it: `title_ku/_ar/_en` become `title: {ku, ar, en}`. */
export function taxonomyView(row: Row): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    const match = LOCALIZED.exec(column);
    if (match) ((view[match[1]!] ??= {}) as Record<string, unknown>)[match[2]!] = value;
    else view[column] = value;
  }
  return view;
}

/** Body fields → columns: localized objects spread into their three columns. */
function columnsOf(body: Record<string, unknown>): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const text = value as Localized;
      columns[`${field}_ku`] = text.ku;
      columns[`${field}_ar`] = text.ar;
      columns[`${field}_en`] = text.en;
    } else {
      columns[field] = value;
    }
  }
  return columns;
}

/** A picture given as an upload id becomes its URL; paths stay as they are. */
async function resolveImage(tx: Transaction, columns: Record<string, unknown>): Promise<void> {
  const image = columns.image;
  if (typeof image !== 'string' || image.startsWith('/')) return;
  const id = image.toLowerCase();
  if (!(await existingMediaIds(tx, [id])).has(id)) fail(refuseField('image', 'media_not_found'));
  columns.image = pictureUrl(id);
}

const identifier = (name: string) => sql.identifier(name);

export async function listTaxonomy(db: CatalogueWriter['db'], kind: TaxonomyKindName, where?: SQL): Promise<Row[]> {
  const k = KINDS[kind];
  return queryRows<Row>(
    db,
    sql`SELECT * FROM ${identifier(k.table)} ${where ? sql`WHERE ${where}` : sql``} ORDER BY ${sql.raw(k.order)}`,
  );
}

function refusalOf(kind: TaxonomyKind, error: unknown): ServiceResult<never> | null {
  const code = databaseErrorCode(error);
  if (code === UNIQUE_VIOLATION && kind.unique) return refuseField(kind.unique, 'slug_taken', 409);
  if (code === FOREIGN_KEY_VIOLATION && kind.parent) return refuseField(kind.parent.column, kind.parent.notFound);
  return null;
}

async function productIdsOf(tx: Transaction, kind: TaxonomyKind, id: number): Promise<number[]> {
  if (!kind.productsOf) return [];
  return (await queryRows<{ id: number }>(tx, kind.productsOf(id))).map((r) => Number(r.id));
}

async function afterTaxonomyWrite(writer: CatalogueWriter, productIds: number[]) {
  // Taxonomy changes drop every catalogue cache through the 'catalogue' tag; products are named only
  // when their searchable text changed.
  if (productIds.length) await afterProductWrite(writer, productIds);
  else await writer.changes.publish(['catalogue', 'search']);
}

export async function createTaxonomy(
  writer: CatalogueWriter,
  kindName: TaxonomyKindName,
  body: Record<string, unknown>,
): Promise<ServiceResult<Record<string, unknown>>> {
  const kind = KINDS[kindName];
  const result = await refusable(async () => {
    try {
      return await writer.db.transaction(async (tx) => {
        const columns = columnsOf(body);
        await resolveImage(tx, columns);
        const names = Object.keys(columns);
        const [row] = await queryRows<Row>(
          tx,
          sql`INSERT INTO ${identifier(kind.table)} (${sql.join(names.map(identifier), sql`, `)})
              VALUES (${sql.join(
                names.map((n) => sql`${columns[n]}`),
                sql`, `,
              )}) RETURNING *`,
        );
        const view = taxonomyView(row!);
        await recordAudit(
          tx,
          writer.actor,
          { action: 'created', entity: kindName, entityId: row!.id, after: view },
          writer.requestId,
        );
        return succeed(view);
      });
    } catch (error) {
      const refused = refusalOf(kind, error);
      if (refused) return refused;
      throw error;
    }
  });
  if (result.ok) await writer.changes.publish(['catalogue']);
  return result;
}

export async function updateTaxonomy(
  writer: CatalogueWriter,
  kindName: TaxonomyKindName,
  id: number,
  body: Record<string, unknown>,
): Promise<ServiceResult<Record<string, unknown>>> {
  const kind = KINDS[kindName];
  let productIds: number[] = [];
  const result = await refusable(async () => {
    try {
      return await writer.db.transaction(async (tx) => {
        const [before] = await queryRows<Row>(
          tx,
          sql`SELECT * FROM ${identifier(kind.table)} WHERE id = ${id} FOR UPDATE`,
        );
        if (!before) fail(refuse(404, kind.notFound));
        const columns = columnsOf(body);
        await resolveImage(tx, columns);
        const names = Object.keys(columns);
        let row = before;
        if (names.length) {
          [row] = (await queryRows<Row>(
            tx,
            sql`UPDATE ${identifier(kind.table)} SET ${sql.join(
              names.map((n) => sql`${identifier(n)} = ${columns[n]}`),
              sql`, `,
            )} WHERE id = ${id} RETURNING *`,
          )) as [Row];
        }
        productIds = await productIdsOf(tx, kind, id);
        const view = taxonomyView(row);
        await recordAudit(
          tx,
          writer.actor,
          { action: 'updated', entity: kindName, entityId: id, before: taxonomyView(before), after: view },
          writer.requestId,
        );
        return succeed(view);
      });
    } catch (error) {
      const refused = refusalOf(kind, error);
      if (refused) return refused;
      throw error;
    }
  });
  if (result.ok) await afterTaxonomyWrite(writer, productIds);
  return result;
}

/** Deletes a row nothing points at any more; otherwise 409, and nothing changes. */
export async function deleteTaxonomy(
  writer: CatalogueWriter,
  kindName: TaxonomyKindName,
  id: number,
): Promise<ServiceResult<{ id: number }>> {
  const kind = KINDS[kindName];
  const result = await refusable(async () => {
    try {
      return await writer.db.transaction(async (tx) => {
        const [before] = await queryRows<Row>(
          tx,
          sql`DELETE FROM ${identifier(kind.table)} WHERE id = ${id} RETURNING *`,
        );
        if (!before) fail(refuse(404, kind.notFound));
        await recordAudit(
          tx,
          writer.actor,
          { action: 'deleted', entity: kindName, entityId: id, before: taxonomyView(before) },
          writer.requestId,
        );
        return succeed({ id });
      });
    } catch (error) {
      if (databaseErrorCode(error) === FOREIGN_KEY_VIOLATION) return refuse(409, 'in_use');
      throw error;
    }
  });
  if (result.ok) await writer.changes.publish(['catalogue', 'search']);
  return result;
}
