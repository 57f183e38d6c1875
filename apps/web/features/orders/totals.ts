// The totals the checkout shows before the order is placed: the very functions the API charges with
// (packages/core/src/orders/pricing.ts), fed with the cart's subtotal, the voucher discount the API
// confirmed for this cart, the points asked for and the chosen city's delivery price.
import type { PointsSummary } from '@dukan/core/contract/orders';
import {
  DEFAULT_PRICING_RULES,
  maxRedeemablePoints,
  orderTotals,
  type OrderTotals,
  type PricingRules,
} from '@dukan/core/orders/pricing';

/** The shop's point and tax rules as the API reports them with the customer's points; the defaults until then. */
export function pricingRulesOf(points: PointsSummary | null | undefined): PricingRules {
  if (!points) return DEFAULT_PRICING_RULES;
  return {
    taxRate: points.tax_rate,
    pointValueIqd: points.point_value_iqd,
    pointsMaxShare: points.max_share,
    iqdPerPointEarned: points.iqd_per_point_earned,
  };
}

export interface CheckoutPreviewInput {
  subtotal: number;
  /** The applied voucher's discount on this cart (0 without one). */
  voucherDiscount: number;
  /** The customer's points balance. */
  balance: number;
  /** Points typed in the form (NaN or negative counts as none). */
  requestedPoints: number;
  /** The chosen city's delivery price; null before a city is chosen. */
  deliveryPrice: number | null;
  rules: PricingRules;
}

export interface CheckoutPreview {
  totals: OrderTotals;
  /** The most points this order may redeem. */
  maxPoints: number;
  /** Whether a city (and so the delivery price) is known yet. */
  deliveryKnown: boolean;
}

export function previewCheckout(input: CheckoutPreviewInput): CheckoutPreview {
  const discount = Math.max(0, Math.min(input.voucherDiscount, input.subtotal));
  const maxPoints = maxRedeemablePoints(input.subtotal, discount, input.balance, input.rules);
  const requested = Number.isFinite(input.requestedPoints) ? Math.max(0, Math.floor(input.requestedPoints)) : 0;
  const totals = orderTotals(
    {
      subtotal: input.subtotal,
      discount,
      // More than allowed is an error on the field; the total shows what can be used, never a negative price.
      points: Math.min(requested, maxPoints),
      deliveryPrice: input.deliveryPrice ?? 0,
    },
    input.rules,
  );
  return { totals, maxPoints, deliveryKnown: input.deliveryPrice !== null };
}
