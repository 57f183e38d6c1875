// What the cart and wishlist stores hold and hand to components. Products are the catalogue's card data
// (title in the shopper's language, price, stock), so a line renders like a product card.
import type { ProductCardData } from '@/lib/api/types';

export type BasketProduct = ProductCardData;

/**
 * Where the list lives: `local` for a guest (this browser's storage), `server` for a signed-in customer,
 * `pending` while a signed-in customer's list is on its way.
 */
export type BasketSource = 'pending' | 'local' | 'server';

export interface CartLine {
  productId: number;
  quantity: number;
  /** Null until the product's data is loaded (a guest's stored line keeps only the id and quantity). */
  product: BasketProduct | null;
}

export interface CartSnapshot {
  source: BasketSource;
  lines: readonly CartLine[];
  /** Units in the cart (the header's badge). */
  count: number;
  /** Sum of the lines whose product is known, in IQD. */
  subtotal: number;
  /** Every line's product is known, so prices and stock can be shown. */
  complete: boolean;
  /** A signed-in customer's cart could not be loaded; refresh() tries again. */
  loadFailed: boolean;
}

export interface WishlistLine {
  productId: number;
  product: BasketProduct | null;
}

export interface WishlistSnapshot {
  source: BasketSource;
  lines: readonly WishlistLine[];
  complete: boolean;
  loadFailed: boolean;
}

/** Why a change was refused before or by the server; components show the matching message. */
export type BasketRefusal =
  | 'quantity_negative'
  | 'quantity_limit'
  | 'sold_out'
  | 'basket_full'
  /** The server refused or could not be reached; it already said why (an alert), or `message` does. */
  | 'failed';

export type BasketOutcome = { ok: true } | { ok: false; reason: BasketRefusal; message?: string };

/** A store's success messages for guests, whose changes never reach the API that would say them (spec §8). */
export type BasketNotice = 'added' | 'removed';
