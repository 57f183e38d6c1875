// Everything the checkout form remembers between renders, in one reducer: what the shopper typed (the draft),
// the map's view, the field errors of the page and of the API, the voucher's check and whether the order is on
// its way. One place decides what each step changes, so e.g. typing in a field always clears that field's
// error, and a pin outside the delivery area never reaches the draft.
import { DEFAULT_MAP_CENTER, type VoucherCheck } from '@dukan/core/contract/orders';
import { isInDeliveryArea } from '@dukan/core/delivery/area';
import {
  EMPTY_DRAFT,
  type CheckoutDraft,
  type CheckoutErrors,
  type CheckoutField,
  type LatLng,
} from '@/features/orders/validation';

/** The zoom that shows a whole city, and the one that shows the street under a pin. */
export const CITY_ZOOM = 12;
export const PIN_ZOOM = 16;

export type VoucherState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'applied'; check: VoucherCheck }
  | { status: 'refused'; message: string };

export interface CheckoutState {
  draft: CheckoutDraft;
  view: { center: LatLng; zoom: number };
  /** The page's own checks, as message codes. */
  errors: CheckoutErrors;
  /** The API's field errors, already in the shopper's language; they win over the page's. */
  serverErrors: Partial<Record<CheckoutField, string>>;
  /** The API's answer when the order was refused as a whole. */
  formError: string | null;
  voucher: VoucherState;
  submitting: boolean;
}

export type CheckoutAction =
  | { type: 'change'; key: PlainKey; value: CheckoutDraft[PlainKey] }
  | { type: 'pick'; point: LatLng; moveView: boolean }
  | { type: 'city'; city: { id: number; lat: number; lng: number } | null }
  | { type: 'voucher-typed'; value: string }
  | { type: 'voucher-checking' }
  | { type: 'voucher-applied'; check: VoucherCheck }
  | { type: 'voucher-refused'; message: string }
  | { type: 'voucher-removed' }
  | { type: 'submit-checked'; errors: CheckoutErrors | null }
  | { type: 'submit-refused'; serverErrors: Partial<Record<CheckoutField, string>>; formError: string };

/** The draft fields a plain input edits, and the error each one clears. */
const FIELD_OF_KEY = {
  address: 'address',
  cityId: 'city_id',
  notes: 'notes',
  paymentMethod: 'payment_method',
  points: 'points',
  acceptTerms: 'accept_terms',
} as const satisfies Partial<Record<keyof CheckoutDraft, CheckoutField>>;
export type PlainKey = keyof typeof FIELD_OF_KEY;

/** A typed `change` action: the value must match the draft field it edits. */
export function change<K extends PlainKey>(key: K, value: CheckoutDraft[K]): CheckoutAction {
  return { type: 'change', key, value };
}

export function initialCheckoutState(initialVoucher: string | null): CheckoutState {
  return {
    draft: { ...EMPTY_DRAFT, voucherInput: initialVoucher ?? '' },
    view: { center: { ...DEFAULT_MAP_CENTER }, zoom: CITY_ZOOM },
    errors: {},
    serverErrors: {},
    formError: null,
    voucher: { status: 'idle' },
    submitting: false,
  };
}

/** The state without the field's page and API errors (the same objects when it had none, to spare a render). */
function cleared(state: CheckoutState, field: CheckoutField): CheckoutState {
  const errors = state.errors[field] ? { ...state.errors, [field]: undefined } : state.errors;
  const serverErrors = state.serverErrors[field] ? { ...state.serverErrors, [field]: undefined } : state.serverErrors;
  return errors === state.errors && serverErrors === state.serverErrors ? state : { ...state, errors, serverErrors };
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'change': {
      const { key, value } = action;
      return cleared({ ...state, draft: { ...state.draft, [key]: value } }, FIELD_OF_KEY[key]);
    }
    case 'pick': {
      // The pin stays where it was: the shopper sees why the new place was not taken.
      if (!isInDeliveryArea(action.point))
        return { ...state, errors: { ...state.errors, location: 'location_outside' } };
      const next = cleared({ ...state, draft: { ...state.draft, location: action.point } }, 'location');
      return action.moveView ? { ...next, view: { center: action.point, zoom: PIN_ZOOM } } : next;
    }
    case 'city': {
      const { city } = action;
      const next = cleared({ ...state, draft: { ...state.draft, cityId: city?.id ?? null } }, 'city_id');
      return city ? { ...next, view: { center: { lat: city.lat, lng: city.lng }, zoom: CITY_ZOOM } } : next;
    }
    case 'voucher-typed': {
      const next = cleared({ ...state, draft: { ...state.draft, voucherInput: action.value } }, 'voucher_code');
      // A new code makes the last refusal stale; an applied one stays until the shopper checks another.
      return state.voucher.status === 'refused' ? { ...next, voucher: { status: 'idle' } } : next;
    }
    case 'voucher-checking':
      return { ...state, voucher: { status: 'checking' } };
    case 'voucher-applied': {
      const { check } = action;
      const draft = { ...state.draft, voucherInput: check.code, appliedVoucher: check.code };
      return cleared({ ...state, draft, voucher: { status: 'applied', check } }, 'voucher_code');
    }
    case 'voucher-refused':
      return {
        ...state,
        draft: { ...state.draft, appliedVoucher: null },
        voucher: { status: 'refused', message: action.message },
      };
    case 'voucher-removed': {
      const draft = { ...state.draft, voucherInput: '', appliedVoucher: null };
      return cleared({ ...state, draft, voucher: { status: 'idle' } }, 'voucher_code');
    }
    case 'submit-checked':
      // A new attempt forgets the last answer of the API; only a draft that passed the page's checks is sent.
      return action.errors
        ? { ...state, formError: null, serverErrors: {}, errors: action.errors }
        : { ...state, formError: null, serverErrors: {}, errors: {}, submitting: true };
    case 'submit-refused':
      return { ...state, submitting: false, serverErrors: action.serverErrors, formError: action.formError };
  }
}
