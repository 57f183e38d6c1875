// Product reads: the filtered, sorted, paginated list; one product with its details; best sellers.
// Each list costs two queries that run together (the page with its category and brand joined, and the count);
// a product detail costs four that run together. Nothing is fetched per row.
import type {
  Attribute,
  PageMeta,
  ProductDetail,
  ProductListQuery,
  ProductSort,
  ProductSummary,
} from '@dukan/core/contract/catalogue';
import { pickLocalized, type Locale } from '@dukan/core/locales';
import { discountPercent } from '@dukan/core/money/format';
import { and, asc, desc, eq, gt, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  productAttributeValues,
  products,
  productSpecifications,
  specificationGroups,
  specifications,
  type LocalizedText,
} from '../../db/schema/catalogue';
import { productRelated } from '../../db/schema/catalogue-admin';
import { pickLocalizedText } from './localize';

export interface ProductPage {
  data: ProductSummary[];
  meta: PageMeta;
}

const RELATED_LIMIT = 8;

const summaryColumns = {
  id: products.id,
  sku: products.sku,
  title_ku: products.title_ku,
  title_ar: products.title_ar,
  title_en: products.title_en,
  description_ku: products.description_ku,
  description_ar: products.description_ar,
  description_en: products.description_en,
  price: products.price,
  original_price: products.original_price,
  stock: products.stock,
  best_seller_rank: products.best_seller_rank,
  // Only the cover leaves the database for a list; the whole array is read for the detail.
  image: sql<string | null>`${products.images}->>0`,
  category: {
    id: categories.id,
    collection_id: categories.collection_id,
    title_ku: categories.title_ku,
    title_ar: categories.title_ar,
    title_en: categories.title_en,
  },
  brand: {
    id: brands.id,
    title_ku: brands.title_ku,
    title_ar: brands.title_ar,
    title_en: brands.title_en,
  },
};

type LocalizedColumns<F extends string> = { [K in `${F}_${Locale}`]: string };

interface SummaryRow extends LocalizedColumns<'title'>, LocalizedColumns<'description'> {
  id: number;
  sku: string;
  price: number;
  original_price: number | null;
  stock: number;
  best_seller_rank: number | null;
  image: string | null;
  category: LocalizedColumns<'title'> & { id: number; collection_id: number };
  brand: (LocalizedColumns<'title'> & { id: number | null }) | null;
}

function toSummary(row: SummaryRow, locale: Locale): ProductSummary {
  const percent = discountPercent(row.price, row.original_price);
  return {
    id: row.id,
    sku: row.sku,
    title: pickLocalized(row, 'title', locale),
    description: pickLocalized(row, 'description', locale),
    price: row.price,
    // A "was" price that is not above the price would mislead; it is shown only while on offer.
    original_price: percent === null ? null : row.original_price,
    discount_percent: percent,
    currency: 'IQD',
    image: row.image ?? null,
    stock: Math.max(0, row.stock),
    in_stock: row.stock > 0,
    category: {
      id: row.category.id,
      title: pickLocalized(row.category, 'title', locale),
      collection_id: row.category.collection_id,
    },
    brand:
      row.brand && row.brand.id !== null
        ? { id: row.brand.id, title: pickLocalized(row.brand, 'title', locale) }
        : null,
    best_seller_rank: row.best_seller_rank,
  };
}

const isDiscounted = sql`(${products.original_price} IS NOT NULL AND ${products.original_price} > ${products.price})`;

function unique(ids: number[]): number[] {
  return [...new Set(ids)];
}

/** The WHERE conditions of a product list; empty id lists (`?category=`) mean "no filter". */
export function productListConditions(query: ProductFilters): SQL | undefined {
  // Archived products stay in the database for the orders that name them, never in the shop's lists.
  const conditions: SQL[] = [eq(products.active, true)];
  if (query.ids?.length) conditions.push(inArray(products.id, unique(query.ids)));
  if (query.category?.length) conditions.push(inArray(products.category_id, unique(query.category)));
  if (query.collection?.length) {
    conditions.push(
      inArray(
        products.category_id,
        sql`(SELECT ${categories.id} FROM ${categories} WHERE ${inArray(categories.collection_id, unique(query.collection))})`,
      ),
    );
  }
  if (query.brand?.length) conditions.push(inArray(products.brand_id, unique(query.brand)));
  // Every value must be present: one EXISTS per value lets PostgreSQL walk the sort index and probe the
  // (product_id, attribute_value_id) key, instead of grouping every product that has any of the values.
  // The outer column is spelled out: Drizzle leaves it unqualified in single-table queries (the count).
  for (const valueId of unique(query.values ?? [])) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${productAttributeValues} pav
                  WHERE pav.product_id = "products"."id" AND pav.attribute_value_id = ${valueId})`,
    );
  }
  if (query.min_price !== undefined) conditions.push(gte(products.price, query.min_price));
  if (query.max_price !== undefined) conditions.push(lte(products.price, query.max_price));
  if (query.discounted !== undefined) conditions.push(query.discounted ? isDiscounted : sql`NOT ${isDiscounted}`);
  if (query.in_stock !== undefined) conditions.push(query.in_stock ? gt(products.stock, 0) : lte(products.stock, 0));
  return conditions.length ? and(...conditions) : undefined;
}

/** Every order ends on the id so pages never overlap or skip when sort keys tie. */
export function productOrder(sort: ProductSort): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(products.price), asc(products.id)];
    case 'price_desc':
      return [desc(products.price), desc(products.id)];
    case 'best_selling':
      return [sql`${products.best_seller_rank} ASC NULLS LAST`, desc(products.sales_count), asc(products.id)];
    case 'discount':
      return [
        sql`CASE WHEN ${isDiscounted} THEN (${products.original_price} - ${products.price})::float8 / ${products.original_price} END DESC NULLS LAST`,
        asc(products.id),
      ];
    case 'newest':
      return [desc(products.created_at), desc(products.id)];
  }
}

function summaryQuery(db: Database) {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.category_id))
    .leftJoin(brands, eq(brands.id, products.brand_id));
}

/** The filters of a list, without what only orders or cuts it (the total depends on these alone). */
export type ProductFilters = Omit<ProductListQuery, 'page' | 'limit' | 'sort'>;

/** One page of products, already localized. */
export async function listProductSummaries(
  db: Database,
  locale: Locale,
  query: ProductListQuery,
): Promise<ProductSummary[]> {
  const rows = await summaryQuery(db)
    .where(productListConditions(query))
    .orderBy(...productOrder(query.sort))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return rows.map((r) => toSummary(r, locale));
}

/** How many products pass the filters. */
export async function countProducts(db: Database, filters: ProductFilters): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(productListConditions(filters));
  return Number(row?.total ?? 0);
}

export function productPage(data: ProductSummary[], total: number, query: ProductListQuery): ProductPage {
  return {
    data,
    meta: { total, page: query.page, limit: query.limit, last_page: Math.max(1, Math.ceil(total / query.limit)) },
  };
}

/** A page and the total, queried together. */
export async function listProducts(db: Database, locale: Locale, query: ProductListQuery): Promise<ProductPage> {
  const [data, total] = await Promise.all([listProductSummaries(db, locale, query), countProducts(db, query)]);
  return productPage(data, total, query);
}

export async function listBestSellers(db: Database, locale: Locale, limit: number): Promise<ProductSummary[]> {
  const rows = await summaryQuery(db)
    .where(sql`${products.best_seller_rank} IS NOT NULL`)
    .orderBy(asc(products.best_seller_rank), asc(products.id))
    .limit(limit);
  return rows.map((r) => toSummary(r, locale));
}

/** The first of each id, in order: a chosen product may also be among the category's newest. */
function uniqueById<T extends { id: number }>(rows: T[]): T[] {
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/** The products staff chose for `id`, in their order; hidden or archived ones are left out. */
function chosenRelatedProducts(db: Database, id: number) {
  return summaryQuery(db)
    .innerJoin(productRelated, eq(productRelated.related_id, products.id))
    .where(and(eq(productRelated.product_id, id), eq(products.active, true)))
    .orderBy(asc(productRelated.position))
    .limit(RELATED_LIMIT);
}

/**
 * Newest products of the same category as `id`, in stock or sold out: what fills the related list after the
 * products staff chose. Two small queries (in stock first, sold out to fill up) walk the created_at index and
 * stop after a few rows; one query ordering the whole category by stock state would sort every product of it.
 */
function relatedProducts(db: Database, id: number, inStock: boolean) {
  return summaryQuery(db)
    .where(
      and(
        sql`${products.category_id} = (SELECT p.category_id FROM ${products} p WHERE p.id = ${id})`,
        ne(products.id, id),
        eq(products.active, true),
        inStock ? gt(products.stock, 0) : lte(products.stock, 0),
      ),
    )
    .orderBy(desc(products.created_at), desc(products.id))
    .limit(RELATED_LIMIT);
}

const detailColumns = {
  ...summaryColumns,
  content_ku: products.content_ku,
  content_ar: products.content_ar,
  content_en: products.content_en,
  images: products.images,
  model: products.model,
  capacity_liters: products.capacity_liters,
  net_capacity: products.net_capacity,
  advantages: products.advantages,
};

/** null when no product has this id. */
export async function getProductDetail(db: Database, locale: Locale, id: number): Promise<ProductDetail | null> {
  // Independent queries sent together: one round trip of latency on PostgreSQL's pool.
  const [main, specRows, attributeRows, relatedChosen, relatedInStock, relatedSoldOut] = await Promise.all([
    db
      .select(detailColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.category_id))
      .leftJoin(brands, eq(brands.id, products.brand_id))
      .where(and(eq(products.id, id), eq(products.active, true)))
      .limit(1)
      .then((rows) => rows[0]),
    db
      .select({
        group_id: specificationGroups.id,
        group_title_ku: specificationGroups.title_ku,
        group_title_ar: specificationGroups.title_ar,
        group_title_en: specificationGroups.title_en,
        id: specifications.id,
        title_ku: specifications.title_ku,
        title_ar: specifications.title_ar,
        title_en: specifications.title_en,
        value_ku: productSpecifications.value_ku,
        value_ar: productSpecifications.value_ar,
        value_en: productSpecifications.value_en,
      })
      .from(productSpecifications)
      .innerJoin(specifications, eq(specifications.id, productSpecifications.specification_id))
      .innerJoin(specificationGroups, eq(specificationGroups.id, specifications.group_id))
      .where(and(eq(productSpecifications.product_id, id), eq(productSpecifications.is_public, true)))
      .orderBy(
        asc(specificationGroups.sort),
        asc(specificationGroups.id),
        asc(specifications.sort),
        asc(specifications.id),
      ),
    db
      .select({
        attribute_id: attributes.id,
        key: attributes.key,
        attribute_title_ku: attributes.title_ku,
        attribute_title_ar: attributes.title_ar,
        attribute_title_en: attributes.title_en,
        id: attributeValues.id,
        value: attributeValues.value,
        title_ku: attributeValues.title_ku,
        title_ar: attributeValues.title_ar,
        title_en: attributeValues.title_en,
      })
      .from(productAttributeValues)
      .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.attribute_value_id))
      .innerJoin(attributes, eq(attributes.id, attributeValues.attribute_id))
      .where(eq(productAttributeValues.product_id, id))
      .orderBy(asc(attributes.sort), asc(attributes.id), asc(attributeValues.sort), asc(attributeValues.id)),
    chosenRelatedProducts(db, id),
    relatedProducts(db, id, true),
    relatedProducts(db, id, false),
  ]);
  if (!main) return null;

  const groups: ProductDetail['specification_groups'] = [];
  for (const row of specRows) {
    let group = groups.at(-1);
    if (!group || group.id !== row.group_id) {
      group = {
        id: row.group_id,
        title: pickLocalized(row, 'group_title', locale),
        specifications: [],
      };
      groups.push(group);
    }
    group.specifications.push({
      id: row.id,
      title: pickLocalized(row, 'title', locale),
      value: pickLocalized(row, 'value', locale),
    });
  }

  const productAttributes: Attribute[] = [];
  for (const row of attributeRows) {
    let attribute = productAttributes.at(-1);
    if (!attribute || attribute.id !== row.attribute_id) {
      attribute = {
        id: row.attribute_id,
        key: row.key,
        title: pickLocalized(row, 'attribute_title', locale),
        values: [],
      };
      productAttributes.push(attribute);
    }
    attribute.values.push({
      id: row.id,
      attribute_id: row.attribute_id,
      value: row.value,
      title: pickLocalized(row, 'title', locale),
    });
  }

  const images = Array.isArray(main.images) ? main.images.filter((i): i is string => typeof i === 'string') : [];
  return {
    ...toSummary(main, locale),
    content: pickLocalized(main, 'content', locale),
    images,
    model: main.model || null,
    capacity_liters: main.capacity_liters ?? null,
    net_capacity: main.net_capacity || null,
    advantages: (main.advantages ?? []).map((a: LocalizedText) => pickLocalizedText(a, locale)).filter(Boolean),
    attributes: productAttributes,
    specification_groups: groups,
    related: uniqueById([...relatedChosen, ...relatedInStock, ...relatedSoldOut])
      .slice(0, RELATED_LIMIT)
      .map((r) => toSummary(r, locale)),
  };
}
