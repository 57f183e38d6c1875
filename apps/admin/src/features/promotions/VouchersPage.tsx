// Vouchers: general ones by default (each customer's welcome voucher on request), searched by code; each
// opens its form; an active voucher can be deactivated after a confirmation.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatDate, formatIqd, formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { DataTable, useListState } from '../../ui/DataTable';
import { ConfirmDialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/fields';
import { ErrorBox, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { useSession } from '../auth/session';
import { listVouchers, PROMOTIONS_PAGE_SIZE, updateVoucher, type AdminVoucher } from './api';

const column = createColumnHelper<AdminVoucher>();

export function VouchersPage() {
  const t = useText('promotions');
  const common = useText('common');
  const { locale } = useLocale();
  const { can } = useSession();
  const notify = useToast();
  const queryClient = useQueryClient();
  const list = useListState(['kind']);
  const [ending, setEnding] = useState<AdminVoucher | null>(null);
  const query = useQuery({
    queryKey: ['vouchers', list.page, list.q, list.filters],
    queryFn: ({ signal }) => listVouchers({ page: list.page, q: list.q, kind: list.filters.kind || undefined }, signal),
    placeholderData: keepPreviousData,
  });
  const deactivate = useMutation({
    mutationFn: (id: number) => updateVoucher(id, { active: false }),
    onSuccess: async (r) => {
      await queryClient.invalidateQueries({ queryKey: ['vouchers'] });
      notify(r.message ?? common('saved'));
    },
    onError: (error) => notify(error.message, 'error'),
  });
  const manage = can('promotions:manage');

  const columns = useMemo(
    () => [
      column.accessor('code', {
        header: t('code'),
        cell: (info) =>
          manage ? (
            <Link
              to={`/promotions/vouchers/${info.row.original.id}`}
              dir="ltr"
              className="font-medium text-brand-700 underline"
            >
              {info.getValue()}
            </Link>
          ) : (
            <span dir="ltr">{info.getValue()}</span>
          ),
      }),
      column.display({
        id: 'discount',
        header: t('discount'),
        cell: (info) => {
          const v = info.row.original;
          return v.percent_off !== null
            ? t('percent_off_value', { percent: formatNumber(v.percent_off, locale) })
            : formatIqd(v.amount_off ?? 0, locale);
        },
      }),
      column.accessor('min_subtotal', {
        header: t('min_subtotal'),
        cell: (info) => formatIqd(info.getValue(), locale),
      }),
      column.accessor('uses', {
        header: t('uses'),
        cell: (info) =>
          info.row.original.usage_limit === null
            ? formatNumber(info.getValue(), locale)
            : t('uses_of', {
                uses: formatNumber(info.getValue(), locale),
                limit: formatNumber(info.row.original.usage_limit, locale),
              }),
      }),
      column.accessor('expires_at', {
        header: t('expires_at'),
        cell: (info) => (info.getValue() ? formatDate(info.getValue()!, locale) : t('never')),
      }),
      column.accessor('active', {
        header: t('state'),
        cell: (info) =>
          info.getValue() ? (
            <span className="flex items-center gap-2">
              {t('active')}
              {manage && (
                <Button variant="secondary" onClick={() => setEnding(info.row.original)}>
                  {t('deactivate')}
                </Button>
              )}
            </span>
          ) : (
            t('inactive')
          ),
      }),
    ],
    [t, locale, manage],
  );

  return (
    <div>
      <PageHeader
        title={t('vouchers')}
        actions={
          manage && (
            <Link
              to="/promotions/vouchers/new"
              className="inline-flex min-h-10 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('new_voucher')}
            </Link>
          )
        }
      />
      {query.isError && <ErrorBox error={query.error} onRetry={() => void query.refetch()} />}
      <DataTable
        caption={t('vouchers')}
        columns={columns}
        rows={query.data?.data ?? []}
        total={query.data?.meta.total}
        pageSize={PROMOTIONS_PAGE_SIZE}
        list={list}
        loading={query.isFetching}
        rowKey={(row) => String(row.id)}
        filters={
          <SelectField
            label={t('kind')}
            value={list.filters.kind || 'general'}
            onChange={(e) => list.setFilter('kind', e.target.value === 'general' ? '' : e.target.value)}
            options={(['general', 'welcome', 'all'] as const).map((k) => ({ value: k, label: t(`kind_${k}`) }))}
          />
        }
      />
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={t('deactivate_title', { code: ending?.code ?? '' })}
        description={t('deactivate_description')}
        confirmLabel={t('deactivate')}
        busy={deactivate.isPending}
        onConfirm={() => {
          if (ending) deactivate.mutate(ending.id);
          setEnding(null);
        }}
      />
    </div>
  );
}
