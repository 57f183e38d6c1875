// Catalogue calls (apps/api/src/routes/admin/{products,taxonomy,media,products-csv}.ts) and the reshaping
// between the API's products and the product form.
import type { ImportJobView } from '@dukan/core/contract/admin-catalogue';
import type { Locale } from '../../i18n/locale';
import { api, type Envelope, type Query } from '../../lib/api';
import type { LocalizedText } from '../../ui/LocalizedTextField';

export type { ImportJobView };

export interface ProductSummary {
  id: number;
  sku: string;
  title: LocalizedText;
  price: number;
  original_price: number | null;
  stock: number;
  low_stock: boolean;
  active: boolean;
  image: string | null;
  category: { id: number; title: LocalizedText };
  brand: { id: number; title: LocalizedText } | null;
  updated_at: string;
}

export interface ProductDetail extends Omit<ProductSummary, 'image' | 'category'> {
  discount_percent: number | null;
  description: LocalizedText;
  content: LocalizedText;
  advantages: LocalizedText[];
  model: string | null;
  capacity_liters: number | null;
  net_capacity: string | null;
  category: { id: number; title: LocalizedText; collection_id: number };
  collection: { id: number; title: LocalizedText };
  images: { media_id: string | null; url: string; alt: LocalizedText }[];
  attribute_values: {
    id: number;
    value: string;
    title: LocalizedText;
    attribute: { id: number; key: string; title: LocalizedText };
  }[];
  related: { id: number; sku: string; title: LocalizedText; active: boolean }[];
}

export interface ProductPage {
  data: ProductSummary[];
  meta: { total: number; page: number; limit: number; last_page: number };
}

export const PRODUCTS_PAGE_SIZE = 20;

export const listProducts = (query: Query, signal?: AbortSignal) =>
  api.get<ProductPage>('/api/admin/products', { limit: PRODUCTS_PAGE_SIZE, ...query }, signal);
export const getProduct = async (id: number) =>
  (await api.get<Envelope<ProductDetail>>(`/api/admin/products/${id}`)).data;
export const createProduct = async (body: unknown) =>
  (await api.post<Envelope<{ id: number }>>('/api/admin/products', body)).data;
export const updateProduct = async (id: number, body: unknown) =>
  (await api.patch<Envelope<{ id: number }>>(`/api/admin/products/${id}`, body)).data;
export const removeProduct = (id: number) => api.delete(`/api/admin/products/${id}`);

// ---- taxonomy ----

export const TAXONOMY_KINDS = ['collections', 'categories', 'brands', 'attributes'] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

export interface TaxonomyItem {
  id: number;
  slug?: string;
  key?: string;
  value?: string;
  collection_id?: number;
  sort?: number;
  title: LocalizedText;
  [column: string]: unknown;
}

export const listTaxonomy = async (path: string) =>
  (await api.get<Envelope<TaxonomyItem[]>>(`/api/admin/${path}`)).data;
export const createTaxonomy = (path: string, body: unknown) =>
  api.post<Envelope<TaxonomyItem>>(`/api/admin/${path}`, body);
export const updateTaxonomy = (path: string, id: number, body: unknown) =>
  api.patch<Envelope<TaxonomyItem>>(`/api/admin/${path}/${id}`, body);
export const deleteTaxonomy = (path: string, id: number) => api.delete(`/api/admin/${path}/${id}`);

// ---- CSV ----

export async function startImport(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await api.upload<Envelope<{ id: string }>>('/api/admin/products/import', form)).data.id;
}
export const importStatus = async (id: string) => {
  const body = await api.get<ImportJobView | Envelope<ImportJobView>>(`/api/admin/products/import/${id}`);
  return 'data' in body ? body.data : body;
};
export const exportProducts = () => api.download('/api/admin/products/export.csv');

/** A localized text in the reader's language, falling back like the shop does (ku, then en). */
export function textIn(text: Partial<LocalizedText> | null | undefined, locale: Locale): string {
  return text?.[locale] || text?.ku || text?.en || text?.ar || '';
}
