import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useSession } from '../auth/session';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatIqd, formatNumber } from '../../i18n/format';
import { ErrorBox, Loading, PageHeader } from '../../ui/Status';
import { fetchDashboard } from './api';
import { lazyPage } from '../../app/lazy-page';

// The chart library is most of the dashboard's weight: the figures show first, the chart when it arrives.
const SalesChart = lazyPage(() => import('./SalesChart'), 'SalesChart');

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-lg border border-stone-300 bg-white p-4">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{value}</dd>
      {detail && <dd className="text-sm text-stone-700">{detail}</dd>}
    </div>
  );
}

export function DashboardPage() {
  const t = useText('dashboard');
  const { locale } = useLocale();
  const { can } = useSession();
  const query = useQuery({ queryKey: ['dashboard'], queryFn: ({ signal }) => fetchDashboard(signal) });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  const d = query.data;
  const ordersOf = (n: number) => t('order_count', { count: n });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} />
      <section aria-labelledby="sales-heading">
        <h2 id="sales-heading" className="mb-2 text-lg font-semibold">
          {t('sales')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Figure label={t('today')} value={formatIqd(d.today.sales, locale)} detail={ordersOf(d.today.orders)} />
          <Figure label={t('this_week')} value={formatIqd(d.week.sales, locale)} detail={ordersOf(d.week.orders)} />
        </dl>
      </section>
      <section aria-labelledby="waiting-heading">
        <h2 id="waiting-heading" className="mb-2 text-lg font-semibold">
          {t('waiting')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Figure label={t('status_pending')} value={formatNumber(d.waiting.pending, locale)} />
          <Figure label={t('status_in_progress')} value={formatNumber(d.waiting.in_progress, locale)} />
          <Figure label={t('unpaid_fib')} value={formatNumber(d.waiting.unpaid_fib, locale)} />
        </dl>
      </section>
      <Suspense fallback={<Loading />}>
        <SalesChart daily={d.daily} />
      </Suspense>
      <section aria-labelledby="low-stock-heading" className="rounded-lg border border-stone-300 bg-white p-4">
        <h2 id="low-stock-heading" className="mb-2 text-lg font-semibold">
          {t('low_stock', { threshold: formatNumber(d.low_stock.threshold, locale) })}
        </h2>
        {d.low_stock.products.length === 0 ? (
          <p className="text-stone-700">{t('low_stock_none')}</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {d.low_stock.products.map((p) => (
              <li key={p.id} className="flex justify-between gap-3 py-2">
                {can('catalogue:read') ? (
                  <Link to={`/products/${p.id}`} className="text-brand-700 underline">
                    {p.title || p.sku}
                  </Link>
                ) : (
                  <span>{p.title || p.sku}</span>
                )}
                <span>{t('in_stock', { count: p.stock })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
