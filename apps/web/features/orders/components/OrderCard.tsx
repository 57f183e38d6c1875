'use client';

import { orderFormat } from './order-format';
import type { Order } from '@dukan/core/contract/orders';
import { ShopLink } from '@/ui/ShopLink';
import {
  canCancel,
  canPayNow,
  orderStatusKey,
  paymentMethodKey,
  paymentStatusKey,
} from '@/features/orders/order-state';
import { OrderTotals } from './OrderTotals';
import { useText } from '@/i18n/use-text';

const STATUS_TONE: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  delivered: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-stone-200 text-stone-800',
};

const PAYMENT_TONE: Record<string, string> = {
  paid: 'bg-brand-100 text-brand-900',
  unpaid: 'bg-amber-100 text-amber-900',
  expired: 'bg-stone-200 text-stone-800',
  declined: 'bg-red-100 text-red-900',
};

interface Props {
  order: Order;
  /** The time the list was loaded: whether a FIB code is still payable. */
  now: number;
  onCancel: (order: Order) => void;
}

/** One order of the history: number, date, status and payment labels, lines, totals, and what can still be done. */
export function OrderCard({ order, now, onCancel }: Props) {
  const tOrder = useText('order');
  const tPayment = useText('payment');
  const format = orderFormat(tOrder.locale);
  const number = format.orderNumber(order.number);
  return (
    <article aria-labelledby={`order-${order.id}`} className="rounded-xl border border-stone-200 bg-white p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`order-${order.id}`} className="text-lg font-bold">
            {tOrder('order_number', { number })}
          </h2>
          <p className="text-sm text-stone-600">
            {tOrder('order_placed_on', { date: format.dateTime(order.created_at) })}
          </p>
        </div>
        <dl className="flex flex-wrap gap-2 text-sm">
          <div className="flex items-center gap-1">
            <dt className="sr-only">{tOrder('order_status')}</dt>
            <dd
              data-testid="order-status"
              className={`rounded-full px-2.5 py-0.5 font-medium ${STATUS_TONE[order.status] ?? 'bg-stone-200 text-stone-800'}`}
            >
              {tOrder(orderStatusKey(order.status))}
            </dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="sr-only">{tOrder('order_payment')}</dt>
            <dd
              data-testid="payment-status"
              className={`rounded-full px-2.5 py-0.5 font-medium ${PAYMENT_TONE[order.payment_status] ?? 'bg-stone-200 text-stone-800'}`}
            >
              {tPayment(paymentMethodKey(order.payment_method))} · {tPayment(paymentStatusKey(order.payment_status))}
            </dd>
          </div>
        </dl>
      </header>

      <div className="mt-4 grid grid-cols-1 gap-5 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="min-w-0">
          <h3 className="sr-only">{tOrder('order_items')}</h3>
          <ul className="divide-y divide-stone-100 text-sm">
            {order.items.map((item) => (
              <li key={item.product_id} className="flex items-baseline justify-between gap-3 py-2">
                <span className="min-w-0">
                  <ShopLink
                    href={`/${tOrder.locale}/products/${item.product_id}`}
                    className="block truncate font-medium text-stone-900 hover:underline"
                  >
                    {item.title}
                  </ShopLink>
                  <span className="text-stone-600">
                    {tOrder('order_line', { quantity: item.quantity, price: format.price(item.unit_price) })}
                  </span>
                </span>
                <span className="shrink-0 tabular-nums">{format.price(item.line_total)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-stone-700">
            {tOrder('order_deliver_to', { address: order.address, city: order.city.name })}
          </p>
          {order.voucher_code ? (
            <p className="text-sm text-stone-700">{tOrder('order_voucher', { code: order.voucher_code })}</p>
          ) : null}
          {order.points_earned > 0 && order.status !== 'cancelled' ? (
            <p className="text-sm text-brand-800">
              {tOrder(order.status === 'delivered' ? 'order_points_earned' : 'order_points_to_earn', {
                points: order.points_earned,
              })}
            </p>
          ) : null}
        </div>
        <OrderTotals totals={order.totals} />
      </div>

      {canCancel(order) || canPayNow(order, now) ? (
        <footer className="mt-4 flex flex-wrap justify-end gap-2 border-t border-stone-100 pt-4">
          {canPayNow(order, now) ? (
            <ShopLink
              href={`/${tOrder.locale}/payment-success?order=${encodeURIComponent(order.id)}`}
              className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {tOrder('order_pay_now')}
            </ShopLink>
          ) : null}
          {canCancel(order) ? (
            <button
              type="button"
              onClick={() => onCancel(order)}
              className="rounded-lg border border-red-300 px-4 py-2 text-sm font-medium text-red-800 hover:bg-red-50"
            >
              {tOrder('order_cancel')}
            </button>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}
