// The catalogue contract: query parameters and response shapes of /api/{locale}/… .
// The API builds these shapes and its tests parse responses with them; the storefront reads them.
// Text fields are already localized for the locale in the path.
import { z } from 'zod';

const id = z.number().int().positive();
const iqd = z.number().int().nonnegative();

/** Comma-separated positive integer ids in a query string: "1,2,3". Arabic-Indic digits are accepted. */
export const IdList = z
  .string()
  .max(2000)
  .transform((s, ctx) => {
    const ascii = s
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))
      .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x6f0));
    const parts = ascii
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const ids = parts.map(Number);
    if (ids.some((n) => !Number.isSafeInteger(n) || n <= 0)) {
      ctx.addIssue({ code: 'custom', message: 'Expected comma-separated positive whole numbers' });
      return z.NEVER;
    }
    return ids;
  });

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'best_selling', 'discount'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const ProductListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  category: IdList.optional(),
  collection: IdList.optional(),
  /** Attribute value ids; a product must have every given value. */
  values: IdList.optional(),
  brand: IdList.optional(),
  ids: IdList.optional(),
  min_price: z.coerce.number().int().min(0).optional(),
  max_price: z.coerce.number().int().min(0).optional(),
  discounted: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  in_stock: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  sort: z.enum(PRODUCT_SORTS).default('newest'),
});
export type ProductListQuery = z.output<typeof ProductListQuery>;

export const PageMeta = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  last_page: z.number().int().positive(),
});
export type PageMeta = z.infer<typeof PageMeta>;

export const AttributeValue = z.object({ id, attribute_id: id, value: z.string(), title: z.string() });
export const Attribute = z.object({ id, key: z.string(), title: z.string(), values: z.array(AttributeValue) });
export type Attribute = z.infer<typeof Attribute>;

export const ProductSummary = z.object({
  id,
  sku: z.string(),
  title: z.string(),
  description: z.string(),
  price: iqd,
  original_price: iqd.nullable(),
  discount_percent: z.number().int().nullable(),
  currency: z.literal('IQD'),
  image: z.string().nullable(),
  stock: z.number().int().nonnegative(),
  in_stock: z.boolean(),
  category: z.object({ id, title: z.string(), collection_id: id }),
  brand: z.object({ id, title: z.string() }).nullable(),
  best_seller_rank: z.number().int().nullable(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

export const SpecificationGroup = z.object({
  id,
  title: z.string(),
  specifications: z.array(z.object({ id, title: z.string(), value: z.string() })),
});

export const ProductDetail = ProductSummary.extend({
  content: z.string(),
  images: z.array(z.string()),
  model: z.string().nullable(),
  capacity_liters: z.number().nullable(),
  net_capacity: z.string().nullable(),
  advantages: z.array(z.string()),
  /** Attributes of this product with only the values it has (e.g. its colours and sizes). */
  attributes: z.array(Attribute),
  specification_groups: z.array(SpecificationGroup),
  related: z.array(ProductSummary),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const ProductList = z.object({ data: z.array(ProductSummary), meta: PageMeta });

export const Category = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  collection_id: id,
  image: z.string().nullable(),
  product_count: z.number().int().nonnegative(),
});
export const Collection = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  categories: z.array(Category.pick({ id: true, slug: true, title: true })),
});
export const Brand = z.object({ id, slug: z.string(), title: z.string() });
export const Banner = z.object({
  id,
  page: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string().nullable(),
  link: z.string().nullable(),
});
export const Highlight = z.object({
  id,
  page: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  /** The picture staff may set in the back office (a brand, a campaign); shown instead of the icon. */
  image: z.string().nullable(),
  link: z.string().nullable(),
});
export const ArticleSummary = z.object({
  id,
  type: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  published_at: z.string(),
});
/** body is HTML from the database; the storefront sanitizes it before rendering. */
export const Article = ArticleSummary.extend({ body: z.string() });
export const Country = z.object({ id, iso2: z.string(), calling_code: z.string(), name: z.string() });
export const City = z.object({
  id,
  country_id: id,
  name: z.string(),
  delivery_price: iqd,
  lat: z.number(),
  lng: z.number(),
});
export const OpeningHoursDay = z.object({ day: z.number().int().min(0).max(6), open: z.string(), close: z.string() });
export const Showroom = z.object({
  id,
  name: z.string(),
  address: z.string(),
  city: z.object({ id, name: z.string() }),
  phone: z.string(),
  lat: z.number(),
  lng: z.number(),
  opening_hours: z.array(OpeningHoursDay),
  image: z.string().nullable(),
});
export const PaymentMethod = z.object({ id, key: z.string(), title: z.string(), description: z.string() });
export const WebsiteSocial = z.object({ id, platform: z.string(), url: z.string() });
export const Contact = z.object({ id, type: z.string(), value: z.string(), title: z.string() });
export const MetaEntry = z.object({ page: z.string(), title: z.string(), description: z.string() });

export type Category = z.infer<typeof Category>;
export type Collection = z.infer<typeof Collection>;
export type Brand = z.infer<typeof Brand>;
export type Banner = z.infer<typeof Banner>;
export type Highlight = z.infer<typeof Highlight>;
export type ArticleSummary = z.infer<typeof ArticleSummary>;
export type Article = z.infer<typeof Article>;
export type Country = z.infer<typeof Country>;
export type City = z.infer<typeof City>;
export type Showroom = z.infer<typeof Showroom>;
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export type WebsiteSocial = z.infer<typeof WebsiteSocial>;
export type Contact = z.infer<typeof Contact>;
export type MetaEntry = z.infer<typeof MetaEntry>;

/** Query of list routes that serve several pages (banners, highlights): `?page=home`. */
export const PageFilterQuery = z.object({ page: z.string().max(64).optional() });
export const ArticleListQuery = z.object({ type: z.string().max(64).optional() });

/** `/discount`: the /products filters, offers only, biggest saving first unless another sort is asked. */
export const DiscountQuery = ProductListQuery.extend({ sort: z.enum(PRODUCT_SORTS).default('discount') });
export type DiscountQuery = z.output<typeof DiscountQuery>;
/** `/best-sellers?limit=`: the top of the best-seller ranking. */
export const BestSellersQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/** Response envelopes, for clients and tests that parse whole bodies. */
export const dataEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const ProductDetailResponse = dataEnvelope(ProductDetail);
export const AttributesResponse = dataEnvelope(z.object({ attributes: z.array(Attribute) }));
/** `GET /api/meilisearch/key`: not wrapped in data (spec §7 reads result.key). */
export const SearchKeyResponse = z.object({ key: z.string().min(1) });
