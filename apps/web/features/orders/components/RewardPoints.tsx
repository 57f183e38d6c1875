'use client';

import { orderFormat } from './order-format';
import { Award } from 'lucide-react';
import { getPoints } from '@/features/orders/orders-api';
import type { KeyOf } from '@/i18n/namespaces';
import { useText } from '@/i18n/use-text';
import { useCustomerData } from './use-customer-data';
import { LoadError } from './LoadStates';

const KIND_LABEL: Record<string, KeyOf<'points'>> = {
  earned: 'points_kind_earned',
  redeemed: 'points_kind_redeemed',
  returned: 'points_kind_returned',
};

/** The customer's points: balance (and what it is worth), the shop's rules, and the ledger it sums. */
export function RewardPoints() {
  const tPoints = useText('points');
  const format = orderFormat(tPoints.locale);
  const tOrder = useText('order');
  const { state, reload } = useCustomerData(getPoints);

  if (state.status === 'loading') return <p className="mt-6 text-stone-600">{tPoints('points_loading')}</p>;
  if (state.status === 'error') {
    return (
      <LoadError
        message={tPoints('points_load_error')}
        retryLabel={tPoints('points_retry')}
        onRetry={reload}
        className="mt-6"
      />
    );
  }
  const points = state.data.data;
  return (
    <div className="mt-6 space-y-6">
      <section aria-labelledby="points-balance" className="rounded-xl border border-brand-100 bg-brand-50 p-5">
        <h2 id="points-balance" className="flex items-center gap-2 text-sm font-medium text-brand-900">
          <Award className="h-5 w-5" aria-hidden="true" />
          {tPoints('points_balance')}
        </h2>
        <p className="mt-1 text-3xl font-bold text-brand-900" data-testid="points-balance">
          {tPoints('points_count', { points: points.balance })}
        </p>
        <p className="text-sm text-stone-700">
          {tPoints('points_worth', { amount: format.price(points.balance * points.point_value_iqd) })}
        </p>
        <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-stone-700">
          {points.iqd_per_point_earned > 0 ? (
            <li>{tPoints('points_rule_earn', { amount: format.price(points.iqd_per_point_earned) })}</li>
          ) : null}
          {points.point_value_iqd > 0 && points.max_share > 0 ? (
            <li>
              {tPoints('points_rule_redeem', {
                amount: format.price(points.point_value_iqd),
                percent: Math.round(points.max_share * 100),
              })}
            </li>
          ) : null}
        </ul>
      </section>

      <section aria-labelledby="points-history">
        <h2 id="points-history" className="text-lg font-bold">
          {tPoints('points_history')}
        </h2>
        {points.entries.length === 0 ? (
          <p className="mt-2 text-stone-600">{tPoints('points_history_empty')}</p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-xl border border-stone-200 bg-white">
            <table className="w-full text-sm">
              <thead className="bg-stone-50 text-stone-600">
                <tr>
                  <th scope="col" className="px-4 py-2 text-start font-medium">
                    {tPoints('points_date')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-start font-medium">
                    {tPoints('points_entry')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-start font-medium">
                    {tPoints('points_order')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-end font-medium">
                    {tPoints('points_change')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {points.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="whitespace-nowrap px-4 py-2">{format.date(entry.created_at)}</td>
                    <td className="px-4 py-2">
                      {KIND_LABEL[entry.kind] ? tPoints(KIND_LABEL[entry.kind]!) : tOrder('order_status_unknown')}
                    </td>
                    <td className="px-4 py-2">
                      {entry.order_number !== null
                        ? tOrder('order_number', { number: format.orderNumber(entry.order_number) })
                        : ''}
                    </td>
                    <td
                      className={`px-4 py-2 text-end font-medium tabular-nums ${entry.points < 0 ? 'text-red-800' : 'text-brand-800'}`}
                    >
                      {/* The sign stays before the number in right-to-left pages too. */}
                      <span dir="ltr">
                        {entry.points > 0 ? '+' : entry.points < 0 ? '−' : ''}
                        {format.count(Math.abs(entry.points))}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
