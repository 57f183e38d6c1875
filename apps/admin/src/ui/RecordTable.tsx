// The list of a kind of record the shop keeps whole on one screen (banners, articles, showrooms, socials…):
// loading and error states, a table with a link per record, "nothing yet" when empty, and a delete button per
// row that asks first, then refreshes the list and says what the API answered. Each screen gives only its
// columns and words, so the lists behave alike and a fix to one reaches all.
import { useMutation, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useText } from '../i18n/I18nProvider';
import { Button } from './Button';
import { ConfirmDialog } from './Dialog';
import { ErrorBox, Loading } from './Status';
import { useToast } from './Toast';

export const RECORD_LINK_CLASS = 'font-medium text-brand-700 underline';

/** The "new …" button of a list's header. */
export function NewRecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-10 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
    >
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

export interface RecordColumn<Row> {
  /** Header text; a column without a visible header still names itself for screen readers. */
  header: string;
  hideHeader?: boolean;
  cell: (row: Row, index: number, rows: Row[]) => ReactNode;
  /** Phone numbers, links and keys read left to right whatever the language. */
  dir?: 'ltr';
  className?: string;
}

export function RecordTable<Row>({
  caption,
  query,
  columns,
  rowKey,
  nameOf,
  remove,
  rowActions,
}: {
  caption: string;
  query: UseQueryResult<Row[]>;
  columns: RecordColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** How a record is named in its delete button and the question. */
  nameOf: (row: Row) => string;
  remove: {
    run: (row: Row) => Promise<{ message?: string } | undefined | void>;
    /** The lists to read again once deleted. */
    invalidates: QueryKey;
    label: (name: string) => string;
    description: string;
  };
  /** Buttons before the delete button (reordering…). */
  rowActions?: (row: Row, index: number, rows: Row[]) => ReactNode;
}) {
  const common = useText('common');
  const notify = useToast();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<Row | null>(null);
  const deletion = useMutation({
    mutationFn: remove.run,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: remove.invalidates });
      notify((answer && answer.message) || common('saved'));
    },
    onError: (error) => notify(error.message, 'error'),
  });

  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data;
  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-stone-300 bg-white">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-stone-50">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-3 py-2 text-start">
                  {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-start">
                {common('actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowKey(row)} className="border-t border-stone-200">
                {columns.map((column) => (
                  <td key={column.header} dir={column.dir} className={`px-3 py-2 ${column.className ?? ''}`}>
                    {column.cell(row, index, rows)}
                  </td>
                ))}
                <td className="px-3 py-2">
                  <div className="flex gap-1">
                    {rowActions?.(row, index, rows)}
                    <Button variant="ghost" onClick={() => setRemoving(row)} aria-label={remove.label(nameOf(row))}>
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + 1} className="px-3 py-6 text-center text-stone-700">
                  {common('empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={remove.label(removing ? nameOf(removing) : '')}
        description={remove.description}
        confirmLabel={common('delete')}
        busy={deletion.isPending}
        onConfirm={() => {
          if (removing) deletion.mutate(removing);
          setRemoving(null);
        }}
      />
    </>
  );
}
