// Checkout under /api (spec §7): voucher check, orders, reward points, and First Iraqi Bank's status
// callback. Customer routes act on the token's account only; the callback is public and trusts nothing it
// is told (it only makes the API ask the bank).
import { IDEMPOTENCY_HEADER, IdempotencyKey, PlaceOrderBody, VoucherCheckBody } from '@dukan/core/contract/orders';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isoDurationMs } from '../adapters/payments/iso-duration';
import { customerOf, requireCustomer } from '../http/authenticate';
import { HttpError } from '../http/errors';
import { localeOfRequest, messageFor } from '../http/messages';
import { unwrap } from '../http/service-result';
import { LangQuery, UuidParams, type ZodTypeProvider } from '../http/zod';
import type { AuthContext } from '../services/auth/context';
import { cancelOrder } from '../services/orders/cancel-order';
import {
  ensureFibPayment,
  pollFibPayment,
  syncFibPayment,
  type FibPaymentSettings,
} from '../services/orders/fib-payments';
import { placeOrder } from '../services/orders/place-order';
import { pointsSummary } from '../services/orders/points';
import type { PricingRulesSource } from '../services/orders/pricing-rules';
import { listOrders, readOrder } from '../services/orders/read-orders';
import type { RateLimitRule, RateLimitStore } from '../services/rate-limit/types';
import { checkVoucher } from '../services/shopping/vouchers';

const TEN_MINUTES = 10 * 60 * 1000;

export interface OrdersRuntime {
  /** The rules checkout charges by (environment defaults, the shop's reward-point settings on top). */
  pricing: PricingRulesSource;
  /** Null when First Iraqi Bank is not configured: FIB orders are then refused. */
  fib: FibPaymentSettings | null;
  rateLimits: RateLimitStore;
  limits: { voucherCheck: RateLimitRule; placeOrder: RateLimitRule; fibCallback: RateLimitRule };
}

export const DEFAULT_ORDER_LIMITS: OrdersRuntime['limits'] = {
  // Voucher codes can be guessed by trying many: a shopper checks a handful, a script thousands.
  voucherCheck: { name: 'voucher-check:account', limit: 20, windowMs: TEN_MINUTES },
  placeOrder: { name: 'place-order:account', limit: 20, windowMs: TEN_MINUTES },
  // The bank calls back once or twice per status change; more is someone making us call the bank for them.
  // Counted per payment and caller's address: a count per payment alone would let anyone use up the limit
  // of someone else's payment and have the bank's own callback refused.
  fibCallback: { name: 'fib-callback:payment-address', limit: 10, windowMs: TEN_MINUTES },
};

export const ordersPlugin: FastifyPluginAsync<{ ctx: AuthContext; runtime: OrdersRuntime }> = async (
  parent,
  { ctx, runtime },
) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const { pricing, fib } = runtime;

  app.addHook('preHandler', requireCustomer(ctx));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const limit = async (rule: RateLimitRule, key: string) => {
    const decision = await runtime.rateLimits.hit(rule, key);
    if (!decision.allowed) throw new HttpError(429, 'too_many_requests', undefined, decision.retryAfterSeconds);
  };

  /** The order as the customer sees it; an unpaid FIB order is brought up to date with the bank first. */
  const orderFor = async (request: FastifyRequest, orderId: string) => {
    const accountId = customerOf(request).accountId;
    let order = await readOrder(db, accountId, orderId, localeOfRequest(request));
    if (!order) throw new HttpError(404, 'order_not_found');
    if (fib && order.payment_method === 'fib' && order.payment_status === 'unpaid' && order.status !== 'cancelled') {
      // Best effort: a bank that does not answer leaves the order as it was, and the page asks again.
      // At most once a minute per payment, however many replicas serve its polling page.
      if (order.payment) await pollFibPayment(db, order.payment.payment_id, fib);
      else await ensureFibPayment(db, order.id, fib);
      order = (await readOrder(db, accountId, orderId, localeOfRequest(request)))!;
    }
    return order;
  };

  app.post('/voucher/check', { schema: { body: VoucherCheckBody, querystring: LangQuery } }, async (request) => {
    const accountId = customerOf(request).accountId;
    await limit(runtime.limits.voucherCheck, accountId);
    const checked = unwrap(request, await checkVoucher(db, accountId, request.body.code, ctx.now()));
    return { data: checked, message: messageFor(request, 'voucher_applied') };
  });

  app.get('/points', { schema: { querystring: LangQuery } }, async (request) => ({
    data: await pointsSummary(db, customerOf(request).accountId, await pricing.current()),
  }));

  app.get('/orders', { schema: { querystring: LangQuery } }, async (request) => ({
    data: await listOrders(db, customerOf(request).accountId, localeOfRequest(request)),
  }));

  app.get('/orders/:id', { schema: { params: UuidParams, querystring: LangQuery } }, async (request) => {
    if (!request.params.id) throw new HttpError(404, 'order_not_found');
    return { data: await orderFor(request, request.params.id) };
  });

  app.post('/orders', { schema: { body: PlaceOrderBody, querystring: LangQuery } }, async (request, reply) => {
    const accountId = customerOf(request).accountId;
    const rawKey = request.headers[IDEMPOTENCY_HEADER];
    let idempotencyKey: string | undefined;
    if (rawKey !== undefined) {
      const parsed = IdempotencyKey.safeParse(rawKey);
      if (!parsed.success) throw new HttpError(400, 'idempotency_key_invalid');
      idempotencyKey = parsed.data;
    }
    await limit(runtime.limits.placeOrder, accountId);
    const placed = unwrap(
      request,
      await placeOrder(db, accountId, request.body, {
        rules: await pricing.current(),
        now: ctx.now(),
        locale: localeOfRequest(request),
        fibHoldMs: fib ? (isoDurationMs(fib.expiresIn) ?? 0) : 0,
        fibAvailable: fib !== null,
        idempotencyKey,
      }),
    );
    // After the commit: the bank call holds no locks. If the bank is down the order stays, and reading it
    // (the payment page does, every few seconds) asks again.
    if (fib && !placed.replayed && request.body.payment_method === 'fib') {
      const created = await ensureFibPayment(db, placed.orderId, fib);
      if (!created.ok) request.log.warn({ orderId: placed.orderId }, 'FIB payment not created yet');
    }
    const order = await readOrder(db, accountId, placed.orderId, localeOfRequest(request));
    // Stock changed: every API process (and storefront) drops its cached copy of these products.
    if (!placed.replayed) await app.changes.publish(order!.items.map((i) => `product:${i.product_id}` as const));
    reply.code(placed.replayed ? 200 : 201);
    if (placed.replayed) reply.header('Idempotent-Replayed', 'true');
    return { data: order!, message: messageFor(request, 'order_placed') };
  });

  app.post('/orders/:id/cancel', { schema: { params: UuidParams, querystring: LangQuery } }, async (request) => {
    if (!request.params.id) throw new HttpError(404, 'order_not_found');
    const accountId = customerOf(request).accountId;
    // The one cancel rule (services/orders/cancel-order.ts): bank first, then only a pending unpaid order.
    const cancelled = unwrap(
      request,
      await cancelOrder(
        db,
        request.params.id,
        { kind: 'customer', accountId },
        {
          now: ctx.now(),
          rules: await pricing.current(),
          fib,
        },
      ),
    );
    if (cancelled.moved.restockedProductIds.length) {
      await app.changes.publish([
        'catalogue',
        ...cancelled.moved.restockedProductIds.map((id) => `product:${id}` as const),
      ]);
    }
    return { data: await orderFor(request, request.params.id), message: messageFor(request, 'order_cancelled') };
  });
};

/** POST /api/payments/fib/callback: FIB's unsigned `{id, status}`. Only makes the API re-read the status. */
export const fibCallbackPlugin: FastifyPluginAsync<{
  ctx: AuthContext;
  fib: FibPaymentSettings | null;
  rateLimits: RateLimitStore;
  limit: RateLimitRule;
}> = async (parent, { ctx, fib, rateLimits, limit }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const CallbackBody = z.object({ id: z.string().min(1).max(200), status: z.string().max(40).optional() }).loose();

  app.post('/payments/fib/callback', { schema: { body: CallbackBody } }, async (request) => {
    if (!fib) throw new HttpError(404, 'not_found');
    const decision = await rateLimits.hit(limit, `${request.body.id}|${request.ip}`);
    if (!decision.allowed) throw new HttpError(429, 'too_many_requests', undefined, decision.retryAfterSeconds);
    const synced = await syncFibPayment(ctx.db, request.body.id, fib);
    if (!synced.ok) {
      if (synced.error.status === 404) throw new HttpError(404, 'payment_not_found');
      // 503 makes the bank retry later, which is what we want while it cannot be asked.
      throw new HttpError(503, 'payment_unavailable');
    }
    return { received: true };
  });
};
