// Server-side reads of the main API's catalogue. Cached in Next's data cache, and so are the pages that read
// them (lib/cache/pages.ts). Each read carries the API's change tag for its data ('catalogue', 'content',
// 'delivery', `product:<id>`): the API's signed call to /internal/revalidate names the tags a change touched,
// and every read and page carrying one is dropped at once. The minute is only the fallback when a call is lost.
import 'server-only';
import {
  Attribute,
  Banner,
  Brand,
  Category,
  Collection,
  Contact,
  Highlight,
  MetaEntry,
  PaymentMethod,
  ProductDetail,
  ProductList,
  ProductSummary,
  WebsiteSocial,
} from '@dukan/core/contract/catalogue';
import type { Locale } from '@dukan/core/locales';
import { z } from 'zod';
import { CATALOGUE_REVALIDATE_SECONDS, serverBaseUrls } from '@/lib/api/config';
import { reshapePaged, reshapeProductDetail, reshapeProductSummary } from '@/lib/api/reshape';
import { apiRequest, type QueryValue } from '@/lib/api/request';
import { ok, type Result } from '@/lib/api/result';
import type { Paged, ProductCardData, ProductDetailData } from '@/lib/api/types';

// Every catalogue response is read from `data` (spec §7).
function dataOf<T>(schema: z.ZodType<T>): z.ZodType<T> {
  return z.object({ data: schema }).transform((body) => body.data as T);
}

/** The API's change tags (apps/api/src/services/changes): what a change publishes, a read is tagged with. */
export type ChangeTag = 'catalogue' | 'content' | 'delivery' | `product:${number}`;

async function catalogueGet<T>(
  locale: Locale,
  path: string,
  schema: z.ZodType<T>,
  query: Record<string, QueryValue> = {},
  tags: ChangeTag[] = ['catalogue'],
): Promise<Result<T>> {
  return apiRequest(serverBaseUrls().main, `/${locale}/${path}`, {
    query,
    lang: locale,
    schema,
    next: { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags },
  });
}

const map =
  <A, B>(fn: (a: A) => B) =>
  (result: Result<A>): Result<B> =>
    result.ok ? ok(fn(result.data)) : result;

export const getBanners = (locale: Locale, page: string) =>
  catalogueGet(locale, 'banners', dataOf(z.array(Banner)), { page }, ['content']);
export const getHighlights = (locale: Locale, page: string) =>
  catalogueGet(locale, 'highlights', dataOf(z.array(Highlight)), { page }, ['content']);
export const getCategories = (locale: Locale) => catalogueGet(locale, 'categories', dataOf(z.array(Category)));
export const getCollections = (locale: Locale) => catalogueGet(locale, 'collections', dataOf(z.array(Collection)));
export const getBrands = (locale: Locale) => catalogueGet(locale, 'brands', dataOf(z.array(Brand)));
export const getAttributes = (locale: Locale) =>
  catalogueGet(
    locale,
    'attributes',
    dataOf(z.object({ attributes: z.array(Attribute) })).transform((d) => d.attributes),
  );
export const getPaymentMethods = (locale: Locale) =>
  catalogueGet(locale, 'payment-methods', dataOf(z.array(PaymentMethod)), {}, ['delivery']);
export const getWebsiteSocials = (locale: Locale) =>
  catalogueGet(locale, 'website-socials', dataOf(z.array(WebsiteSocial)), {}, ['content']);
export const getContacts = (locale: Locale) =>
  catalogueGet(locale, 'contacts', dataOf(z.array(Contact)), {}, ['content']);

export async function getMetaEntries(locale: Locale): Promise<Result<z.infer<typeof MetaEntry>[]>> {
  return apiRequest(serverBaseUrls().main, '/meta/bayad', {
    lang: locale,
    schema: dataOf(z.array(MetaEntry)),
    next: { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: ['content'] },
  });
}

/** Best sellers come as a plain list or as a paged list; both read from data. */
const ProductSummaries = z.object({ data: z.array(ProductSummary) }).transform((body) => body.data);

export async function getBestSellers(locale: Locale, limit = 8): Promise<Result<ProductCardData[]>> {
  const result = await catalogueGet(locale, 'best-sellers', ProductSummaries, { limit });
  return map((items: ProductSummary[]) => items.slice(0, limit).map(reshapeProductSummary))(result);
}

export async function getDiscounted(locale: Locale, page = 1, limit = 20): Promise<Result<Paged<ProductCardData>>> {
  const result = await catalogueGet(locale, 'discount', ProductList, { page, limit });
  return map((list: z.infer<typeof ProductList>) => reshapePaged(list.data, list.meta, reshapeProductSummary))(result);
}

/** `{ ok: false, error: { status: 404 } }` for an unknown id: the page shows its not-found view. */
export async function getProduct(locale: Locale, id: number): Promise<Result<ProductDetailData>> {
  const result = await catalogueGet(locale, `products/${id}`, dataOf(ProductDetail), {}, [
    'catalogue',
    `product:${id}`,
  ]);
  return map(reshapeProductDetail)(result);
}
