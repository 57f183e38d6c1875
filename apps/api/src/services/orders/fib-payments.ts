// An order's First Iraqi Bank payment: created after the order commits (no bank call holds row locks),
// and moved only on what FIB itself says. A status callback is a hint to ask the bank, never a fact.
import type { PricingRules } from '@dukan/core/orders/pricing';
import type { OrderEvent } from '@dukan/core/orders/state-machine';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FibClient, FibPaymentState } from '../../adapters/payments/types';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { fibPayments, orders } from '../../db/schema';
import { refuse, succeed, type ServiceResult } from '../result';
import { moveOrder } from './transitions';

export interface FibPaymentSettings {
  fib: FibClient;
  rules: PricingRules;
  /** Where FIB posts status changes: `${API_PUBLIC_URL}/api/payments/fib/callback`. */
  callbackUrl: string;
  expiresIn: string;
  refundableFor: string;
  now: () => Date;
}

/**
 * Asks FIB for a payment of the order's total, once: an order that has one keeps it. Called right after
 * placing a FIB order, and again when the order is read without one (the bank was down at first).
 */
export async function ensureFibPayment(
  db: Database,
  orderId: string,
  settings: FibPaymentSettings,
): Promise<ServiceResult<true>> {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      total: orders.total,
      payment_method: orders.payment_method,
      payment_status: orders.payment_status,
      status: orders.status,
      payment_expires_at: orders.payment_expires_at,
      has_payment: fibPayments.payment_id,
    })
    .from(orders)
    .leftJoin(fibPayments, eq(fibPayments.order_id, orders.id))
    .where(eq(orders.id, orderId));
  if (!order) return refuse(404, 'order_not_found');
  if (order.has_payment || order.payment_method !== 'fib') return succeed(true);
  if (order.payment_status !== 'unpaid' || order.status === 'cancelled') return succeed(true);
  const now = settings.now();
  if (order.payment_expires_at && order.payment_expires_at <= now) return succeed(true);

  const created = await settings.fib.createPayment({
    amount: order.total,
    // FIB shows this in the customer's app; 50 characters at most.
    description: `Dukan order ${order.number}`,
    statusCallbackUrl: settings.callbackUrl,
    expiresIn: settings.expiresIn,
    refundableFor: settings.refundableFor,
  });
  if (!created.ok) return refuse(502, 'payment_unavailable');
  const p = created.data;
  const validUntil = new Date(p.validUntil);
  const inserted = await db
    .insert(fibPayments)
    .values({
      payment_id: p.paymentId,
      order_id: order.id,
      readable_code: p.readableCode,
      qr_code: p.qrCode,
      valid_until: validUntil,
      personal_app_link: p.personalAppLink,
      business_app_link: p.businessAppLink,
      corporate_app_link: p.corporateAppLink,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing()
    .returning({ id: fibPayments.payment_id });
  if (inserted.length === 0) {
    // Two reads raced and both asked the bank: keep the first payment, withdraw the other.
    await settings.fib.cancel(p.paymentId);
    return succeed(true);
  }
  // The order holds its stock exactly as long as the bank will take the payment.
  await db
    .update(orders)
    .set({ payment_expires_at: Number.isNaN(validUntil.getTime()) ? order.payment_expires_at : validUntil })
    .where(eq(orders.id, order.id));
  return succeed(true);
}

/** What FIB's answer means for the order, if anything. */
function eventFor(state: FibPaymentState, validUntil: Date, now: Date): OrderEvent | 'cancel_at_bank' | null {
  switch (state.status) {
    case 'PAID':
    case 'REFUND_REQUESTED':
    case 'REFUNDED':
      return { type: 'payment_paid' };
    case 'DECLINED':
      return state.decliningReason === 'PAYMENT_EXPIRATION'
        ? { type: 'payment_expired' }
        : { type: 'payment_declined' };
    case 'UNPAID':
      // The bank has not expired it yet although its time is up: withdraw it, then call it expired.
      return now >= validUntil ? 'cancel_at_bank' : null;
  }
}

/**
 * Re-reads the payment's status from FIB and moves the order to match. Returns whether the order changed.
 * When the bank cannot be reached nothing changes: an unreachable bank is no proof of an unpaid order.
 */
export async function syncFibPayment(
  db: Database,
  paymentId: string,
  settings: FibPaymentSettings,
): Promise<ServiceResult<{ changed: boolean }>> {
  const [payment] = await db.select().from(fibPayments).where(eq(fibPayments.payment_id, paymentId));
  if (!payment) return refuse(404, 'payment_not_found');
  const read = await settings.fib.getStatus(paymentId);
  if (!read.ok) return refuse(502, 'payment_unavailable');
  const now = settings.now();
  await db
    .update(fibPayments)
    .set({ status: read.data.status, declining_reason: read.data.decliningReason, updated_at: now })
    .where(eq(fibPayments.payment_id, paymentId));

  let event = eventFor(read.data, payment.valid_until, now);
  if (event === 'cancel_at_bank') {
    const cancelled = await settings.fib.cancel(paymentId);
    if (!cancelled.ok) {
      // It may have been paid a moment ago: read again rather than guess.
      const again = await settings.fib.getStatus(paymentId);
      if (!again.ok) return refuse(502, 'payment_unavailable');
      event = eventFor(again.data, payment.valid_until, now);
      if (event === 'cancel_at_bank') return succeed({ changed: false });
    } else {
      event = { type: 'payment_expired' };
    }
  }
  if (!event) return succeed({ changed: false });
  const moved = await moveOrder(db, payment.order_id, event, { now, rules: settings.rules });
  if (moved.ok && moved.data.after.payment === 'paid' && moved.data.after.status === 'cancelled') {
    // Paid after the order was cancelled (the shopper paid an old code): the money goes back.
    const refunded = await settings.fib.refund(paymentId);
    if (!refunded.ok) console.warn(`FIB refund of ${paymentId} failed; refund it by hand`, refunded.error);
  }
  // Already in that state (a repeated callback): nothing to do, and not an error for the bank.
  return succeed({ changed: moved.ok });
}

/** How often a polled payment may be asked about: once a minute, whatever the number of replicas polling it. */
export const FIB_POLL_INTERVAL_SECONDS = 60;

/**
 * Claims the right to ask the bank about `paymentId` now: true for exactly one caller per interval, across every
 * process, because the claim is one conditional UPDATE of the payment's row (migration 0017).
 */
async function claimStatusCheck(db: Database, paymentId: string, now: Date, intervalSeconds: number): Promise<boolean> {
  const since = new Date(now.getTime() - intervalSeconds * 1000);
  const claimed = await queryRows<{ payment_id: string }>(
    db,
    sql`UPDATE fib_payments SET status_checked_at = ${now.toISOString()}::timestamptz
        WHERE payment_id = ${paymentId}
          AND (status_checked_at IS NULL OR status_checked_at <= ${since.toISOString()}::timestamptz)
        RETURNING payment_id`,
  );
  return claimed.length > 0;
}

/**
 * syncFibPayment for polling: a shopper's open order page and the overdue sweep. The bank is asked at most once
 * per payment per FIB_POLL_INTERVAL_SECONDS; the others read what the database holds (changed: false). The bank's
 * own callback, cancelling and staff's check call syncFibPayment directly, since they need the bank's answer now.
 */
export async function pollFibPayment(
  db: Database,
  paymentId: string,
  settings: FibPaymentSettings,
): Promise<ServiceResult<{ changed: boolean }>> {
  if (!(await claimStatusCheck(db, paymentId, settings.now(), FIB_POLL_INTERVAL_SECONDS))) {
    return succeed({ changed: false });
  }
  return syncFibPayment(db, paymentId, settings);
}

/** An unpaid FIB order past its time: ask the bank (it may have been paid at the last second), else expire it. */
export async function settleOverdueFibOrders(
  db: Database,
  settings: FibPaymentSettings,
  batch = 100,
): Promise<{ checked: number; changed: number }> {
  const now = settings.now();
  const due = await db
    .select({ id: orders.id, paymentId: fibPayments.payment_id })
    .from(orders)
    .leftJoin(fibPayments, eq(fibPayments.order_id, orders.id))
    .where(
      and(
        eq(orders.payment_method, 'fib'),
        eq(orders.payment_status, 'unpaid'),
        lt(orders.payment_expires_at, now),
        isNull(orders.released_at),
      ),
    )
    .orderBy(asc(orders.payment_expires_at))
    .limit(batch);
  let changed = 0;
  for (const order of due) {
    if (order.paymentId) {
      const synced = await pollFibPayment(db, order.paymentId, settings);
      if (synced.ok && synced.data.changed) changed += 1;
    } else {
      // The bank never issued a payment for it, so nothing can have been paid.
      const moved = await moveOrder(db, order.id, { type: 'payment_expired' }, { now, rules: settings.rules });
      if (moved.ok) changed += 1;
    }
  }
  return { checked: due.length, changed };
}
