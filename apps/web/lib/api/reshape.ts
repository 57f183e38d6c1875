// API shapes → UI types (vercel/commerce style): the only place that knows both.
import type { PageMeta, ProductDetail, ProductSummary } from '@dukan/core/contract/catalogue';
import { pickLocalized, type Locale } from '@dukan/core/locales';
import { discountPercent } from '@dukan/core/money/format';
import { parseHighlight } from '@/ui/text/highlight';
import type { SearchDocument, SearchResponse } from './search-document';
import type { FacetCounts, Paged, ProductCardData, ProductDetailData, SearchResults } from './types';

function discountOf(price: number, original: number | null | undefined, given: number | null | undefined) {
  if (original == null || original <= price) return { originalPrice: null, discountPercent: null };
  return { originalPrice: original, discountPercent: given && given > 0 ? given : discountPercent(price, original) };
}

export function reshapeProductSummary(product: ProductSummary): ProductCardData {
  return {
    id: product.id,
    sku: product.sku,
    title: product.title,
    titleParts: null,
    price: product.price,
    ...discountOf(product.price, product.original_price, product.discount_percent),
    image: product.image,
    inStock: product.in_stock && product.stock > 0,
    stock: product.stock,
    brand: product.brand?.title ?? null,
    category: { id: product.category.id, title: product.category.title },
  };
}

export function reshapeProductDetail(product: ProductDetail): ProductDetailData {
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  return {
    ...reshapeProductSummary(product),
    image: images[0] ?? null,
    description: product.description,
    content: product.content,
    images,
    model: product.model,
    capacityLiters: product.capacity_liters,
    netCapacity: product.net_capacity,
    advantages: product.advantages.filter((a) => a.trim() !== ''),
    options: product.attributes
      .filter((attribute) => attribute.values.length > 0)
      .map((attribute) => ({
        id: attribute.id,
        key: attribute.key,
        title: attribute.title,
        values: attribute.values.map((v) => ({ id: v.id, title: v.title, value: v.value })),
      })),
    specificationGroups: product.specification_groups
      .filter((group) => group.specifications.length > 0)
      .map((group) => ({ id: group.id, title: group.title, rows: group.specifications })),
    related: product.related.map(reshapeProductSummary),
  };
}

export function reshapePaged<A, B>(items: A[], meta: PageMeta, map: (item: A) => B): Paged<B> {
  return {
    items: items.map(map),
    total: meta.total,
    page: meta.page,
    limit: meta.limit,
    lastPage: Math.max(1, meta.last_page),
  };
}

const stripHighlight = (formatted: string) =>
  parseHighlight(formatted)
    .map((part) => part.text)
    .join('');

export function reshapeSearchHit(hit: SearchDocument, locale: Locale): ProductCardData {
  // The shown title falls back like pickLocalized (language, then ku, then en); only that very field's
  // highlight may be shown, and only if it is that title with marks added.
  const shown = ([locale, 'ku', 'en'] as const).find((l) => (hit[`title_${l}`] ?? '') !== '');
  const title = shown ? (hit[`title_${shown}`] ?? '') : '';
  const formatted = shown ? (hit._formatted?.[`title_${shown}`] ?? '') : '';
  const image = hit.image ?? hit.images?.[0] ?? null;
  return {
    id: hit.id,
    sku: hit.sku,
    title,
    titleParts: formatted && stripHighlight(formatted) === title ? parseHighlight(formatted) : null,
    price: hit.price,
    ...discountOf(hit.price, hit.original_price, hit.discount_percent),
    image,
    inStock: (hit.in_stock ?? hit.stock > 0) && hit.stock > 0,
    stock: hit.stock,
    brand: hit.brand ? pickLocalized(hit.brand, 'title', locale) || null : null,
    category: hit.category ? { id: hit.category.id, title: pickLocalized(hit.category, 'title', locale) } : null,
  };
}

function facetMap(distribution: Record<string, number> | undefined): Map<number, number> {
  const map = new Map<number, number>();
  for (const [key, count] of Object.entries(distribution ?? {})) {
    const id = Number(key);
    if (Number.isSafeInteger(id) && id > 0) map.set(id, count);
  }
  return map;
}

export function reshapeFacets(distribution: SearchResponse['facetDistribution']): FacetCounts {
  return {
    categories: facetMap(distribution?.category_id),
    collections: facetMap(distribution?.collection_id),
    values: facetMap(distribution?.values),
    brands: facetMap(distribution?.brand_id ?? distribution?.brand),
  };
}

export function reshapeSearchResponse(
  response: SearchResponse,
  locale: Locale,
  page: number,
  limit: number,
): SearchResults {
  const total = response.estimatedTotalHits ?? response.totalHits ?? response.hits.length;
  return {
    items: response.hits.map((hit) => reshapeSearchHit(hit, locale)),
    total,
    page,
    limit,
    lastPage: Math.max(1, Math.ceil(total / limit)),
    facets: reshapeFacets(response.facetDistribution),
  };
}
