// The product listing's whole state lives in the URL (q, category, collection, values, brand, min_price,
// max_price, sort, page) so a result page can be shared, reloaded and paged without JavaScript.
// parse ∘ serialize is the identity on parsed states (tested), and serialization is canonical.
import { toAsciiDigits } from '@dukan/core/text/normalize';

export const LISTING_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'best_selling', 'discount'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Spec §9: search page size 10. */
export const LISTING_PAGE_SIZE = 10;
const MAX_IDS = 50;
const MAX_PAGE = 10_000;
const MAX_QUERY_LENGTH = 200;

export interface ListingState {
  q: string;
  categoryIds: number[];
  collectionIds: number[];
  valueIds: number[];
  brandIds: number[];
  minPrice: number | null;
  maxPrice: number | null;
  sort: ListingSort;
  page: number;
}

export const EMPTY_LISTING_STATE: ListingState = {
  q: '',
  categoryIds: [],
  collectionIds: [],
  valueIds: [],
  brandIds: [],
  minPrice: null,
  maxPrice: null,
  sort: 'relevance',
  page: 1,
};

/** What Next gives a page as searchParams, or a URLSearchParams/FormData from the browser. */
export type ParamSource = URLSearchParams | FormData | Record<string, string | string[] | undefined>;

function all(source: ParamSource, key: string): string[] {
  if (source instanceof URLSearchParams || (typeof FormData !== 'undefined' && source instanceof FormData)) {
    return source.getAll(key).filter((v): v is string => typeof v === 'string');
  }
  const value = (source as Record<string, string | string[] | undefined>)[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Whole number typed by a person: Arabic-Indic/Persian digits and thousands separators are fine. */
export function parseWholeNumber(input: string): number | null {
  const ascii = toAsciiDigits(input)
    .replace(/[\s,.\u066B\u066C\u060C'_]/g, '')
    .trim();
  if (!/^\d{1,15}$/.test(ascii)) return null;
  const n = Number(ascii);
  return Number.isSafeInteger(n) ? n : null;
}

function idList(source: ParamSource, key: string): number[] {
  const ids = new Set<number>();
  for (const raw of all(source, key)) {
    for (const part of raw.split(/[,\u060C]/)) {
      const id = parseWholeNumber(part);
      if (id !== null && id > 0) ids.add(id);
    }
  }
  return [...ids].sort((a, b) => a - b).slice(0, MAX_IDS);
}

function first(source: ParamSource, key: string): string {
  return all(source, key)[0] ?? '';
}

export function parseListingState(source: ParamSource): ListingState {
  let minPrice = parseWholeNumber(first(source, 'min_price'));
  let maxPrice = parseWholeNumber(first(source, 'max_price'));
  // A swapped range is a typo, not a wish for nothing.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = first(source, 'sort');
  const page = parseWholeNumber(first(source, 'page'));
  return {
    q: first(source, 'q').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH),
    categoryIds: idList(source, 'category'),
    collectionIds: idList(source, 'collection'),
    valueIds: idList(source, 'values'),
    brandIds: idList(source, 'brand'),
    minPrice,
    maxPrice,
    sort: (LISTING_SORTS as readonly string[]).includes(sort) ? (sort as ListingSort) : 'relevance',
    page: page !== null && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

export function serializeListingState(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.categoryIds.length) params.set('category', state.categoryIds.join(','));
  if (state.collectionIds.length) params.set('collection', state.collectionIds.join(','));
  if (state.valueIds.length) params.set('values', state.valueIds.join(','));
  if (state.brandIds.length) params.set('brand', state.brandIds.join(','));
  if (state.minPrice !== null) params.set('min_price', String(state.minPrice));
  if (state.maxPrice !== null) params.set('max_price', String(state.maxPrice));
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function listingHref(basePath: string, state: ListingState, patch: Partial<ListingState> = {}): string {
  const qs = serializeListingState({ ...state, ...patch }).toString();
  return qs ? `${basePath}?${qs}` : basePath;
}

export function hasActiveFilters(state: ListingState): boolean {
  return (
    state.categoryIds.length > 0 ||
    state.collectionIds.length > 0 ||
    state.valueIds.length > 0 ||
    state.brandIds.length > 0 ||
    state.minPrice !== null ||
    state.maxPrice !== null
  );
}

/** The search service's sort for a listing sort; relevance is the engine's own ranking. */
export function searchSortFor(sort: ListingSort): string[] | undefined {
  switch (sort) {
    case 'price_asc':
      return ['price:asc'];
    case 'price_desc':
      return ['price:desc'];
    case 'best_selling':
      return ['sales_count:desc'];
    case 'discount':
      return ['discount_percent:desc'];
    case 'newest':
      return ['created_at:desc'];
    default:
      return undefined;
  }
}
