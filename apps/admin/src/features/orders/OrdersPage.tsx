// Orders: filter by status, payment and placing day (Baghdad days), search by order number or phone, page
// through; each number opens the order.
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@dukan/core/orders/state-machine';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatDateTime, formatIdentifier, formatIqd } from '../../i18n/format';
import { DataTable, useListState } from '../../ui/DataTable';
import { SelectField, TextField } from '../../ui/fields';
import { ErrorBox, PageHeader } from '../../ui/Status';
import { listOrders, ORDERS_PAGE_SIZE, type AdminOrderSummary } from './api';
import { OrderStatusBadge, PaymentStatusBadge } from './StatusBadges';

const FILTERS = ['status', 'payment', 'from', 'to'] as const;
const column = createColumnHelper<AdminOrderSummary>();

export function OrdersPage() {
  const t = useText('orders');
  const common = useText('common');
  const { locale } = useLocale();
  const list = useListState(FILTERS);
  const query = useQuery({
    queryKey: ['orders', list.page, list.q, list.filters],
    queryFn: ({ signal }) => listOrders({ page: list.page, q: list.q, ...list.filters }, signal),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo(
    () => [
      column.accessor('number', {
        header: t('number'),
        cell: (info) => (
          <Link to={`/orders/${info.row.original.id}`} className="font-medium text-brand-700 underline">
            {t('order_number', { number: formatIdentifier(info.getValue(), locale) })}
          </Link>
        ),
      }),
      column.accessor('created_at', {
        header: t('placed_at'),
        cell: (info) => formatDateTime(info.getValue(), locale),
      }),
      column.accessor('customer', {
        header: t('customer'),
        cell: (info) => (
          <>
            <span className="block">{info.getValue().name ?? '—'}</span>
            {info.getValue().phone && (
              <span dir="ltr" className="block text-stone-700">
                {info.getValue().phone}
              </span>
            )}
          </>
        ),
      }),
      column.accessor('city', { header: t('city') }),
      column.accessor('total', { header: t('total'), cell: (info) => formatIqd(info.getValue(), locale) }),
      column.accessor('status', { header: t('status'), cell: (info) => <OrderStatusBadge status={info.getValue()} /> }),
      column.accessor('payment_status', {
        header: t('payment'),
        cell: (info) => (
          <>
            <span className="block text-stone-800">{t(`method_${info.row.original.payment_method}`)}</span>
            <PaymentStatusBadge status={info.getValue()} />
          </>
        ),
      }),
    ],
    [t, locale],
  );

  return (
    <div>
      <PageHeader title={t('title')} />
      {query.isError && <ErrorBox error={query.error} onRetry={() => void query.refetch()} />}
      <DataTable
        caption={t('title')}
        columns={columns}
        rows={query.data?.data ?? []}
        total={query.data?.meta.total}
        pageSize={ORDERS_PAGE_SIZE}
        list={list}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        filters={
          <>
            <SelectField
              label={t('status')}
              value={list.filters.status}
              onChange={(e) => list.setFilter('status', e.target.value)}
              options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) }))}
              empty={common('all')}
            />
            <SelectField
              label={t('payment')}
              value={list.filters.payment}
              onChange={(e) => list.setFilter('payment', e.target.value)}
              options={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`payment_${s}`) }))}
              empty={common('all')}
            />
            <TextField
              label={t('from')}
              type="date"
              value={list.filters.from}
              onChange={(e) => list.setFilter('from', e.target.value)}
            />
            <TextField
              label={t('to')}
              type="date"
              value={list.filters.to}
              onChange={(e) => list.setFilter('to', e.target.value)}
            />
          </>
        }
      />
    </div>
  );
}
