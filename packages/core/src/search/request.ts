// The search request, as Meilisearch's `/indexes/{uid}/search` takes it, for GET query strings
// (everything a string, lists as "a,b", digits possibly Arabic-Indic) and POST JSON bodies alike.
import { z } from 'zod';
import { toAsciiDigits } from '../text/normalize';

export const SORTABLE_ATTRIBUTES = [
  'price',
  'created_at',
  'sales_count',
  'discount_percent',
  'best_seller_rank',
] as const;
export type SortableAttribute = (typeof SORTABLE_ATTRIBUTES)[number];

/** Attributes a filter may name on the built-in engine. `brand` is an alias of `brand_id`. */
export const FILTERABLE_ATTRIBUTES = [
  'id',
  'sku',
  'values',
  'category_id',
  'collection_id',
  'brand',
  'brand_id',
  'price',
  'original_price',
  'discount_percent',
  'stock',
  'in_stock',
  'discounted',
  'best_seller_rank',
  'sales_count',
] as const;
export type FilterableAttribute = (typeof FILTERABLE_ATTRIBUTES)[number];

/** Attributes `facets` may ask for. */
export const FACETABLE_ATTRIBUTES = [
  'category_id',
  'collection_id',
  'values',
  'brand',
  'brand_id',
  'in_stock',
  'discounted',
  'price',
] as const;
export type FacetableAttribute = (typeof FACETABLE_ATTRIBUTES)[number];

export const MAX_SEARCH_LIMIT = 100;
export const MAX_SEARCH_OFFSET = 100_000;
export const DEFAULT_SEARCH_LIMIT = 20;

function wholeNumber(max: number) {
  return z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const ascii = toAsciiDigits(v.trim());
      return /^-?\d+$/.test(ascii) ? Number(ascii) : v;
    },
    z
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(max, `must be at most ${max}`),
  );
}

/** "a,b" in a query string, an array in JSON. */
const stringList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(z.string().max(200)).max(50),
);

const FilterValue = z.union([
  z.string().max(8000),
  z.array(z.union([z.string().max(8000), z.array(z.string().max(8000)).max(200)])).max(200),
]);

/** The array form may arrive JSON-encoded in a GET query string. */
const filterParam = z.preprocess((v) => {
  if (typeof v === 'string' && v.trimStart().startsWith('[')) {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }
  return v;
}, FilterValue.nullable());

const SortEntry = z
  .string()
  .regex(/^[a-z_]+:(asc|desc)$/, 'must look like `price:asc` or `price:desc`')
  .refine((s) => (SORTABLE_ATTRIBUTES as readonly string[]).includes(s.split(':')[0]!), {
    message: `sortable attributes are ${SORTABLE_ATTRIBUTES.join(', ')}`,
  });

export const SearchRequest = z.object({
  q: z
    .string()
    .max(500)
    .nullish()
    .transform((q) => q ?? ''),
  offset: wholeNumber(MAX_SEARCH_OFFSET).optional(),
  limit: wholeNumber(MAX_SEARCH_LIMIT).optional(),
  page: wholeNumber(10_000).optional(),
  hitsPerPage: wholeNumber(MAX_SEARCH_LIMIT).optional(),
  filter: filterParam.optional(),
  sort: z
    .preprocess((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()) : v), z.array(SortEntry).max(5))
    .optional(),
  facets: stringList
    .refine((list) => list.every((f) => (FACETABLE_ATTRIBUTES as readonly string[]).includes(f)), {
      message: `facets may be ${FACETABLE_ATTRIBUTES.join(', ')}`,
    })
    .optional(),
  attributesToHighlight: stringList.optional(),
  attributesToRetrieve: stringList.optional(),
  highlightPreTag: z.string().max(100).optional(),
  highlightPostTag: z.string().max(100).optional(),
});
export type SearchRequest = z.output<typeof SearchRequest>;
export type SearchRequestInput = z.input<typeof SearchRequest>;

const PARAM_ERROR_CODES: Record<string, string> = {
  q: 'invalid_search_q',
  offset: 'invalid_search_offset',
  limit: 'invalid_search_limit',
  page: 'invalid_search_page',
  hitsPerPage: 'invalid_search_hits_per_page',
  filter: 'invalid_search_filter',
  sort: 'invalid_search_sort',
  facets: 'invalid_search_facets',
  attributesToHighlight: 'invalid_search_attributes_to_highlight',
  attributesToRetrieve: 'invalid_search_attributes_to_retrieve',
  highlightPreTag: 'invalid_search_highlight_pre_tag',
  highlightPostTag: 'invalid_search_highlight_post_tag',
};

/** Meilisearch's error code for a bad value of this parameter. */
export function searchParamErrorCode(param: string): string {
  return PARAM_ERROR_CODES[param] ?? 'bad_request';
}
