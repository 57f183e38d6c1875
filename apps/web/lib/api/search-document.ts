// The search service's hit shape (Meilisearch-compatible), as far as the storefront reads it.
// Lenient on purpose: unknown fields pass, so a richer index does not break the listing.
import { z } from 'zod';

const localized = {
  title_ku: z.string().optional(),
  title_ar: z.string().optional(),
  title_en: z.string().optional(),
};

export const SearchDocument = z.object({
  id: z.number().int(),
  sku: z.string().default(''),
  ...localized,
  category: z.object({ id: z.number().int(), collection_id: z.number().int().nullish(), ...localized }).nullish(),
  brand: z.object({ id: z.number().int(), ...localized }).nullish(),
  price: z.number(),
  original_price: z.number().nullish(),
  discount_percent: z.number().nullish(),
  stock: z.number().default(0),
  in_stock: z.boolean().optional(),
  image: z.string().nullish(),
  images: z.array(z.string()).nullish(),
  _formatted: z.object(localized).partial().nullish(),
});
export type SearchDocument = z.infer<typeof SearchDocument>;

export const SearchResponse = z.object({
  hits: z.array(SearchDocument),
  estimatedTotalHits: z.number().int().nonnegative().optional(),
  totalHits: z.number().int().nonnegative().optional(),
  offset: z.number().int().nonnegative().optional(),
  limit: z.number().int().nonnegative().optional(),
  facetDistribution: z.record(z.string(), z.record(z.string(), z.number())).optional(),
  processingTimeMs: z.number().optional(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

export const SearchKeyResponse = z.object({ key: z.string().min(1) });
