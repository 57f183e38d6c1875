'use client';

import { orderFormat } from './order-format';
import type { OrderTotals as Totals } from '@dukan/core/orders/pricing';
import { useText } from '@/i18n/use-text';

interface Props {
  totals: Totals;
  /** False before the checkout knows the city: the delivery row asks for one instead of showing 0. */
  deliveryKnown?: boolean;
}

/** Subtotal, discount, points, delivery price, estimated tax and total price (spec §3's labels). */
export function OrderTotals({ totals, deliveryKnown = true }: Props) {
  const tOrder = useText('order');
  const format = orderFormat(tOrder.locale);
  const tPoints = useText('points');
  const tCheckout = useText('checkout');
  const rows: { key: string; label: string; value: string; strong?: boolean }[] = [
    { key: 'subtotal', label: tOrder('order_subtotal'), value: format.price(totals.subtotal) },
  ];
  if (totals.discount > 0) {
    rows.push({ key: 'discount', label: tOrder('order_discount'), value: `−${format.price(totals.discount)}` });
  }
  if (totals.points > 0) {
    rows.push({
      key: 'points',
      label: `${tOrder('order_points')} (${tPoints('points_count', { points: totals.points })})`,
      value: `−${format.price(totals.points_value)}`,
    });
  }
  rows.push(
    {
      key: 'delivery',
      label: tOrder('order_delivery_price'),
      value: deliveryKnown ? format.price(totals.delivery_price) : tCheckout('checkout_delivery_unknown'),
    },
    { key: 'tax', label: tOrder('order_estimated_tax'), value: format.price(totals.tax) },
    { key: 'total', label: tOrder('order_total_price'), value: format.price(totals.total), strong: true },
  );
  return (
    <dl className="space-y-1.5 text-sm">
      {rows.map((row) => (
        <div
          key={row.key}
          data-total={row.key}
          className={`flex items-baseline justify-between gap-4 ${row.strong ? 'border-t border-stone-200 pt-2 text-base font-bold text-stone-950' : 'text-stone-700'}`}
        >
          <dt>{row.label}</dt>
          <dd className="tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
