// The catalogue read API end to end through Fastify, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
// Every body is parsed with the contract's schemas, so a shape drift fails here before the storefront sees it.
import {
  Article,
  ArticleSummary,
  AttributesResponse,
  Banner,
  Brand,
  Category,
  City,
  Collection,
  Contact,
  Country,
  dataEnvelope,
  Highlight,
  MetaEntry,
  PaymentMethod,
  ProductDetailResponse,
  ProductList,
  ProductSummary,
  SearchKeyResponse,
  Showroom,
  WebsiteSocial,
} from '@dukan/core/contract/catalogue';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { categories } from '../db/schema/catalogue';
import { buildServer } from '../server';
import { catalogueServiceFor } from '../services/catalogue';
import {
  fakeSearchEngine,
  insertCatalogueFixture,
  TEST_SEARCH_KEY,
  type CatalogueFixture,
} from '../test/catalogue-fixtures';
import { openTestDatabase, testBackends } from '../test/databases';

const ErrorBody = z.object({
  message: z.string().min(1),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
const listOf = <T extends z.ZodType>(item: T) => dataEnvelope(z.array(item));

describe.each(testBackends)('catalogue API on %s', (backend) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let fx: CatalogueFixture;

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    fx = await insertCatalogueFixture(handle.db);
    app = await buildServer({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv),
      db: handle.db,
      search: fakeSearchEngine,
    });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  async function get(url: string) {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as unknown, headers: res.headers };
  }
  async function getOk<T extends z.ZodType>(url: string, schema: T): Promise<z.output<T>> {
    const res = await get(url);
    expect(res.status, `${url} → ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return schema.parse(res.body);
  }
  const skus = async (url: string) => (await getOk(url, ProductList)).data.map((p) => p.sku);
  const idOf = (sku: string) => fx.products.find((p) => p.sku === sku)!.id;

  describe('/products', () => {
    it('lists every product newest first with a page meta', async () => {
      const body = await getOk('/api/ku/products?limit=20', ProductList);
      expect(body.data.map((p) => p.sku)).toEqual([
        'PH-200',
        'PH-100',
        'KT-200',
        'KT-100',
        'FR-300',
        'FR-200',
        'FR-100',
      ]);
      expect(body.meta).toEqual({ total: 7, page: 1, limit: 20, last_page: 1 });
    });

    it('builds each summary from its row: prices, discount, stock, cover, category and brand', async () => {
      const { data } = await getOk('/api/en/products', ProductList);
      const fridge = data.find((p) => p.sku === 'FR-100')!;
      expect(fridge).toEqual({
        id: fx.detailed.id,
        sku: 'FR-100',
        title: 'Blue fridge',
        description: 'About the Blue fridge',
        price: 900_000,
        original_price: 1_000_000,
        discount_percent: 10,
        currency: 'IQD',
        image: '/api/media/products/fr-100-1.svg',
        stock: 5,
        in_stock: true,
        category: { id: fx.categories.fridges, title: 'Fridges', collection_id: fx.collections.home },
        brand: { id: fx.brands.bluestar, title: 'Bluestar' },
        best_seller_rank: 2,
      } satisfies ProductSummary);
      const unbranded = data.find((p) => p.sku === 'FR-300')!;
      expect(unbranded.brand).toBeNull();
      expect(unbranded.image).toBeNull();
      expect(unbranded.discount_percent).toBe(50);
      const soldOut = data.find((p) => p.sku === 'FR-200')!;
      expect(soldOut).toMatchObject({ in_stock: false, stock: 0, original_price: null, discount_percent: null });
    });

    it('paginates with total and last page', async () => {
      const second = await getOk('/api/ku/products?limit=3&page=2', ProductList);
      expect(second.meta).toEqual({ total: 7, page: 2, limit: 3, last_page: 3 });
      expect(second.data.map((p) => p.sku)).toEqual(['KT-100', 'FR-300', 'FR-200']);
      const last = await getOk('/api/ku/products?limit=3&page=3', ProductList);
      expect(last.data.map((p) => p.sku)).toEqual(['FR-100']);
      const beyond = await getOk('/api/ku/products?limit=3&page=9', ProductList);
      expect(beyond.data).toEqual([]);
      expect(beyond.meta).toEqual({ total: 7, page: 9, limit: 3, last_page: 3 });
    });

    it('keeps last_page at 1 when nothing matches', async () => {
      const empty = await getOk('/api/ku/products?min_price=99000000', ProductList);
      expect(empty).toEqual({ data: [], meta: { total: 0, page: 1, limit: 20, last_page: 1 } });
    });

    it('filters by category, collection, brand and ids', async () => {
      expect(await skus(`/api/ku/products?category=${fx.categories.kettles}`)).toEqual(['KT-200', 'KT-100']);
      expect(await skus(`/api/ku/products?category=${fx.categories.kettles},${fx.categories.phones}`)).toEqual([
        'PH-200',
        'PH-100',
        'KT-200',
        'KT-100',
      ]);
      expect(await skus(`/api/ku/products?collection=${fx.collections.electronics}`)).toEqual(['PH-200', 'PH-100']);
      expect((await getOk(`/api/ku/products?collection=${fx.collections.home}`, ProductList)).meta.total).toBe(5);
      expect(await skus(`/api/ku/products?brand=${fx.brands.bluestar}`)).toEqual(['PH-200', 'KT-100', 'FR-100']);
      expect(await skus(`/api/ku/products?ids=${idOf('FR-200')},${idOf('PH-100')}`)).toEqual(['PH-100', 'FR-200']);
      // An empty list is no filter, as a form with nothing chosen sends it.
      expect((await getOk('/api/ku/products?category=', ProductList)).meta.total).toBe(7);
    });

    it('filters by attribute values, requiring every value', async () => {
      const v = fx.values;
      expect(await skus(`/api/ku/products?values=${v.red}`)).toEqual(['KT-100', 'FR-300', 'FR-200']);
      expect(await skus(`/api/ku/products?values=${v.red},${v.m}`)).toEqual(['FR-200']);
      expect(await skus(`/api/ku/products?values=${v.blue},${v.s}`)).toEqual(['PH-100']);
      expect(await skus(`/api/ku/products?values=${v.red},${v.blue}`)).toEqual([]);
      // Repeating a value does not make it required twice.
      expect(await skus(`/api/ku/products?values=${v.m},${v.m}`)).toEqual(['FR-200', 'FR-100']);
    });

    it('filters by price range, discount and stock', async () => {
      expect(await skus('/api/ku/products?min_price=150000&max_price=600000&sort=price_asc')).toEqual([
        'PH-200',
        'FR-300',
        'PH-100',
      ]);
      expect(await skus('/api/ku/products?max_price=45000&sort=price_asc')).toEqual(['KT-100', 'KT-200']);
      expect(await skus('/api/ku/products?discounted=true')).toEqual(['PH-200', 'KT-200', 'FR-300', 'FR-100']);
      expect(await skus('/api/ku/products?discounted=false')).toEqual(['PH-100', 'KT-100', 'FR-200']);
      expect(await skus('/api/ku/products?in_stock=true')).toEqual(['PH-200', 'PH-100', 'KT-100', 'FR-300', 'FR-100']);
      expect(await skus('/api/ku/products?in_stock=false')).toEqual(['KT-200', 'FR-200']);
      expect(await skus(`/api/ku/products?in_stock=true&discounted=true&category=${fx.categories.fridges}`)).toEqual([
        'FR-300',
        'FR-100',
      ]);
    });

    it('sorts by price, best selling and discount', async () => {
      expect(await skus('/api/ku/products?sort=price_asc')).toEqual([
        'KT-100',
        'KT-200',
        'PH-200',
        'FR-300',
        'PH-100',
        'FR-200',
        'FR-100',
      ]);
      expect(await skus('/api/ku/products?sort=price_desc')).toEqual([
        'FR-100',
        'FR-200',
        'PH-100',
        'FR-300',
        'PH-200',
        'KT-200',
        'KT-100',
      ]);
      // Ranked best sellers first, then the rest by sales.
      expect(await skus('/api/ku/products?sort=best_selling')).toEqual([
        'KT-100',
        'FR-100',
        'KT-200',
        'FR-200',
        'FR-300',
        'PH-100',
        'PH-200',
      ]);
      // Biggest saving first; FR-100 and KT-200 both save 10% and tie-break on id; undiscounted last.
      const byDiscount = await skus('/api/ku/products?sort=discount');
      expect(byDiscount.slice(0, 4)).toEqual(['FR-300', 'PH-200', 'FR-100', 'KT-200']);
      expect(byDiscount.slice(4).sort()).toEqual(['FR-200', 'KT-100', 'PH-100']);
    });

    it('localizes per path locale with fallback to ku, and answers unknown locales in ku', async () => {
      const title = async (locale: string, sku: string) =>
        (await getOk(`/api/${locale}/products`, ProductList)).data.find((p) => p.sku === sku)!;
      expect((await title('ar', 'FR-100')).title).toBe('ثلاجة زرقاء');
      expect((await title('en', 'FR-100')).title).toBe('Blue fridge');
      expect((await title('ku', 'FR-100')).title).toBe('سەلاجەی شین');
      // FR-200 has no Arabic title or description; the kettles category no Arabic title.
      const noArabic = await title('ar', 'FR-200');
      expect(noArabic.title).toBe('سەلاجەی سوور');
      expect(noArabic.description).toBe('وەسفی سەلاجەی سوور');
      expect((await title('ar', 'KT-100')).category.title).toBe('کەتڵی');
      expect((await title('fr', 'FR-100')).title).toBe('سەلاجەی شین');
      expect((await title('EN', 'FR-100')).title).toBe('سەلاجەی شین');
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=1000', 'limit'],
      ['page=-1', 'page'],
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['category=abc', 'category'],
      ['values=1,x', 'values'],
      ['ids=-3', 'ids'],
      ['min_price=-1', 'min_price'],
      ['max_price=1.5', 'max_price'],
      ['min_price=500&max_price=100', 'max_price'],
      [`values=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, 'values'],
      ['sort=cheapest', 'sort'],
      ['discounted=yes', 'discounted'],
      ['in_stock=1', 'in_stock'],
    ])('answers 400 with field errors for %s', async (query, field) => {
      const res = await get(`/api/en/products?${query}`);
      expect(res.status).toBe(400);
      const body = ErrorBody.parse(res.body);
      expect(body.message).toBe('The data you sent is not valid');
      expect(Object.keys(body.errors ?? {})).toContain(field);
    });

    it('reports bad input in the language of the path', async () => {
      const res = await get('/api/ar/products?limit=0');
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(res.body).message).toBe('البيانات المدخلة غير صحيحة');
    });
  });

  describe('/products/:id', () => {
    it('returns the detail with specifications, attributes, advantages, images and related products', async () => {
      const { data } = await getOk(`/api/en/products/${fx.detailed.id}`, ProductDetailResponse);
      expect(data).toMatchObject({
        id: fx.detailed.id,
        sku: 'FR-100',
        title: 'Blue fridge',
        content: 'All about the Blue fridge',
        images: ['/api/media/products/fr-100-1.svg', '/api/media/products/fr-100-2.svg'],
        image: '/api/media/products/fr-100-1.svg',
        model: 'BS-FR100',
        capacity_liters: 420,
        net_capacity: '380 L',
        advantages: ['Saves energy', 'Quiet'],
        discount_percent: 10,
      });
      // Groups and specifications in their sort order; the private purchase cost is left out.
      expect(data.specification_groups).toEqual([
        {
          id: fx.specs.dimensionsGroup,
          title: 'Dimensions',
          specifications: [
            { id: fx.specs.width, title: 'Width', value: '70 cm' },
            { id: fx.specs.height, title: 'Height', value: '180 cm' },
          ],
        },
        {
          id: fx.specs.powerGroup,
          title: 'Power',
          specifications: [{ id: fx.specs.watts, title: 'Watts', value: '120' }],
        },
      ]);
      // Only this product's values of each attribute.
      expect(data.attributes).toEqual([
        {
          id: fx.attributes.color,
          key: 'color',
          title: 'Colour',
          values: [{ id: fx.values.blue, attribute_id: fx.attributes.color, value: '#1976d2', title: 'Blue' }],
        },
        {
          id: fx.attributes.size,
          key: 'size',
          title: 'Size',
          values: [{ id: fx.values.m, attribute_id: fx.attributes.size, value: 'M', title: 'Medium' }],
        },
      ]);
      // Same category, itself excluded, in stock first.
      expect(data.related.map((p) => p.sku)).toEqual(['FR-300', 'FR-200']);
    });

    it('localizes the detail with fallback to ku', async () => {
      const { data } = await getOk(`/api/ar/products/${fx.detailed.id}`, ProductDetailResponse);
      expect(data.advantages).toEqual(['موفرة للطاقة', 'بێدەنگ']);
      expect(data.specification_groups[0]!.specifications[0]).toMatchObject({ title: 'العرض', value: '٧٠ سم' });
      expect(data.attributes[0]!.title).toBe('اللون');
      const related = await getOk(`/api/ar/products/${idOf('KT-100')}`, ProductDetailResponse);
      expect(related.data.category.title).toBe('کەتڵی');
      expect(related.data.related.map((p) => p.sku)).toEqual(['KT-200']);
    });

    it('gives a product without extras empty lists and nulls', async () => {
      const { data } = await getOk(`/api/ku/products/${idOf('PH-200')}`, ProductDetailResponse);
      expect(data).toMatchObject({
        images: [],
        image: null,
        model: null,
        capacity_liters: null,
        net_capacity: null,
        advantages: [],
        attributes: [],
        specification_groups: [],
      });
      expect(data.related.map((p) => p.sku)).toEqual(['PH-100']);
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999999', '2147483648', '999999'])(
      'answers a JSON 404 for /products/%s',
      async (id) => {
        const res = await get(`/api/en/products/${id}`);
        expect(res.status).toBe(404);
        expect(ErrorBody.parse(res.body).message).toBe('This product was not found');
        expect(res.headers['cache-control']).toBeUndefined();
      },
    );

    it('accepts Arabic-Indic digits in the id', async () => {
      const arabicDigits = String(fx.detailed.id).replace(/[0-9]/g, (d) => String.fromCharCode(0x660 + Number(d)));
      const { data } = await getOk(`/api/ku/products/${encodeURIComponent(arabicDigits)}`, ProductDetailResponse);
      expect(data.id).toBe(fx.detailed.id);
    });
  });

  describe('/discount and /best-sellers', () => {
    it('lists discounted products only, biggest saving first, paginated like /products', async () => {
      const body = await getOk('/api/ku/discount', ProductList);
      expect(body.data.map((p) => p.sku)).toEqual(['FR-300', 'PH-200', 'FR-100', 'KT-200']);
      expect(body.data.every((p) => p.discount_percent !== null && p.original_price! > p.price)).toBe(true);
      expect(body.meta).toEqual({ total: 4, page: 1, limit: 20, last_page: 1 });
      const page = await getOk(`/api/ku/discount?limit=2&page=2&sort=price_asc`, ProductList);
      expect(page.data.map((p) => p.sku)).toEqual(['FR-300', 'FR-100']);
      expect(page.meta.last_page).toBe(2);
      // discounted=false cannot undo what the route is for.
      expect((await getOk('/api/ku/discount?discounted=false', ProductList)).meta.total).toBe(4);
      expect((await get('/api/ku/discount?limit=0')).status).toBe(400);
    });

    it('lists best sellers by rank', async () => {
      const body = await getOk('/api/en/best-sellers', listOf(ProductSummary));
      expect(body.data.map((p) => [p.sku, p.best_seller_rank])).toEqual([
        ['KT-100', 1],
        ['FR-100', 2],
        ['KT-200', 3],
      ]);
      expect((await getOk('/api/en/best-sellers?limit=2', listOf(ProductSummary))).data).toHaveLength(2);
      expect((await get('/api/en/best-sellers?limit=0')).status).toBe(400);
    });
  });

  describe('taxonomy', () => {
    it('lists categories with product counts, localized with fallback', async () => {
      const { data } = await getOk('/api/ar/categories', listOf(Category));
      expect(data.map((c) => [c.slug, c.title, c.product_count, c.collection_id])).toEqual([
        ['fridges', 'ثلاجات', 3, fx.collections.home],
        ['kettles', 'کەتڵی', 2, fx.collections.home],
        ['phones', 'هواتف', 2, fx.collections.electronics],
      ]);
    });

    it('lists collections with their categories', async () => {
      const { data } = await getOk('/api/en/collections', listOf(Collection));
      expect(data).toEqual([
        {
          id: fx.collections.home,
          slug: 'home',
          title: 'Home appliances',
          description: 'Everything for the home',
          image: '/api/media/collections/home.svg',
          categories: [
            { id: fx.categories.fridges, slug: 'fridges', title: 'Fridges' },
            { id: fx.categories.kettles, slug: 'kettles', title: 'Kettles' },
          ],
        },
        {
          id: fx.collections.electronics,
          slug: 'electronics',
          title: 'Electronics',
          description: '',
          image: null,
          categories: [{ id: fx.categories.phones, slug: 'phones', title: 'Phones' }],
        },
      ]);
    });

    it('lists brands alphabetically in the locale', async () => {
      const en = await getOk('/api/en/brands', listOf(Brand));
      expect(en.data.map((b) => b.title)).toEqual(['Bluestar', 'Zagros']);
      const ku = await getOk('/api/ku/brands', listOf(Brand));
      expect(ku.data.map((b) => b.slug).sort()).toEqual(['bluestar', 'zagros']);
      expect(ku.data.find((b) => b.slug === 'zagros')!.title).toBe('زاگرۆس');
    });

    it('lists attributes with their values under data.attributes', async () => {
      const { data } = await getOk('/api/en/attributes', AttributesResponse);
      expect(data.attributes.map((a) => [a.key, a.title, a.values.map((v) => v.title)])).toEqual([
        ['color', 'Colour', ['Red', 'Blue']],
        ['size', 'Size', ['Small', 'Medium']],
      ]);
      const ku = await getOk('/api/ku/attributes', AttributesResponse);
      expect(ku.data.attributes[0]!.values[0]).toEqual({
        id: fx.values.red,
        attribute_id: fx.attributes.color,
        value: '#d32f2f',
        title: 'سوور',
      });
    });
  });

  describe('content', () => {
    it('lists banners, filtered by page, in sort order', async () => {
      const all = await getOk('/api/en/banners', listOf(Banner));
      expect(all.data.map((b) => b.title)).toEqual(['Offers', 'Fast delivery', 'Summer sale']);
      const home = await getOk('/api/ar/banners?page=home', listOf(Banner));
      expect(home.data.map((b) => [b.title, b.link])).toEqual([
        ['گەیاندنی خێرا', '/offers'],
        ['تخفيضات الصيف', null],
      ]);
      expect((await getOk('/api/en/banners?page=nowhere', listOf(Banner))).data).toEqual([]);
      expect((await get(`/api/en/banners?page=${'x'.repeat(65)}`)).status).toBe(400);
    });

    it('lists highlights, filtered by page', async () => {
      const home = await getOk('/api/en/highlights?page=home', listOf(Highlight));
      expect(home.data.map((h) => [h.title, h.icon])).toEqual([
        ['Free delivery', 'truck'],
        ['Warranty', 'shield'],
      ]);
      expect((await getOk('/api/en/highlights', listOf(Highlight))).data).toHaveLength(3);
    });

    it('lists published articles newest first, filtered by type, and reads one', async () => {
      const all = await getOk('/api/en/articles', listOf(ArticleSummary));
      expect(all.data.map((a) => a.slug)).toEqual(['choose-a-fridge', 'new-branch']);
      expect(all.data[1]!.published_at).toBe('2026-02-01T00:00:00.000Z');
      const news = await getOk('/api/ku/articles?type=news', listOf(ArticleSummary));
      expect(news.data.map((a) => a.title)).toEqual(['لقی نوێ']);
      const article = await getOk(`/api/ar/articles/${fx.articles.guide}`, dataEnvelope(Article));
      expect(article.data).toMatchObject({ title: 'چۆن سەلاجە هەڵبژێرین', body: '<p>ڕێنمایی</p>', type: 'guides' });
      const english = await getOk(`/api/en/articles/${fx.articles.news}`, dataEnvelope(Article));
      expect(english.data.body).toBe('<p>A new branch in Duhok</p>');
    });

    it('answers 404 for unknown, malformed and scheduled articles', async () => {
      for (const id of [String(fx.articles.scheduled), '424242', 'x1', '0']) {
        const res = await get(`/api/en/articles/${id}`);
        expect(res.status, id).toBe(404);
        expect(ErrorBody.parse(res.body).message).toBe('This article was not found');
      }
    });

    it('lists active payment methods by sort', async () => {
      const { data } = await getOk('/api/en/payment-methods', listOf(PaymentMethod));
      expect(data.map((m) => [m.key, m.title, m.description])).toEqual([
        ['cod', 'Cash on delivery', 'Pay the courier'],
        ['fib', 'First Iraqi Bank', ''],
      ]);
    });

    it('lists website socials and contacts', async () => {
      const socials = await getOk('/api/ku/website-socials', listOf(WebsiteSocial));
      expect(socials.data.map((s) => s.platform)).toEqual(['facebook', 'instagram']);
      const contacts = await getOk('/api/ar/contacts', listOf(Contact));
      expect(contacts.data.map((c) => [c.type, c.title, c.value])).toEqual([
        ['phone', 'الهاتف', '+9647500000000'],
        ['email', 'ئیمەیڵ', 'hello@dukan.example'],
      ]);
    });

    it('serves /api/meta/bayad in the lang of the query, ku by default', async () => {
      const ku = await getOk('/api/meta/bayad', listOf(MetaEntry));
      expect(ku.data).toEqual([
        { page: 'home', title: 'دوکان', description: 'فرۆشگای ئۆنلاین' },
        { page: 'offers', title: 'ئۆفەرەکان', description: '' },
      ]);
      const ar = await getOk('/api/meta/bayad?lang=ar', listOf(MetaEntry));
      expect(ar.data.map((m) => m.title)).toEqual(['دكان', 'ئۆفەرەکان']);
      const en = await getOk('/api/meta/bayad?lang=en', listOf(MetaEntry));
      expect(en.data[0]).toEqual({ page: 'home', title: 'Dukan', description: 'Online shop' });
      expect((await getOk('/api/meta/bayad?lang=xx', listOf(MetaEntry))).data).toEqual(ku.data);
    });
  });

  describe('places', () => {
    it('lists countries and cities with delivery prices', async () => {
      const countries = await getOk('/api/en/countries', listOf(Country));
      expect(countries.data.map((c) => [c.iso2, c.name, c.calling_code])).toEqual([
        ['IQ', 'Iraq', '+964'],
        ['TR', 'Turkey', '+90'],
      ]);
      const cities = await getOk('/api/ar/cities', listOf(City));
      expect(cities.data).toEqual([
        {
          id: fx.cities.erbil,
          country_id: cities.data[0]!.country_id,
          name: 'أربيل',
          delivery_price: 3000,
          lat: 36.19,
          lng: 44.01,
        },
        {
          id: fx.cities.baghdad,
          country_id: cities.data[0]!.country_id,
          name: 'بغداد',
          delivery_price: 5000,
          lat: 33.31,
          lng: 44.36,
        },
      ]);
    });

    it('lists showrooms and reads one with its city and opening hours', async () => {
      const list = await getOk('/api/ar/showroom', listOf(Showroom));
      expect(list.data.map((s) => [s.name, s.city.name])).toEqual([
        ['معرض أربيل', 'أربيل'],
        ['پێشانگای بەغدا', 'بغداد'],
      ]);
      const one = await getOk(`/api/en/showroom/${fx.showrooms.erbil}`, dataEnvelope(Showroom));
      expect(one.data).toMatchObject({
        name: 'Erbil showroom',
        address: '60 Meter Street',
        phone: '+9647501234567',
        city: { id: fx.cities.erbil, name: 'Erbil' },
        lat: 36.2,
        lng: 44.02,
        image: null,
      });
      expect(one.data.opening_hours).toHaveLength(6);
      expect(one.data.opening_hours[0]).toEqual({ day: 0, open: '09:00', close: '21:00' });
      for (const id of ['77777', 'erbil']) {
        const res = await get(`/api/en/showroom/${id}`);
        expect(res.status).toBe(404);
        expect(ErrorBody.parse(res.body).message).toBe('This showroom was not found');
      }
    });
  });

  describe('/api/meilisearch/key', () => {
    it('hands out the search-only key, never cached', async () => {
      const res = await get('/api/meilisearch/key');
      expect(res.status).toBe(200);
      expect(SearchKeyResponse.parse(res.body)).toEqual({ key: TEST_SEARCH_KEY });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('caching', () => {
    it('serves small lists from memory until the catalogue is invalidated', async () => {
      const before = await getOk('/api/en/categories', listOf(Category));
      const [added] = await handle.db
        .insert(categories)
        .values({
          slug: 'fans',
          collection_id: fx.collections.home,
          title_ku: 'پانکە',
          title_ar: 'مراوح',
          title_en: 'Fans',
          sort: 9,
        })
        .returning({ id: categories.id });
      try {
        expect(await getOk('/api/en/categories', listOf(Category))).toEqual(before);
        catalogueServiceFor(handle.db).invalidate();
        const after = await getOk('/api/en/categories', listOf(Category));
        expect(after.data.map((c) => c.slug)).toEqual(['fridges', 'kettles', 'phones', 'fans']);
        expect(after.data.at(-1)!.product_count).toBe(0);
      } finally {
        await handle.db.delete(categories).where(eq(categories.id, added!.id));
        catalogueServiceFor(handle.db).invalidate();
      }
    });
  });
});
