// Products as the back office sees them: every field in the three languages, the pictures with their alt
// texts, attribute values, specifications, related products; and their creation, edits and removal.
//
// A write is one transaction: the product row is locked first (SELECT … FOR UPDATE, as orders lock it), then
// its links are replaced, the stock ledger and the audit log are written; only after the commit is the
// product re-indexed for search and the change announced (context.ts: afterProductWrite).
import type { AdminProductListQuery, ProductCreateBody, ProductPatchBody } from '@dukan/core/contract/admin-catalogue';
import { LOW_STOCK_THRESHOLD } from '@dukan/core/contract/admin-catalogue';
import { lossyFold, normalizeArabicScript, tokenize } from '@dukan/core/text/normalize';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  adminProducts,
  attributes,
  attributeValues,
  brands,
  categories,
  collections,
  productAttributeValues,
  productRelated,
  productSpecifications,
  specificationGroups,
  specifications,
  type LocalizedText,
} from '../../db/schema';
import { queryRows } from '../../db/rows';
import { recordAudit } from '../audit/audit-log';
import { mediaIdOfUrl, pictureUrl } from '@dukan/core/media/picture-url';
import { existingMediaIds } from '../media/pictures';
import { refuse, succeed, type ServiceResult } from '../result';
import {
  afterProductWrite,
  databaseErrorCode,
  fail,
  refusable,
  refuseField,
  UNIQUE_VIOLATION,
  type CatalogueWriter,
} from './context';
import { lockStock, recordStockMovements } from './stock';

type Db = Database | Transaction;

const localized = <F extends string>(row: Record<`${F}_${'ku' | 'ar' | 'en'}`, string>, field: F): LocalizedText => ({
  ku: row[`${field}_ku`],
  ar: row[`${field}_ar`],
  en: row[`${field}_en`],
});

const EMPTY_TEXT: LocalizedText = { ku: '', ar: '', en: '' };

/** The discount a shopper sees, in whole percent; null when not on offer. */
export function discountPercentOf(price: number, originalPrice: number | null): number | null {
  if (originalPrice === null || originalPrice <= price || originalPrice <= 0) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

// ---------------------------------------------------------------------------------------------
// Reading

export interface AdminProductSummary {
  id: number;
  sku: string;
  title: LocalizedText;
  price: number;
  original_price: number | null;
  discount_percent: number | null;
  stock: number;
  low_stock: boolean;
  active: boolean;
  image: string | null;
  category: { id: number; title: LocalizedText };
  brand: { id: number; title: LocalizedText } | null;
  updated_at: string;
}

export interface AdminProductDetail extends Omit<AdminProductSummary, 'image' | 'category'> {
  description: LocalizedText;
  content: LocalizedText;
  advantages: LocalizedText[];
  model: string | null;
  capacity_liters: number | null;
  net_capacity: string | null;
  category: { id: number; title: LocalizedText; collection_id: number };
  collection: { id: number; title: LocalizedText };
  images: { media_id: string | null; url: string; alt: LocalizedText }[];
  attribute_values: {
    id: number;
    value: string;
    title: LocalizedText;
    attribute: { id: number; key: string; title: LocalizedText };
  }[];
  specifications: {
    specification_id: number;
    title: LocalizedText;
    group: { id: number; title: LocalizedText };
    value: LocalizedText;
    public: boolean;
  }[];
  related: { id: number; sku: string; title: LocalizedText; active: boolean }[];
  created_at: string;
}

/** `%…%` for LIKE with the user's wildcards taken literally. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listConditions(query: AdminProductListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const q = query.q?.trim();
  if (q) {
    // Titles as typed in any language, the SKU, and the folded titles the search indexer wrote (so ي/ی, ك/ک,
    // Arabic-Indic digits and the like match whichever way they were typed).
    const folded = tokenize(normalizeArabicScript(q)).map(lossyFold).join(' ');
    const pattern = likeContaining(q);
    conditions.push(
      sql`(${adminProducts.sku} ILIKE ${pattern} OR ${adminProducts.title_ku} ILIKE ${pattern}
           OR ${adminProducts.title_ar} ILIKE ${pattern} OR ${adminProducts.title_en} ILIKE ${pattern}
           ${folded ? sql`OR "products"."search_title" LIKE ${likeContaining(folded)}` : sql``})`,
    );
  }
  if (query.category?.length) conditions.push(inArray(adminProducts.category_id, query.category));
  if (query.brand?.length) conditions.push(inArray(adminProducts.brand_id, query.brand));
  if (query.active !== undefined) conditions.push(eq(adminProducts.active, query.active));
  if (query.low_stock !== undefined) {
    conditions.push(
      query.low_stock
        ? sql`${adminProducts.stock} <= ${LOW_STOCK_THRESHOLD}`
        : sql`${adminProducts.stock} > ${LOW_STOCK_THRESHOLD}`,
    );
  }
  return and(...conditions);
}

function listOrder(sort: AdminProductListQuery['sort']): SQL[] {
  switch (sort) {
    case 'sku':
      return [asc(adminProducts.sku)];
    case 'stock':
      return [asc(adminProducts.stock), asc(adminProducts.id)];
    case 'price':
      return [asc(adminProducts.price), asc(adminProducts.id)];
    case 'newest':
      return [desc(adminProducts.created_at), desc(adminProducts.id)];
  }
}

export async function listAdminProducts(
  db: Database,
  query: AdminProductListQuery,
): Promise<{ data: AdminProductSummary[]; meta: { total: number; page: number; limit: number; last_page: number } }> {
  const where = listConditions(query);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        p: adminProducts,
        category: {
          id: categories.id,
          title_ku: categories.title_ku,
          title_ar: categories.title_ar,
          title_en: categories.title_en,
        },
        brand: { id: brands.id, title_ku: brands.title_ku, title_ar: brands.title_ar, title_en: brands.title_en },
      })
      .from(adminProducts)
      .innerJoin(categories, eq(categories.id, adminProducts.category_id))
      .leftJoin(brands, eq(brands.id, adminProducts.brand_id))
      .where(where)
      .orderBy(...listOrder(query.sort))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(adminProducts)
      .where(where),
  ]);
  const total = Number(count?.total ?? 0);
  return {
    data: rows.map(({ p, category, brand }) => ({
      id: p.id,
      sku: p.sku,
      title: localized(p, 'title'),
      price: p.price,
      original_price: p.original_price,
      discount_percent: discountPercentOf(p.price, p.original_price),
      stock: p.stock,
      low_stock: p.stock <= LOW_STOCK_THRESHOLD,
      active: p.active,
      image: p.images[0] ?? null,
      category: { id: category.id, title: localized(category, 'title') },
      brand: brand && brand.id !== null ? { id: brand.id, title: localized(brand, 'title') } : null,
      updated_at: p.updated_at.toISOString(),
    })),
    meta: { total, page: query.page, limit: query.limit, last_page: Math.max(1, Math.ceil(total / query.limit)) },
  };
}

/**
 * Everything about one product; null when there is none. The reads run one after another: inside a write's
 * transaction they share one connection, which takes one query at a time.
 */
export async function getAdminProduct(db: Db, id: number): Promise<AdminProductDetail | null> {
  const main = await db
    .select({ p: adminProducts, category: categories, collection: collections, brand: brands })
    .from(adminProducts)
    .innerJoin(categories, eq(categories.id, adminProducts.category_id))
    .innerJoin(collections, eq(collections.id, categories.collection_id))
    .leftJoin(brands, eq(brands.id, adminProducts.brand_id))
    .where(eq(adminProducts.id, id))
    .limit(1)
    .then((rows) => rows[0]);
  if (!main) return null;
  const values = await db
    .select({ value: attributeValues, attribute: attributes })
    .from(productAttributeValues)
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.attribute_value_id))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attribute_id))
    .where(eq(productAttributeValues.product_id, id))
    .orderBy(asc(attributes.sort), asc(attributes.id), asc(attributeValues.sort), asc(attributeValues.id));
  const specs = await db
    .select({ ps: productSpecifications, spec: specifications, group: specificationGroups })
    .from(productSpecifications)
    .innerJoin(specifications, eq(specifications.id, productSpecifications.specification_id))
    .innerJoin(specificationGroups, eq(specificationGroups.id, specifications.group_id))
    .where(eq(productSpecifications.product_id, id))
    .orderBy(
      asc(specificationGroups.sort),
      asc(specificationGroups.id),
      asc(specifications.sort),
      asc(specifications.id),
    );
  const related = await db
    .select({ related: adminProducts })
    .from(productRelated)
    .innerJoin(adminProducts, eq(adminProducts.id, productRelated.related_id))
    .where(eq(productRelated.product_id, id))
    .orderBy(asc(productRelated.position));
  const { p, category, collection, brand } = main;
  return {
    id: p.id,
    sku: p.sku,
    title: localized(p, 'title'),
    description: localized(p, 'description'),
    content: localized(p, 'content'),
    advantages: p.advantages,
    model: p.model,
    capacity_liters: p.capacity_liters,
    net_capacity: p.net_capacity,
    price: p.price,
    original_price: p.original_price,
    discount_percent: discountPercentOf(p.price, p.original_price),
    stock: p.stock,
    low_stock: p.stock <= LOW_STOCK_THRESHOLD,
    active: p.active,
    category: { id: category.id, title: localized(category, 'title'), collection_id: category.collection_id },
    collection: { id: collection.id, title: localized(collection, 'title') },
    brand: brand ? { id: brand.id, title: localized(brand, 'title') } : null,
    images: p.images.map((url, i) => ({ media_id: mediaIdOfUrl(url), url, alt: p.image_alts[i] ?? EMPTY_TEXT })),
    attribute_values: values.map(({ value, attribute }) => ({
      id: value.id,
      value: value.value,
      title: localized(value, 'title'),
      attribute: { id: attribute.id, key: attribute.key, title: localized(attribute, 'title') },
    })),
    specifications: specs.map(({ ps, spec, group }) => ({
      specification_id: spec.id,
      title: localized(spec, 'title'),
      group: { id: group.id, title: localized(group, 'title') },
      value: localized(ps, 'value'),
      public: ps.is_public,
    })),
    related: related.map(({ related: r }) => ({
      id: r.id,
      sku: r.sku,
      title: localized(r, 'title'),
      active: r.active,
    })),
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

type ProductFields = ProductPatchBody;

/** Every id the body points at exists; a refusal names the field. */
async function checkReferences(tx: Transaction, body: ProductFields, productId: number | null): Promise<void> {
  const missing = async (
    table: 'categories' | 'brands' | 'attribute_values' | 'specifications' | 'products',
    ids: number[],
  ) => {
    if (ids.length === 0) return [];
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM ${sql.raw(table)} WHERE id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`,
    );
    const found = new Set(rows.map((r) => Number(r.id)));
    return ids.filter((id) => !found.has(id));
  };
  if (body.category_id !== undefined && (await missing('categories', [body.category_id])).length) {
    fail(refuseField('category_id', 'category_not_found'));
  }
  if (body.brand_id != null && (await missing('brands', [body.brand_id])).length) {
    fail(refuseField('brand_id', 'brand_not_found'));
  }
  if (body.attribute_value_ids && (await missing('attribute_values', body.attribute_value_ids)).length) {
    fail(refuseField('attribute_value_ids', 'attribute_value_not_found'));
  }
  const specIds = body.specifications?.map((s) => s.specification_id) ?? [];
  if ((await missing('specifications', specIds)).length) fail(refuseField('specifications', 'specification_not_found'));
  if (body.related_ids) {
    if (productId !== null && body.related_ids.includes(productId)) fail(refuseField('related_ids', 'related_self'));
    if ((await missing('products', body.related_ids)).length) fail(refuseField('related_ids', 'related_not_found'));
  }
}

/** Picture references → the URLs and alt texts stored on the product. Upload ids must exist. */
async function resolvePictures(
  db: Db,
  pictures: NonNullable<ProductFields['images']>,
): Promise<{ images: string[]; image_alts: LocalizedText[] }> {
  const entries = pictures.map((p) => (typeof p === 'string' ? { media: p, alt: undefined } : p));
  const uploadIds = entries.map((e) => e.media.toLowerCase()).filter((m) => !m.startsWith('/'));
  const existing = await existingMediaIds(db, uploadIds);
  const images: string[] = [];
  const image_alts: LocalizedText[] = [];
  entries.forEach((entry, i) => {
    if (entry.media.startsWith('/')) {
      images.push(entry.media);
    } else {
      const id = entry.media.toLowerCase();
      if (!existing.has(id)) fail(refuseField(`images.${i}`, 'media_not_found'));
      images.push(pictureUrl(id));
    }
    image_alts.push(entry.alt ?? EMPTY_TEXT);
  });
  return { images, image_alts };
}

/**
 * The price and original price after a write. With `discount_percent`, `price` (or else the current original
 * price, or else the current price) is the price before the discount.
 */
function resolvePricing(
  current: { price: number; original_price: number | null },
  body: Pick<ProductFields, 'price' | 'original_price' | 'discount_percent'>,
): { price: number; original_price: number | null } {
  if (body.discount_percent !== undefined) {
    const base = body.price ?? current.original_price ?? current.price;
    if (body.discount_percent === 0) return { price: base, original_price: null };
    const price = Math.round((base * (100 - body.discount_percent)) / 100);
    // Tiny prices round to no discount at all; then there is no offer either.
    return price < base ? { price, original_price: base } : { price: base, original_price: null };
  }
  const price = body.price ?? current.price;
  const original = body.original_price !== undefined ? body.original_price : current.original_price;
  if (original !== null && original <= price) fail(refuseField('original_price', 'original_price_not_above'));
  return { price, original_price: original };
}

async function replaceLinks(tx: Transaction, productId: number, body: ProductFields): Promise<void> {
  if (body.attribute_value_ids) {
    await tx.delete(productAttributeValues).where(eq(productAttributeValues.product_id, productId));
    if (body.attribute_value_ids.length) {
      await tx
        .insert(productAttributeValues)
        .values(body.attribute_value_ids.map((attribute_value_id) => ({ product_id: productId, attribute_value_id })));
    }
  }
  if (body.specifications) {
    await tx.delete(productSpecifications).where(eq(productSpecifications.product_id, productId));
    if (body.specifications.length) {
      await tx.insert(productSpecifications).values(
        body.specifications.map((s) => ({
          product_id: productId,
          specification_id: s.specification_id,
          value_ku: s.value.ku,
          value_ar: s.value.ar,
          value_en: s.value.en,
          is_public: s.public,
        })),
      );
    }
  }
  if (body.related_ids) {
    await tx.delete(productRelated).where(eq(productRelated.product_id, productId));
    if (body.related_ids.length) {
      await tx
        .insert(productRelated)
        .values(body.related_ids.map((related_id, position) => ({ product_id: productId, related_id, position })));
    }
  }
}

/** The product columns a body sets (texts, taxonomy, details); pricing, stock and pictures are resolved apart. */
function columnsOf(body: ProductFields): Partial<typeof adminProducts.$inferInsert> {
  const set: Partial<typeof adminProducts.$inferInsert> = {};
  if (body.sku !== undefined) set.sku = body.sku;
  if (body.category_id !== undefined) set.category_id = body.category_id;
  if (body.brand_id !== undefined) set.brand_id = body.brand_id;
  for (const field of ['title', 'description', 'content'] as const) {
    const text = body[field];
    if (text) Object.assign(set, { [`${field}_ku`]: text.ku, [`${field}_ar`]: text.ar, [`${field}_en`]: text.en });
  }
  if (body.advantages !== undefined) set.advantages = body.advantages;
  if (body.model !== undefined) set.model = body.model?.trim() || null;
  if (body.capacity_liters !== undefined) set.capacity_liters = body.capacity_liters;
  if (body.net_capacity !== undefined) set.net_capacity = body.net_capacity?.trim() || null;
  if (body.active !== undefined) set.active = body.active;
  return set;
}

function uniqueSkuGuard<T>(work: () => Promise<ServiceResult<T>>): Promise<ServiceResult<T>> {
  return refusable(async () => {
    try {
      return await work();
    } catch (error) {
      if (databaseErrorCode(error) === UNIQUE_VIOLATION) return refuseField('sku', 'sku_taken', 409);
      throw error;
    }
  });
}

export async function createProduct(
  writer: CatalogueWriter,
  body: ProductCreateBody,
): Promise<ServiceResult<AdminProductDetail>> {
  const result = await uniqueSkuGuard(() =>
    writer.db.transaction(async (tx) => {
      await checkReferences(tx, body, null);
      const pricing = resolvePricing({ price: body.price, original_price: null }, body);
      const pictures = await resolvePictures(tx, body.images ?? []);
      const values = {
        description_ku: '',
        description_ar: '',
        description_en: '',
        content_ku: '',
        content_ar: '',
        content_en: '',
        advantages: [] as LocalizedText[],
        ...columnsOf(body),
        ...pricing,
        ...pictures,
        stock: body.stock,
        active: body.active,
      } as typeof adminProducts.$inferInsert;
      const [row] = await tx.insert(adminProducts).values(values).returning({ id: adminProducts.id });
      const id = row!.id;
      await replaceLinks(tx, id, body);
      await recordStockMovements(tx, writer.actor, [
        { product_id: id, delta: body.stock, stock_after: body.stock, reason: 'created', source: 'created' },
      ]);
      const after = (await getAdminProduct(tx, id))!;
      await recordAudit(
        tx,
        writer.actor,
        { action: 'created', entity: 'product', entityId: id, after },
        writer.requestId,
      );
      return succeed(after);
    }),
  );
  if (result.ok) await afterProductWrite(writer, [result.data.id]);
  return result;
}

export async function updateProduct(
  writer: CatalogueWriter,
  id: number,
  body: ProductPatchBody,
): Promise<ServiceResult<AdminProductDetail>> {
  const result = await uniqueSkuGuard(() =>
    writer.db.transaction(async (tx) => {
      // The row lock first, as orders take it: the stock read below cannot be overtaken by a sale.
      const stockBefore = await lockStock(tx, id);
      if (stockBefore === null) fail(refuse(404, 'product_not_found'));
      const before = (await getAdminProduct(tx, id))!;
      await checkReferences(tx, body, id);
      const set = columnsOf(body);
      if (body.price !== undefined || body.original_price !== undefined || body.discount_percent !== undefined) {
        Object.assign(set, resolvePricing(before, body));
      }
      if (body.images) Object.assign(set, await resolvePictures(tx, body.images));
      if (body.stock !== undefined) set.stock = body.stock;
      await tx
        .update(adminProducts)
        .set({ ...set, updated_at: sql`now()` })
        .where(eq(adminProducts.id, id));
      await replaceLinks(tx, id, body);
      if (body.stock !== undefined) {
        await recordStockMovements(tx, writer.actor, [
          {
            product_id: id,
            delta: body.stock - stockBefore,
            stock_after: body.stock,
            reason: 'product edit',
            source: 'product_edit',
          },
        ]);
      }
      const after = (await getAdminProduct(tx, id))!;
      await recordAudit(
        tx,
        writer.actor,
        { action: 'updated', entity: 'product', entityId: id, before, after },
        writer.requestId,
      );
      return succeed(after);
    }),
  );
  if (result.ok) await afterProductWrite(writer, [id]);
  return result;
}

export type RemovalOutcome = 'deleted' | 'archived';

/**
 * Deletes a product no order names; a product that was ever ordered is archived instead (inactive: hidden
 * from search, kept for the orders and the reports that read it).
 */
export async function removeProduct(
  writer: CatalogueWriter,
  id: number,
): Promise<ServiceResult<{ id: number; outcome: RemovalOutcome }>> {
  const result = await refusable(() =>
    writer.db.transaction(async (tx) => {
      if ((await lockStock(tx, id)) === null) fail(refuse(404, 'product_not_found'));
      const before = (await getAdminProduct(tx, id))!;
      const [ordered] = await queryRows<{ one: number }>(
        tx,
        sql`SELECT 1 AS one FROM order_items WHERE product_id = ${id} LIMIT 1`,
      );
      let outcome: RemovalOutcome;
      if (ordered) {
        await tx
          .update(adminProducts)
          .set({ active: false, updated_at: sql`now()` })
          .where(eq(adminProducts.id, id));
        outcome = 'archived';
      } else {
        await tx.delete(adminProducts).where(eq(adminProducts.id, id));
        outcome = 'deleted';
      }
      await recordAudit(
        tx,
        writer.actor,
        {
          action: outcome,
          entity: 'product',
          entityId: id,
          before,
          after: outcome === 'archived' ? { active: false } : null,
        },
        writer.requestId,
      );
      return succeed({ id, outcome });
    }),
  );
  if (result.ok) await afterProductWrite(writer, [id]);
  return result;
}
