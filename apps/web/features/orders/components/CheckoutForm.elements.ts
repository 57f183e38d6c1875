import type { CheckoutField } from '@/features/orders/validation';

/** Where each field's error sends the focus: the id of its element on the checkout page. */
export const CHECKOUT_ELEMENT: Record<CheckoutField, string> = {
  location: 'checkout-location',
  address: 'checkout-address',
  city_id: 'checkout-city',
  notes: 'checkout-notes',
  payment_method: 'checkout-payment',
  voucher_code: 'checkout-voucher',
  points: 'checkout-points',
  accept_terms: 'checkout-terms',
};
