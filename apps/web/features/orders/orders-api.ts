// The checkout side of the main API (issue 4): placing, listing, reading and cancelling the customer's
// orders, reward points, and (in development) the FIB simulator's "bank app" buttons.
// Client components call these through withCustomer (lib/auth), which supplies the access token.
import { City } from '@dukan/core/contract/catalogue';
import {
  IDEMPOTENCY_HEADER,
  OrderListResponse,
  OrderResponse,
  PointsResponse,
  type PlaceOrderInput,
} from '@dukan/core/contract/orders';
import type { Locale } from '@dukan/core/locales';
import { z } from 'zod';
import type { CustomerCallContext } from '@/lib/auth/session-calls';
import { serverBaseUrls } from '@/lib/api/config';
import { apiRequest } from '@/lib/api/request';
import { ok, type Result } from '@/lib/api/result';

export type OrderData = z.infer<typeof OrderResponse>;
export type OrderListData = z.infer<typeof OrderListResponse>;
export type PointsData = z.infer<typeof PointsResponse>;

/**
 * `POST /api/orders`: orders what is in the customer's server cart. `idempotencyKey` is made once per
 * checkout attempt and sent again on a retry, so a lost answer never becomes a second order. Failures are
 * not alerted here: the checkout shows them beside the form (a 409 names the product that ran out).
 */
export function placeOrder(context: CustomerCallContext, token: string, body: PlaceOrderInput, idempotencyKey: string) {
  return apiRequest(context.base, '/orders', {
    method: 'POST',
    body,
    token,
    lang: context.lang,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    alerts: { error: true },
    schema: OrderResponse,
    fetchImpl: context.fetchImpl,
  });
}

export function listOrders(context: CustomerCallContext, token: string) {
  return apiRequest(context.base, '/orders', {
    token,
    lang: context.lang,
    cache: 'no-store',
    schema: OrderListResponse,
    fetchImpl: context.fetchImpl,
  });
}

/** One order; for an unpaid FIB order the server asks the bank for the payment's status first. */
export function getOrder(context: CustomerCallContext, token: string, orderId: string) {
  return apiRequest(context.base, `/orders/${encodeURIComponent(orderId)}`, {
    token,
    lang: context.lang,
    cache: 'no-store',
    alerts: { success: true },
    schema: OrderResponse,
    fetchImpl: context.fetchImpl,
  });
}

export function cancelOrder(context: CustomerCallContext, token: string, orderId: string) {
  return apiRequest(context.base, `/orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    body: {},
    token,
    lang: context.lang,
    schema: OrderResponse,
    fetchImpl: context.fetchImpl,
  });
}

/** Balance, the shop's point rules (value, share, earning rate, tax rate) and the ledger. */
export function getPoints(context: CustomerCallContext, token: string) {
  return apiRequest(context.base, '/points', {
    token,
    lang: context.lang,
    cache: 'no-store',
    schema: PointsResponse,
    fetchImpl: context.fetchImpl,
  });
}

export type SimulatedBankAnswer = 'pay' | 'decline';

/**
 * Where the FIB simulator lives: at the root of the API's origin (`/dev/fib`), beside the main API's `/api`.
 * With the default same-origin bases that is the storefront's own origin, which forwards /dev/fib/payments.
 */
export function simulatorBase(mainBase: string): string {
  return mainBase.replace(/\/api\/?$/, '');
}

/** Development only: plays the customer's bank app approving or declining the payment (the API's FIB simulator). */
export function simulateBankApp(
  context: Omit<CustomerCallContext, 'lang'>,
  paymentId: string,
  answer: SimulatedBankAnswer,
) {
  return apiRequest(simulatorBase(context.base), `/dev/fib/payments/${encodeURIComponent(paymentId)}/${answer}`, {
    method: 'POST',
    body: {},
    lang: null,
    alerts: false,
    fetchImpl: context.fetchImpl,
  });
}

/**
 * Whether the FIB simulator answers here: asking it to pay a payment that does not exist changes nothing, and
 * only the simulator answers that with FIB's own "payment not found" (anything else means no simulator).
 */
export async function simulatorAvailable(context: Omit<CustomerCallContext, 'lang'>): Promise<boolean> {
  const result = await apiRequest(simulatorBase(context.base), `/dev/fib/payments/availability-probe/pay`, {
    method: 'POST',
    body: {},
    lang: null,
    alerts: false,
    fetchImpl: context.fetchImpl,
  });
  if (result.ok) return false;
  const errors = (result.error.body as { errors?: { code?: unknown }[] } | null)?.errors;
  return result.error.status === 404 && Array.isArray(errors) && errors[0]?.code === 'PAYMENT_NOT_FOUND';
}

const CitiesResponse = z.object({ data: z.array(City) }).transform((body) => body.data);

/** Server side: the cities the shop delivers to, with their delivery price and map centre. */
export async function getCities(locale: Locale): Promise<Result<City[]>> {
  const result = await apiRequest(serverBaseUrls().main, `/${locale}/cities`, {
    lang: locale,
    schema: CitiesResponse,
    // 'delivery': the API's change tag for cities and their prices.
    next: { revalidate: 60, tags: ['delivery'] },
  });
  return result.ok ? ok(result.data) : result;
}
