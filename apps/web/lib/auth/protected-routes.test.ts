import { describe, expect, it } from 'vitest';
import { isProtectedPath } from './protected-routes';

describe('isProtectedPath', () => {
  it('protects checkout, payment-success and every account page, in any language', () => {
    for (const path of [
      '/en/checkout',
      '/ku/checkout/',
      '/ar/payment-success',
      '/en/payment-success?order=1',
      '/en/account',
      '/en/account/profile',
      '/ku/account/order-history',
      '/ar/account-settings',
      '/account/security',
    ]) {
      expect(isProtectedPath(path.split('?')[0]!), path).toBe(true);
    }
  });

  it('leaves everything else open', () => {
    for (const path of ['/', '/en', '/en/products', '/en/products/account', '/ku/cart', '/en/offers']) {
      expect(isProtectedPath(path), path).toBe(false);
    }
  });
});
