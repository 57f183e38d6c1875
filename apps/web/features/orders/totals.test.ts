import { DEFAULT_PRICING_RULES, maxRedeemablePoints, orderTotals } from '@dukan/core/orders/pricing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewCheckout, pricingRulesOf } from './totals';

describe('previewCheckout', () => {
  it('adds delivery to the goods after voucher and points (default rules: 1 point = 25 IQD, no tax)', () => {
    const preview = previewCheckout({
      subtotal: 450_000,
      voucherDiscount: 45_000,
      balance: 400,
      requestedPoints: 200,
      deliveryPrice: 5_000,
      rules: DEFAULT_PRICING_RULES,
    });
    expect(preview.totals).toEqual({
      subtotal: 450_000,
      discount: 45_000,
      points: 200,
      points_value: 5_000,
      delivery_price: 5_000,
      tax: 0,
      total: 405_000,
    });
    expect(preview.maxPoints).toBe(400);
    expect(preview.deliveryKnown).toBe(true);
  });

  it('estimates tax at the shop’s rate on the goods only', () => {
    const rules = { ...DEFAULT_PRICING_RULES, taxRate: 0.05 };
    const preview = previewCheckout({
      subtotal: 100_000,
      voucherDiscount: 0,
      balance: 0,
      requestedPoints: 0,
      deliveryPrice: 3_000,
      rules,
    });
    expect(preview.totals.tax).toBe(5_000);
    expect(preview.totals.total).toBe(108_000);
  });

  it('uses no more points than the order may redeem, and none for junk input', () => {
    const base = {
      subtotal: 10_000,
      voucherDiscount: 0,
      balance: 10_000,
      deliveryPrice: null,
      rules: DEFAULT_PRICING_RULES,
    };
    // Half of 10,000 IQD at 25 IQD a point.
    expect(previewCheckout({ ...base, requestedPoints: 9_999 }).totals.points).toBe(200);
    expect(previewCheckout({ ...base, requestedPoints: Number.NaN }).totals.points).toBe(0);
    expect(previewCheckout({ ...base, requestedPoints: -5 }).totals.points).toBe(0);
  });

  it('before a city is chosen, the delivery price is unknown and counts as 0', () => {
    const preview = previewCheckout({
      subtotal: 10_000,
      voucherDiscount: 0,
      balance: 0,
      requestedPoints: 0,
      deliveryPrice: null,
      rules: DEFAULT_PRICING_RULES,
    });
    expect(preview.deliveryKnown).toBe(false);
    expect(preview.totals.total).toBe(10_000);
  });

  it('agrees with the server’s pricing for any cart within the rules', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 60_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.record({
          taxRate: fc.constantFrom(0, 0.05, 0.15),
          pointValueIqd: fc.integer({ min: 0, max: 500 }),
          pointsMaxShare: fc.constantFrom(0, 0.25, 0.5, 1),
          iqdPerPointEarned: fc.constant(1000),
        }),
        (subtotal, voucherDiscount, balance, requestedPoints, deliveryPrice, rules) => {
          const preview = previewCheckout({
            subtotal,
            voucherDiscount,
            balance,
            requestedPoints,
            deliveryPrice,
            rules,
          });
          const discount = Math.min(voucherDiscount, subtotal);
          const max = maxRedeemablePoints(subtotal, discount, balance, rules);
          expect(preview.maxPoints).toBe(max);
          const server = orderTotals(
            { subtotal, discount, points: Math.min(requestedPoints, max), deliveryPrice },
            rules,
          );
          expect(preview.totals).toEqual(server);
          expect(preview.totals.total).toBeGreaterThanOrEqual(deliveryPrice);
        },
      ),
    );
  });
});

describe('pricingRulesOf', () => {
  it('reads the shop’s rules from the points summary, the defaults without one', () => {
    expect(pricingRulesOf(null)).toEqual(DEFAULT_PRICING_RULES);
    expect(
      pricingRulesOf({
        balance: 0,
        point_value_iqd: 50,
        max_share: 0.3,
        iqd_per_point_earned: 2000,
        tax_rate: 0.1,
        entries: [],
      }),
    ).toEqual({ taxRate: 0.1, pointValueIqd: 50, pointsMaxShare: 0.3, iqdPerPointEarned: 2000 });
  });
});
