// The back office's first screen: today's and this week's sales, orders waiting for someone, products about
// to run out, and 30 days of sales for a chart. Days are Baghdad days and the week starts on Saturday, as the
// shop's staff count them. Sales are the totals of orders placed in the period that were not cancelled
// (an unpaid FIB order counts until it expires, which cancels it).
import type { Dashboard, SalesFigure } from '@dukan/core/contract/admin-operations';
import { pickLocalized, type Locale } from '@dukan/core/locales';
import { and, asc, count, gte, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, products } from '../../db/schema';
import { addDays, baghdadDay, baghdadDayStart, weekStart } from './baghdad-time';

const DAYS = 30;
const LOW_STOCK_SHOWN = 20;

const sales = {
  orders: sql<number>`count(*)::int`,
  sales: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`,
};

async function salesSince(db: Database, from: Date): Promise<SalesFigure> {
  const [row] = await db
    .select(sales)
    .from(orders)
    .where(and(gte(orders.created_at, from), ne(orders.status, 'cancelled')));
  return { orders: row?.orders ?? 0, sales: Number(row?.sales ?? 0) };
}

export async function readDashboard(
  db: Database,
  options: { now: Date; lowStock: number; locale: Locale },
): Promise<Dashboard> {
  const today = baghdadDay(options.now);
  const week = weekStart(today);
  const firstDay = addDays(today, -(DAYS - 1));
  // The Baghdad day of an order, computed in the database the same way baghdadDay does it here.
  const orderDay = sql<string>`to_char((${orders.created_at} AT TIME ZONE 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;

  const [todayFigure, weekFigure, waiting, lowStock, daily] = await Promise.all([
    salesSince(db, baghdadDayStart(today)),
    salesSince(db, baghdadDayStart(week)),
    db
      .select({
        pending: sql<number>`(count(*) FILTER (WHERE ${orders.status} = 'pending'))::int`,
        in_progress: sql<number>`(count(*) FILTER (WHERE ${orders.status} = 'in_progress'))::int`,
        unpaid_fib: sql<number>`(count(*) FILTER (WHERE ${orders.payment_method} = 'fib' AND ${orders.payment_status} = 'unpaid' AND ${orders.status} <> 'cancelled'))::int`,
      })
      .from(orders)
      .where(sql`${orders.status} IN ('pending', 'in_progress')`),
    db
      .select({
        id: products.id,
        sku: products.sku,
        title_ku: products.title_ku,
        title_ar: products.title_ar,
        title_en: products.title_en,
        stock: products.stock,
      })
      .from(products)
      .where(lte(products.stock, options.lowStock))
      .orderBy(asc(products.stock), asc(products.id))
      .limit(LOW_STOCK_SHOWN),
    db
      .select({ day: orderDay, ...sales })
      .from(orders)
      .where(and(gte(orders.created_at, baghdadDayStart(firstDay)), ne(orders.status, 'cancelled')))
      .groupBy(orderDay),
  ]);
  const byDay = new Map(daily.map((d) => [d.day, d]));
  const [lowCount] = await db.select({ n: count() }).from(products).where(lte(products.stock, options.lowStock));
  return {
    today: { day: today, ...todayFigure },
    week: { from: week, ...weekFigure },
    waiting: waiting[0] ?? { pending: 0, in_progress: 0, unpaid_fib: 0 },
    low_stock: {
      threshold: options.lowStock,
      total: lowCount?.n ?? 0,
      products: lowStock.map((p) => ({
        id: p.id,
        sku: p.sku,
        title: pickLocalized(p, 'title', options.locale),
        stock: p.stock,
      })),
    },
    daily: Array.from({ length: DAYS }, (_, i) => {
      const day = addDays(firstDay, i);
      const figure = byDay.get(day);
      return { day, orders: figure?.orders ?? 0, sales: Number(figure?.sales ?? 0) };
    }),
  };
}
