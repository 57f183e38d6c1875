import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testBackends } from '../../test/databases';
import type { DbHandle } from '../client';
import { seedDemoShopIfEmpty } from './demo';
import { recordingSearchEngine } from './recording-search-engine';
import { queryRows } from '../rows';
import { SITE_PAGE_SLUGS } from '@dukan/core/contract/content';
import { DEFAULT_PRICING_RULES } from '@dukan/core/orders/pricing';

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

describe.each(testBackends)('demo seed on %s', (backend) => {
  let handle: DbHandle;
  let search: ReturnType<typeof recordingSearchEngine>;
  let firstRun: boolean;

  async function rows<R>(query: ReturnType<typeof sql>): Promise<R[]> {
    return queryRows<R>(handle.db, query);
  }
  async function count(table: string, where = 'true'): Promise<number> {
    const [r] = await rows<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`));
    return r!.n;
  }

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    search = recordingSearchEngine();
    firstRun = await seedDemoShopIfEmpty(handle, search);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('seeds an empty database once and asks the search engine to reindex', async () => {
    expect(firstRun).toBe(true);
    expect(search.reindexCalls).toBe(1);
    const productsBefore = await count('products');
    expect(await seedDemoShopIfEmpty(handle, search)).toBe(false);
    expect(search.reindexCalls).toBe(1);
    expect(await count('products')).toBe(productsBefore);
  });

  it('creates the catalogue minimums', async () => {
    expect(await count('products')).toBeGreaterThanOrEqual(80);
    expect(await count('categories')).toBeGreaterThanOrEqual(8);
    expect(await count('collections')).toBe(4);
    expect(await count('brands')).toBeGreaterThanOrEqual(10);
    expect(await count('products', 'stock = 0')).toBeGreaterThanOrEqual(3);
    expect(await count('products', 'original_price > price')).toBeGreaterThanOrEqual(5);
    expect(await count('products', 'original_price IS NOT NULL AND original_price <= price')).toBe(0);
    expect(await count('products', 'best_seller_rank IS NOT NULL')).toBeGreaterThanOrEqual(8);
    // Every category has products, every product its images served by the media route.
    expect(await count('categories c', 'NOT EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id)')).toBe(0);
    expect(await count('products', 'jsonb_array_length(images) NOT BETWEEN 2 AND 3')).toBe(0);
    const [image] = await rows<{ img: string; sku: string }>(sql`SELECT images->>0 AS img, sku FROM products LIMIT 1`);
    expect(image!.img).toBe(`/api/media/products/${image!.sku}/1.svg`);
  });

  it('gives best sellers distinct ranks from 1', async () => {
    const ranks = (
      await rows<{ r: number }>(
        sql`SELECT best_seller_rank AS r FROM products WHERE best_seller_rank IS NOT NULL ORDER BY 1`,
      )
    ).map((x) => x.r);
    expect(ranks).toEqual(ranks.map((_, i) => i + 1));
  });

  it('writes real text in all three languages', async () => {
    const products = await rows<Record<string, string>>(
      sql`SELECT title_ku, title_ar, title_en, description_ku, description_ar, description_en, content_ku, content_ar, content_en FROM products`,
    );
    for (const p of products) {
      for (const field of ['title', 'description', 'content']) {
        for (const lang of ['ku', 'ar', 'en']) expect(p[`${field}_${lang}`]!.trim(), `${field}_${lang}`).not.toBe('');
      }
      expect(p.title_ku).toMatch(ARABIC_SCRIPT);
      expect(p.title_ar).toMatch(ARABIC_SCRIPT);
      expect(p.title_en).toMatch(/[A-Za-z]/);
      expect(p.title_ku).not.toBe(p.title_ar);
      expect(`${p.title_en} ${p.content_en}`.toLowerCase()).not.toContain('lorem');
    }
    // Sorani has letters Arabic does not: the Kurdish texts use them.
    const [sorani] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products WHERE description_ku ~ '[ەێۆڕڵ]'`,
    );
    expect(sorani!.n).toBe(await count('products'));
  });

  it('fills product facts: capacity, model, net capacity, advantages, attributes and specifications', async () => {
    expect(await count('products', 'capacity_liters IS NOT NULL')).toBeGreaterThanOrEqual(10);
    expect(await count('products', 'model IS NOT NULL')).toBeGreaterThanOrEqual(30);
    expect(await count('products', 'net_capacity IS NOT NULL')).toBeGreaterThanOrEqual(10);
    expect(await count('products', 'jsonb_array_length(advantages) < 1')).toBe(0);
    const [advantage] = await rows<{ a: { ku: string; ar: string; en: string } }>(
      sql`SELECT advantages->0 AS a FROM products LIMIT 1`,
    );
    expect(advantage!.a.ku).toMatch(ARABIC_SCRIPT);
    expect(advantage!.a.en).toMatch(/[a-z]/);

    const attributes = await rows<{ key: string; n: number }>(
      sql`SELECT a.key, count(v.id)::int AS n FROM attributes a JOIN attribute_values v ON v.attribute_id = a.id GROUP BY a.key ORDER BY a.key`,
    );
    expect(attributes.map((a) => a.key)).toEqual(['color', 'size']);
    expect(attributes.every((a) => a.n >= 4)).toBe(true);
    expect(
      await count(
        'attribute_values v',
        "v.attribute_id = (SELECT id FROM attributes WHERE key = 'color') AND v.value !~ '^#[0-9a-f]{6}$'",
      ),
    ).toBe(0);
    expect(await count('product_attribute_values')).toBeGreaterThanOrEqual(80);

    expect(await count('specification_groups')).toBeGreaterThanOrEqual(4);
    expect(
      await count(
        'products p',
        'NOT EXISTS (SELECT 1 FROM product_specifications s WHERE s.product_id = p.id AND s.is_public)',
      ),
    ).toBe(0);
    expect(await count('product_specifications', 'NOT is_public')).toBeGreaterThan(0);
    expect(await count('product_specifications', "value_ku = '' OR value_ar = '' OR value_en = ''")).toBe(0);
  });

  it('creates content for the storefront pages', async () => {
    for (const page of ['home', 'products', 'offers', 'contact']) {
      expect(await count('banners', `page = '${page}'`), `banners ${page}`).toBeGreaterThan(0);
      expect(await count('highlights', `page = '${page}'`), `highlights ${page}`).toBeGreaterThan(0);
    }
    expect(await count('highlights', 'icon IS NULL')).toBe(0);
    expect(await count('articles')).toBeGreaterThanOrEqual(3);
    expect(await count('(SELECT DISTINCT type FROM articles) t')).toBeGreaterThanOrEqual(2);
    expect(await count('articles', "body_ku NOT LIKE '<p>%'")).toBe(0);
    const metaPages = (await rows<{ page: string }>(sql`SELECT page FROM meta_entries`)).map((r) => r.page);
    expect(metaPages).toEqual(
      expect.arrayContaining(['home', 'products', 'offers', 'cart', 'contact', 'product', 'articles', 'showroom']),
    );
    expect(await count('website_socials')).toBeGreaterThanOrEqual(3);
    expect(
      (await rows<{ type: string }>(sql`SELECT DISTINCT type FROM contacts ORDER BY 1`)).map((r) => r.type),
    ).toEqual(['address', 'email', 'phone', 'whatsapp']);
    // The address is worded in each language, so Kurdish and Arabic pages do not show it in English.
    const [address] = await rows<{ value_ku: string; value_ar: string }>(
      sql`SELECT value_ku, value_ar FROM contacts WHERE type = 'address'`,
    );
    expect(address?.value_ku).toMatch(/هەولێر/);
    expect(address?.value_ar).toMatch(/أربيل/);
  });

  it('creates places, showrooms and payment methods', async () => {
    expect(await count('cities')).toBe(18);
    expect(await count('cities', "country_id <> (SELECT id FROM countries WHERE iso2 = 'IQ')")).toBe(0);
    expect(await count('cities', 'delivery_price <= 0 OR lat NOT BETWEEN 29 AND 38 OR lng NOT BETWEEN 38 AND 49')).toBe(
      0,
    );
    const [erbil] = await rows<{ delivery_price: number }>(
      sql`SELECT delivery_price FROM cities WHERE name_en = 'Erbil'`,
    );
    expect(erbil!.delivery_price).toBe(3000);
    const [iraq] = await rows<{ calling_code: string }>(sql`SELECT calling_code FROM countries WHERE iso2 = 'IQ'`);
    expect(iraq!.calling_code).toBe('+964');
    expect(await count('countries')).toBeGreaterThanOrEqual(5);

    const showrooms = await rows<{ phone: string; opening_hours: { day: number; open: string; close: string }[] }>(
      sql`SELECT phone, opening_hours FROM showrooms`,
    );
    expect(showrooms.length).toBeGreaterThanOrEqual(3);
    for (const s of showrooms) {
      expect(s.phone).toMatch(/^\+964 \d{3} \d{3} \d{4}$/);
      expect(s.opening_hours.length).toBeGreaterThanOrEqual(6);
      for (const h of s.opening_hours) {
        expect(h.day).toBeGreaterThanOrEqual(0);
        expect(h.day).toBeLessThanOrEqual(6);
        expect(h.open < h.close).toBe(true);
      }
    }
    expect((await rows<{ key: string }>(sql`SELECT key FROM payment_methods ORDER BY key`)).map((r) => r.key)).toEqual([
      'cod',
      'fib',
    ]);
  });

  it('writes every footer page in three languages and a meta entry for every storefront page', async () => {
    const pages = await rows<Record<string, string>>(sql`SELECT * FROM site_pages ORDER BY slug`);
    expect(pages.map((p) => p.slug)).toEqual([...SITE_PAGE_SLUGS].sort());
    for (const p of pages) {
      for (const lang of ['ku', 'ar', 'en']) {
        expect(p[`title_${lang}`]!.trim(), `${p.slug} title_${lang}`).not.toBe('');
        expect(p[`body_${lang}`], `${p.slug} body_${lang}`).toMatch(/^<p>/);
        // Links stay in the page's language.
        for (const [, href] of p[`body_${lang}`]!.matchAll(/href="(\/[^"]*)"/g)) expect(href).toMatch(`/${lang}/`);
      }
      expect(p.body_ku).toMatch(/[ەێۆڕڵ]/);
      expect(p.body_ar).toMatch(ARABIC_SCRIPT);
      expect(p.body_ar).not.toMatch(/[ەێۆڕڵ]/);
    }
    // The points page states the rules the API applies by default.
    const points = pages.find((p) => p.slug === 'reward-points')!;
    const { iqdPerPointEarned, pointValueIqd, pointsMaxShare } = DEFAULT_PRICING_RULES;
    expect(points.body_en).toContain(`1 point for every ${iqdPerPointEarned.toLocaleString('en-US')} IQD`);
    expect(points.body_en).toContain(`worth <strong>${pointValueIqd} IQD`);
    expect(points.body_en).toContain(`${pointsMaxShare * 100}%`);
    const privacy = pages.find((p) => p.slug === 'privacy-policy')!;
    for (const kept of ['phone number', 'address', 'map', 'orders', 'contact form', 'IP address']) {
      expect(privacy.body_en).toContain(kept);
    }

    const metaPages = (await rows<{ page: string }>(sql`SELECT page FROM meta_entries`)).map((r) => r.page);
    expect(metaPages).toEqual(
      expect.arrayContaining([
        'home',
        'products',
        'offers',
        'contact',
        'cart',
        'articles',
        'showroom',
        ...SITE_PAGE_SLUGS,
      ]),
    );
    expect(await count('meta_entries', "title_ku = '' OR title_ar = '' OR title_en = '' OR description_en = ''")).toBe(
      0,
    );
  });

  it('gives a shop seeded earlier the pages it lacks without touching the ones it has', async () => {
    await handle.db.execute(sql`DELETE FROM site_pages WHERE slug = 'terms'`);
    await handle.db.execute(sql`DELETE FROM meta_entries WHERE page = 'terms'`);
    await handle.db.execute(sql`UPDATE site_pages SET title_en = 'Our story' WHERE slug = 'about-us'`);
    expect(await seedDemoShopIfEmpty(handle, search)).toBe(false);
    expect(await count('site_pages', "slug = 'terms'")).toBe(1);
    expect(await count('meta_entries', "page = 'terms'")).toBe(1);
    expect(await count('site_pages', "slug = 'about-us' AND title_en = 'Our story'")).toBe(1);
  });

  it('has at least two article types with two articles each and showrooms with opening hours', async () => {
    const types = await rows<{ type: string; n: number }>(
      sql`SELECT type, count(*)::int AS n FROM articles WHERE published_at <= now() GROUP BY type HAVING count(*) >= 2`,
    );
    expect(types.length).toBeGreaterThanOrEqual(2);
    expect(await count('showrooms', 'jsonb_array_length(opening_hours) > 0')).toBeGreaterThanOrEqual(2);
  });

  it('creates the demo vouchers the README names, valid today', async () => {
    const vouchers = await rows<{ code: string; active: boolean; expires_at: string | null }>(
      sql`SELECT code, active, expires_at FROM vouchers WHERE starts_at <= now() ORDER BY code`,
    );
    expect(vouchers.map((v) => v.code)).toEqual(['DUKAN10', 'NEWROZ25']);
    expect(vouchers.every((v) => v.active && v.expires_at === null)).toBe(true);
  });
});
