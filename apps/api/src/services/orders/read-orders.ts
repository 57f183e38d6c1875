// A customer's orders as the storefront shows them (contract `Order`), localized. Always filtered by the
// account from the token: another customer's order id reads as not found.
import type { Order } from '@dukan/core/contract/orders';
import { pickLocalized, type Locale } from '@dukan/core/locales';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, fibPayments, orderItems, orders } from '../../db/schema';

/** The newest orders first; a shopper's history is pages of this if it ever grows past the limit. */
export async function listOrders(db: Database, accountId: string, locale: Locale, limit = 50): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.account_id, accountId))
    .orderBy(desc(orders.created_at), desc(orders.number))
    .limit(limit);
  return toOrders(db, rows, locale);
}

export async function readOrder(
  db: Database,
  accountId: string,
  orderId: string,
  locale: Locale,
): Promise<Order | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.account_id, accountId)))
    .limit(1);
  const [order] = await toOrders(db, rows, locale);
  return order ?? null;
}

async function toOrders(db: Database, rows: (typeof orders.$inferSelect)[], locale: Locale): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, payments, cityRows] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.order_id, ids)).orderBy(asc(orderItems.product_id)),
    db.select().from(fibPayments).where(inArray(fibPayments.order_id, ids)),
    db
      .select()
      .from(cities)
      .where(
        inArray(
          cities.id,
          rows.map((r) => r.city_id),
        ),
      ),
  ]);
  const cityById = new Map(cityRows.map((c) => [c.id, c]));
  const paymentByOrder = new Map(payments.map((p) => [p.order_id, p]));
  return rows.map((row) => {
    const city = cityById.get(row.city_id);
    const payment = paymentByOrder.get(row.id);
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      payment_status: row.payment_status,
      payment_method: row.payment_method,
      created_at: row.created_at.toISOString(),
      address: row.address,
      city: { id: row.city_id, name: city ? pickLocalized(city, 'name', locale) : '' },
      location: { lat: row.lat, lng: row.lng },
      notes: row.notes,
      voucher_code: row.voucher_code,
      items: items
        .filter((i) => i.order_id === row.id)
        .map((i) => ({
          product_id: i.product_id,
          title: pickLocalized(i, 'title', locale),
          image: i.image,
          unit_price: i.unit_price,
          quantity: i.quantity,
          line_total: i.unit_price * i.quantity,
        })),
      totals: {
        subtotal: row.subtotal,
        discount: row.discount,
        points: row.points,
        points_value: row.points_value,
        delivery_price: row.delivery_price,
        tax: row.tax,
        total: row.total,
      },
      points_earned: row.points_earned,
      payment: payment
        ? {
            payment_id: payment.payment_id,
            readable_code: payment.readable_code,
            qr_code: payment.qr_code,
            valid_until: payment.valid_until.toISOString(),
            personal_app_link: payment.personal_app_link,
            business_app_link: payment.business_app_link,
            corporate_app_link: payment.corporate_app_link,
          }
        : null,
      payment_expires_at: row.payment_expires_at ? row.payment_expires_at.toISOString() : null,
    };
  });
}
