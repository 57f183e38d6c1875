// Cancelling an order, the one rule for the customer (POST /api/orders/{id}/cancel) and the back office
// (the 'cancel' event). The order of the steps is the point:
// 1. ask the bank first: a FIB payment made a moment ago must not be cancelled under the shopper as unpaid;
// 2. who may: a customer only while the order is pending and unpaid; staff whenever the state machine allows;
// 3. withdraw an unpaid FIB payment at the bank before the order moves: if the bank cannot be reached the
//    order stays as it was (a payment we failed to withdraw could still be paid for a cancelled order);
// 4. move the order (stock, voucher use and points go back in that transaction);
// 5. after the commit, send back money the bank already took. A refund the bank refuses is reported to the
//    caller, who must see it: the order is cancelled either way.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fibPayments, orders } from '../../db/schema';
import { refuse, succeed, type ServiceResult } from '../result';
import { syncFibPayment, type FibPaymentSettings } from './fib-payments';
import { moveOrder, type MovedOrder, type MoveOptions } from './transitions';

export type CancelledBy = { kind: 'customer'; accountId: string } | { kind: 'staff'; label: string };

export interface CancelledOrder {
  moved: MovedOrder;
  /** What happened to money the bank had taken: null when none was taken. */
  refund: 'refunded' | 'failed' | null;
}

export async function cancelOrder(
  db: Database,
  orderId: string,
  by: CancelledBy,
  options: Pick<MoveOptions, 'now' | 'rules' | 'within'> & { fib: FibPaymentSettings | null },
): Promise<ServiceResult<CancelledOrder>> {
  const accountId = by.kind === 'customer' ? by.accountId : undefined;
  const read = () =>
    db
      .select({
        status: orders.status,
        payment_status: orders.payment_status,
        account_id: orders.account_id,
        payment_id: fibPayments.payment_id,
      })
      .from(orders)
      .leftJoin(fibPayments, eq(fibPayments.order_id, orders.id))
      .where(eq(orders.id, orderId))
      .then((rows) => rows[0]);

  let order = await read();
  if (!order || (accountId && order.account_id !== accountId)) return refuse(404, 'order_not_found');
  const { fib } = options;
  if (fib && order.payment_id && order.payment_status === 'unpaid' && order.status !== 'cancelled') {
    // Best effort: a bank that does not answer is asked again in step 3, which must succeed to go on.
    await syncFibPayment(db, order.payment_id, fib);
    order = (await read())!;
  }
  if (by.kind === 'customer' && (order.status !== 'pending' || order.payment_status !== 'unpaid')) {
    return refuse(409, 'order_cannot_cancel');
  }
  if (order.status !== 'pending' && order.status !== 'in_progress') {
    return refuse(409, by.kind === 'customer' ? 'order_cannot_cancel' : 'order_event_refused');
  }
  if (fib && order.payment_id && order.payment_status === 'unpaid') {
    const withdrawn = await fib.fib.cancel(order.payment_id);
    if (!withdrawn.ok) return refuse(502, 'payment_unavailable');
  }
  const moved = await moveOrder(
    db,
    orderId,
    { type: 'cancel' },
    {
      now: options.now,
      rules: options.rules,
      accountId,
      actor: by.kind === 'staff' ? by.label : undefined,
      within: options.within,
    },
  );
  if (!moved.ok) {
    return by.kind === 'customer' ? refuse(409, 'order_cannot_cancel') : moved;
  }
  let refund: CancelledOrder['refund'] = null;
  if (moved.data.before.payment === 'paid' && order.payment_id) {
    if (!fib) refund = 'failed';
    else refund = (await fib.fib.refund(order.payment_id)).ok ? 'refunded' : 'failed';
  }
  return succeed({ moved: moved.data, refund });
}
