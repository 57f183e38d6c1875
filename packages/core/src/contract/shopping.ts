// The cart and wishlist contract of the main API (spec §7): `/api/cart`, `/api/wishlist`. Items carry the
// product as the catalogue shows it, localized for the request's `lang`.
import { z } from 'zod';
import { ProductSummary } from './catalogue';
import { toAsciiDigits } from '../text/normalize';

/** Distinct products a cart or wishlist may hold; more is no shopper's basket. */
export const MAX_BASKET_ITEMS = 100;
/** Units of one product in one cart; stock limits it further. */
export const MAX_ITEM_QUANTITY = 999;

/** A number, or digits typed as text (Arabic-Indic and Persian too); anything else is left to fail. */
const numeric = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const ascii = toAsciiDigits(v).trim();
  return /^-?[0-9]+$/.test(ascii) ? Number(ascii) : v;
};

const productId = z.preprocess(
  numeric,
  z
    .number({ message: 'product_invalid' })
    .int({ message: 'product_invalid' })
    .min(1, 'product_invalid')
    .max(2_147_483_647, 'product_invalid'),
);

/** Whole units. Below 1 is the spec's "less than zero" message. */
const quantity = z.preprocess(
  numeric,
  z
    .number({ message: 'quantity_negative' })
    .int({ message: 'quantity_negative' })
    .min(1, 'quantity_negative')
    .max(MAX_ITEM_QUANTITY, 'quantity_limit'),
);

/** `POST /api/cart`: sets the product's quantity in the cart (spec §5: adding defaults to 1). */
export const CartItemBody = z.object({ productId, quantity: quantity.default(1) });
export type CartItemInput = z.input<typeof CartItemBody>;

/** `POST /api/cart/merge`: a guest's local cart pushed at sign-in; quantities add up, capped by stock. */
export const CartMergeBody = z.object({
  items: z.array(z.object({ productId, quantity })).max(MAX_BASKET_ITEMS),
});

export const WishlistItemBody = z.object({ product_id: productId });
export const WishlistMergeBody = z.object({ product_ids: z.array(productId).max(MAX_BASKET_ITEMS) });

export const CartItem = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  quantity: z.number().int().positive(),
  /** The spec names both `quantity` and `qty`. */
  qty: z.number().int().positive(),
  product: ProductSummary,
  line_total: z.number().int().nonnegative(),
});
export type CartItem = z.infer<typeof CartItem>;

export const Cart = z.object({
  items: z.array(CartItem),
  subtotal: z.number().int().nonnegative(),
  currency: z.literal('IQD'),
});
export type Cart = z.infer<typeof Cart>;
export const CartResponse = z.object({ data: Cart, message: z.string().optional() });

export const WishlistItem = z.object({ id: z.number().int(), product_id: z.number().int(), product: ProductSummary });
export const WishlistResponse = z.object({ data: z.array(WishlistItem), message: z.string().optional() });
