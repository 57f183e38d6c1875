// The signed-in customer's cart, wishlist and voucher check on the main API (spec §7: `/api/cart`,
// `/api/wishlist`, `/api/voucher/check`), plus the catalogue read a guest's local basket needs to show its
// products. Every customer call needs the access token. The basket stores load this module on demand
// (it carries zod and the contract), so catalogue pages do not ship it.
import { ProductList, type ProductSummary } from '@dukan/core/contract/catalogue';
import { VoucherCheckResponse } from '@dukan/core/contract/orders';
import { CartResponse, MAX_BASKET_ITEMS, WishlistResponse } from '@dukan/core/contract/shopping';
import type { z } from 'zod';
import type { CustomerCallContext } from '@/lib/auth/session-calls';
import type { AlertSuppression } from '@/lib/api/alert-policy';
import { apiRequest } from '@/lib/api/request';
import { ok, type Result } from '@/lib/api/result';

export type CartResponseData = z.infer<typeof CartResponse>;
export type WishlistResponseData = z.infer<typeof WishlistResponse>;
export type VoucherCheckData = z.infer<typeof VoucherCheckResponse>;

/** How a call shows its outcome: false for no alert at all, or which kind to hold back (spec §7/§8 by default). */
export type Alerts = false | AlertSuppression | undefined;

export interface CartLineInput {
  productId: number;
  quantity: number;
}

function customerCall<T>(
  context: CustomerCallContext,
  token: string,
  path: string,
  schema: z.ZodType<T>,
  options: { method?: string; body?: unknown; alerts?: Alerts } = {},
): Promise<Result<T>> {
  return apiRequest(context.base, path, {
    method: options.method,
    body: options.body,
    token,
    lang: context.lang,
    schema,
    alerts: options.alerts,
    fetchImpl: context.fetchImpl,
  });
}

// ---- cart ----

export function getCart(context: CustomerCallContext, token: string): Promise<Result<CartResponseData>> {
  return customerCall(context, token, '/cart', CartResponse);
}

/** Sets the product's quantity in the cart (adds the line when it is new); the answer is the whole cart. */
export function setCartItem(context: CustomerCallContext, token: string, line: CartLineInput, alerts?: Alerts) {
  return customerCall(context, token, '/cart', CartResponse, { method: 'POST', body: line, alerts });
}

/** Cart lines are addressed by their product id. */
export function removeCartItem(context: CustomerCallContext, token: string, productId: number, alerts?: Alerts) {
  return customerCall(context, token, `/cart/${productId}`, CartResponse, { method: 'DELETE', alerts });
}

export function clearCart(context: CustomerCallContext, token: string, alerts?: Alerts) {
  return customerCall(context, token, '/cart/clear', CartResponse, { method: 'POST', body: {}, alerts });
}

/** A guest's local cart pushed at sign-in: quantities add to the server's, capped by stock. */
export function mergeCart(context: CustomerCallContext, token: string, items: CartLineInput[], alerts?: Alerts) {
  return customerCall(context, token, '/cart/merge', CartResponse, { method: 'POST', body: { items }, alerts });
}

// ---- wishlist ----

export function getWishlist(context: CustomerCallContext, token: string): Promise<Result<WishlistResponseData>> {
  return customerCall(context, token, '/wishlist', WishlistResponse);
}

export function addToWishlist(context: CustomerCallContext, token: string, productId: number, alerts?: Alerts) {
  return customerCall(context, token, '/wishlist', WishlistResponse, {
    method: 'POST',
    body: { product_id: productId },
    alerts,
  });
}

/** Wishlist lines are addressed by their product id. */
export function removeFromWishlist(context: CustomerCallContext, token: string, productId: number, alerts?: Alerts) {
  return customerCall(context, token, `/wishlist/${productId}`, WishlistResponse, { method: 'DELETE', alerts });
}

export function clearWishlist(context: CustomerCallContext, token: string, alerts?: Alerts) {
  return customerCall(context, token, '/wishlist/clear', WishlistResponse, { method: 'POST', body: {}, alerts });
}

/** A guest's local wishlist pushed at sign-in; products already there stay once. */
export function mergeWishlist(context: CustomerCallContext, token: string, productIds: number[], alerts?: Alerts) {
  return customerCall(context, token, '/wishlist/merge', WishlistResponse, {
    method: 'POST',
    body: { product_ids: productIds },
    alerts,
  });
}

// ---- voucher ----

/**
 * The discount a voucher would give on the customer's current cart, or the API's reason it does not apply
 * (in the error's message). Alerts are off by default: the cart page shows the answer beside the field.
 */
export function checkVoucher(
  context: CustomerCallContext,
  token: string,
  code: string,
  alerts: Alerts = false,
): Promise<Result<VoucherCheckData>> {
  return customerCall(context, token, '/voucher/check', VoucherCheckResponse, {
    method: 'POST',
    body: { code },
    alerts,
  });
}

// ---- products of a guest's basket ----

/**
 * The current catalogue data (title in the shopper's language, price, stock) of the products in a guest's
 * local cart or wishlist, which keeps ids and quantities only. Unknown ids are simply missing from the answer.
 */
export async function getBasketProducts(
  context: CustomerCallContext,
  ids: readonly number[],
): Promise<Result<ProductSummary[]>> {
  const unique = [...new Set(ids)].slice(0, MAX_BASKET_ITEMS);
  if (unique.length === 0) return ok([]);
  const result = await apiRequest(context.base, `/${context.lang}/products`, {
    query: { ids: unique, limit: MAX_BASKET_ITEMS },
    lang: context.lang,
    schema: ProductList,
    fetchImpl: context.fetchImpl,
  });
  return result.ok ? ok(result.data.data) : result;
}
