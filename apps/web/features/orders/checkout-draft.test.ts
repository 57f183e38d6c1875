import { DEFAULT_MAP_CENTER, type VoucherCheck } from '@dukan/core/contract/orders';
import { describe, expect, it } from 'vitest';
import {
  change,
  checkoutReducer,
  CITY_ZOOM,
  initialCheckoutState,
  PIN_ZOOM,
  type CheckoutAction,
  type CheckoutState,
} from './checkout-draft';

const ERBIL = { lat: 36.191, lng: 44.009 };
const ISTANBUL = { lat: 41.0, lng: 29.0 };
const CHECK = { code: 'DUKAN10', discount: 5_000 } as VoucherCheck;

const run = (...actions: CheckoutAction[]) => actions.reduce(checkoutReducer, initialCheckoutState(null));

describe('checkoutReducer', () => {
  it('starts empty at the default map centre, with the voucher handed over by the cart typed in', () => {
    const state = initialCheckoutState('SPRING');
    expect(state.draft.voucherInput).toBe('SPRING');
    expect(state.draft.appliedVoucher).toBeNull();
    expect(state.view).toEqual({ center: DEFAULT_MAP_CENTER, zoom: CITY_ZOOM });
    expect(initialCheckoutState(null).draft.voucherInput).toBe('');
  });

  it('a change edits the draft and clears that field’s page and API errors, and only those', () => {
    const before: CheckoutState = {
      ...initialCheckoutState(null),
      errors: { address: 'address_required', notes: 'notes_too_long' },
      serverErrors: { address: 'Too short', points: 'Not enough' },
    };
    const after = checkoutReducer(before, change('address', 'Gulan Street 4'));
    expect(after.draft.address).toBe('Gulan Street 4');
    expect(after.errors).toEqual({ address: undefined, notes: 'notes_too_long' });
    expect(after.serverErrors).toEqual({ address: undefined, points: 'Not enough' });
    expect(checkoutReducer(after, change('acceptTerms', true)).draft.acceptTerms).toBe(true);
  });

  it('keeps the same error objects when there was nothing to clear', () => {
    const before = initialCheckoutState(null);
    const after = checkoutReducer(before, change('notes', 'ring twice'));
    expect(after.errors).toBe(before.errors);
    expect(after.serverErrors).toBe(before.serverErrors);
  });

  it('takes a pin inside the delivery area and moves the view only when asked', () => {
    const clicked = run({ type: 'pick', point: ERBIL, moveView: false });
    expect(clicked.draft.location).toEqual(ERBIL);
    expect(clicked.view.zoom).toBe(CITY_ZOOM);
    const located = run({ type: 'pick', point: ERBIL, moveView: true });
    expect(located.view).toEqual({ center: ERBIL, zoom: PIN_ZOOM });
  });

  it('refuses a pin outside the delivery area and keeps the last one', () => {
    const state = run(
      { type: 'pick', point: ERBIL, moveView: false },
      { type: 'pick', point: ISTANBUL, moveView: true },
    );
    expect(state.draft.location).toEqual(ERBIL);
    expect(state.errors.location).toBe('location_outside');
    expect(state.view.zoom).toBe(CITY_ZOOM);
    expect(checkoutReducer(state, { type: 'pick', point: ERBIL, moveView: false }).errors.location).toBeUndefined();
  });

  it('a city sets cityId and centres the map on it; no city leaves the view', () => {
    const state = run({ type: 'city', city: { id: 3, lat: 35.557, lng: 45.435 } });
    expect(state.draft.cityId).toBe(3);
    expect(state.view).toEqual({ center: { lat: 35.557, lng: 45.435 }, zoom: CITY_ZOOM });
    const none = checkoutReducer(state, { type: 'city', city: null });
    expect(none.draft.cityId).toBeNull();
    expect(none.view).toEqual(state.view);
  });

  it('voucher: applied writes the confirmed code, refused forgets it, typing drops a refusal, removing empties', () => {
    const applied = run(
      { type: 'voucher-typed', value: 'dukan10' },
      { type: 'voucher-checking' },
      { type: 'voucher-applied', check: CHECK },
    );
    expect(applied.voucher).toEqual({ status: 'applied', check: CHECK });
    expect(applied.draft).toMatchObject({ voucherInput: 'DUKAN10', appliedVoucher: 'DUKAN10' });

    const refused = checkoutReducer(applied, { type: 'voucher-refused', message: 'Expired' });
    expect(refused.voucher).toEqual({ status: 'refused', message: 'Expired' });
    expect(refused.draft.appliedVoucher).toBeNull();
    expect(checkoutReducer(refused, { type: 'voucher-typed', value: 'X' }).voucher.status).toBe('idle');
    // Typing over an applied code keeps it applied until another is checked.
    expect(checkoutReducer(applied, { type: 'voucher-typed', value: 'X' }).voucher.status).toBe('applied');

    const removed = checkoutReducer(applied, { type: 'voucher-removed' });
    expect(removed.voucher.status).toBe('idle');
    expect(removed.draft).toMatchObject({ voucherInput: '', appliedVoucher: null });
  });

  it('submitting: page errors stop it, a clean draft is sent, a refusal shows the API’s words and re-enables it', () => {
    const answered = {
      ...initialCheckoutState(null),
      formError: 'Out of stock',
      serverErrors: { address: 'Too short' },
    };
    const invalid = checkoutReducer(answered, { type: 'submit-checked', errors: { accept_terms: 'terms_required' } });
    expect(invalid).toMatchObject({ submitting: false, formError: null, serverErrors: {} });
    expect(invalid.errors).toEqual({ accept_terms: 'terms_required' });

    const sending = checkoutReducer(invalid, { type: 'submit-checked', errors: null });
    expect(sending).toMatchObject({ submitting: true, errors: {}, formError: null });

    const refused = checkoutReducer(sending, {
      type: 'submit-refused',
      serverErrors: { points: 'Too many points' },
      formError: 'Check the form',
    });
    expect(refused).toMatchObject({
      submitting: false,
      serverErrors: { points: 'Too many points' },
      formError: 'Check the form',
    });
  });
});
