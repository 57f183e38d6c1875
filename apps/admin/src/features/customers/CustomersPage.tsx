// Customers: search by phone, email or name, filter by account state, page through.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatDate, formatNumber } from '../../i18n/format';
import { DataTable, useListState } from '../../ui/DataTable';
import { SelectField } from '../../ui/fields';
import { ErrorBox, PageHeader } from '../../ui/Status';
import { CUSTOMERS_PAGE_SIZE, listCustomers, type AdminCustomerSummary } from './api';

const STATES = ['active', 'disabled', 'deactivated', 'deleted'] as const;
const column = createColumnHelper<AdminCustomerSummary>();

export function CustomersPage() {
  const t = useText('customers');
  const common = useText('common');
  const { locale } = useLocale();
  const list = useListState(['status']);
  const query = useQuery({
    queryKey: ['customers', list.page, list.q, list.filters],
    queryFn: ({ signal }) => listCustomers({ page: list.page, q: list.q, ...list.filters }, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('name'),
        cell: (info) => (
          <Link to={`/customers/${info.row.original.id}`} className="font-medium text-brand-700 underline">
            {info.getValue() || t('no_name')}
          </Link>
        ),
      }),
      column.accessor('phone', { header: t('phone'), cell: (info) => <span dir="ltr">{info.getValue() ?? '—'}</span> }),
      column.accessor('email', { header: t('email'), cell: (info) => <span dir="ltr">{info.getValue() ?? '—'}</span> }),
      column.accessor('orders', { header: t('orders'), cell: (info) => formatNumber(info.getValue(), locale) }),
      column.accessor('status', { header: t('state'), cell: (info) => t(`state_${info.getValue()}`) }),
      column.accessor('created_at', { header: t('joined'), cell: (info) => formatDate(info.getValue(), locale) }),
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
        pageSize={CUSTOMERS_PAGE_SIZE}
        list={list}
        loading={query.isFetching}
        rowKey={(row) => row.id}
        filters={
          <SelectField
            label={t('state')}
            value={list.filters.status}
            onChange={(e) => list.setFilter('status', e.target.value)}
            options={STATES.map((s) => ({ value: s, label: t(`state_${s}`) }))}
            empty={common('all')}
          />
        }
      />
    </div>
  );
}
