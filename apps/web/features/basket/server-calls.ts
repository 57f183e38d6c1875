// The calls the basket stores make, with the API's shapes turned into the stores' (vercel/commerce's
// reshape). Loaded on demand by the stores: it brings zod and the contract, which catalogue pages never need.
import type { Cart } from '@dukan/core/contract/shopping';
import type { ProductSummary } from '@dukan/core/contract/catalogue';
import type { CustomerCallContext } from '@/lib/auth/session-calls';
import { reshapeProductSummary } from '@/lib/api/reshape';
import { ok, type Result } from '@/lib/api/result';
import * as shopping from './shopping-api';
import type { CartLine, WishlistLine } from './types';

export interface ServerCart {
  lines: CartLine[];
  subtotal: number;
}

export function reshapeCart(cart: Cart): ServerCart {
  return {
    lines: cart.items.map((item) => ({
      productId: item.product_id,
      quantity: item.quantity,
      product: reshapeProductSummary(item.product),
    })),
    subtotal: cart.subtotal,
  };
}

export function reshapeWishlist(items: { product_id: number; product: ProductSummary }[]): WishlistLine[] {
  return items.map((item) => ({ productId: item.product_id, product: reshapeProductSummary(item.product) }));
}

const cartOf = (result: Result<{ data: Cart }>): Result<ServerCart> =>
  result.ok ? ok(reshapeCart(result.data.data)) : result;
const wishlistOf = (result: Result<shopping.WishlistResponseData>): Result<WishlistLine[]> =>
  result.ok ? ok(reshapeWishlist(result.data.data)) : result;

type Ctx = CustomerCallContext;
type Alerts = shopping.Alerts;

export const cartCalls = {
  get: async (c: Ctx, token: string) => cartOf(await shopping.getCart(c, token)),
  set: async (c: Ctx, token: string, line: shopping.CartLineInput, alerts?: Alerts) =>
    cartOf(await shopping.setCartItem(c, token, line, alerts)),
  remove: async (c: Ctx, token: string, productId: number, alerts?: Alerts) =>
    cartOf(await shopping.removeCartItem(c, token, productId, alerts)),
  clear: async (c: Ctx, token: string, alerts?: Alerts) => cartOf(await shopping.clearCart(c, token, alerts)),
  merge: async (c: Ctx, token: string, items: shopping.CartLineInput[]) =>
    // Quiet: the push at sign-in is bookkeeping, not something the shopper did just now.
    cartOf(await shopping.mergeCart(c, token, items, { success: true, error: true })),
};

export const wishlistCalls = {
  get: async (c: Ctx, token: string) => wishlistOf(await shopping.getWishlist(c, token)),
  add: async (c: Ctx, token: string, productId: number, alerts?: Alerts) =>
    wishlistOf(await shopping.addToWishlist(c, token, productId, alerts)),
  remove: async (c: Ctx, token: string, productId: number, alerts?: Alerts) =>
    wishlistOf(await shopping.removeFromWishlist(c, token, productId, alerts)),
  clear: async (c: Ctx, token: string, alerts?: Alerts) => wishlistOf(await shopping.clearWishlist(c, token, alerts)),
  merge: async (c: Ctx, token: string, productIds: number[]) =>
    wishlistOf(await shopping.mergeWishlist(c, token, productIds, { success: true, error: true })),
};

/** Current catalogue data of a guest's stored products (unknown ids are left out). */
export async function productsFor(c: Ctx, ids: readonly number[]) {
  const result = await shopping.getBasketProducts(c, ids);
  return result.ok ? ok(result.data.map(reshapeProductSummary)) : result;
}

export const basketCalls = { cart: cartCalls, wishlist: wishlistCalls, productsFor };
export type BasketCalls = typeof basketCalls;
