// Between the product form (strings, as inputs hold them) and the API's body (numbers, ids, nulls). The
// body is checked with the contract's own schema before it is sent, so a mistake is shown at once and in
// the same words as the API would use; the API checks again.
import { ProductCreateBody, ProductPatchBody } from '@dukan/core/contract/admin-catalogue';
import type { ZodError } from 'zod';
import { EMPTY_LOCALIZED, type LocalizedText } from '../../ui/LocalizedTextField';
import type { Picture } from '../../ui/ImageUploader';
import type { ProductDetail } from './api';

export interface ProductFormValues {
  sku: string;
  price: string;
  original_price: string;
  stock: string;
  active: boolean;
  category_id: string;
  brand_id: string;
  title: LocalizedText;
  description: LocalizedText;
  content: LocalizedText;
  model: string;
  capacity_liters: string;
  net_capacity: string;
}

/** A specification's value on one product; `public` ones are shown and searched, the others are for staff. */
export interface ProductSpecification {
  specification_id: number;
  value: LocalizedText;
  public: boolean;
}

/** The product as the API reads it, with its specifications (each with its title and group, for showing). */
export type ProductDetailWithSpecifications = ProductDetail & {
  specifications?: (ProductSpecification & {
    title: LocalizedText;
    group: { id: number; title: LocalizedText };
  })[];
};

/** What the form edits outside its inputs. */
export interface ProductExtras {
  pictures: Picture[];
  attributeValueIds: number[];
  related: { id: number; label: string }[];
  /** Selling points, one line each in three languages, in the order the storefront lists them. */
  advantages: LocalizedText[];
  specifications: ProductSpecification[];
}

export const NO_EXTRAS: ProductExtras = {
  pictures: [],
  attributeValueIds: [],
  related: [],
  advantages: [],
  specifications: [],
};

export const PRODUCT_FORM_FIELDS = [
  'sku',
  'price',
  'original_price',
  'stock',
  'active',
  'category_id',
  'brand_id',
  'title',
  'description',
  'content',
  'model',
  'capacity_liters',
  'net_capacity',
  'images',
  'attribute_value_ids',
  'related_ids',
  'advantages',
  'specifications',
] as const;

export const EMPTY_PRODUCT: ProductFormValues = {
  sku: '',
  price: '',
  original_price: '',
  stock: '0',
  active: true,
  category_id: '',
  brand_id: '',
  title: { ...EMPTY_LOCALIZED },
  description: { ...EMPTY_LOCALIZED },
  content: { ...EMPTY_LOCALIZED },
  model: '',
  capacity_liters: '',
  net_capacity: '',
};

export function formValuesOf(product: ProductDetail): ProductFormValues {
  return {
    sku: product.sku,
    price: String(product.price),
    original_price: product.original_price === null ? '' : String(product.original_price),
    stock: String(product.stock),
    active: product.active,
    category_id: String(product.category.id),
    brand_id: product.brand ? String(product.brand.id) : '',
    title: { ...EMPTY_LOCALIZED, ...product.title },
    description: { ...EMPTY_LOCALIZED, ...product.description },
    content: { ...EMPTY_LOCALIZED, ...product.content },
    model: product.model ?? '',
    capacity_liters: product.capacity_liters === null ? '' : String(product.capacity_liters),
    net_capacity: product.net_capacity ?? '',
  };
}

export function extrasOf(
  product: ProductDetailWithSpecifications,
  locale: (t: LocalizedText) => string,
): ProductExtras {
  return {
    pictures: product.images.map((image) => ({
      media: image.media_id ?? new URL(image.url, 'http://x').pathname,
      url: image.url,
      alt: { ...EMPTY_LOCALIZED, ...image.alt },
    })),
    attributeValueIds: product.attribute_values.map((v) => v.id),
    related: product.related.map((r) => ({ id: r.id, label: locale(r.title) || r.sku })),
    advantages: product.advantages.map((line) => ({ ...EMPTY_LOCALIZED, ...line })),
    specifications: (product.specifications ?? []).map((s) => ({
      specification_id: s.specification_id,
      value: { ...EMPTY_LOCALIZED, ...s.value },
      public: s.public,
    })),
  };
}

/** Digits as typed, Arabic-Indic and Persian included; anything else is left for the schema to refuse. */
function numberOf(raw: string): number | string {
  const ascii = raw
    .trim()
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[,٬\s]/g, '');
  return ascii !== '' && Number.isFinite(Number(ascii)) ? Number(ascii) : raw;
}
const idOrNull = (raw: string) => (raw === '' ? null : numberOf(raw));

/** The whole body, as a new product is created. */
export function bodyOf(values: ProductFormValues, extras: ProductExtras): Record<string, unknown> {
  return {
    sku: values.sku.trim(),
    price: numberOf(values.price),
    original_price: values.original_price.trim() === '' ? null : numberOf(values.original_price),
    stock: numberOf(values.stock),
    active: values.active,
    category_id: idOrNull(values.category_id),
    brand_id: idOrNull(values.brand_id),
    title: values.title,
    description: values.description,
    content: values.content,
    model: values.model.trim() || null,
    capacity_liters: values.capacity_liters.trim() === '' ? null : numberOf(values.capacity_liters),
    net_capacity: values.net_capacity.trim() || null,
    images: extras.pictures.map((p) => ({ media: p.media, alt: p.alt })),
    attribute_value_ids: extras.attributeValueIds,
    related_ids: extras.related.map((r) => r.id),
    // A line left empty in every language is a row added and never written: it is dropped, not refused.
    advantages: extras.advantages
      .map((line) => ({ ku: line.ku.trim(), ar: line.ar.trim(), en: line.en.trim() }))
      .filter((line) => line.ku || line.ar || line.en),
    specifications: extras.specifications.map((s) => ({
      specification_id: s.specification_id,
      value: { ku: s.value.ku.trim(), ar: s.value.ar.trim(), en: s.value.en.trim() },
      public: s.public,
    })),
  };
}

/**
 * Only what changed, so an edit by a role without 'catalogue:prices' never names a price field (the API
 * refuses a PATCH that does, as a whole). Extras are compared as whole lists.
 */
export function patchOf(
  before: { values: ProductFormValues; extras: ProductExtras },
  values: ProductFormValues,
  extras: ProductExtras,
): Record<string, unknown> {
  const old = bodyOf(before.values, before.extras);
  const now = bodyOf(values, extras);
  return Object.fromEntries(
    Object.entries(now).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(old[key])),
  );
}

export type FieldIssues = Record<string, string[]>;

function issuesOf(error: ZodError): FieldIssues {
  const issues: FieldIssues = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || 'sku';
    (issues[path] ??= []).push(issue.message);
  }
  return issues;
}

/** The contract's verdict: null when the body may be sent, else message keys by field. */
export function checkBody(body: Record<string, unknown>, creating: boolean): FieldIssues | null {
  const result = (creating ? ProductCreateBody : ProductPatchBody).safeParse(body);
  return result.success ? null : issuesOf(result.error);
}

/** The list with the item at `index` moved one place earlier (-1) or later (+1); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
