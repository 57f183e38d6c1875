// The spec's quantity rules (§5), checked in the browser before any call so the shopper hears at once why
// a quantity is refused; the API checks them again. Pure, and without zod, so catalogue pages stay light.
import { toAsciiDigits } from '@dukan/core/text/normalize';

// The contract's limits (packages/core/src/contract/shopping.ts), repeated here because importing that
// module would load zod on every page; rules.test.ts fails if they drift apart.
/** Distinct products a cart or wishlist may hold. */
export const MAX_BASKET_ITEMS = 100;
/** Units of one product in one cart; stock limits it further. */
export const MAX_ITEM_QUANTITY = 999;

/** Spec §9: adding to the cart defaults to one unit. */
export const DEFAULT_QUANTITY = 1;

export interface StockInfo {
  stock: number;
  inStock: boolean;
}

export function isSoldOut(product: StockInfo): boolean {
  return !product.inStock || product.stock <= 0;
}

/** The most units of this product one cart may hold. */
export function quantityLimit(product: StockInfo): number {
  return isSoldOut(product) ? 0 : Math.min(product.stock, MAX_ITEM_QUANTITY);
}

export type QuantityRefusal = 'quantity_negative' | 'quantity_limit' | 'sold_out';

/** Why `quantity` units of this product cannot be in the cart, or null when they can. */
export function checkQuantity(quantity: number, product: StockInfo): QuantityRefusal | null {
  if (isSoldOut(product)) return 'sold_out';
  if (!Number.isInteger(quantity) || quantity < 1) return 'quantity_negative';
  if (quantity > quantityLimit(product)) return 'quantity_limit';
  return null;
}

/**
 * A quantity as typed: ASCII, Arabic-Indic or Persian digits, surrounding spaces forgiven. Null for
 * anything that is not a whole number (empty, letters, a decimal); a minus sign gives a negative number,
 * which the rules then refuse with the spec's message.
 */
export function parseQuantity(text: string): number | null {
  const ascii = toAsciiDigits(text).trim();
  if (!/^-?[0-9]{1,6}$/.test(ascii)) return null;
  return Number(ascii);
}
