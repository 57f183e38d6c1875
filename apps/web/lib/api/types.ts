// UI types: what components receive. Components never see raw API responses (reshape.ts builds these).
import type { HighlightPart } from '@/ui/text/highlight';

export interface ProductCardData {
  id: number;
  sku: string;
  title: string;
  /** The title with search matches marked, when the product comes from a search. */
  titleParts: HighlightPart[] | null;
  price: number;
  originalPrice: number | null;
  discountPercent: number | null;
  image: string | null;
  inStock: boolean;
  stock: number;
  brand: string | null;
  category: { id: number; title: string } | null;
}

export interface ProductOptionGroup {
  id: number;
  key: string;
  title: string;
  values: { id: number; title: string; value: string }[];
}

export interface ProductDetailData extends ProductCardData {
  description: string;
  content: string;
  images: string[];
  model: string | null;
  capacityLiters: number | null;
  netCapacity: string | null;
  advantages: string[];
  options: ProductOptionGroup[];
  specificationGroups: { id: number; title: string; rows: { id: number; title: string; value: string }[] }[];
  related: ProductCardData[];
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  lastPage: number;
}

/** Facet counts keyed by id (category, collection, attribute value, brand). */
export interface FacetCounts {
  categories: Map<number, number>;
  collections: Map<number, number>;
  values: Map<number, number>;
  brands: Map<number, number>;
}

export interface SearchResults extends Paged<ProductCardData> {
  facets: FacetCounts;
}
