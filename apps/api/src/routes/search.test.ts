import { buildProductFilter, type SearchResponse } from '@dukan/core/search/index';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchEngine } from '../adapters/search-engine';
import { FIXTURE_SQL } from '../adapters/search-engine/fixture.test-data';
import type { SearchEngine } from '../adapters/search-engine/types';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { buildServer } from '../server';
import { openTestDatabase, testBackends } from '../test/databases';

const KEY = 'test-search-key-0123456789';
// Both built-in engines answer every case alike: parity is what this suite proves.
const ENGINES = ['database', 'memory'] as const;
const cases = testBackends.flatMap((backend) => ENGINES.map((engine) => [backend, engine] as const));

describe.each(cases)('search service on %s, %s engine', (backend, engineName) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let search: SearchEngine;

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    await handle.exclusive((c) => c.exec(FIXTURE_SQL));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      SEARCH_API_KEY: KEY,
      SEARCH_ENGINE: engineName,
    } as NodeJS.ProcessEnv);
    search = await createSearchEngine(config, handle.db);
    await search.reindexAll();
    expect(search.name).toBe(engineName);
    app = await buildServer({ config, db: handle.db, search });
  });
  afterAll(async () => {
    await app?.close();
    await search?.close();
    await handle?.close();
  });

  async function get(query: Record<string, string | number>, key: string | null = KEY) {
    const response = await app.inject({
      method: 'GET',
      url: '/search/indexes/products/search',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: key === null ? {} : { authorization: `Bearer ${key}` },
    });
    return { status: response.statusCode, body: response.json() as SearchResponse & Record<string, unknown> };
  }

  async function ids(query: Record<string, string | number>): Promise<number[]> {
    const { status, body } = await get(query);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.hits.map((h) => h.id!);
  }

  const sorted = async (query: Record<string, string | number>) => (await ids(query)).sort((a, b) => a - b);

  describe('matching', () => {
    it('finds by a plain word in any language', async () => {
      expect(await sorted({ q: 'samsung' })).toEqual([1, 4]);
      expect(await sorted({ q: 'ثلاجة' })).toEqual([1, 5]);
      expect(await sorted({ q: 'ساردکەرەوە' })).toEqual([1, 5]);
    });

    it('tolerates one typo from 5 letters and two from 9, none below 5', async () => {
      expect(await sorted({ q: 'samsong' })).toEqual([1, 4]);
      // refrigerator → refregirator: two substitutions in a 12-letter word
      expect(await ids({ q: 'refregirator' })).toEqual([1, 5]);
      expect(await ids({ q: 'lamb ' })).toEqual([]);
      expect(await ids({ q: 'samsongg ' })).toEqual([]);
    });

    it('ranks title matches before description matches', async () => {
      // "refrigerator" is in the title of 1 and only in the description of 5
      expect(await ids({ q: 'refrigerator' })).toEqual([1, 5]);
    });

    it('meets Arabic letter variants: ك/ک, ي/ی, ة/ه/ە, alef forms, harakat and tatweel', async () => {
      expect(await sorted({ q: 'ساردكەرەوە' })).toEqual([1, 5]);
      expect(await sorted({ q: 'ثلاجه' })).toEqual([1, 5]);
      expect(await sorted({ q: 'ثَلّاجـة' })).toEqual([1, 5]);
      expect(await ids({ q: 'مکیف' })).toEqual([4]);
      expect(await ids({ q: 'اجهزه' })).toEqual([4]);
    });

    it('finds Kurdish spellings typed on an Arabic keyboard (ڕ→ر, ێ→ي, ۆ→و)', async () => {
      expect(await ids({ q: 'رووناكي' })).toEqual([3]);
      expect(await ids({ q: 'ميز' })).toEqual([3]);
      expect(await sorted({ q: 'سامسونگ' })).toEqual([1, 4]);
    });

    it('finds text typed on an Arabic keyboard when the shopper types the Kurdish letters', async () => {
      // Product 3's description says کومپیوتەر (no ۆ); the shopper writes کۆمپیوتەر.
      expect(await ids({ q: 'کۆمپیوتەر' })).toEqual([3]);
      // Too short for a typo: only the lossy fold of the query meets روژ.
      expect(await ids({ q: 'ڕۆژ' })).toEqual([3]);
    });

    it('reads Arabic-Indic digits in the query and in the documents', async () => {
      expect(await ids({ q: '٢٠٢٤' })).toEqual([4]);
      expect(await ids({ q: '2024' })).toEqual([4]);
      expect(await ids({ q: '400' })).toEqual([1]);
    });

    it('matches the last word as a prefix while it is being typed', async () => {
      expect(await ids({ q: 'refri' })).toEqual([1, 5]);
      expect(await ids({ q: 'samsung refri' })).toEqual([1, 4]);
      expect(await ids({ q: 'wash' })).toEqual([2]);
      expect(await ids({ q: 'wash ' })).toEqual([]);
    });

    it('ranks products matching more of the words first (first word required)', async () => {
      expect(await ids({ q: 'samsung conditioner' })).toEqual([4, 1]);
      expect(await ids({ q: 'mini samsung' })).toEqual([5]);
    });

    it('searches public specifications, category and brand names, but not private specifications', async () => {
      expect(await ids({ q: '180' })).toEqual([1]);
      expect(await ids({ q: 'secretword' })).toEqual([]);
      expect(await sorted({ q: 'lighting' })).toEqual([3]);
    });

    it('returns everything in id order for an empty query', async () => {
      const { body } = await get({});
      expect(body.hits.map((h) => h.id)).toEqual([1, 2, 3, 4, 5]);
      expect(body.estimatedTotalHits).toBe(5);
      expect(body.query).toBe('');
    });
  });

  describe('filters', () => {
    it.each([
      ['category_id = 1', [1, 5]],
      ['category_id != 1', [2, 3, 4]],
      ['price > 450000', [1, 4]],
      ['price >= 450000', [1, 2, 4]],
      ['price < 300000', [3]],
      ['price <= 300000', [3, 5]],
      ['price 300000 TO 850000', [1, 2, 5]],
      ['price >= ٤٥٠٠٠٠', [1, 2, 4]],
      ['values = 3', [1, 2]],
      ['values != 3', [3, 4, 5]],
      ['values IN [1, 2]', [1, 2, 3, 5]],
      ['values NOT IN [1]', [2, 3, 4]],
      ['values IS EMPTY', [4]],
      ['values IS NOT EMPTY', [1, 2, 3, 5]],
      ['brand EXISTS', [1, 2, 3, 4, 5]],
      ['brand NOT EXISTS', []],
      ['brand IS NULL', [3]],
      ['brand IS NOT NULL', [1, 2, 4, 5]],
      ['brand = 1', [1, 4]],
      ['brand_id != 1', [2, 3, 5]],
      ['collection_id = 2', [3, 4]],
      ['in_stock = false', [2]],
      ['discounted = true', [1]],
      ['id IN [2, 4, 99]', [2, 4]],
      ['sku = "LA-3"', [3]],
      ["sku = 'LA-3' OR sku = FR-5", [3, 5]],
      ['NOT brand_id = 1 AND (category_id = 1 OR category_id = 3)', [3, 5]],
      ['price = cheap', []],
    ])('%s', async (filter, expected) => {
      expect(await sorted({ filter })).toEqual(expected);
    });

    it('combines a filter with a query', async () => {
      expect(await sorted({ q: 'ثلاجة', filter: 'brand = 2' })).toEqual([5]);
    });

    it('takes the array form (outer AND, inner OR) over POST and JSON-encoded over GET', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/search/indexes/products/search',
        headers: { authorization: `Bearer ${KEY}` },
        payload: { filter: [['category_id = 1', 'category_id = 3'], 'in_stock = true'] },
      });
      expect(response.statusCode).toBe(200);
      expect((response.json() as SearchResponse).hits.map((h) => h.id)).toEqual([1, 3, 5]);
      expect(
        await ids({ filter: JSON.stringify([['category_id = 1', 'category_id = 3'], 'in_stock = true']) }),
      ).toEqual([1, 3, 5]);
    });

    it('accepts what the storefront filter builder writes', async () => {
      const filter = buildProductFilter({
        categoryIds: [1, 2],
        valueGroups: [[1, 2], [3]],
        brandIds: [1],
        inStock: true,
      });
      expect(await ids({ filter })).toEqual([1]);
      const priced = buildProductFilter({ collectionIds: [1], minPrice: 300000, maxPrice: 500000 });
      expect(await ids({ filter: priced })).toEqual([2, 5]);
    });

    it.each([
      ['price >', /Expected a value after `>`/],
      ['color = red', /Attribute `color` is not filterable. Available filterable attributes are: .*`category_id`/],
      ['price > abc', /`abc` is not a number/],
      ['in_stock > 1', /true or false/],
      ['(price = 1', /Expected `\)`/],
      ['price = 1 OR', /Expected an attribute name/],
    ])('rejects %j with 400 invalid_search_filter', async (filter, message) => {
      const { status, body } = await get({ filter });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 'invalid_search_filter',
        type: 'invalid_request',
        link: 'https://docs.meilisearch.com/errors#invalid_search_filter',
      });
      expect(body.message).toMatch(message);
    });
  });

  describe('response shaping', () => {
    it('highlights matched words in the original text with custom tags', async () => {
      const { body } = await get({
        q: 'سامسونگ',
        attributesToHighlight: 'title_ku,title_en',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        filter: 'id = 1',
      });
      expect(body.hits[0]!._formatted).toMatchObject({
        title_ku: 'ساردکەرەوەی <mark>سامسۆنگ</mark> ٤٠٠ لیتر',
        title_en: 'Samsung Refrigerator 400 L',
        title_ar: 'ثلاجة سامسونج ٤٠٠ لتر',
      });
      const kurdish = await get({ q: 'سامسۆنگ', attributesToHighlight: 'title_ku', filter: 'id = 1' });
      expect(kurdish.body.hits[0]!._formatted!.title_ku).toBe('ساردکەرەوەی <em>سامسۆنگ</em> ٤٠٠ لیتر');
      const short = await get({ q: 'مێز', attributesToHighlight: 'title_ku', filter: 'id = 3' });
      expect(short.body.hits[0]!._formatted!.title_ku).toBe('چرای ڕووناکی <em>مێز</em>');
      const typo = await get({ q: 'samsong refr', attributesToHighlight: 'title_en', filter: 'id = 1' });
      expect(typo.body.hits[0]!._formatted!.title_en).toBe('<em>Samsung</em> <em>Refrigerator</em> 400 L');
      const arabic = await get({ q: 'ثلاجه', attributesToHighlight: '*', filter: 'id = 5' });
      expect(arabic.body.hits[0]!._formatted!.title_ar).toBe('<em>ثلاجة</em> صغيرة');
    });

    it('counts facets on the matched and filtered set', async () => {
      const all = await get({ facets: 'category_id,collection_id,values,brand,in_stock,price', limit: 0 });
      expect(all.body.hits).toEqual([]);
      expect(all.body.estimatedTotalHits).toBe(5);
      expect(all.body.facetDistribution).toEqual({
        category_id: { '1': 2, '2': 1, '3': 1, '4': 1 },
        collection_id: { '1': 3, '2': 2 },
        values: { '1': 2, '2': 2, '3': 2 },
        brand: { '1': 2, '2': 2 },
        in_stock: { true: 4, false: 1 },
        price: { '25000': 1, '300000': 1, '450000': 1, '850000': 1, '1200000': 1 },
      });
      expect(all.body.facetStats).toEqual({ price: { min: 25000, max: 1200000 } });
      const matched = await get({ q: 'samsung', facets: 'category_id,values', filter: 'price > 100' });
      expect(matched.body.facetDistribution).toEqual({ category_id: { '1': 1, '4': 1 }, values: { '1': 1, '3': 1 } });
    });

    it('pages with offset/limit and with page/hitsPerPage', async () => {
      const first = await get({ limit: 2, offset: 0 });
      expect(first.body.hits.map((h) => h.id)).toEqual([1, 2]);
      expect(first.body).toMatchObject({ limit: 2, offset: 0, estimatedTotalHits: 5 });
      const last = await get({ limit: '٢', offset: 4 });
      expect(last.body.hits.map((h) => h.id)).toEqual([5]);
      expect(last.body.limit).toBe(2);
      const paged = await get({ page: 2, hitsPerPage: 2 });
      expect(paged.body.hits.map((h) => h.id)).toEqual([3, 4]);
      expect(paged.body).toMatchObject({ page: 2, hitsPerPage: 2, totalHits: 5, totalPages: 3 });
      expect(paged.body.estimatedTotalHits).toBeUndefined();
    });

    it('carries the page meta: total, limit, page, last, previous and next', async () => {
      expect((await get({ limit: 2, offset: 0 })).body.meta).toEqual({
        total: 5,
        limit: 2,
        page: 1,
        last: 3,
        previous: null,
        next: 2,
      });
      expect((await get({ limit: 2, offset: 2 })).body.meta).toEqual({
        total: 5,
        limit: 2,
        page: 2,
        last: 3,
        previous: 1,
        next: 3,
      });
      expect((await get({ page: 3, hitsPerPage: 2 })).body.meta).toEqual({
        total: 5,
        limit: 2,
        page: 3,
        last: 3,
        previous: 2,
        next: null,
      });
      // Past the end: no next, and previous leads back to the last page.
      expect((await get({ limit: 2, offset: 10 })).body.meta).toEqual({
        total: 5,
        limit: 2,
        page: 6,
        last: 3,
        previous: 3,
        next: null,
      });
      expect((await get({ q: 'zzzzzz' })).body.meta).toEqual({
        total: 0,
        limit: 20,
        page: 1,
        last: 1,
        previous: null,
        next: null,
      });
    });

    it('sorts by the sortable attributes', async () => {
      expect(await ids({ sort: 'price:asc' })).toEqual([3, 5, 2, 1, 4]);
      expect(await ids({ sort: 'price:desc' })).toEqual([4, 1, 2, 5, 3]);
      expect(await ids({ sort: 'created_at:asc' })).toEqual([5, 4, 3, 2, 1]);
      expect(await ids({ sort: 'best_seller_rank:asc' })).toEqual([1, 4, 3, 2, 5]);
      expect(await ids({ sort: 'discount_percent:desc,sales_count:desc' })).toEqual([1, 4, 2, 3, 5]);
      expect(await ids({ q: 'ثلاجة', sort: 'price:asc' })).toEqual([5, 1]);
    });

    it('retrieves only the asked attributes and builds complete documents', async () => {
      const { body } = await get({ attributesToRetrieve: 'id,title_en', filter: 'id = 3' });
      expect(body.hits).toEqual([{ id: 3, title_en: 'Desk Lamp' }]);
      const full = await get({ filter: 'id = 1' });
      expect(full.body.hits[0]).toMatchObject({
        id: 1,
        sku: 'FR-1',
        category: { id: 1, collection_id: 1, title_en: 'Fridges', title_ar: 'الثلاجات', title_ku: 'ساردکەرەوەکان' },
        category_id: 1,
        collection_id: 1,
        brand: { id: 1, title_en: 'Samsung' },
        brand_id: 1,
        price: 850000,
        original_price: 1000000,
        discount_percent: 15,
        discounted: true,
        in_stock: true,
        values: [1, 3],
        public_specification_groups: [{ id: 1, title_en: 'Dimensions', title_ar: 'الأبعاد', title_ku: 'قەبارەکان' }],
        public_specifications: [{ id: 1, group_id: 1, title_en: 'Height', value_en: '180 cm', value_ku: '١٨٠ سم' }],
        best_seller_rank: 1,
        created_at: '2024-01-05T10:00:00.000Z',
      });
    });
  });

  describe('keys and parameters', () => {
    it('answers 401 without a key and 403 with a wrong one, shaped like Meilisearch', async () => {
      const missing = await get({ q: 'lamp' }, null);
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual({
        message: expect.any(String),
        code: 'missing_authorization_header',
        type: 'auth',
        link: 'https://docs.meilisearch.com/errors#missing_authorization_header',
      });
      const wrong = await get({ q: 'lamp' }, 'not-the-key');
      expect(wrong.status).toBe(403);
      expect(wrong.body).toMatchObject({ code: 'invalid_api_key', type: 'auth' });
      expect(await search.publicKey()).toBe(KEY);
    });

    it.each([
      [{ limit: 'abc' }, 'invalid_search_limit'],
      [{ limit: 1000 }, 'invalid_search_limit'],
      [{ offset: -1 }, 'invalid_search_offset'],
      [{ sort: 'title_en:asc' }, 'invalid_search_sort'],
      [{ sort: 'price' }, 'invalid_search_sort'],
      [{ facets: 'colour' }, 'invalid_search_facets'],
      [{ page: 'x' }, 'invalid_search_page'],
    ])('rejects %j with %s', async (query, code) => {
      const { status, body } = await get(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code, type: 'invalid_request' });
    });

    it('rejects a POST body that is not an object and an unknown index', async () => {
      const notObject = await app.inject({
        method: 'POST',
        url: '/search/indexes/products/search',
        headers: { authorization: `Bearer ${KEY}` },
        payload: [1, 2],
      });
      expect(notObject.statusCode).toBe(400);
      const malformed = await app.inject({
        method: 'POST',
        url: '/search/indexes/products/search',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        payload: '{"q":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 'malformed_payload' });
      const unknown = await app.inject({
        method: 'GET',
        url: '/search/indexes/orders/search',
        headers: { authorization: `Bearer ${KEY}` },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'index_not_found' });
    });
  });

  describe('consistency with catalogue writes', () => {
    it('follows a product update and a delete after indexProducts', async () => {
      const vocabulary = async (word: string) =>
        (
          (await handle.db.execute(sql`SELECT doc_count FROM search_vocabulary WHERE word = ${word}`)) as unknown as {
            rows: { doc_count: number }[];
          }
        ).rows[0]?.doc_count ?? 0;
      expect(await vocabulary('desk')).toBe(1);
      expect(await vocabulary('samsung')).toBe(2);
      await handle.db.execute(sql`UPDATE products SET title_en = 'Reading Lamp Halogen', price = 27000 WHERE id = 3`);
      await search.indexProducts([3]);
      expect(await ids({ q: 'halogen' })).toEqual([3]);
      expect(await ids({ q: 'desk ' })).toEqual([]);
      expect(await vocabulary('desk')).toBe(0);
      expect(await vocabulary('halogen')).toBe(1);
      expect(await sorted({ q: 'halogan' })).toEqual([3]);
      const hit = await get({ q: 'halogen' });
      expect(hit.body.hits[0]!.price).toBe(27000);

      expect(await vocabulary('mini')).toBe(1);
      await handle.db.execute(sql`DELETE FROM products WHERE id = 5`);
      await search.indexProducts([5]);
      expect(await vocabulary('mini')).toBe(0);
      expect(await ids({ q: 'mini' })).toEqual([]);
      expect(await vocabulary('fridge')).toBe(1);

      // A full rebuild agrees with what the triggers kept up to date.
      const before = await handle.db.execute(sql`SELECT word, doc_count FROM search_vocabulary ORDER BY word`);
      await search.reindexAll();
      const after = await handle.db.execute(sql`SELECT word, doc_count FROM search_vocabulary ORDER BY word`);
      expect((after as unknown as { rows: unknown[] }).rows).toEqual((before as unknown as { rows: unknown[] }).rows);
    });
  });
});
