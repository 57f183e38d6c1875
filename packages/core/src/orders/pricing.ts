// How an order's money is worked out: voucher discount, reward points, delivery, tax, total. The API is the
// authority (it runs these on prices read from the database inside the order transaction); the checkout
// page runs the same functions to show the shopper what the server will charge. All amounts are whole IQD.

export interface PricingRules {
  /** Estimated tax on the goods after discount and points, e.g. 0.05 for 5 %. */
  taxRate: number;
  /** What one redeemed point is worth in IQD. */
  pointValueIqd: number;
  /** At most this share of the subtotal may be paid with points (0–1). */
  pointsMaxShare: number;
  /** IQD spent on goods per point earned when the order is delivered. */
  iqdPerPointEarned: number;
}

export const DEFAULT_PRICING_RULES: PricingRules = {
  taxRate: 0,
  pointValueIqd: 25,
  pointsMaxShare: 0.5,
  iqdPerPointEarned: 1000,
};

export interface VoucherTerms {
  percent_off: number | null;
  amount_off: number | null;
  /** A cap on a percentage voucher's discount, in IQD. */
  max_discount: number | null;
  /** Only lines of this category count towards the discount (and the minimum). */
  category_id: number | null;
}

export interface PricedLine {
  unit_price: number;
  quantity: number;
  category_id: number;
}

export const lineTotal = (line: PricedLine) => line.unit_price * line.quantity;

/** The part of the cart a voucher applies to: every line, or only its category's lines. */
export function voucherBase(terms: Pick<VoucherTerms, 'category_id'>, lines: PricedLine[]): number {
  return lines
    .filter((l) => terms.category_id === null || l.category_id === terms.category_id)
    .reduce((sum, l) => sum + lineTotal(l), 0);
}

/** The discount a voucher gives on these lines: never more than what it applies to. */
export function voucherDiscount(terms: VoucherTerms, lines: PricedLine[]): number {
  const base = voucherBase(terms, lines);
  let discount: number;
  if (terms.percent_off !== null) {
    // Rounded down: a shopper is never charged a fraction and the shop never gives more than promised.
    discount = Math.floor((base * terms.percent_off) / 100);
    if (terms.max_discount !== null) discount = Math.min(discount, terms.max_discount);
  } else {
    discount = terms.amount_off ?? 0;
  }
  return Math.max(0, Math.min(discount, base));
}

/** The most points this order may redeem: by balance, by the share rule, and never past the goods' price. */
export function maxRedeemablePoints(
  subtotal: number,
  discount: number,
  balance: number,
  rules: PricingRules = DEFAULT_PRICING_RULES,
): number {
  if (rules.pointValueIqd <= 0) return 0;
  const byShare = Math.floor((subtotal * rules.pointsMaxShare) / rules.pointValueIqd);
  const byPrice = Math.floor(Math.max(0, subtotal - discount) / rules.pointValueIqd);
  return Math.max(0, Math.min(balance, byShare, byPrice));
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  points: number;
  points_value: number;
  delivery_price: number;
  tax: number;
  total: number;
}

export function orderTotals(
  input: { subtotal: number; discount: number; points: number; deliveryPrice: number },
  rules: PricingRules = DEFAULT_PRICING_RULES,
): OrderTotals {
  const pointsValue = input.points * rules.pointValueIqd;
  const goods = Math.max(0, input.subtotal - input.discount - pointsValue);
  const tax = Math.round(goods * rules.taxRate);
  return {
    subtotal: input.subtotal,
    discount: input.discount,
    points: input.points,
    points_value: pointsValue,
    delivery_price: input.deliveryPrice,
    tax,
    total: goods + tax + input.deliveryPrice,
  };
}

/** Points an order earns once delivered: for what was paid for goods (not delivery, not tax). */
export function pointsEarned(totals: OrderTotals, rules: PricingRules = DEFAULT_PRICING_RULES): number {
  if (rules.iqdPerPointEarned <= 0) return 0;
  const goods = Math.max(0, totals.subtotal - totals.discount - totals.points_value);
  return Math.floor(goods / rules.iqdPerPointEarned);
}
