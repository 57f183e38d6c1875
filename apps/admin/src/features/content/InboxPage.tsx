// Messages from the storefront's contact form, newest first: all, unhandled or handled; each can be marked
// handled (the first time is kept).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { HTML_LANG, type Locale } from '../../i18n/locale';
import { Button } from '../../ui/Button';
import { useListState } from '../../ui/DataTable';
import { SelectField } from '../../ui/fields';
import { ErrorBox, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { INBOX_PAGE_SIZE, listInbox, markHandled } from './api';

export function InboxPage() {
  const t = useText('content');
  const common = useText('common');
  const { locale } = useLocale();
  const notify = useToast();
  const queryClient = useQueryClient();
  const list = useListState(['status']);
  const status = list.filters.status || 'unhandled';
  const inbox = useQuery({
    queryKey: ['inbox', status, list.page],
    queryFn: ({ signal }) => listInbox(status, list.page, signal),
    placeholderData: keepPreviousData,
  });
  const handle = useMutation({
    mutationFn: markHandled,
    onSuccess: async (r) => {
      await queryClient.invalidateQueries({ queryKey: ['inbox'] });
      notify(r.message ?? common('saved'));
    },
    onError: (error) => notify(error.message, 'error'),
  });
  const pages = Math.max(1, Math.ceil((inbox.data?.meta.total ?? 0) / INBOX_PAGE_SIZE));

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('inbox')} />
      {inbox.data && (
        <p role="status" className="text-sm text-stone-800">
          {t('inbox_unhandled', { count: inbox.data.meta.unhandled })}
        </p>
      )}
      <SelectField
        label={t('inbox_show')}
        className="w-64"
        value={status}
        onChange={(e) => list.setFilter('status', e.target.value === 'unhandled' ? '' : e.target.value)}
        options={(['unhandled', 'handled', 'all'] as const).map((s) => ({
          value: s,
          label: t(s === 'unhandled' ? 'inbox_unhandled_filter' : `inbox_${s}`),
        }))}
      />
      {inbox.isPending ? (
        <Loading />
      ) : inbox.isError ? (
        <ErrorBox error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : inbox.data.data.length === 0 ? (
        <p className="text-stone-700">{common('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {inbox.data.data.map((m) => (
            <li key={m.id} className="rounded-lg border border-stone-300 bg-white p-4">
              <article aria-labelledby={`message-${m.id}`} lang={HTML_LANG[m.locale as Locale] ?? undefined}>
                <h2 id={`message-${m.id}`} className="font-semibold">
                  {m.subject}
                </h2>
                <p className="text-sm text-stone-700">
                  {m.name}
                  {m.phone && (
                    <>
                      {' · '}
                      <span dir="ltr">{m.phone}</span>
                    </>
                  )}
                  {m.email && (
                    <>
                      {' · '}
                      <span dir="ltr">{m.email}</span>
                    </>
                  )}
                  {' · '}
                  <span lang={HTML_LANG[locale]}>{formatDateTime(m.created_at, locale)}</span>
                </p>
                <p className="mt-2 whitespace-pre-line">{m.message}</p>
              </article>
              <div className="mt-3">
                {m.handled_at ? (
                  <p className="text-sm text-green-900">
                    {t('handled_at', { date: formatDateTime(m.handled_at, locale) })}
                  </p>
                ) : (
                  <Button
                    variant="secondary"
                    busy={handle.isPending && handle.variables === m.id}
                    onClick={() => handle.mutate(m.id)}
                  >
                    {t('mark_handled')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('inbox')} className="flex items-center gap-2 text-sm">
          <Button variant="secondary" disabled={list.page <= 1} onClick={() => list.setPage(list.page - 1)}>
            {common('previous_page')}
          </Button>
          <span>
            {common('page_of', { page: formatNumber(list.page, locale), pages: formatNumber(pages, locale) })}
          </span>
          <Button variant="secondary" disabled={list.page >= pages} onClick={() => list.setPage(list.page + 1)}>
            {common('next_page')}
          </Button>
        </nav>
      )}
    </div>
  );
}
