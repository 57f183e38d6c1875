// A large synthetic catalogue for benchmarks, composed from real Kurdish, Arabic and English words and
// spread over the demo shop's categories, brands, attribute values and specifications.
import { sql } from 'drizzle-orm';
import { productImagePath } from '../../services/artwork';
import type { DbHandle } from '../client';
import * as t from '../schema';
import { BRANDS, CATEGORIES, COLORS, CONTENT_FOOTER, SIZES, SPECIFICATIONS } from './data/catalogue';
import { cols, type L } from './data/localized';
import { sizeFacts, VOCABULARY } from './data/vocabulary';
import type { Tx } from './demo';
import { specificationValues } from './specifications';
import { queryRows } from '../rows';

export interface SyntheticProgress {
  done: number;
  total: number;
}

export interface SyntheticOptions {
  products: number;
  /** Rows per INSERT of products: big enough to amortize round trips, small enough for the parameter limit. */
  batchSize?: number;
  onProgress?: (progress: SyntheticProgress) => void;
}

export type SyntheticResult =
  { ok: true; data: { inserted: number; firstId: number; lastId: number } } | { ok: false; error: string };

interface LookupIds {
  categories: Map<string, number>;
  brands: Map<string, number>;
  /** attribute value id by its machine value (`#111827`, `S`, `128GB`). */
  values: Map<string, number>;
  specifications: Map<string, number>;
}

async function lookupIds(handle: DbHandle): Promise<LookupIds | string> {
  const db = handle.db;
  const [categories, brands, values, specifications] = await Promise.all([
    db.select({ id: t.categories.id, slug: t.categories.slug }).from(t.categories),
    db.select({ id: t.brands.id, slug: t.brands.slug }).from(t.brands),
    db.select({ id: t.attributeValues.id, value: t.attributeValues.value }).from(t.attributeValues),
    db.select({ id: t.specifications.id, title_en: t.specifications.title_en }).from(t.specifications),
  ]);
  const missing = CATEGORIES.map((c) => c.slug).filter((slug) => !categories.some((c) => c.slug === slug));
  if (missing.length)
    return `the demo catalogue is missing categories: ${missing.join(', ')} (seed the demo shop first)`;
  return {
    categories: new Map(categories.map((r) => [r.slug, r.id])),
    brands: new Map(brands.map((r) => [r.slug, r.id])),
    values: new Map(values.map((r) => [r.value, r.id])),
    specifications: new Map(
      Object.entries(SPECIFICATIONS).flatMap(([key, s]) => {
        const row = specifications.find((r) => r.title_en === s.title.en);
        return row ? [[key, row.id] as const] : [];
      }),
    ),
  };
}

// Bulk rows travel as one JSON parameter expanded by json_to_recordset: building a statement with tens of
// thousands of bound parameters costs more in the query builder than the database spends inserting.
const PRODUCT_COLUMNS = {
  sku: 'text',
  category_id: 'int',
  brand_id: 'int',
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
  model: 'text',
  capacity_liters: 'float8',
  net_capacity: 'text',
  advantages: 'jsonb',
  images: 'jsonb',
  sales_count: 'int',
  created_at: 'timestamptz',
} as const;
const LINK_COLUMNS = { product_id: 'int', attribute_value_id: 'int' } as const;
const SPECIFICATION_COLUMNS = {
  product_id: 'int',
  specification_id: 'int',
  value_ku: 'text',
  value_ar: 'text',
  value_en: 'text',
  is_public: 'boolean',
} as const;

async function insertJsonRows<R = never>(
  tx: Tx,
  table: 'products' | 'product_attribute_values' | 'product_specifications',
  columns: Record<string, string>,
  rows: object[],
  returning?: string,
): Promise<R[]> {
  if (!rows.length) return [];
  const names = Object.keys(columns).join(', ');
  const types = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  const query = sql`INSERT INTO ${sql.raw(table)} (${sql.raw(names)}) SELECT ${sql.raw(names)} FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(${sql.raw(types)})${sql.raw(returning ? ` RETURNING ${returning}` : '')}`;
  return queryRows<R>(tx, query);
}

function randomFrom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const BRAND_TITLES = new Map<string, L>(BRANDS.map((b) => [b.slug, b.title]));

function roundPrice(value: number): number {
  const step = value >= 100_000 ? 5_000 : value >= 10_000 ? 500 : 250;
  return Math.max(step, Math.round(value / step) * step);
}

/** A believable price before the discount, always above the current one (the table checks it). */
function discountedFrom(price: number, r: number): number {
  const before = roundPrice(price * (1.1 + r * 0.25));
  return before > price ? before : price + (price >= 10_000 ? 500 : 250);
}

function joinParagraphs(parts: L[]): L {
  return {
    ku: parts.map((p) => p.ku).join('\n\n'),
    ar: parts.map((p) => p.ar).join('\n\n'),
    en: parts.map((p) => p.en).join('\n\n'),
  };
}

/**
 * Adds `products` synthetic products. Each batch is one transaction (products, attribute values and
 * specifications together), so an interrupted run leaves whole products only.
 */
export async function seedSyntheticProducts(handle: DbHandle, options: SyntheticOptions): Promise<SyntheticResult> {
  const total = options.products;
  if (!Number.isInteger(total) || total < 0) return { ok: false, error: 'products must be a non-negative integer' };
  const batchSize = options.batchSize ?? 1000;
  const ids = await lookupIds(handle);
  if (typeof ids === 'string') return { ok: false, error: ids };

  // SKU numbers continue after the highest product id: a synthetic SKU's number never exceeds its own
  // id, so numbers from earlier runs are always below this start and SKUs stay unique across runs.
  const [start] = await handle.db
    .select({ max: sql<number>`coalesce(max(${t.products.id}), 0)::int` })
    .from(t.products);
  const base = start!.max;
  const rand = randomFrom(base * 7919 + total);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const now = Date.now();
  const categories = CATEGORIES.filter((c) => ids.categories.has(c.slug));

  let done = 0;
  let firstId = 0;
  let lastId = 0;
  while (done < total) {
    const size = Math.min(batchSize, total - done);
    const products = Array.from({ length: size }, (_, k) => {
      const n = base + done + k + 1;
      const category = pick(categories);
      const vocab = VOCABULARY[category.slug];
      const noun = pick(vocab.nouns);
      const adjective = pick(vocab.adjectives);
      const brandSlug = pick(vocab.brands);
      const brand = brandSlug ? BRAND_TITLES.get(brandSlug)! : null;
      const sizeIndex = noun.sizes ? Math.floor(rand() * noun.sizes.values.length) : -1;
      const facts =
        noun.sizes && sizeIndex >= 0
          ? sizeFacts(noun.sizes.kind, noun.sizes.values[sizeIndex]!, sizeIndex, noun.sizes.values.length)
          : null;
      const arAdjective = adjective.ar[noun.arFeminine ? 1 : 0];
      const title: L = {
        ku: [`${noun.kuEzafe} ${adjective.ku}`, brand?.ku, facts?.label.ku].filter(Boolean).join(' '),
        ar: [noun.ar, arAdjective, brand?.ar, facts?.label.ar].filter(Boolean).join(' '),
        en: [brand?.en, adjective.en, noun.en, facts?.label.en].filter(Boolean).join(' '),
      };
      const [low, high] = vocab.price;
      // Log-uniform: many affordable items, fewer expensive ones, as in a real shop.
      const price = roundPrice(low * Math.pow(high / low, rand()));
      const discounted = rand() < 0.15;
      const sku = `${noun.motif.toUpperCase()}-S${n}`;
      const colorCodes = category.colors.length ? [pick(category.colors), pick(category.colors)] : [];
      const valueIds = new Set<number>();
      for (const code of colorCodes) valueIds.add(ids.values.get(COLORS[code].value)!);
      if (facts?.sizeCode && (category.sizes as readonly string[]).includes(facts.sizeCode)) {
        valueIds.add(ids.values.get(SIZES[facts.sizeCode].value)!);
      }
      const specs = specificationValues({
        category: category.slug,
        brand: brandSlug,
        seed: sku,
        capacityLiters: facts?.capacityLiters,
        netCapacity: facts?.netCapacity,
        warrantyYears: category.warrantyYears,
        explicit: facts?.spec ? { [facts.spec[0]]: facts.spec[1] } : undefined,
        compact: true,
      });
      const variant = Math.floor(rand() * 2);
      const adv = category.advantages;
      const a = Math.floor(rand() * 4);
      return {
        row: {
          sku,
          category_id: ids.categories.get(category.slug)!,
          brand_id: brandSlug ? (ids.brands.get(brandSlug) ?? null) : null,
          ...cols('title', title),
          ...cols('description', category.descriptions[variant]!),
          ...cols(
            'content',
            joinParagraphs([category.descriptions[1 - variant]!, category.advice, CONTENT_FOOTER[0]!]),
          ),
          price,
          original_price: discounted ? discountedFrom(price, rand()) : null,
          stock: rand() < 0.08 ? 0 : 1 + Math.floor(rand() * 300),
          model: `${noun.motif.slice(0, 2).toUpperCase()}${Math.floor(rand() * 9000 + 1000)}`,
          capacity_liters: facts?.capacityLiters ?? null,
          net_capacity: facts?.netCapacity ?? null,
          advantages: [adv[a]!, adv[(a + 1) % 4]!],
          images: [productImagePath(sku, 1), productImagePath(sku, 2)],
          sales_count: Math.floor(rand() * 500),
          created_at: new Date(now - Math.floor(rand() * 365 * 86_400_000)),
        },
        valueIds: [...valueIds],
        specs,
      };
    });

    await handle.db.transaction(async (tx) => {
      const inserted = await insertJsonRows<{ id: number; sku: string }>(
        tx,
        'products',
        PRODUCT_COLUMNS,
        products.map((p) => p.row),
        'id, sku',
      );
      const idBySku = new Map(inserted.map((r) => [r.sku, r.id]));
      for (const r of inserted) {
        if (!firstId || r.id < firstId) firstId = r.id;
        if (r.id > lastId) lastId = r.id;
      }
      const links = products.flatMap((p) =>
        p.valueIds.map((valueId) => ({ product_id: idBySku.get(p.row.sku)!, attribute_value_id: valueId })),
      );
      await insertJsonRows(tx, 'product_attribute_values', LINK_COLUMNS, links);
      const specRows = products.flatMap((p) =>
        p.specs.flatMap((s) => {
          const specificationId = ids.specifications.get(s.key);
          return specificationId
            ? [
                {
                  product_id: idBySku.get(p.row.sku)!,
                  specification_id: specificationId,
                  ...cols('value', s.value),
                  is_public: s.isPublic,
                },
              ]
            : [];
        }),
      );
      await insertJsonRows(tx, 'product_specifications', SPECIFICATION_COLUMNS, specRows);
    });
    done += size;
    options.onProgress?.({ done, total });
  }
  return { ok: true, data: { inserted: done, firstId, lastId } };
}
