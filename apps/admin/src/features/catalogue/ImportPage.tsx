// CSV import: the file is sent once, the API imports it as a job, and this page follows the job (every
// second) with a progress bar and, at the end, the rows it refused and why.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatNumber } from '../../i18n/format';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/Status';
import { importStatus, startImport } from './api';

export function ImportPage() {
  const t = useText('catalogue');
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const job = useQuery({
    queryKey: ['import', jobId],
    queryFn: () => importStatus(jobId!),
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : 1000;
    },
  });
  const n = (value: number) => formatNumber(value, locale);

  const send = async () => {
    if (!file) return;
    setSending(true);
    setError(null);
    try {
      setJobId(await startImport(file));
      await queryClient.invalidateQueries({ queryKey: ['products'] });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };

  const data = job.data;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <PageHeader title={t('import_csv')} />
      <p className="text-stone-800">{t('import_help')}</p>
      <div className="flex flex-wrap items-end gap-3 rounded-lg border border-stone-300 bg-white p-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-medium">
            {t('import_file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <Button disabled={!file} busy={sending} onClick={() => void send()}>
          {t('import_start')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
          {error}
        </p>
      )}
      {data && (
        <section
          aria-labelledby="import-progress"
          className="flex flex-col gap-3 rounded-lg border border-stone-300 bg-white p-4"
        >
          <h2 id="import-progress" className="text-lg font-semibold">
            {t(`import_status_${data.status}`)}
          </h2>
          <progress
            className="w-full"
            max={Math.max(1, data.total)}
            value={data.processed}
            aria-labelledby="import-progress"
          />
          <p role="status">
            {t('import_counts', {
              processed: n(data.processed),
              total: n(data.total),
              created: n(data.created),
              updated: n(data.updated),
              refused: n(data.errors.length),
            })}
          </p>
          {data.errors.length > 0 && (
            <table className="w-full text-sm">
              <caption className="text-start font-semibold">{t('import_errors')}</caption>
              <thead>
                <tr>
                  <th scope="col" className="text-start">
                    {t('import_row')}
                  </th>
                  <th scope="col" className="text-start">
                    {t('import_field')}
                  </th>
                  <th scope="col" className="text-start">
                    {t('import_message')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.errors.map((e, i) => (
                  <tr key={`${e.row}-${e.field}-${i}`} className="border-t border-stone-200">
                    <td>{n(e.row)}</td>
                    <td dir="ltr" className="text-start">
                      {e.field}
                    </td>
                    <td>{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </div>
  );
}
