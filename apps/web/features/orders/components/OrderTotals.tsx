'use client';

import type { OrderTotals as Totals } from '@dukan/core/orders/pricing';
import { useOrderText } from './OrderText';

interface Props {
  totals: Totals;
  /** False before the checkout knows the city: the delivery row asks for one instead of showing 0. */
  deliveryKnown?: boolean;
}

/** Subtotal, discount, points, delivery price, estimated tax and total price (spec §3's labels). */
export function OrderTotals({ totals, deliveryKnown = true }: Props) {
  const t = useOrderText();
  const rows: { key: string; label: string; value: string; strong?: boolean }[] = [
    { key: 'subtotal', label: t('order_subtotal'), value: t.price(totals.subtotal) },
  ];
  if (totals.discount > 0) {
    rows.push({ key: 'discount', label: t('order_discount'), value: `−${t.price(totals.discount)}` });
  }
  if (totals.points > 0) {
    rows.push({
      key: 'points',
      label: `${t('order_points')} (${t('points_count', { points: totals.points })})`,
      value: `−${t.price(totals.points_value)}`,
    });
  }
  rows.push(
    {
      key: 'delivery',
      label: t('order_delivery_price'),
      value: deliveryKnown ? t.price(totals.delivery_price) : t('checkout_delivery_unknown'),
    },
    { key: 'tax', label: t('order_estimated_tax'), value: t.price(totals.tax) },
    { key: 'total', label: t('order_total_price'), value: t.price(totals.total), strong: true },
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
