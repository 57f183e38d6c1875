// The checkout contract of the main API: `/api/voucher/check`, `/api/orders`, `/api/points`, and the FIB
// payment an order may carry. Field errors are API message keys; the API answers them in the shopper's language.
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders/state-machine';
import { toAsciiDigits } from '../text/normalize';

const id = z.number().int().positive();
const iqd = z.number().int().nonnegative();

/** Delivery is inside Iraq: a pin outside this box is a mis-click, not an address (with a margin at the borders). */
export const DELIVERY_BOUNDS = { south: 29.0, north: 37.5, west: 38.7, east: 48.8 } as const;
/** Where the checkout map opens before the shopper picks a city: Erbil. */
export const DEFAULT_MAP_CENTER = { lat: 36.191, lng: 44.009 } as const;

export const PAYMENT_METHOD_KEYS = ['cod', 'fib'] as const;
export type PaymentMethodKey = (typeof PAYMENT_METHOD_KEYS)[number];

/** Header of `POST /api/orders` that makes a retry return the first answer instead of a second order. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'idempotency_key_invalid');

const wholeNumber = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const ascii = toAsciiDigits(v).trim();
  return /^[0-9]+$/.test(ascii) ? Number(ascii) : v;
};
/** Empty text means "none" (a cleared voucher field sends ""). */
const blankAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Vouchers are typed by hand: any case, surrounding spaces and Arabic-Indic digits are forgiven. */
export const VoucherCode = z
  .string({ message: 'voucher_required' })
  .transform((s) => toAsciiDigits(s).trim().toUpperCase())
  .pipe(z.string().min(1, 'voucher_required').max(40, 'voucher_not_found'));

export const VoucherCheckBody = z.object({ code: VoucherCode });

export const VoucherCheck = z.object({
  code: z.string(),
  /** The discount on the customer's current cart, in IQD. */
  discount: iqd,
  subtotal: iqd,
  percent_off: z.number().int().nullable(),
  amount_off: iqd.nullable(),
  min_subtotal: iqd,
  category_id: id.nullable(),
  expires_at: z.string().nullable(),
});
export type VoucherCheck = z.infer<typeof VoucherCheck>;
export const VoucherCheckResponse = z.object({ data: VoucherCheck, message: z.string().optional() });

export const Location = z.object(
  {
    lat: z.number({ message: 'location_required' }).min(-90, 'location_required').max(90, 'location_required'),
    lng: z.number({ message: 'location_required' }).min(-180, 'location_required').max(180, 'location_required'),
  },
  { message: 'location_required' },
);

export const PlaceOrderBody = z.object({
  address: z.string({ message: 'address_required' }).trim().min(3, 'address_required').max(500, 'address_too_long'),
  city_id: z.preprocess(wholeNumber, z.number({ message: 'city_required' }).int().positive('city_required')),
  location: Location,
  notes: z.preprocess(blankAsUndefined, z.string().trim().max(1000, 'notes_too_long').optional()),
  payment_method: z.enum(PAYMENT_METHOD_KEYS, { message: 'payment_method_required' }),
  voucher_code: z.preprocess(blankAsUndefined, VoucherCode.optional()),
  points: z.preprocess(
    wholeNumber,
    z.number({ message: 'points_invalid' }).int('points_invalid').min(0, 'points_invalid').max(10_000_000).default(0),
  ),
  accept_terms: z.literal(true, { message: 'terms_required' }),
});
export type PlaceOrderInput = z.input<typeof PlaceOrderBody>;
export type PlaceOrderBody = z.output<typeof PlaceOrderBody>;

export const Totals = z.object({
  subtotal: iqd,
  discount: iqd,
  points: z.number().int().nonnegative(),
  points_value: iqd,
  delivery_price: iqd,
  tax: iqd,
  total: iqd,
});

export const FibPaymentView = z.object({
  /** FIB's id of the payment (the simulator's pay/decline buttons address it). */
  payment_id: z.string(),
  readable_code: z.string(),
  /** A data: URL of the QR image, as FIB returns it. */
  qr_code: z.string(),
  valid_until: z.string(),
  personal_app_link: z.string(),
  business_app_link: z.string(),
  corporate_app_link: z.string(),
});
export type FibPaymentView = z.infer<typeof FibPaymentView>;

export const OrderLine = z.object({
  product_id: id,
  title: z.string(),
  image: z.string().nullable(),
  unit_price: iqd,
  quantity: z.number().int().positive(),
  line_total: iqd,
});

export const Order = z.object({
  id: z.uuid(),
  /** Short number for the phone and the receipt; the id stays the address. */
  number: z.number().int().positive(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHOD_KEYS),
  created_at: z.string(),
  address: z.string(),
  city: z.object({ id, name: z.string() }),
  location: z.object({ lat: z.number(), lng: z.number() }),
  notes: z.string().nullable(),
  voucher_code: z.string().nullable(),
  items: z.array(OrderLine),
  totals: Totals,
  /** Points this order earned (after delivery) or will earn. */
  points_earned: z.number().int().nonnegative(),
  /** Present while a FIB payment can be paid (and kept for the record after). */
  payment: FibPaymentView.nullable(),
  /** When an unpaid FIB order gives its stock back. */
  payment_expires_at: z.string().nullable(),
});
export type Order = z.infer<typeof Order>;
export const OrderResponse = z.object({ data: Order, message: z.string().optional() });
export const OrderListResponse = z.object({ data: z.array(Order) });

export const PointsEntry = z.object({
  id,
  kind: z.enum(['earned', 'redeemed', 'returned']),
  points: z.number().int(),
  order_id: z.uuid().nullable(),
  order_number: z.number().int().nullable(),
  created_at: z.string(),
});
export const PointsSummary = z.object({
  balance: z.number().int().nonnegative(),
  point_value_iqd: iqd,
  max_share: z.number().min(0).max(1),
  iqd_per_point_earned: iqd,
  tax_rate: z.number().min(0),
  entries: z.array(PointsEntry),
});
export type PointsSummary = z.infer<typeof PointsSummary>;
export const PointsResponse = z.object({ data: PointsSummary });
