// What the search service stores and returns per product, identical on the built-in engine and on Meilisearch.

export interface LocalizedTitle {
  title_en: string;
  title_ar: string;
  title_ku: string;
}

export interface SearchDocument extends LocalizedTitle {
  id: number;
  sku: string;
  description_en: string;
  description_ar: string;
  description_ku: string;
  content_en: string;
  content_ar: string;
  content_ku: string;
  category: LocalizedTitle & { id: number; collection_id: number };
  category_id: number;
  collection_id: number;
  brand: (LocalizedTitle & { id: number }) | null;
  /** Flat copy of brand.id: what filters and facets use, on both engines. */
  brand_id: number | null;
  /** What the shopper pays now, integer IQD. */
  price: number;
  original_price: number | null;
  /** Whole percent off original_price; 0 when not discounted. */
  discount_percent: number;
  discounted: boolean;
  stock: number;
  in_stock: boolean;
  images: string[];
  /** The cover image (images[0]) or null. */
  image: string | null;
  /** Attribute value ids. */
  values: number[];
  public_specification_groups: (LocalizedTitle & { id: number })[];
  public_specifications: (LocalizedTitle & {
    id: number;
    group_id: number;
    value_en: string;
    value_ar: string;
    value_ku: string;
  })[];
  best_seller_rank: number | null;
  sales_count: number;
  /** ISO 8601, UTC. */
  created_at: string;
}

/** A hit: the retrieved attributes, plus `_formatted` with the highlighted ones when highlighting was asked. */
export type SearchHit = Partial<SearchDocument> & { _formatted?: Partial<Record<keyof SearchDocument, unknown>> };

export interface SearchResponse {
  hits: SearchHit[];
  query: string;
  processingTimeMs: number;
  /** Offset/limit mode (the default). */
  offset?: number;
  limit?: number;
  estimatedTotalHits?: number;
  /** Page mode (when `page` or `hitsPerPage` is sent). */
  page?: number;
  hitsPerPage?: number;
  totalHits?: number;
  totalPages?: number;
  /** { attribute: { value: count } }, when `facets` is sent. */
  facetDistribution?: Record<string, Record<string, number>>;
  /** Min and max of numeric facets (price). */
  facetStats?: Record<string, { min: number; max: number }>;
}

/** Meilisearch's error body. */
export interface SearchErrorBody {
  message: string;
  code: string;
  type: 'invalid_request' | 'auth' | 'internal' | 'system';
  link: string;
}

export function searchErrorBody(
  code: string,
  message: string,
  type: SearchErrorBody['type'] = 'invalid_request',
): SearchErrorBody {
  return { message, code, type, link: `https://docs.meilisearch.com/errors#${code}` };
}
