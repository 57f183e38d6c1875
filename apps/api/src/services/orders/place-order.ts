// Places an order from the customer's server cart. Every price is read from the database inside one
// transaction; the client sends only what it chose (address, city, pin, payment method, voucher, points).
//
// Lock order, the same in every transaction that touches these rows, so that none can deadlock:
//   idempotency key → the customer's account row → products by id → the voucher.
// The account lock serializes one customer's orders (points balance, per-customer voucher limits); the
// product locks make the stock check and the decrement one step, so two buyers can never both take the last unit.
import { createHash } from 'node:crypto';
import type { PlaceOrderBody } from '@dukan/core/contract/orders';
import { isInDeliveryArea } from '@dukan/core/delivery/area';
import type { Locale } from '@dukan/core/locales';
import { maxRedeemablePoints, orderTotals, type PricedLine, type PricingRules } from '@dukan/core/orders/pricing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  accounts,
  cartItems,
  cities,
  idempotencyKeys,
  orderItems,
  orders,
  paymentMethods,
  products,
  rewardPointEntries,
  voucherUses,
} from '../../db/schema';
import { refuse, succeed, type ServiceResult } from '../result';
import { findApplicableVoucher } from '../shopping/vouchers';
import { pointsBalance } from './points';
import { recordOrderStockMovements } from '../catalogue-admin/stock';

export interface PlaceOrderOptions {
  rules: PricingRules;
  now: Date;
  locale: Locale;
  /** How long an unpaid FIB order holds its stock, in milliseconds. */
  fibHoldMs: number;
  /** False when no FIB client is configured: the method is then refused rather than left unpayable. */
  fibAvailable: boolean;
  idempotencyKey?: string;
}

export interface PlacedOrder {
  orderId: string;
  /** True when an earlier request with the same Idempotency-Key placed it. */
  replayed: boolean;
}

/** JSON with object keys sorted at every level, so the same body in any key order reads the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A fingerprint of what the customer asked for (after parsing, so "٣" and 3 are the same request). */
export function requestFingerprint(body: PlaceOrderBody): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** Thrown inside the transaction to roll it back with a shopper-facing failure. */
class OrderRefused extends Error {
  constructor(readonly result: ServiceResult<never>) {
    super('order refused');
  }
}

export async function placeOrder(
  db: Database,
  accountId: string,
  body: PlaceOrderBody,
  options: PlaceOrderOptions,
): Promise<ServiceResult<PlacedOrder>> {
  if (!isInDeliveryArea(body.location)) {
    return refuse(422, 'location_outside', { errors: { location: ['location_outside'] } });
  }
  if (body.payment_method === 'fib' && !options.fibAvailable) return refuse(422, 'payment_method_unavailable');
  try {
    return succeed(await db.transaction((tx) => placeInTransaction(tx, accountId, body, options)));
  } catch (error) {
    if (error instanceof OrderRefused) return error.result;
    throw error;
  }
}

async function placeInTransaction(
  tx: Transaction,
  accountId: string,
  body: PlaceOrderBody,
  options: PlaceOrderOptions,
): Promise<PlacedOrder> {
  const fail = (...args: Parameters<typeof refuse>): never => {
    throw new OrderRefused(refuse(...args));
  };
  const { now, rules } = options;

  if (options.idempotencyKey) {
    const fingerprint = requestFingerprint(body);
    // A parallel request with the same key waits here on the primary key until the first one ends.
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ account_id: accountId, key: options.idempotencyKey, request_hash: fingerprint, created_at: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [earlier] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.account_id, accountId), eq(idempotencyKeys.key, options.idempotencyKey)));
      if (!earlier || earlier.request_hash !== fingerprint || !earlier.order_id) fail(422, 'idempotency_key_reused');
      return { orderId: earlier!.order_id!, replayed: true };
    }
  }

  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');

  const cart = await tx
    .select({ productId: cartItems.product_id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.account_id, accountId));
  if (cart.length === 0) fail(422, 'cart_empty');

  const locked = await tx
    .select({
      id: products.id,
      price: products.price,
      stock: products.stock,
      active: products.active,
      category_id: products.category_id,
      title_ku: products.title_ku,
      title_ar: products.title_ar,
      title_en: products.title_en,
      images: products.images,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        cart.map((c) => c.productId),
      ),
    )
    .orderBy(asc(products.id))
    .for('update');
  const quantityOf = new Map(cart.map((c) => [c.productId, c.quantity]));
  // An archived product is no longer sold, whatever its stock.
  if (locked.some((p) => !p.active || p.stock < quantityOf.get(p.id)!)) fail(409, 'order_out_of_stock');

  const [city] = await tx
    .select({ deliveryPrice: cities.delivery_price })
    .from(cities)
    .where(and(eq(cities.id, body.city_id), eq(cities.active, true)));
  if (!city) fail(422, 'city_required', { errors: { city_id: ['city_required'] } });

  const [method] = await tx
    .select({ key: paymentMethods.key })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.key, body.payment_method), eq(paymentMethods.active, true)));
  if (!method) fail(422, 'payment_method_unavailable', { errors: { payment_method: ['payment_method_unavailable'] } });

  const lines: PricedLine[] = locked.map((p) => ({
    unit_price: p.price,
    quantity: quantityOf.get(p.id)!,
    category_id: p.category_id,
  }));
  const subtotal = lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0);

  let voucher: { id: number; code: string; discount: number } | null = null;
  if (body.voucher_code) {
    const applied = await findApplicableVoucher(tx, {
      code: body.voucher_code,
      accountId,
      lines,
      now,
      lockForOrder: true,
    });
    if (!applied.ok) throw new OrderRefused(applied);
    voucher = { id: applied.data.voucher.id, code: applied.data.voucher.code, discount: applied.data.discount };
  }
  const discount = voucher?.discount ?? 0;

  if (body.points > 0) {
    const balance = await pointsBalance(tx, accountId);
    if (body.points > maxRedeemablePoints(subtotal, discount, balance, rules)) {
      fail(422, 'points_too_many', { errors: { points: ['points_too_many'] } });
    }
  }

  const totals = orderTotals({ subtotal, discount, points: body.points, deliveryPrice: city!.deliveryPrice }, rules);
  const [order] = await tx
    .insert(orders)
    .values({
      account_id: accountId,
      payment_method: body.payment_method,
      address: body.address,
      city_id: body.city_id,
      lat: body.location.lat,
      lng: body.location.lng,
      notes: body.notes ?? null,
      locale: options.locale,
      voucher_id: voucher?.id ?? null,
      voucher_code: voucher?.code ?? null,
      subtotal: totals.subtotal,
      discount: totals.discount,
      points: totals.points,
      points_value: totals.points_value,
      delivery_price: totals.delivery_price,
      tax: totals.tax,
      total: totals.total,
      payment_expires_at: body.payment_method === 'fib' ? new Date(now.getTime() + options.fibHoldMs) : null,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: orders.id, number: orders.number });
  const orderId = order!.id;

  await tx.insert(orderItems).values(
    locked.map((p) => ({
      order_id: orderId,
      product_id: p.id,
      title_ku: p.title_ku,
      title_ar: p.title_ar,
      title_en: p.title_en,
      image: p.images[0] ?? null,
      unit_price: p.price,
      quantity: quantityOf.get(p.id)!,
    })),
  );
  // In id order, like the locks; the CHECK (stock >= 0) is the last line of defence against overselling.
  for (const p of locked) {
    const quantity = quantityOf.get(p.id)!;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}`, sales_count: sql`${products.sales_count} + ${quantity}` })
      .where(eq(products.id, p.id));
  }
  await recordOrderStockMovements(
    tx,
    { id: orderId, number: order!.number },
    locked.map((p) => ({ product_id: p.id, quantity: quantityOf.get(p.id)! })),
    { source: 'order', actor: 'customer', accountId },
  );
  if (voucher) {
    await tx
      .insert(voucherUses)
      .values({ order_id: orderId, voucher_id: voucher.id, account_id: accountId, discount, created_at: now });
  }
  if (totals.points > 0) {
    await tx
      .insert(rewardPointEntries)
      .values({ account_id: accountId, order_id: orderId, kind: 'redeemed', points: -totals.points, created_at: now });
  }
  await tx.delete(cartItems).where(eq(cartItems.account_id, accountId));
  if (options.idempotencyKey) {
    await tx
      .update(idempotencyKeys)
      .set({ order_id: orderId })
      .where(and(eq(idempotencyKeys.account_id, accountId), eq(idempotencyKeys.key, options.idempotencyKey)));
  }
  return { orderId, replayed: false };
}
