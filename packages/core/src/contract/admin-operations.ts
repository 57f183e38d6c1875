// The back office's orders, customers, promotions and dashboard (/api/admin): the bodies and queries the API
// validates and the shapes it answers, shared with the back office front-end. Field errors are API message
// keys; the API answers them in the caller's language.
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders/state-machine';
import { toAsciiDigits } from '../text/normalize';
import { PAYMENT_METHOD_KEYS } from './orders';

export const ADMIN_PAGE_SIZE = 25;

const id = z.number().int().positive();
const iqd = z.number().int().nonnegative();
const MAX_IQD = 1_000_000_000;

/** Typed numbers may come as text from a query string or a form, with Arabic-Indic digits. */
const wholeNumber = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const ascii = toAsciiDigits(v).trim();
  return /^-?[0-9]+$/.test(ascii) ? Number(ascii) : v;
};
/** Free text that reaches SQL: a NUL byte cannot be stored or compared in PostgreSQL text. */
const searchText = z
  .string()
  .max(100, 'search_too_long')
  .refine((s) => !s.includes('\u0000'), 'invalid_input')
  .transform((s) => toAsciiDigits(s).trim())
  .optional();
const page = z.preprocess(wholeNumber, z.number().int().min(1, 'page_invalid').max(100_000, 'page_invalid')).default(1);
/** A calendar day, read in Baghdad time. */
const day = z.iso.date({ message: 'calendar_date_invalid' });

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
}
export const PageMeta = z.object({ page: z.number(), per_page: z.number(), total: z.number() });

// ---- orders ----

export const AdminOrderListQuery = z
  .object({
    lang: z.string().max(16).optional(),
    status: z.enum(ORDER_STATUSES, { message: 'order_status_invalid' }).optional(),
    payment: z.enum(PAYMENT_STATUSES, { message: 'payment_status_invalid' }).optional(),
    method: z.enum(PAYMENT_METHOD_KEYS, { message: 'payment_method_required' }).optional(),
    from: day.optional(),
    to: day.optional(),
    /** An order number (with or without '#') or the customer's phone number, or part of it. */
    q: searchText,
    page,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'date_range_invalid', path: ['to'] });
export type AdminOrderListQuery = z.output<typeof AdminOrderListQuery>;

export const AdminOrderSummary = z.object({
  id: z.uuid(),
  number: z.number(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHOD_KEYS),
  total: iqd,
  items: z.number(),
  created_at: z.string(),
  customer: z.object({ id: z.uuid(), name: z.string().nullable(), phone: z.string().nullable() }),
  city: z.string(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;
export const AdminOrderListResponse = z.object({ data: z.array(AdminOrderSummary), meta: PageMeta });

export const AdminOrderEvent = z.object({
  event: z.string(),
  status_before: z.string(),
  status_after: z.string(),
  payment_before: z.string(),
  payment_after: z.string(),
  actor: z.string(),
  created_at: z.string(),
});

export const AdminOrderDetail = AdminOrderSummary.extend({
  locale: z.string(),
  address: z.string(),
  notes: z.string().nullable(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  city: z.string(),
  city_id: z.number(),
  voucher_code: z.string().nullable(),
  customer: z.object({
    id: z.uuid(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    status: z.string(),
  }),
  lines: z.array(
    z.object({
      product_id: z.number(),
      title: z.string(),
      image: z.string().nullable(),
      unit_price: iqd,
      quantity: z.number(),
      line_total: iqd,
    }),
  ),
  totals: z.object({
    subtotal: iqd,
    discount: iqd,
    points: z.number(),
    points_value: iqd,
    delivery_price: iqd,
    tax: iqd,
    total: iqd,
  }),
  points_earned: z.number(),
  payment: z
    .object({
      payment_id: z.string(),
      status: z.string(),
      declining_reason: z.string().nullable(),
      readable_code: z.string(),
      valid_until: z.string(),
      updated_at: z.string(),
    })
    .nullable(),
  payment_expires_at: z.string().nullable(),
  history: z.array(AdminOrderEvent),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const AdminOrderEventBody = z.object({
  type: z.enum(['start', 'deliver', 'cancel'], { message: 'invalid_input' }),
});

export const InvoiceQuery = z.object({
  lang: z.string().max(16).optional(),
  doc: z.enum(['invoice', 'packing-slip'], { message: 'invoice_doc_invalid' }).default('invoice'),
  format: z.enum(['json', 'html'], { message: 'invalid_input' }).default('json'),
});

/** A printable document, every text already in the order's language and every number already formatted. */
export interface PrintableDocument {
  doc: 'invoice' | 'packing-slip';
  locale: 'ku' | 'ar' | 'en';
  dir: 'rtl' | 'ltr';
  title: string;
  shop: { name: string; address: string; phone: string; email: string };
  order: { number: string; date: string; status: string; payment: string };
  customer: { name: string; phone: string; address: string; city: string; notes: string; pin: string };
  columns: string[];
  lines: { title: string; quantity: string; unit_price?: string; line_total?: string }[];
  totals: { label: string; value: string }[];
}

// ---- customers ----

export const AdminCustomerListQuery = z.object({
  lang: z.string().max(16).optional(),
  /** Phone, email or name, or part of one. */
  q: searchText,
  status: z.enum(['active', 'deactivated', 'deleted', 'disabled'], { message: 'invalid_input' }).optional(),
  page,
});

export const AdminCustomerSummary = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.string(),
  orders: z.number(),
  created_at: z.string(),
});
export type AdminCustomerSummary = z.infer<typeof AdminCustomerSummary>;

export const AdminCustomerDetail = AdminCustomerSummary.extend({
  profile: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      birthday: z.string().nullable(),
      gender: z.string().nullable(),
    })
    .nullable(),
  identifiers: z.array(z.object({ kind: z.string(), value: z.string(), verified_at: z.string() })),
  recent_orders: z.array(AdminOrderSummary),
  points: z.object({
    balance: z.number(),
    entries: z.array(
      z.object({
        kind: z.string(),
        points: z.number(),
        order_id: z.string().nullable(),
        order_number: z.number().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
  vouchers_used: z.array(
    z.object({ code: z.string(), order_id: z.string(), discount: iqd, released: z.boolean(), created_at: z.string() }),
  ),
  welcome_voucher: z
    .object({
      code: z.string(),
      percent_off: z.number().nullable(),
      expires_at: z.string().nullable(),
      used: z.boolean(),
    })
    .nullable(),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>;

// ---- vouchers ----

const nullableInt = (max: number, message: string, min = 1) =>
  z.preprocess(wholeNumber, z.number({ message }).int(message).min(min, message).max(max, message).nullable());
const instant = z.iso.datetime({ offset: true, message: 'calendar_date_invalid' });

/** Everything a voucher can say; the rules between fields are checked by voucherRuleErrors on the whole. */
export const VoucherFields = z.object({
  code: z
    .string({ message: 'voucher_code_invalid' })
    .transform((s) => toAsciiDigits(s).trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]{2,39}$/, 'voucher_code_invalid')),
  percent_off: nullableInt(100, 'voucher_percent_invalid'),
  amount_off: nullableInt(MAX_IQD, 'voucher_amount_invalid'),
  max_discount: nullableInt(MAX_IQD, 'voucher_amount_invalid'),
  min_subtotal: z.preprocess(wholeNumber, z.number().int().min(0, 'voucher_amount_invalid').max(MAX_IQD)),
  usage_limit: nullableInt(10_000_000, 'voucher_limit_invalid'),
  per_customer_limit: nullableInt(10_000, 'voucher_limit_invalid'),
  category_id: nullableInt(2_147_483_647, 'voucher_category_unknown'),
  starts_at: instant,
  expires_at: instant.nullable(),
  active: z.boolean({ message: 'invalid_input' }),
});
export type VoucherFields = z.output<typeof VoucherFields>;

export type VoucherRuleInput = Pick<
  VoucherFields,
  'percent_off' | 'amount_off' | 'max_discount' | 'starts_at' | 'expires_at' | 'usage_limit' | 'per_customer_limit'
>;

/** The rules between a voucher's fields, as field errors (message keys); empty when the voucher makes sense. */
export function voucherRuleErrors(v: VoucherRuleInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, key: string) => (errors[field] ??= []).push(key);
  if ((v.percent_off === null) === (v.amount_off === null)) add('percent_off', 'voucher_discount_one_kind');
  if (v.max_discount !== null && v.percent_off === null) add('max_discount', 'voucher_cap_needs_percent');
  if (v.expires_at !== null && Date.parse(v.expires_at) <= Date.parse(v.starts_at)) {
    add('expires_at', 'voucher_dates_invalid');
  }
  if (v.usage_limit !== null && v.per_customer_limit !== null && v.per_customer_limit > v.usage_limit) {
    add('per_customer_limit', 'voucher_limit_invalid');
  }
  return errors;
}

const withRules = <T extends z.ZodType<VoucherRuleInput>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    for (const [field, keys] of Object.entries(voucherRuleErrors(v))) {
      for (const message of keys) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

export const VoucherCreateBody = withRules(
  VoucherFields.extend({
    percent_off: VoucherFields.shape.percent_off.default(null),
    amount_off: VoucherFields.shape.amount_off.default(null),
    max_discount: VoucherFields.shape.max_discount.default(null),
    min_subtotal: VoucherFields.shape.min_subtotal.default(0),
    usage_limit: VoucherFields.shape.usage_limit.default(null),
    per_customer_limit: VoucherFields.shape.per_customer_limit.default(null),
    category_id: VoucherFields.shape.category_id.default(null),
    expires_at: VoucherFields.shape.expires_at.default(null),
    active: VoucherFields.shape.active.default(true),
  }),
);
export type VoucherCreateBody = z.output<typeof VoucherCreateBody>;
/** A PATCH names only what changes; the rules are checked again on the voucher it would make. */
export const VoucherPatchBody = VoucherFields.partial().refine((v) => Object.keys(v).length > 0, 'invalid_input');
export type VoucherPatchBody = z.output<typeof VoucherPatchBody>;

export const AdminVoucherListQuery = z.object({
  lang: z.string().max(16).optional(),
  q: searchText,
  /** General vouchers only by default: personal welcome vouchers are one per customer and many. */
  kind: z.enum(['general', 'welcome', 'all'], { message: 'invalid_input' }).default('general'),
  page,
});

export const AdminVoucher = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.string(),
  account_id: z.string().nullable(),
  percent_off: z.number().nullable(),
  amount_off: z.number().nullable(),
  max_discount: z.number().nullable(),
  min_subtotal: z.number(),
  usage_limit: z.number().nullable(),
  per_customer_limit: z.number().nullable(),
  category_id: z.number().nullable(),
  starts_at: z.string(),
  expires_at: z.string().nullable(),
  active: z.boolean(),
  uses: z.number(),
  created_at: z.string(),
});
export type AdminVoucher = z.infer<typeof AdminVoucher>;

// ---- reward points ----

export const RewardRules = z.object({
  /** What one redeemed point is worth, in IQD. */
  point_value_iqd: z.preprocess(
    wholeNumber,
    z.number().int().min(0, 'reward_rule_invalid').max(1_000_000, 'reward_rule_invalid'),
  ),
  /** IQD spent on goods per point earned at delivery; 0 earns none. */
  iqd_per_point_earned: z.preprocess(
    wholeNumber,
    z.number().int().min(0, 'reward_rule_invalid').max(100_000_000, 'reward_rule_invalid'),
  ),
  /** At most this share of an order's subtotal may be paid with points (0–1). */
  points_max_share: z
    .number({ message: 'reward_rule_invalid' })
    .min(0, 'reward_rule_invalid')
    .max(1, 'reward_rule_invalid'),
});
export type RewardRules = z.infer<typeof RewardRules>;
/** Only the rules that change; null puts a rule back to the environment's value. */
export const RewardRulesBody = z
  .object({
    point_value_iqd: RewardRules.shape.point_value_iqd.nullable().optional(),
    iqd_per_point_earned: RewardRules.shape.iqd_per_point_earned.nullable().optional(),
    points_max_share: RewardRules.shape.points_max_share.nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'invalid_input');
export interface RewardRulesView {
  rules: RewardRules;
  /** The environment's values, which apply where the shop has set nothing. */
  defaults: RewardRules;
  /** Which rules the shop has set (the rest come from the environment). */
  overridden: (keyof RewardRules)[];
}

// ---- offers ----

export const AdminOfferListQuery = z.object({ lang: z.string().max(16).optional(), page });

export const AdminOffer = z.object({
  product_id: z.number(),
  sku: z.string(),
  title: z.string(),
  price: iqd,
  original_price: iqd,
  discount_percent: z.number(),
  stock: z.number(),
});
export type AdminOffer = z.infer<typeof AdminOffer>;

/**
 * One product's offer: `sale_price` (the price while on offer), or `percent_off` off its regular price, or
 * `end: true` to put the regular price back. The regular price is kept as original_price while on offer.
 */
export const OfferChange = z
  .object({
    product_id: z.preprocess(wholeNumber, id),
    sale_price: z.preprocess(wholeNumber, z.number().int().min(1, 'offer_price_invalid').max(MAX_IQD)).optional(),
    percent_off: z
      .preprocess(wholeNumber, z.number().int().min(1, 'offer_percent_invalid').max(95, 'offer_percent_invalid'))
      .optional(),
    end: z.literal(true).optional(),
  })
  .refine((c) => [c.sale_price, c.percent_off, c.end].filter((v) => v !== undefined).length === 1, {
    message: 'offer_change_one_kind',
    path: ['sale_price'],
  });
export const OffersPutBody = z.object({
  offers: z.array(OfferChange).min(1, 'invalid_input').max(500, 'invalid_input'),
});
export type OffersPutBody = z.output<typeof OffersPutBody>;

// ---- dashboard ----

export const DashboardQuery = z.object({
  lang: z.string().max(16).optional(),
  low_stock: z
    .preprocess(wholeNumber, z.number().int().min(0, 'invalid_input').max(100_000, 'invalid_input'))
    .default(5),
});

export interface SalesFigure {
  /** Orders placed in the period, cancelled ones excluded. */
  orders: number;
  /** Their totals in IQD. */
  sales: number;
}

export interface Dashboard {
  /** Calendar days in Asia/Baghdad. */
  today: SalesFigure & { day: string };
  /** Since Saturday, the first day of the week in Iraq. */
  week: SalesFigure & { from: string };
  waiting: { pending: number; in_progress: number; unpaid_fib: number };
  /** Products with stock at or under the threshold: how many, and the emptiest few. */
  low_stock: {
    threshold: number;
    total: number;
    products: { id: number; sku: string; title: string; stock: number }[];
  };
  /** The last 30 days, oldest first, every day present (zeros included). */
  daily: (SalesFigure & { day: string })[];
}
