import { OfferChange } from '@dukan/core/contract/admin-operations';
import { describe, expect, it } from 'vitest';
import { toOfferChange } from './OffersPage';

describe('offer form', () => {
  it('sends exactly one kind of offer, digits in any script', () => {
    expect(OfferChange.parse(toOfferChange({ product_id: '١٢', kind: 'percent_off', value: '٢٠' }))).toEqual({
      product_id: 12,
      percent_off: 20,
    });
    expect(OfferChange.parse(toOfferChange({ product_id: '7', kind: 'sale_price', value: '15000' }))).toEqual({
      product_id: 7,
      sale_price: 15000,
    });
  });
  it('refuses a percentage the shop does not allow', () => {
    const refused = OfferChange.safeParse(toOfferChange({ product_id: '7', kind: 'percent_off', value: '99' }));
    expect(refused.error!.issues.map((i) => i.message)).toContain('offer_percent_invalid');
  });
});
