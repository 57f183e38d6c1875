// Moves an order through the state machine of packages/core and does what a move entails, in one
// transaction: a cancel or a failed payment gives back the stock, the voucher use and the redeemed points
// (exactly once, guarded by released_at); a delivery earns reward points (once, guarded by the ledger's
// UNIQUE (order_id, kind)). Every accepted move is written to the order's history (order_events) in the
// same transaction, with who made it.
import { applyOrderEvent, type OrderEvent, type OrderState } from '@dukan/core/orders/state-machine';
import { pointsEarned, type PricingRules } from '@dukan/core/orders/pricing';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { orderEvents, orderItems, orders, products, rewardPointEntries, voucherUses } from '../../db/schema';
import { refuse, succeed, type ServiceResult } from '../result';
import { recordOrderStockMovements } from '../catalogue-admin/stock';

export interface MovedOrder {
  before: OrderState;
  after: OrderState;
  released: boolean;
  pointsEarned: number;
  /** Products whose stock the move gave back (empty unless `released`): their caches must drop. */
  restockedProductIds: number[];
}

export interface MoveOptions {
  now: Date;
  rules: PricingRules;
  /** When given, the order must be this account's (a customer's own cancel). */
  accountId?: string;
  /** Who moves it, for the history: a staff label; defaults to 'customer', 'bank' or 'shop' by the event. */
  actor?: string;
  /** Runs inside the move's transaction after it is applied (the back office writes its audit entry here). */
  within?: (tx: Transaction, moved: MovedOrder) => Promise<void>;
}

function defaultActor(event: OrderEvent, options: MoveOptions): string {
  if (options.accountId) return 'customer';
  return event.type.startsWith('payment_') ? 'bank' : 'shop';
}

/**
 * Applies `event` to the order. `accountId`, when given, must own the order (a customer's own cancel);
 * otherwise the order is addressed by id alone (bank callbacks, the expiry job, the shop owner).
 */
export async function moveOrder(
  db: Database,
  orderId: string,
  event: OrderEvent,
  options: MoveOptions,
): Promise<ServiceResult<MovedOrder>> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        options.accountId
          ? and(eq(orders.id, orderId), eq(orders.account_id, options.accountId))
          : eq(orders.id, orderId),
      )
      .for('update');
    if (!order) return refuse(404, 'order_not_found');
    const before: OrderState = { status: order.status, payment: order.payment_status };
    const move = applyOrderEvent(before, event);
    if (!move.ok) return refuse(409, 'order_event_refused');

    let earned = 0;
    if (move.earnsPoints) {
      earned = pointsEarned(order, options.rules);
      if (earned > 0) {
        await tx
          .insert(rewardPointEntries)
          .values({
            account_id: order.account_id,
            order_id: order.id,
            kind: 'earned',
            points: earned,
            created_at: options.now,
          })
          .onConflictDoNothing();
      }
    }
    const release = move.releasesHold && order.released_at === null;
    const restockedProductIds = release
      ? await releaseHold(tx, order, options.now, options.actor ?? defaultActor(event, options))
      : [];

    await tx
      .update(orders)
      .set({
        status: move.state.status,
        payment_status: move.state.payment,
        points_earned: move.earnsPoints ? earned : order.points_earned,
        released_at: release ? options.now : order.released_at,
        updated_at: options.now,
      })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({
      order_id: order.id,
      event: event.type,
      status_before: before.status,
      status_after: move.state.status,
      payment_before: before.payment,
      payment_after: move.state.payment,
      actor: options.actor ?? defaultActor(event, options),
      created_at: options.now,
    });
    const moved = { before, after: move.state, released: release, pointsEarned: earned, restockedProductIds };
    if (options.within) await options.within(tx, moved);
    return succeed(moved);
  });
}

/**
 * Stock back (in product-id order, like every other lock on products, and written in the stock ledger),
 * voucher use freed, points returned.
 */
async function releaseHold(
  tx: Transaction,
  order: typeof orders.$inferSelect,
  now: Date,
  actor: string,
): Promise<number[]> {
  const items = await tx
    .select({ productId: orderItems.product_id, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.order_id, order.id))
    .orderBy(asc(orderItems.product_id));
  for (const item of items) {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${item.quantity}`,
        sales_count: sql`greatest(0, ${products.sales_count} - ${item.quantity})`,
      })
      .where(eq(products.id, item.productId));
  }
  await recordOrderStockMovements(
    tx,
    order,
    items.map((item) => ({ product_id: item.productId, quantity: item.quantity })),
    { source: 'order_return', actor, accountId: order.account_id },
  );
  await tx
    .update(voucherUses)
    .set({ released_at: now })
    .where(and(eq(voucherUses.order_id, order.id), isNull(voucherUses.released_at)));
  if (order.points > 0) {
    await tx
      .insert(rewardPointEntries)
      .values({
        account_id: order.account_id,
        order_id: order.id,
        kind: 'returned',
        points: order.points,
        created_at: now,
      })
      .onConflictDoNothing();
  }
  return items.map((i) => i.productId);
}
