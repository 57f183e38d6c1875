import { PlaceOrderBody } from '@dukan/core/contract/orders';
import { describe, expect, it } from 'vitest';
import { getText } from '@/i18n/text';
import { EMPTY_DRAFT, parsePoints, serverFieldErrors, validateCheckout, type CheckoutDraft } from './validation';

const ERBIL = { lat: 36.191, lng: 44.009 };

const COMPLETE: CheckoutDraft = {
  ...EMPTY_DRAFT,
  address: 'Gulan Street, building 4',
  cityId: 1,
  location: ERBIL,
  paymentMethod: 'fib',
  acceptTerms: true,
};

describe('validateCheckout', () => {
  it('an empty form names the spec’s three problems, and the address and city', () => {
    const result = validateCheckout(EMPTY_DRAFT, 0);
    expect(result).toEqual({
      ok: false,
      errors: {
        location: 'location_required',
        address: 'address_required',
        city_id: 'city_required',
        payment_method: 'payment_method_required',
        accept_terms: 'terms_required',
      },
    });
  });

  it('the spec’s three messages are the English texts of those codes', () => {
    const en = getText('en', 'checkout');
    expect(en('checkout_error_location_required')).toBe('Please, select your location on map');
    expect(en('checkout_error_payment_method_required')).toBe('Please, select your payment method');
    expect(en('checkout_error_terms_required')).toBe('Please, Accept the policy and terms condition first');
  });

  it('each of map, payment method and terms alone is reported', () => {
    expect(validateCheckout({ ...COMPLETE, location: null }, 0)).toEqual({
      ok: false,
      errors: { location: 'location_required' },
    });
    expect(validateCheckout({ ...COMPLETE, paymentMethod: null }, 0)).toEqual({
      ok: false,
      errors: { payment_method: 'payment_method_required' },
    });
    expect(validateCheckout({ ...COMPLETE, acceptTerms: false }, 0)).toEqual({
      ok: false,
      errors: { accept_terms: 'terms_required' },
    });
  });

  it('a complete form gives the body the API’s own schema accepts', () => {
    const result = validateCheckout(
      { ...COMPLETE, notes: '  Ring twice ', points: '٤٠', appliedVoucher: 'SPRING10', voucherInput: 'spring10 ' },
      100,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toEqual({
      address: 'Gulan Street, building 4',
      city_id: 1,
      location: ERBIL,
      notes: 'Ring twice',
      payment_method: 'fib',
      voucher_code: 'SPRING10',
      points: 40,
      accept_terms: true,
    });
    expect(PlaceOrderBody.safeParse(result.body).success).toBe(true);
  });

  it('leaves out empty notes and voucher, and sends 0 points when none are typed', () => {
    const result = validateCheckout(COMPLETE, 0);
    expect(result.ok && result.body).toEqual({
      address: 'Gulan Street, building 4',
      city_id: 1,
      location: ERBIL,
      payment_method: 'fib',
      points: 0,
      accept_terms: true,
    });
  });

  it('refuses a pin outside Iraq', () => {
    expect(validateCheckout({ ...COMPLETE, location: { lat: 51.5, lng: -0.12 } }, 0)).toEqual({
      ok: false,
      errors: { location: 'location_outside' },
    });
  });

  it('refuses more points than the order can redeem, and points that are not a whole number', () => {
    expect(validateCheckout({ ...COMPLETE, points: '101' }, 100)).toEqual({
      ok: false,
      errors: { points: 'points_too_many' },
    });
    expect(validateCheckout({ ...COMPLETE, points: '100' }, 100).ok).toBe(true);
    expect(validateCheckout({ ...COMPLETE, points: '2.5' }, 100)).toEqual({
      ok: false,
      errors: { points: 'points_invalid' },
    });
  });

  it('a typed voucher that was not checked (or was changed after) must be checked first', () => {
    expect(validateCheckout({ ...COMPLETE, voucherInput: 'SPRING10' }, 0)).toEqual({
      ok: false,
      errors: { voucher_code: 'voucher_not_applied' },
    });
    expect(validateCheckout({ ...COMPLETE, voucherInput: 'OTHER', appliedVoucher: 'SPRING10' }, 0).ok).toBe(false);
    expect(validateCheckout({ ...COMPLETE, voucherInput: '', appliedVoucher: null }, 0).ok).toBe(true);
  });

  it('refuses a too short address and a too long one', () => {
    expect(validateCheckout({ ...COMPLETE, address: ' a ' }, 0)).toMatchObject({
      errors: { address: 'address_required' },
    });
    expect(validateCheckout({ ...COMPLETE, address: 'x'.repeat(501) }, 0)).toMatchObject({
      errors: { address: 'address_too_long' },
    });
  });

  it('rounds the pin to six decimals, so a retry sends the very same body', () => {
    const result = validateCheckout({ ...COMPLETE, location: { lat: 36.19123456789, lng: 44.00987654321 } }, 0);
    expect(result.ok && result.body.location).toEqual({ lat: 36.191235, lng: 44.009877 });
  });
});

describe('helpers', () => {
  it('points accept Arabic-Indic and Persian digits', () => {
    expect(parsePoints('١٢٠')).toBe(120);
    expect(parsePoints('۳۵')).toBe(35);
    expect(parsePoints(' ')).toBe(0);
    expect(parsePoints('-3')).toBeNaN();
  });

  it('server field errors land on the form’s fields, first message each', () => {
    expect(
      serverFieldErrors({ address: ['Too short', 'Other'], 'location.lat': ['Pick a place'], nonsense: ['x'] }),
    ).toEqual({ address: 'Too short', location: 'Pick a place' });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
