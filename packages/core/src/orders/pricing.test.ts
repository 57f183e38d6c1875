import { describe, expect, it } from 'vitest';
import { PlaceOrderBody, VoucherCheckBody } from '../contract/orders';
import {
  DEFAULT_PRICING_RULES,
  maxRedeemablePoints,
  orderTotals,
  pointsEarned,
  voucherDiscount,
  type PricedLine,
} from './pricing';

const lines: PricedLine[] = [
  { unit_price: 40_000, quantity: 1, category_id: 1 },
  { unit_price: 25_000, quantity: 2, category_id: 2 },
];
const terms = { percent_off: null, amount_off: null, max_discount: null, category_id: null };

describe('voucherDiscount', () => {
  it('takes a percentage of the lines, rounded down, capped by max_discount', () => {
    expect(voucherDiscount({ ...terms, percent_off: 15 }, lines)).toBe(13_500);
    expect(voucherDiscount({ ...terms, percent_off: 15, max_discount: 10_000 }, lines)).toBe(10_000);
    expect(voucherDiscount({ ...terms, percent_off: 33 }, [{ unit_price: 1_001, quantity: 1, category_id: 1 }])).toBe(
      330,
    );
  });

  it('counts only the voucher category and never gives more than it applies to', () => {
    expect(voucherDiscount({ ...terms, percent_off: 50, category_id: 2 }, lines)).toBe(25_000);
    expect(voucherDiscount({ ...terms, amount_off: 100_000, category_id: 1 }, lines)).toBe(40_000);
    expect(voucherDiscount({ ...terms, amount_off: 5_000, category_id: 9 }, lines)).toBe(0);
  });
});

describe('points', () => {
  it('redeems at most the balance, the share of the subtotal and the price left after the discount', () => {
    // 50 % of 100,000 IQD at 25 IQD a point = 2,000 points.
    expect(maxRedeemablePoints(100_000, 0, 5_000)).toBe(2_000);
    expect(maxRedeemablePoints(100_000, 0, 300)).toBe(300);
    expect(maxRedeemablePoints(100_000, 99_000, 5_000)).toBe(40);
    expect(maxRedeemablePoints(100_000, 0, 5_000, { ...DEFAULT_PRICING_RULES, pointValueIqd: 0 })).toBe(0);
  });

  it('earns one point per 1,000 IQD paid for goods, not for delivery or tax', () => {
    const totals = orderTotals({ subtotal: 90_000, discount: 9_000, points: 40, deliveryPrice: 5_000 });
    expect(pointsEarned(totals)).toBe(80); // 90,000 − 9,000 − 1,000
  });
});

describe('orderTotals', () => {
  it('adds delivery and tax on the goods after discount and points', () => {
    const rules = { ...DEFAULT_PRICING_RULES, taxRate: 0.05 };
    expect(orderTotals({ subtotal: 100_000, discount: 10_000, points: 200, deliveryPrice: 3_000 }, rules)).toEqual({
      subtotal: 100_000,
      discount: 10_000,
      points: 200,
      points_value: 5_000,
      delivery_price: 3_000,
      tax: 4_250,
      total: 85_000 + 4_250 + 3_000,
    });
  });
});

describe('checkout contract', () => {
  const body = {
    address: 'Gulan Street 12',
    city_id: '٣',
    location: { lat: 36.19, lng: 44.01 },
    payment_method: 'fib',
    accept_terms: true,
  };

  it('accepts Arabic-Indic digits, forgives voucher case and spaces, and treats blanks as none', () => {
    const parsed = PlaceOrderBody.parse({ ...body, points: '۱۲', voucher_code: ' dukan١٠ ', notes: '  ' });
    expect(parsed).toMatchObject({ city_id: 3, points: 12, voucher_code: 'DUKAN10', notes: undefined });
    expect(PlaceOrderBody.parse({ ...body, voucher_code: '' }).voucher_code).toBeUndefined();
    expect(VoucherCheckBody.parse({ code: 'newroz25' }).code).toBe('NEWROZ25');
  });

  it('names the missing pin, payment method and terms with their message keys', () => {
    const result = PlaceOrderBody.safeParse({ address: 'x y z', city_id: 1, accept_terms: false });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toMatchObject({
      location: 'location_required',
      payment_method: 'payment_method_required',
      accept_terms: 'terms_required',
    });
  });
});
