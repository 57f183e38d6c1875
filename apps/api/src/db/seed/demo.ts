// Seeds the demo shop into an empty database: catalogue, store content and places, in one transaction,
// under the database-wide lock so two API processes starting together seed once.
import { sql } from 'drizzle-orm';
import type { SearchEngine } from '../../adapters/search-engine/types';
import { mediaPath, productImagePath } from '../../services/artwork';
import type { DbHandle, Transaction } from '../client';
import * as t from '../schema';
import {
  ATTRIBUTES,
  BRANDS,
  CATEGORIES,
  COLLECTIONS,
  COLORS,
  CONTENT_FOOTER,
  SIZES,
  SPECIFICATION_GROUPS,
  SPECIFICATIONS,
  type CategorySeed,
  type ColorCode,
  type SizeCode,
  type SpecificationKey,
} from './data/catalogue';
import {
  ARTICLES,
  BANNERS,
  CITIES,
  CONTACTS,
  COUNTRIES,
  HIGHLIGHTS,
  META_ENTRIES,
  PAYMENT_METHODS,
  SHOWROOMS,
  SITE_PAGES,
  WEBSITE_SOCIALS,
  DEMO_VOUCHERS,
} from './data/content';
import { cols, type L } from './data/localized';
import { PRODUCTS, type ProductSeed } from './data/products';
import { insertSearchSynonyms } from './data/synonyms';
import { specificationValues } from './specifications';
import { seedDemoOwner } from './staff';

export type Tx = Transaction;

/** Ids of the catalogue structure, by the keys the seed data uses. */
export interface CatalogueIds {
  categories: Map<string, number>;
  brands: Map<string, number>;
  colors: Map<ColorCode, number>;
  sizes: Map<SizeCode, number>;
  specifications: Map<SpecificationKey, number>;
}

export async function seedDemoShopIfEmpty(handle: DbHandle, search: SearchEngine): Promise<boolean> {
  const seeded = await handle.exclusive(async (conn) => {
    // Checked again under the lock: another process may have seeded while this one waited.
    const [state] = await conn.query<{ seeded: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM products) OR EXISTS (SELECT 1 FROM collections) AS seeded',
    );
    if (state?.seeded) {
      // A shop seeded before some content existed (site pages, newer meta entries) gets what it lacks; nothing
      // it has is overwritten, so an owner's edits stay.
      await handle.db.transaction((tx) => insertPagesAndMeta(tx));
      return false;
    }
    await handle.db.transaction(async (tx) => {
      const ids = await insertCatalogueStructure(tx);
      await insertDemoProducts(tx, ids);
      await insertStoreContent(tx);
      await insertSearchSynonyms(tx);
    });
    return true;
  });
  // Outside the lock and on every run, so an already-seeded shop gets its demo owner too (never in production).
  await seedDemoOwner(handle.db);
  // Outside the lock: the search engine may take it for its own work.
  if (seeded) await search.reindexAll();
  return seeded;
}

export function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Is a table empty? Content tables without a natural key are filled only when empty. */
async function isEmpty(
  tx: Tx,
  table:
    | typeof t.banners
    | typeof t.highlights
    | typeof t.cities
    | typeof t.showrooms
    | typeof t.websiteSocials
    | typeof t.contacts,
): Promise<boolean> {
  const rows = await tx.select({ id: table.id }).from(table).limit(1);
  return rows.length === 0;
}

async function insertCatalogueStructure(tx: Tx): Promise<CatalogueIds> {
  const collectionRows = await tx
    .insert(t.collections)
    .values(
      COLLECTIONS.map((c, i) => ({
        slug: c.slug,
        ...cols('title', c.title),
        ...cols('description', c.description),
        image: mediaPath('collections', c.slug),
        sort: i + 1,
      })),
    )
    .returning({ id: t.collections.id, slug: t.collections.slug });
  const collectionIds = new Map(collectionRows.map((r) => [r.slug, r.id]));

  const categoryRows = await tx
    .insert(t.categories)
    .values(
      CATEGORIES.map((c, i) => ({
        slug: c.slug,
        collection_id: collectionIds.get(c.collection)!,
        ...cols('title', c.title),
        image: mediaPath('categories', c.slug),
        sort: i + 1,
      })),
    )
    .returning({ id: t.categories.id, slug: t.categories.slug });

  const brandRows = await tx
    .insert(t.brands)
    .values(BRANDS.map((b) => ({ slug: b.slug, ...cols('title', b.title) })))
    .returning({ id: t.brands.id, slug: t.brands.slug });

  const attributeRows = await tx
    .insert(t.attributes)
    .values(ATTRIBUTES.map((a, i) => ({ key: a.key, ...cols('title', a.title), sort: i + 1 })))
    .returning({ id: t.attributes.id, key: t.attributes.key });
  const attributeId = (key: string) => attributeRows.find((a) => a.key === key)!.id;

  const valueRows = await tx
    .insert(t.attributeValues)
    .values([
      ...Object.values(COLORS).map((c, i) => ({
        attribute_id: attributeId('color'),
        value: c.value,
        ...cols('title', c.title),
        sort: i + 1,
      })),
      ...Object.values(SIZES).map((s, i) => ({
        attribute_id: attributeId('size'),
        value: s.value,
        ...cols('title', s.title),
        sort: i + 1,
      })),
    ])
    .returning({ id: t.attributeValues.id, value: t.attributeValues.value });
  const valueId = (value: string) => valueRows.find((v) => v.value === value)!.id;

  const groupRows = await tx
    .insert(t.specificationGroups)
    .values(Object.values(SPECIFICATION_GROUPS).map((title, i) => ({ ...cols('title', title), sort: i + 1 })))
    .returning({ id: t.specificationGroups.id, title_en: t.specificationGroups.title_en });
  const groupId = (key: keyof typeof SPECIFICATION_GROUPS) =>
    groupRows.find((g) => g.title_en === SPECIFICATION_GROUPS[key].en)!.id;

  const specEntries = Object.entries(SPECIFICATIONS) as [SpecificationKey, (typeof SPECIFICATIONS)[SpecificationKey]][];
  const specRows = await tx
    .insert(t.specifications)
    .values(specEntries.map(([, s], i) => ({ group_id: groupId(s.group), ...cols('title', s.title), sort: i + 1 })))
    .returning({ id: t.specifications.id, title_en: t.specifications.title_en });

  return {
    categories: new Map(categoryRows.map((r) => [r.slug, r.id])),
    brands: new Map(brandRows.map((r) => [r.slug, r.id])),
    colors: new Map((Object.keys(COLORS) as ColorCode[]).map((code) => [code, valueId(COLORS[code].value)] as const)),
    sizes: new Map((Object.keys(SIZES) as SizeCode[]).map((code) => [code, valueId(SIZES[code].value)] as const)),
    specifications: new Map(
      specEntries.map(([key, s]) => [key, specRows.find((r) => r.title_en === s.title.en)!.id] as const),
    ),
  };
}

function joinParagraphs(parts: L[]): L {
  return {
    ku: parts.map((p) => p.ku).join('\n\n'),
    ar: parts.map((p) => p.ar).join('\n\n'),
    en: parts.map((p) => p.en).join('\n\n'),
  };
}

/** The same deterministic number for the same text: keeps seeded data identical run to run. */
function stableNumber(text: string, modulo: number): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) % modulo;
}

export function categorySeed(slug: string): CategorySeed {
  return CATEGORIES.find((c) => c.slug === slug)!;
}

async function insertDemoProducts(tx: Tx, ids: CatalogueIds) {
  const indexInCategory = new Map<string, number>();
  const now = Date.now();
  const prepared = PRODUCTS.map((product, globalIndex) => {
    const category = categorySeed(product.category);
    const i = indexInCategory.get(category.slug) ?? 0;
    indexInCategory.set(category.slug, i + 1);
    return { product, category, i, globalIndex };
  });

  const rows = prepared.map(({ product, category, i, globalIndex }) => {
    const description = category.descriptions[i % 2]!;
    const content = joinParagraphs([category.descriptions[(i + 1) % 2]!, category.advice, ...CONTENT_FOOTER]);
    const adv = category.advantages;
    const imageCount = globalIndex % 3 === 2 ? 2 : 3;
    return {
      sku: product.sku,
      category_id: ids.categories.get(product.category)!,
      brand_id: product.brand ? ids.brands.get(product.brand)! : null,
      ...cols('title', product.title),
      ...cols('description', description),
      ...cols('content', content),
      price: product.price,
      original_price: product.originalPrice ?? null,
      stock: product.stock,
      model: product.model ?? null,
      capacity_liters: product.capacityLiters ?? null,
      net_capacity: product.netCapacity ?? null,
      advantages: [adv[i % 4]!, adv[(i + 1) % 4]!, adv[(i + 2) % 4]!],
      images: Array.from({ length: imageCount }, (_, n) => productImagePath(product.sku, n + 1)),
      best_seller_rank: product.bestSellerRank ?? null,
      sales_count: product.bestSellerRank ? 1200 - product.bestSellerRank * 60 : stableNumber(product.sku, 250),
      // Spread over the last two months, categories mixed, so "newest first" looks like a real shop.
      created_at: new Date(now - (stableNumber(`${product.sku}@`, 60 * 24) + 1) * 3_600_000),
    };
  });
  const inserted = await tx.insert(t.products).values(rows).returning({ id: t.products.id, sku: t.products.sku });
  const productId = new Map(inserted.map((r) => [r.sku, r.id]));

  const attributeLinks = prepared.flatMap(({ product, category, i }) => {
    const id = productId.get(product.sku)!;
    return [
      ...productColors(product, category, i).map((c) => ({ product_id: id, attribute_value_id: ids.colors.get(c)! })),
      ...productSizes(product, category, i).map((s) => ({ product_id: id, attribute_value_id: ids.sizes.get(s)! })),
    ];
  });
  for (const part of chunks(attributeLinks, 1000)) await tx.insert(t.productAttributeValues).values(part);

  const specRows = prepared.flatMap(({ product, category }) =>
    specificationValues({
      category: product.category,
      brand: product.brand,
      seed: product.sku,
      capacityLiters: product.capacityLiters,
      netCapacity: product.netCapacity,
      warrantyYears: category.warrantyYears,
      explicit: product.specs,
    }).map((s) => ({
      product_id: productId.get(product.sku)!,
      specification_id: ids.specifications.get(s.key)!,
      ...cols('value', s.value),
      is_public: s.isPublic,
    })),
  );
  for (const part of chunks(specRows, 1000)) await tx.insert(t.productSpecifications).values(part);
}

function productColors(product: ProductSeed, category: CategorySeed, i: number): ColorCode[] {
  if (product.colors) return product.colors;
  const options = category.colors;
  if (!options.length) return [];
  const count = 1 + (i % 2);
  return Array.from({ length: Math.min(count, options.length) }, (_, k) => options[(i + k) % options.length]!);
}

function productSizes(product: ProductSeed, category: CategorySeed, i: number): SizeCode[] {
  if (product.sizes) return product.sizes;
  const options = category.sizes.filter((s) => !s.endsWith('gb'));
  return options.length ? [options[i % options.length]!] : [];
}

async function insertStoreContent(tx: Tx) {
  if (await isEmpty(tx, t.banners)) {
    await tx.insert(t.banners).values(
      BANNERS.map((b, i) => ({
        page: b.page,
        ...cols('title', b.title),
        ...cols('subtitle', b.subtitle),
        image: mediaPath('banners', b.key),
        link: b.link,
        sort: i + 1,
      })),
    );
  }
  if (await isEmpty(tx, t.highlights)) {
    await tx.insert(t.highlights).values(
      HIGHLIGHTS.map((h, i) => ({
        page: h.page,
        ...cols('title', h.title),
        ...cols('description', h.description),
        icon: h.icon,
        link: h.link,
        sort: i + 1,
      })),
    );
  }
  const now = Date.now();
  await tx
    .insert(t.articles)
    .values(
      ARTICLES.map((a) => ({
        type: a.type,
        slug: a.slug,
        ...cols('title', a.title),
        ...cols('summary', a.summary),
        ...cols('body', a.body),
        image: mediaPath('articles', a.slug),
        published_at: new Date(now - a.daysAgo * 86_400_000),
      })),
    )
    .onConflictDoNothing({ target: t.articles.slug });

  await tx
    .insert(t.countries)
    .values(COUNTRIES.map((c) => ({ iso2: c.iso2, calling_code: c.calling_code, ...cols('name', c.name) })))
    .onConflictDoNothing({ target: t.countries.iso2 });
  if (await isEmpty(tx, t.cities)) {
    const [iraq] = await tx
      .select({ id: t.countries.id })
      .from(t.countries)
      .where(sql`${t.countries.iso2} = 'IQ'`);
    const cityRows = await tx
      .insert(t.cities)
      .values(
        CITIES.map((c, i) => ({
          country_id: iraq!.id,
          ...cols('name', c.name),
          delivery_price: c.delivery,
          lat: c.lat,
          lng: c.lng,
          sort: i + 1,
        })),
      )
      .returning({ id: t.cities.id, name_en: t.cities.name_en });
    const cityId = (key: string) => cityRows.find((r) => r.name_en === CITIES.find((c) => c.key === key)!.name.en)!.id;
    if (await isEmpty(tx, t.showrooms)) {
      await tx.insert(t.showrooms).values(
        SHOWROOMS.map((s, i) => ({
          city_id: cityId(s.city),
          ...cols('name', s.name),
          ...cols('address', s.address),
          phone: s.phone,
          lat: s.lat,
          lng: s.lng,
          opening_hours: s.openingHours,
          image: mediaPath('showrooms', s.key),
          sort: i + 1,
        })),
      );
    }
  }

  await tx
    .insert(t.paymentMethods)
    .values(
      PAYMENT_METHODS.map((m, i) => ({
        key: m.key,
        ...cols('title', m.title),
        ...cols('description', m.description),
        sort: i + 1,
      })),
    )
    .onConflictDoNothing({ target: t.paymentMethods.key });
  await tx
    .insert(t.vouchers)
    .values(DEMO_VOUCHERS.map((v) => ({ ...v, starts_at: new Date('2026-01-01T00:00:00Z') })))
    .onConflictDoNothing({ target: t.vouchers.code });
  if (await isEmpty(tx, t.websiteSocials)) {
    await tx.insert(t.websiteSocials).values(WEBSITE_SOCIALS.map((s, i) => ({ ...s, sort: i + 1 })));
  }
  if (await isEmpty(tx, t.contacts)) {
    await tx.insert(t.contacts).values(
      CONTACTS.map((c, i) => ({
        type: c.type,
        value: c.value,
        ...('values' in c ? cols('value', c.values) : {}),
        ...cols('title', c.title),
        sort: i + 1,
      })),
    );
  }
  // A shop seeded before addresses were worded per language gets the demo address's translations.
  for (const contact of CONTACTS) {
    if (!('values' in contact)) continue;
    await tx
      .update(t.contacts)
      .set(cols('value', contact.values))
      .where(
        sql`${t.contacts.type} = ${contact.type} AND ${t.contacts.value} = ${contact.value} AND ${t.contacts.value_ku} = ''`,
      );
  }
  await insertPagesAndMeta(tx);
}

/** Meta entries and site pages, each added only where its page has none. */
async function insertPagesAndMeta(tx: Tx) {
  await tx
    .insert(t.metaEntries)
    .values(
      META_ENTRIES.map((m) => ({ page: m.page, ...cols('title', m.title), ...cols('description', m.description) })),
    )
    .onConflictDoNothing({ target: t.metaEntries.page });
  await tx
    .insert(t.sitePages)
    .values(SITE_PAGES.map((p) => ({ slug: p.slug, ...cols('title', p.title), ...cols('body', p.body) })))
    .onConflictDoNothing({ target: t.sitePages.slug });
}
