// Orders as the back office sees them: every customer's, searchable and filterable, with the customer, the
// bank's view of the payment and the order's history. Moves go through the same state machine and the same
// cancel rule as the customer's (services/orders), with an audit entry written inside the move's transaction.
import type {
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminOrderSummary,
  PageMeta,
} from '@dukan/core/contract/admin-operations';
import { ADMIN_PAGE_SIZE } from '@dukan/core/contract/admin-operations';
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import { pickLocalized, type Locale } from '@dukan/core/locales';
import type { PricingRules } from '@dukan/core/orders/pricing';
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { cities, customers, fibPayments, orderEvents, orderItems, orders } from '../../db/schema';
import { recordAudit } from '../audit/audit-log';
import { refuse, succeed, type ServiceResult } from '../result';
import { cancelOrder } from '../orders/cancel-order';
import { syncFibPayment, type FibPaymentSettings } from '../orders/fib-payments';
import { moveOrder, type MovedOrder } from '../orders/transitions';
import { addDays, baghdadDayStart } from './baghdad-time';

/** The first identifier of a kind an account has (phone, email): for display and search. */
const identifierOf = (accountId: SQL | typeof orders.account_id, kind: 'phone' | 'email') =>
  sql<
    string | null
  >`(SELECT ai.value FROM account_identifiers ai WHERE ai.account_id = ${accountId} AND ai.kind = ${kind} ORDER BY ai.id LIMIT 1)`;

/**
 * Digits typed to find an order: its number, or any run of the customer's phone number (0750…, 750…, +964750…
 * all find +964750…). Spaces, dashes and Arabic-Indic digits were already folded by the query schema.
 */
export function orderSearchCondition(q: string): SQL | undefined {
  const digits = q.replace(/[\s()+#-]/g, '');
  if (!/^[0-9]+$/.test(digits)) return sql`false`;
  const conditions: SQL[] = [];
  if (digits.length <= 15) conditions.push(eq(orders.number, Number(digits)));
  const phoneDigits = digits.replace(/^0+/, '');
  if (phoneDigits.length >= 4) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM account_identifiers ai WHERE ai.account_id = ${orders.account_id} AND ai.kind = 'phone' AND ai.value LIKE ${'%' + phoneDigits + '%'})`,
    );
  }
  return conditions.length ? or(...conditions) : sql`false`;
}

function listConditions(query: AdminOrderListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.payment) conditions.push(eq(orders.payment_status, query.payment));
  if (query.method) conditions.push(eq(orders.payment_method, query.method));
  if (query.from) conditions.push(gte(orders.created_at, baghdadDayStart(query.from)));
  if (query.to) conditions.push(lt(orders.created_at, baghdadDayStart(addDays(query.to, 1))));
  if (query.q) conditions.push(orderSearchCondition(query.q));
  return and(...conditions);
}

const summaryColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  payment_status: orders.payment_status,
  payment_method: orders.payment_method,
  total: orders.total,
  created_at: orders.created_at,
  account_id: orders.account_id,
  first_name: customers.first_name,
  last_name: customers.last_name,
  phone: identifierOf(orders.account_id, 'phone'),
  items: sql<number>`(SELECT coalesce(sum(oi.quantity), 0)::int FROM order_items oi WHERE oi.order_id = ${orders.id})`,
  city_ku: cities.name_ku,
  city_ar: cities.name_ar,
  city_en: cities.name_en,
};

type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : [first, last].filter(Boolean).join(' ') || null;

function toSummary(row: SummaryRow, locale: Locale): AdminOrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    payment_status: row.payment_status,
    payment_method: row.payment_method,
    total: row.total,
    items: row.items,
    created_at: row.created_at.toISOString(),
    customer: { id: row.account_id, name: fullName(row.first_name, row.last_name), phone: row.phone },
    city: pickLocalized(
      { name_ku: row.city_ku ?? '', name_ar: row.city_ar ?? '', name_en: row.city_en ?? '' },
      'name',
      locale,
    ),
  };
}

function summaries(db: Pick<Database, 'select'>) {
  return db
    .select(summaryColumns)
    .from(orders)
    .leftJoin(customers, eq(customers.account_id, orders.account_id))
    .leftJoin(cities, eq(cities.id, orders.city_id));
}

/** GET /api/admin/orders: newest first, a page at a time, with the number of matches. */
export async function listAdminOrders(
  db: Database,
  query: AdminOrderListQuery,
  locale: Locale,
): Promise<{ data: AdminOrderSummary[]; meta: PageMeta }> {
  const where = listConditions(query);
  const [rows, [total]] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(desc(orders.created_at), desc(orders.number))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    data: rows.map((r) => toSummary(r, locale)),
    meta: { page: query.page, per_page: ADMIN_PAGE_SIZE, total: total?.n ?? 0 },
  };
}

/** A customer's latest orders, for their page in the back office. */
export async function recentOrdersOf(
  db: Database,
  accountId: string,
  locale: Locale,
  limit = 20,
): Promise<AdminOrderSummary[]> {
  const rows = await summaries(db)
    .where(eq(orders.account_id, accountId))
    .orderBy(desc(orders.created_at), desc(orders.number))
    .limit(limit);
  return rows.map((r) => toSummary(r, locale));
}

/** GET /api/admin/orders/{id}: everything about one order, its lines titled in `locale`. */
export async function readAdminOrder(db: Database, orderId: string, locale: Locale): Promise<AdminOrderDetail | null> {
  const [row] = await summaries(db).where(eq(orders.id, orderId)).limit(1);
  if (!row) return null;
  const [[order], lines, [payment], history, [who]] = await Promise.all([
    db.select().from(orders).where(eq(orders.id, orderId)),
    db.select().from(orderItems).where(eq(orderItems.order_id, orderId)).orderBy(asc(orderItems.product_id)),
    db.select().from(fibPayments).where(eq(fibPayments.order_id, orderId)),
    db.select().from(orderEvents).where(eq(orderEvents.order_id, orderId)).orderBy(asc(orderEvents.id)),
    db
      .select({
        email: identifierOf(sql`${orders.account_id}`, 'email'),
        status: sql<string>`(SELECT a.status FROM accounts a WHERE a.id = ${orders.account_id})`,
      })
      .from(orders)
      .where(eq(orders.id, orderId)),
  ]);
  const summary = toSummary(row, locale);
  return {
    ...summary,
    customer: { ...summary.customer, email: who?.email ?? null, status: who?.status ?? 'active' },
    locale: order!.locale,
    address: order!.address,
    notes: order!.notes,
    location: { lat: order!.lat, lng: order!.lng },
    city_id: order!.city_id,
    voucher_code: order!.voucher_code,
    lines: lines.map((l) => ({
      product_id: l.product_id,
      title: pickLocalized(l, 'title', locale),
      image: l.image,
      unit_price: l.unit_price,
      quantity: l.quantity,
      line_total: l.unit_price * l.quantity,
    })),
    totals: {
      subtotal: order!.subtotal,
      discount: order!.discount,
      points: order!.points,
      points_value: order!.points_value,
      delivery_price: order!.delivery_price,
      tax: order!.tax,
      total: order!.total,
    },
    points_earned: order!.points_earned,
    payment: payment
      ? {
          payment_id: payment.payment_id,
          status: payment.status,
          declining_reason: payment.declining_reason,
          readable_code: payment.readable_code,
          valid_until: payment.valid_until.toISOString(),
          updated_at: payment.updated_at.toISOString(),
        }
      : null,
    payment_expires_at: order!.payment_expires_at?.toISOString() ?? null,
    history: history.map((h) => ({
      event: h.event,
      status_before: h.status_before,
      status_after: h.status_after,
      payment_before: h.payment_before,
      payment_after: h.payment_after,
      actor: h.actor,
      created_at: h.created_at.toISOString(),
    })),
  };
}

export interface StaffMoveContext {
  actor: StaffActor;
  requestId?: string;
  now: Date;
  rules: PricingRules;
  fib: FibPaymentSettings | null;
}

export interface StaffMove extends MovedOrder {
  refund: 'refunded' | 'failed' | null;
}

/**
 * POST /api/admin/orders/{id}/events: start, deliver or cancel. The audit entry ('status_changed', before and
 * after) is written in the move's own transaction. The caller publishes the restocked products' tags.
 */
export async function moveOrderByStaff(
  db: Database,
  orderId: string,
  type: 'start' | 'deliver' | 'cancel',
  context: StaffMoveContext,
): Promise<ServiceResult<StaffMove>> {
  const within = async (tx: Transaction, moved: MovedOrder) =>
    recordAudit(
      tx,
      context.actor,
      {
        action: 'status_changed',
        entity: 'order',
        entityId: orderId,
        before: moved.before,
        after: { ...moved.after, event: type, points_earned: moved.pointsEarned },
      },
      context.requestId,
    );
  if (type === 'cancel') {
    const cancelled = await cancelOrder(
      db,
      orderId,
      { kind: 'staff', label: context.actor.label },
      { now: context.now, rules: context.rules, fib: context.fib, within },
    );
    if (!cancelled.ok) return cancelled;
    if (cancelled.data.refund) {
      await recordAudit(
        db,
        context.actor,
        { action: `payment_refund_${cancelled.data.refund}`, entity: 'order', entityId: orderId },
        context.requestId,
      );
    }
    return succeed({ ...cancelled.data.moved, refund: cancelled.data.refund });
  }
  const moved = await moveOrder(
    db,
    orderId,
    { type },
    {
      now: context.now,
      rules: context.rules,
      actor: context.actor.label,
      within,
    },
  );
  if (!moved.ok) return moved;
  return succeed({ ...moved.data, refund: null });
}

async function paymentOf(db: Database, orderId: string) {
  const [row] = await db
    .select({
      order_status: orders.status,
      payment_status: orders.payment_status,
      payment_id: fibPayments.payment_id,
      bank_status: fibPayments.status,
    })
    .from(orders)
    .leftJoin(fibPayments, eq(fibPayments.order_id, orders.id))
    .where(eq(orders.id, orderId));
  return row;
}

/** POST …/payment/refresh: ask the bank now and move the order to match (paid, expired, declined). */
export async function refreshOrderPayment(
  db: Database,
  orderId: string,
  context: Pick<StaffMoveContext, 'actor' | 'requestId' | 'fib'>,
): Promise<ServiceResult<{ changed: boolean }>> {
  const before = await paymentOf(db, orderId);
  if (!before) return refuse(404, 'order_not_found');
  if (!before.payment_id || !context.fib) return refuse(409, 'order_has_no_payment');
  const synced = await syncFibPayment(db, before.payment_id, context.fib);
  if (!synced.ok) return synced;
  const after = await paymentOf(db, orderId);
  // The bank's answer, not the member of staff, moved the order; the log says who asked.
  await recordAudit(
    db,
    context.actor,
    { action: 'payment_refreshed', entity: 'order', entityId: orderId, before, after },
    context.requestId,
  );
  return succeed(synced.data);
}

/**
 * POST …/payment/refund: send back the money of a cancelled order the bank was paid for. Cancelling a paid
 * order refunds at once; this is for when the bank refused then, or was paid after the order was cancelled.
 */
export async function refundOrderPayment(
  db: Database,
  orderId: string,
  context: Pick<StaffMoveContext, 'actor' | 'requestId' | 'fib'>,
): Promise<ServiceResult<{ refunded: true }>> {
  const payment = await paymentOf(db, orderId);
  if (!payment) return refuse(404, 'order_not_found');
  if (!payment.payment_id || !context.fib) return refuse(409, 'order_has_no_payment');
  if (payment.order_status !== 'cancelled' || payment.payment_status !== 'paid') {
    return refuse(409, 'order_event_refused');
  }
  if (payment.bank_status === 'REFUNDED' || payment.bank_status === 'REFUND_REQUESTED')
    return succeed({ refunded: true });
  const refunded = await context.fib.fib.refund(payment.payment_id);
  if (!refunded.ok) return refuse(502, 'payment_unavailable');
  await db
    .update(fibPayments)
    .set({ status: 'REFUND_REQUESTED', updated_at: context.fib.now() })
    .where(eq(fibPayments.payment_id, payment.payment_id));
  await recordAudit(
    db,
    context.actor,
    {
      action: 'payment_refunded',
      entity: 'order',
      entityId: orderId,
      before: payment,
      after: { bank_status: 'REFUND_REQUESTED' },
    },
    context.requestId,
  );
  return succeed({ refunded: true });
}

/** The products of these orders: their caches drop when the orders give stock back. */
export async function productIdsOf(db: Database, orderIds: string[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: orderItems.product_id })
    .from(orderItems)
    .where(inArray(orderItems.order_id, orderIds));
  return rows.map((r) => r.id);
}
