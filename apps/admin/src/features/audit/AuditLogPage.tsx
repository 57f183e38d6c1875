// The audit log: who changed what and when, newest first, filtered by kind of thing, its id, who, what
// was done and days; each entry opens to show before and after.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatDateTime } from '../../i18n/format';
import { api } from '../../lib/api';
import { DataTable, useListState } from '../../ui/DataTable';
import { CONTROL_CLASS } from '../../ui/fields';
import { ErrorBox, PageHeader } from '../../ui/Status';

interface AuditEntry {
  id: number;
  staff: string;
  role: string;
  action: string;
  entity: string;
  entity_id: string | null;
  at: string;
  before: unknown;
  after: unknown;
}

const PER_PAGE = 50;
const FILTERS = ['entity', 'entity_id', 'actor', 'action', 'from', 'to'] as const;
const column = createColumnHelper<AuditEntry>();

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span>—</span>;
  return (
    <pre dir="ltr" className="max-h-64 max-w-md overflow-auto rounded bg-stone-100 p-2 text-start text-xs">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

export function AuditLogPage() {
  const t = useText('audit');
  const { locale } = useLocale();
  const list = useListState(FILTERS);
  const query = useQuery({
    queryKey: ['audit-log', list.page, list.filters],
    queryFn: ({ signal }) =>
      api.get<{ data: AuditEntry[]; meta: { total: number } }>(
        '/api/admin/audit-log',
        { page: list.page, per_page: PER_PAGE, ...list.filters },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    () => [
      column.accessor('at', { header: t('at'), cell: (info) => formatDateTime(info.getValue(), locale) }),
      column.accessor('staff', {
        header: t('who'),
        cell: (info) => (
          <span dir="auto">
            {info.getValue()} <span className="text-xs text-stone-700">({info.row.original.role})</span>
          </span>
        ),
      }),
      column.accessor('action', { header: t('action'), cell: (info) => <span dir="ltr">{info.getValue()}</span> }),
      column.accessor('entity', {
        header: t('entity'),
        cell: (info) => (
          <span dir="ltr">
            {info.getValue()} {info.row.original.entity_id ?? ''}
          </span>
        ),
      }),
      column.display({
        id: 'change',
        header: t('change'),
        cell: (info) => (
          <details>
            <summary className="cursor-pointer text-brand-700">{t('show_change')}</summary>
            <div className="mt-2 flex flex-wrap gap-2">
              <div>
                <p className="text-xs font-semibold">{t('before')}</p>
                <Json value={info.row.original.before} />
              </div>
              <div>
                <p className="text-xs font-semibold">{t('after')}</p>
                <Json value={info.row.original.after} />
              </div>
            </div>
          </details>
        ),
      }),
    ],
    [t, locale],
  );

  const filter = (name: (typeof FILTERS)[number], type: 'text' | 'date' = 'text') => (
    <label key={name} className="flex flex-col gap-1 text-sm font-medium text-stone-800">
      {t(`filter_${name}`)}
      <input
        type={type}
        dir={type === 'date' ? 'ltr' : 'auto'}
        defaultValue={list.filters[name]}
        onBlur={(e) => e.target.value !== list.filters[name] && list.setFilter(name, e.target.value.trim())}
        onKeyDown={(e) => e.key === 'Enter' && list.setFilter(name, e.currentTarget.value.trim())}
        className={`${CONTROL_CLASS} w-40`}
      />
    </label>
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
        pageSize={PER_PAGE}
        list={list}
        loading={query.isFetching}
        searchable={false}
        rowKey={(row) => String(row.id)}
        filters={
          <>
            {filter('entity')}
            {filter('entity_id')}
            {filter('actor')}
            {filter('action')}
            {filter('from', 'date')}
            {filter('to', 'date')}
          </>
        }
      />
    </div>
  );
}
