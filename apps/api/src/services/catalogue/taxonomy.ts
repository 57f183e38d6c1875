// How the catalogue is organised: collections, their categories, brands, attributes and their values.
import type { Attribute, Brand, Category, Collection } from '@dukan/core/contract/catalogue';
import { ICU_LOCALE, pickLocalized, type Locale } from '@dukan/core/locales';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attributes, attributeValues, brands, categories, collections } from '../../db/schema/catalogue';

export async function listCategories(db: Database, locale: Locale): Promise<Category[]> {
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      collection_id: categories.collection_id,
      title_ku: categories.title_ku,
      title_ar: categories.title_ar,
      title_en: categories.title_en,
      image: categories.image,
      // Correlated count over products_category_idx: one query for all categories. Spelled out in SQL
      // because Drizzle leaves columns unqualified in a single-table select, which would bind to the subquery.
      product_count: sql<number>`(SELECT count(*)::int FROM products p WHERE p.category_id = categories.id)`,
    })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: pickLocalized(r, 'title', locale),
    collection_id: r.collection_id,
    image: r.image,
    product_count: Number(r.product_count),
  }));
}

export async function listCollections(db: Database, locale: Locale): Promise<Collection[]> {
  const [collectionRows, categoryRows] = await Promise.all([
    db.select().from(collections).orderBy(asc(collections.sort), asc(collections.id)),
    db
      .select({
        id: categories.id,
        slug: categories.slug,
        collection_id: categories.collection_id,
        title_ku: categories.title_ku,
        title_ar: categories.title_ar,
        title_en: categories.title_en,
      })
      .from(categories)
      .orderBy(asc(categories.sort), asc(categories.id)),
  ]);
  const byCollection = new Map<number, Collection['categories']>();
  for (const c of categoryRows) {
    const list = byCollection.get(c.collection_id) ?? [];
    list.push({ id: c.id, slug: c.slug, title: pickLocalized(c, 'title', locale) });
    byCollection.set(c.collection_id, list);
  }
  return collectionRows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: pickLocalized(r, 'title', locale),
    description: pickLocalized(r, 'description', locale),
    image: r.image,
    categories: byCollection.get(r.id) ?? [],
  }));
}

export async function listBrands(db: Database, locale: Locale): Promise<Brand[]> {
  const rows = await db.select().from(brands).orderBy(asc(brands.id));
  // Alphabetical in the shopper's own language, so the order is computed after localizing.
  const collator = new Intl.Collator(ICU_LOCALE[locale]);
  return rows
    .map((r) => ({ id: r.id, slug: r.slug, title: pickLocalized(r, 'title', locale) }))
    .sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
}

export async function listAttributes(db: Database, locale: Locale): Promise<Attribute[]> {
  const [attributeRows, valueRows] = await Promise.all([
    db.select().from(attributes).orderBy(asc(attributes.sort), asc(attributes.id)),
    db.select().from(attributeValues).orderBy(asc(attributeValues.sort), asc(attributeValues.id)),
  ]);
  const byAttribute = new Map<number, Attribute['values']>();
  for (const v of valueRows) {
    const list = byAttribute.get(v.attribute_id) ?? [];
    list.push({ id: v.id, attribute_id: v.attribute_id, value: v.value, title: pickLocalized(v, 'title', locale) });
    byAttribute.set(v.attribute_id, list);
  }
  return attributeRows.map((a) => ({
    id: a.id,
    key: a.key,
    title: pickLocalized(a, 'title', locale),
    values: byAttribute.get(a.id) ?? [],
  }));
}
