// The back office's catalogue contract: bodies and queries of /api/admin/products, taxonomy, stock, media and
// CSV import. The API validates with these schemas and the back office builds its forms from them, so a field
// refused here is refused in both places with the same message key (translated by the API).
import { z } from 'zod';
import { IdList } from './catalogue';
import { SKU_PATTERN, SLUG_PATTERN } from './patterns';

export { SKU_PATTERN, SLUG_PATTERN };
/** At most this many units in stock: PostgreSQL's integer, with room to add. */
export const MAX_STOCK = 1_000_000_000;
/** A price above a billion dinars is a typo. */
export const MAX_PRICE_IQD = 1_000_000_000;
/** "Low stock" in the product list: this many units or fewer. */
export const LOW_STOCK_THRESHOLD = 5;
export const MAX_PRODUCT_PICTURES = 20;
export const MAX_RELATED_PRODUCTS = 24;
/** Uploads larger than this are refused with 413. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The fields only a role holding 'catalogue:prices' may set: an editor may change texts and pictures, but a PATCH
 * naming any of these is refused as a whole (403), so nothing half-applies.
 */
export const PRICE_FIELDS = ['price', 'original_price', 'discount_percent', 'stock', 'active'] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

// NUL and the other C0 controls (except tab and line breaks) have no place in a shop's texts and break
// PostgreSQL's text type (NUL) or the CSV export.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A text field of at most `max` characters without control characters. */
export const adminText = (max: number) =>
  z
    .string({ message: 'text_invalid' })
    .max(max, 'text_too_long')
    .refine((s) => !CONTROL_CHARACTERS.test(s), 'text_invalid');

const LocalizedShape = (max: number) => z.object({ ku: adminText(max), ar: adminText(max), en: adminText(max) });

/** A text in the three languages; any of them may be empty (reads fall back to Kurdish, then English). */
export const LocalizedTextInput = (max: number) => LocalizedShape(max);
export type LocalizedTextInput = z.infer<ReturnType<typeof LocalizedTextInput>>;

/** A title in the three languages: at least one of them written. */
export const LocalizedTitleInput = LocalizedShape(200).refine((t) => !!(t.ku.trim() || t.ar.trim() || t.en.trim()), {
  message: 'title_required',
});

const positiveId = z.number({ message: 'id_invalid' }).int('id_invalid').positive('id_invalid').max(2_147_483_647);
const iqd = z.number({ message: 'price_invalid' }).int('price_invalid').min(0, 'price_invalid').max(MAX_PRICE_IQD);
const stockCount = z.number({ message: 'stock_invalid' }).int('stock_invalid').min(0, 'stock_invalid').max(MAX_STOCK);

/** A picture: the id an upload returned, or a path the API already serves (generated artwork, earlier uploads). */
export const MediaRef = z
  .string({ message: 'media_invalid' })
  .max(300)
  .refine((s) => z.uuid().safeParse(s).success || /^\/api\/media\/[A-Za-z0-9._/-]{1,280}$/.test(s), 'media_invalid')
  .refine((s) => !s.includes('..'), 'media_invalid');

export const ProductPictureInput = z.union([
  MediaRef,
  z.object({ media: MediaRef, alt: LocalizedTextInput(200).optional() }),
]);
export type ProductPictureInput = z.infer<typeof ProductPictureInput>;

export const ProductSpecificationInput = z.object({
  specification_id: positiveId,
  value: LocalizedTextInput(500),
  /** Public specifications are shown and searched; private ones are for staff. */
  public: z.boolean().default(true),
});

const uniqueIds = (max: number) =>
  z
    .array(positiveId)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate_ids');

const productFields = {
  sku: z.string({ message: 'sku_invalid' }).regex(SKU_PATTERN, 'sku_invalid'),
  price: iqd,
  /** The price before the discount; null ends the offer. Must be above the price. */
  original_price: iqd.nullable(),
  /** Sets the price from the original price (or the current price when there is none): 0 ends the offer. */
  discount_percent: z
    .number({ message: 'discount_invalid' })
    .int('discount_invalid')
    .min(0)
    .max(95, 'discount_invalid'),
  stock: stockCount,
  category_id: positiveId,
  brand_id: positiveId.nullable(),
  title: LocalizedTitleInput,
  description: LocalizedTextInput(2000),
  content: LocalizedTextInput(20_000),
  advantages: z.array(LocalizedTextInput(300)).max(30),
  model: adminText(100).nullable(),
  capacity_liters: z.number({ message: 'number_invalid' }).min(0).max(100_000).nullable(),
  net_capacity: adminText(50).nullable(),
  images: z
    .array(ProductPictureInput)
    .max(MAX_PRODUCT_PICTURES)
    .refine(
      (list) => new Set(list.map((p) => (typeof p === 'string' ? p : p.media))).size === list.length,
      'duplicate_images',
    ),
  attribute_value_ids: uniqueIds(100),
  specifications: z
    .array(ProductSpecificationInput)
    .max(200)
    .refine((list) => new Set(list.map((s) => s.specification_id)).size === list.length, 'duplicate_ids'),
  related_ids: uniqueIds(MAX_RELATED_PRODUCTS),
  active: z.boolean({ message: 'active_invalid' }),
};

const discountOrOriginal = <T extends { original_price?: unknown; discount_percent?: unknown }>(body: T) =>
  body.original_price === undefined || body.discount_percent === undefined;

export const ProductCreateBody = z
  .object({
    ...productFields,
    original_price: productFields.original_price.optional(),
    discount_percent: productFields.discount_percent.optional(),
    brand_id: productFields.brand_id.optional(),
    description: productFields.description.optional(),
    content: productFields.content.optional(),
    advantages: productFields.advantages.optional(),
    model: productFields.model.optional(),
    capacity_liters: productFields.capacity_liters.optional(),
    net_capacity: productFields.net_capacity.optional(),
    images: productFields.images.optional(),
    attribute_value_ids: productFields.attribute_value_ids.optional(),
    specifications: productFields.specifications.optional(),
    related_ids: productFields.related_ids.optional(),
    active: productFields.active.default(true),
  })
  .refine(discountOrOriginal, { message: 'discount_or_original_price', path: ['discount_percent'] });
export type ProductCreateBody = z.output<typeof ProductCreateBody>;

export const ProductPatchBody = z
  .object(productFields)
  .partial()
  .refine(discountOrOriginal, { message: 'discount_or_original_price', path: ['discount_percent'] });
export type ProductPatchBody = z.output<typeof ProductPatchBody>;

/** Exactly one of `delta` (add or take away) and `set` (count the shelf), and why. */
export const StockChangeBody = z
  .object({
    delta: z
      .number({ message: 'stock_invalid' })
      .int('stock_invalid')
      .min(-MAX_STOCK)
      .max(MAX_STOCK)
      .refine((n) => n !== 0, 'stock_invalid')
      .optional(),
    set: stockCount.optional(),
    reason: adminText(500).refine((s) => s.trim().length > 0, 'reason_required'),
  })
  .refine((b) => (b.delta === undefined) !== (b.set === undefined), { message: 'delta_or_set', path: ['delta'] });
export type StockChangeBody = z.output<typeof StockChangeBody>;

const booleanQuery = z
  .enum(['true', 'false'], { message: 'boolean_invalid' })
  .transform((v) => v === 'true')
  .optional();

export const AdminProductListQuery = z.object({
  /** Words of a title in any language, or a SKU (or its start). */
  q: adminText(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  category: IdList.optional(),
  brand: IdList.optional(),
  active: booleanQuery,
  /** Only products with LOW_STOCK_THRESHOLD units or fewer. */
  low_stock: booleanQuery,
  sort: z.enum(['newest', 'sku', 'stock', 'price']).default('newest'),
});
export type AdminProductListQuery = z.output<typeof AdminProductListQuery>;

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

// ---- taxonomy ----

const slug = z.string({ message: 'slug_invalid' }).regex(SLUG_PATTERN, 'slug_invalid');
const sort = z.number({ message: 'number_invalid' }).int().min(-1_000_000).max(1_000_000);

export const CollectionBody = z.object({
  slug,
  title: LocalizedTitleInput,
  description: LocalizedTextInput(2000).optional(),
  image: MediaRef.nullable().optional(),
  sort: sort.optional(),
});
export const CategoryBody = z.object({
  collection_id: positiveId,
  slug,
  title: LocalizedTitleInput,
  image: MediaRef.nullable().optional(),
  sort: sort.optional(),
});
export const BrandBody = z.object({ slug, title: LocalizedTitleInput });
export const AttributeBody = z.object({ key: slug, title: LocalizedTitleInput, sort: sort.optional() });
export const AttributeValueBody = z.object({
  /** A hex colour for `color`, a size code for `size`… */
  value: adminText(64).refine((s) => s.trim().length > 0, 'value_required'),
  title: LocalizedTitleInput,
  sort: sort.optional(),
});
export const SpecificationGroupBody = z.object({ title: LocalizedTitleInput, sort: sort.optional() });
export const SpecificationBody = z.object({ group_id: positiveId, title: LocalizedTitleInput, sort: sort.optional() });

export type CollectionBody = z.output<typeof CollectionBody>;
export type CategoryBody = z.output<typeof CategoryBody>;
export type BrandBody = z.output<typeof BrandBody>;
export type AttributeBody = z.output<typeof AttributeBody>;
export type AttributeValueBody = z.output<typeof AttributeValueBody>;
export type SpecificationGroupBody = z.output<typeof SpecificationGroupBody>;
export type SpecificationBody = z.output<typeof SpecificationBody>;

// ---- CSV ----

/**
 * Columns of the product CSV, in the export's order. An import needs `sku`; a new product also needs a price, a
 * stock, a category (id or slug) and a title. Columns missing from an import's header are left as they are on
 * existing products. `images` lists media ids or /api/media paths separated by `|`; `active` is true/false.
 */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'title_ku',
  'title_ar',
  'title_en',
  'description_ku',
  'description_ar',
  'description_en',
  'content_ku',
  'content_ar',
  'content_en',
  'price',
  'original_price',
  'stock',
  'category',
  'brand',
  'model',
  'active',
  'images',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export interface ImportJobView {
  id: string;
  status: (typeof IMPORT_STATUSES)[number];
  processed: number;
  total: number;
  created: number;
  updated: number;
  /** Row numbers as a spreadsheet shows them: the header is row 1. */
  errors: { row: number; field: string; message: string }[];
  created_at: string;
  finished_at: string | null;
}
