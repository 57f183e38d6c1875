// The checkout form's own rules before anything is sent: the contract's PlaceOrderBody (the same schema the
// API parses with), plus what only the page knows — the pin must be inside the delivery area, the points may
// not pass what this order can redeem, and a typed voucher must have been checked. Errors are codes; the form
// shows `checkout_error_<code>` (the spec's three messages among them).
import { PlaceOrderBody, type PlaceOrderInput } from '@dukan/core/contract/orders';
import { isInDeliveryArea } from '@dukan/core/delivery/area';
import { toAsciiDigits } from '@dukan/core/text/normalize';
import type { LatLng } from '@/ui/map/lat-lng';

export type { LatLng };

export interface CheckoutDraft {
  address: string;
  cityId: number | null;
  location: LatLng | null;
  notes: string;
  /** A payment method's key (`cod`, `fib`), or null before the shopper picks one. */
  paymentMethod: string | null;
  /** What is typed in the voucher field. */
  voucherInput: string;
  /** The code the API confirmed for this cart (null when none is applied). */
  appliedVoucher: string | null;
  /** Points as typed (Arabic-Indic and Persian digits welcome). */
  points: string;
  acceptTerms: boolean;
}

export const EMPTY_DRAFT: CheckoutDraft = {
  address: '',
  cityId: null,
  location: null,
  notes: '',
  paymentMethod: null,
  voucherInput: '',
  appliedVoucher: null,
  points: '',
  acceptTerms: false,
};

/** The form's fields in the order they are shown, so the first error gets the focus. */
export const CHECKOUT_FIELDS = [
  'location',
  'address',
  'city_id',
  'notes',
  'payment_method',
  'voucher_code',
  'points',
  'accept_terms',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export type CheckoutErrorCode =
  | 'location_required'
  | 'location_outside'
  | 'address_required'
  | 'address_too_long'
  | 'city_required'
  | 'notes_too_long'
  | 'payment_method_required'
  | 'voucher_not_applied'
  | 'voucher_not_found'
  | 'points_invalid'
  | 'points_too_many'
  | 'terms_required';

export type CheckoutErrors = Partial<Record<CheckoutField, CheckoutErrorCode>>;

export type CheckoutValidation = { ok: true; body: PlaceOrderInput } | { ok: false; errors: CheckoutErrors };

/** Typed points as a whole number: '' is 0; anything that is not digits is NaN. */
export function parsePoints(text: string): number {
  const ascii = toAsciiDigits(text).trim();
  if (ascii === '') return 0;
  return /^[0-9]+$/.test(ascii) ? Number(ascii) : Number.NaN;
}

const KNOWN_CODES: ReadonlySet<string> = new Set<CheckoutErrorCode>([
  'location_required',
  'address_required',
  'address_too_long',
  'city_required',
  'notes_too_long',
  'payment_method_required',
  'voucher_not_found',
  'points_invalid',
  'terms_required',
]);

const FIELD_OF_PATH: Record<string, CheckoutField> = {
  location: 'location',
  address: 'address',
  city_id: 'city_id',
  notes: 'notes',
  payment_method: 'payment_method',
  voucher_code: 'voucher_code',
  points: 'points',
  accept_terms: 'accept_terms',
};

/** The order body of a complete draft, or every field's first problem. `maxPoints` is what this order may redeem. */
export function validateCheckout(draft: CheckoutDraft, maxPoints: number): CheckoutValidation {
  const body = {
    address: draft.address,
    city_id: draft.cityId ?? undefined,
    location: draft.location ?? undefined,
    notes: draft.notes,
    payment_method: draft.paymentMethod ?? undefined,
    voucher_code: draft.appliedVoucher ?? undefined,
    points: draft.points.trim() === '' ? undefined : draft.points,
    accept_terms: draft.acceptTerms,
  };
  const errors: CheckoutErrors = {};
  const parsed = PlaceOrderBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF_PATH[String(issue.path[0])];
      if (!field || errors[field]) continue;
      errors[field] = KNOWN_CODES.has(issue.message) ? (issue.message as CheckoutErrorCode) : fallbackCode(field);
    }
  }
  if (!errors.location && draft.location && !isInDeliveryArea(draft.location)) errors.location = 'location_outside';
  const points = parsePoints(draft.points);
  if (!errors.points && Number.isFinite(points) && points > maxPoints) errors.points = 'points_too_many';
  const typedVoucher = toAsciiDigits(draft.voucherInput).trim().toUpperCase();
  if (!errors.voucher_code && typedVoucher !== '' && typedVoucher !== draft.appliedVoucher) {
    errors.voucher_code = 'voucher_not_applied';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: toOrderBody(draft) };
}

function fallbackCode(field: CheckoutField): CheckoutErrorCode {
  switch (field) {
    case 'location':
      return 'location_required';
    case 'address':
      return 'address_required';
    case 'city_id':
      return 'city_required';
    case 'notes':
      return 'notes_too_long';
    case 'payment_method':
      return 'payment_method_required';
    case 'voucher_code':
      return 'voucher_not_found';
    case 'points':
      return 'points_invalid';
    case 'accept_terms':
      return 'terms_required';
  }
}

/** What is sent: trimmed text, optional fields left out when empty, points as a number. */
function toOrderBody(draft: CheckoutDraft): PlaceOrderInput {
  const body: PlaceOrderInput = {
    address: draft.address.trim(),
    city_id: draft.cityId!,
    location: { lat: roundCoordinate(draft.location!.lat), lng: roundCoordinate(draft.location!.lng) },
    payment_method: draft.paymentMethod as PlaceOrderInput['payment_method'],
    points: parsePoints(draft.points),
    accept_terms: true,
  };
  const notes = draft.notes.trim();
  if (notes !== '') body.notes = notes;
  if (draft.appliedVoucher) body.voucher_code = draft.appliedVoucher;
  return body;
}

/** Six decimals is about 10 cm: enough for a door, and the same body on a retry of a dragged pin. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** The server's field errors (`{field: [messages]}`, already in the shopper's language) on the form's fields. */
export function serverFieldErrors(
  errors: Record<string, string[]> | undefined,
): Partial<Record<CheckoutField, string>> {
  const out: Partial<Record<CheckoutField, string>> = {};
  if (!errors) return out;
  for (const [path, messages] of Object.entries(errors)) {
    const field = FIELD_OF_PATH[path.split('.')[0]!];
    const message = messages.find((m) => typeof m === 'string' && m.trim() !== '');
    if (field && message && !out[field]) out[field] = message;
  }
  return out;
}
