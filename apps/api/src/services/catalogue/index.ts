// The catalogue read service: the readers of this folder behind short-lived in-memory caches (see cache.ts
// for why). One service per database, so every part of the API that holds the database reaches the same
// caches: catalogue writes call `catalogueServiceFor(db).invalidate()` after they commit.
import type {
  Article,
  ArticleSummary,
  Attribute,
  Banner,
  Brand,
  Category,
  City,
  Collection,
  Contact,
  Country,
  Highlight,
  MetaEntry,
  PaymentMethod,
  ProductDetail,
  ProductListQuery,
  ProductSummary,
  Showroom,
  WebsiteSocial,
} from '@dukan/core/contract/catalogue';
import type { Locale } from '@dukan/core/locales';
import type { Database } from '../../db/client';
import { TtlCache } from './cache';
import {
  getArticle,
  listArticles,
  listBanners,
  listContacts,
  listHighlights,
  listMetaEntries,
  listPaymentMethods,
  listWebsiteSocials,
} from './content';
import { getShowroom, listCities, listCountries, listShowrooms } from './places';
import {
  countProducts,
  getProductDetail,
  listBestSellers,
  listProductSummaries,
  productPage,
  type ProductFilters,
  type ProductPage,
} from './products';
import { listAttributes, listBrands, listCategories, listCollections } from './taxonomy';

export type { ProductPage } from './products';

export interface CatalogueService {
  products(locale: Locale, query: ProductListQuery): Promise<ProductPage>;
  /** null: no such product. */
  product(locale: Locale, id: number): Promise<ProductDetail | null>;
  bestSellers(locale: Locale, limit: number): Promise<ProductSummary[]>;
  categories(locale: Locale): Promise<Category[]>;
  collections(locale: Locale): Promise<Collection[]>;
  brands(locale: Locale): Promise<Brand[]>;
  attributes(locale: Locale): Promise<Attribute[]>;
  banners(locale: Locale, page?: string): Promise<Banner[]>;
  highlights(locale: Locale, page?: string): Promise<Highlight[]>;
  articles(locale: Locale, type?: string): Promise<ArticleSummary[]>;
  /** null: no such published article. */
  article(locale: Locale, id: number): Promise<Article | null>;
  paymentMethods(locale: Locale): Promise<PaymentMethod[]>;
  websiteSocials(): Promise<WebsiteSocial[]>;
  contacts(locale: Locale): Promise<Contact[]>;
  meta(locale: Locale): Promise<MetaEntry[]>;
  countries(locale: Locale): Promise<Country[]>;
  cities(locale: Locale): Promise<City[]>;
  showrooms(locale: Locale): Promise<Showroom[]>;
  /** null: no such showroom. */
  showroom(locale: Locale, id: number): Promise<Showroom | null>;
  /** Drops every cached answer; call after any catalogue or content write. */
  invalidate(): void;
}

export interface CatalogueServiceOptions {
  /** Small lists (categories, banners, cities…): they change rarely and every page view asks for some. */
  listTtlMs?: number;
  /** Product pages and details: shorter, because price and stock move more often. */
  productTtlMs?: number;
  now?: () => number;
}

export function createCatalogueService(db: Database, options: CatalogueServiceOptions = {}): CatalogueService {
  const now = options.now;
  const lists = new TtlCache<unknown>({ ttlMs: options.listTtlMs ?? 30_000, maxEntries: 500, now });
  const productPages = new TtlCache<ProductPage>({ ttlMs: options.productTtlMs ?? 10_000, maxEntries: 1000, now });
  // Totals depend on the filters only, so paging through a listing or changing its sort or language
  // re-counts nothing: on a large catalogue the count is the expensive half of a list.
  const productCounts = new TtlCache<number>({ ttlMs: options.productTtlMs ?? 10_000, maxEntries: 1000, now });
  const productDetails = new TtlCache<ProductDetail | null>({
    ttlMs: options.productTtlMs ?? 10_000,
    maxEntries: 1000,
    now,
  });
  const bestSellerLists = new TtlCache<ProductSummary[]>({
    ttlMs: options.productTtlMs ?? 10_000,
    maxEntries: 100,
    now,
  });

  const cachedList = <T>(key: string, load: () => Promise<T>) => lists.get(key, load) as Promise<T>;

  /**
   * A list filtered by one field, cached per filter value too: the same array object comes back on a hit,
   * which lets the route reuse its serialized body.
   */
  const filtered = <T>(
    name: string,
    locale: Locale,
    all: () => Promise<T[]>,
    value: string | undefined,
    matches: (item: T) => boolean,
  ) =>
    value === undefined ? all() : cachedList(`${name}|${locale}|${value}`, async () => (await all()).filter(matches));

  const service: CatalogueService = {
    products: (locale, query) =>
      productPages.get(productPageKey(locale, query), async () => {
        const [data, total] = await Promise.all([
          listProductSummaries(db, locale, query),
          productCounts.get(productFiltersKey(query), () => countProducts(db, query)),
        ]);
        return productPage(data, total, query);
      }),
    product: (locale, id) => productDetails.get(`${locale}|${id}`, () => getProductDetail(db, locale, id)),
    bestSellers: (locale, limit) => bestSellerLists.get(`${locale}|${limit}`, () => listBestSellers(db, locale, limit)),
    categories: (locale) => cachedList(`categories|${locale}`, () => listCategories(db, locale)),
    collections: (locale) => cachedList(`collections|${locale}`, () => listCollections(db, locale)),
    brands: (locale) => cachedList(`brands|${locale}`, () => listBrands(db, locale)),
    attributes: (locale) => cachedList(`attributes|${locale}`, () => listAttributes(db, locale)),
    banners: (locale, page) =>
      filtered(
        'banners',
        locale,
        () => cachedList(`banners|${locale}`, () => listBanners(db, locale)),
        page,
        (b) => {
          return b.page === page;
        },
      ),
    highlights: (locale, page) =>
      filtered(
        'highlights',
        locale,
        () => cachedList(`highlights|${locale}`, () => listHighlights(db, locale)),
        page,
        (h) => h.page === page,
      ),
    articles: (locale, type) =>
      filtered(
        'articles',
        locale,
        () => cachedList(`articles|${locale}`, () => listArticles(db, locale)),
        type,
        (a) => a.type === type,
      ),
    article: (locale, id) => cachedList(`article|${locale}|${id}`, () => getArticle(db, locale, id)),
    paymentMethods: (locale) => cachedList(`payment-methods|${locale}`, () => listPaymentMethods(db, locale)),
    websiteSocials: () => cachedList('website-socials', () => listWebsiteSocials(db)),
    contacts: (locale) => cachedList(`contacts|${locale}`, () => listContacts(db, locale)),
    meta: (locale) => cachedList(`meta|${locale}`, () => listMetaEntries(db, locale)),
    countries: (locale) => cachedList(`countries|${locale}`, () => listCountries(db, locale)),
    cities: (locale) => cachedList(`cities|${locale}`, () => listCities(db, locale)),
    showrooms: (locale) => cachedList(`showrooms|${locale}`, () => listShowrooms(db, locale)),
    showroom: (locale, id) => cachedList(`showroom|${locale}|${id}`, () => getShowroom(db, locale, id)),
    invalidate: () => {
      lists.clear();
      productPages.clear();
      productCounts.clear();
      productDetails.clear();
      bestSellerLists.clear();
    },
  };
  return service;
}

/** Same filters in any order or spelling (`1,2` vs `2,1,1`) share one cache entry. */
export function productFiltersKey(filters: ProductFilters): string {
  const ids = (list: number[] | undefined) => (list?.length ? [...new Set(list)].sort((a, b) => a - b).join(',') : '');
  return [
    ids(filters.category),
    ids(filters.collection),
    ids(filters.values),
    ids(filters.brand),
    ids(filters.ids),
    filters.min_price ?? '',
    filters.max_price ?? '',
    filters.discounted ?? '',
    filters.in_stock ?? '',
  ].join('|');
}

export function productPageKey(locale: Locale, query: ProductListQuery): string {
  return `${locale}|${query.page}|${query.limit}|${query.sort}|${productFiltersKey(query)}`;
}

const services = new WeakMap<Database, CatalogueService>();

/** The one catalogue service of this database (created on first use). */
export function catalogueServiceFor(db: Database): CatalogueService {
  let service = services.get(db);
  if (!service) {
    service = createCatalogueService(db);
    services.set(db, service);
  }
  return service;
}
