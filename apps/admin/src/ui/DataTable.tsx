// Lists on TanStack Table, paged, searched and filtered by the server: the table shows one page and the
// screen keeps page, search and filters in the URL (useListState), so a list can be linked and reloaded.
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useLocale, useText } from '../i18n/I18nProvider';
import { formatNumber } from '../i18n/format';
import { Button } from './Button';
import { CONTROL_CLASS } from './fields';

export interface ListState {
  page: number;
  q: string;
  filters: Record<string, string>;
  setPage: (page: number) => void;
  setQuery: (q: string) => void;
  setFilter: (name: string, value: string) => void;
}

/** Page, search and filters of a list, read from and written to the URL's query. */
export function useListState(filterNames: readonly string[] = []): ListState {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? '']));
  const update = (changes: Record<string, string>, resetPage: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (resetPage) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return {
    page,
    q: params.get('q') ?? '',
    filters,
    setPage: (p) => update({ page: p > 1 ? String(p) : '' }, false),
    setQuery: (q) => update({ q }, true),
    setFilter: (name, value) => update({ [name]: value }, true),
  };
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  // Columns of different value types in one list: TanStack's own helper types need `any` here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  rows: Row[];
  total?: number;
  pageSize: number;
  list: ListState;
  loading?: boolean;
  searchable?: boolean;
  /** Filter controls shown beside the search box. */
  filters?: ReactNode;
  rowKey: (row: Row) => string;
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  total,
  pageSize,
  list,
  loading,
  searchable = true,
  filters,
  rowKey,
}: DataTableProps<Row>) {
  const t = useText('common');
  const { locale } = useLocale();
  const searchId = useId();
  const [typed, setTyped] = useState(list.q);
  useEffect(() => setTyped(list.q), [list.q]);
  const pages = total !== undefined ? Math.max(1, Math.ceil(total / pageSize)) : undefined;
  const hasNext = pages !== undefined ? list.page < pages : rows.length === pageSize;
  // The back office does not use the React Compiler, whose memoizing this hook's API defeats.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    getRowId: (row) => rowKey(row),
  });

  return (
    <div className="flex flex-col gap-3">
      {(searchable || filters) && (
        <div className="flex flex-wrap items-end gap-3">
          {searchable && (
            <form
              role="search"
              className="flex items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                list.setQuery(typed.trim());
              }}
            >
              <div className="flex flex-col gap-1">
                <label htmlFor={searchId} className="text-sm font-medium text-stone-800">
                  {t('search')}
                </label>
                <input
                  id={searchId}
                  type="search"
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  className={`${CONTROL_CLASS} w-64`}
                />
              </div>
              <Button type="submit" variant="secondary" aria-label={t('search')}>
                <Search aria-hidden="true" className="size-4" />
              </Button>
            </form>
          )}
          {filters}
        </div>
      )}
      <div className="overflow-x-auto rounded-lg border border-stone-300 bg-white">
        <table className="w-full text-sm" aria-busy={loading || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-stone-50 text-stone-800">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="px-3 py-2 text-start font-semibold">
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-t border-stone-200">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 align-middle">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {!loading && rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-stone-700">
                  {t('empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <nav aria-label={caption} className="flex items-center justify-between gap-2 text-sm text-stone-800">
        <span role="status">
          {loading
            ? t('loading')
            : total !== undefined
              ? t('results', { count: total })
              : pages !== undefined
                ? t('page_of', { page: formatNumber(list.page, locale), pages: formatNumber(pages, locale) })
                : null}
        </span>
        <span className="flex items-center gap-2">
          <Button
            variant="secondary"
            disabled={list.page <= 1}
            onClick={() => list.setPage(list.page - 1)}
            aria-label={t('previous_page')}
          >
            <ChevronLeft aria-hidden="true" className="flip-rtl size-4" />
          </Button>
          <span>{formatNumber(list.page, locale)}</span>
          <Button
            variant="secondary"
            disabled={!hasNext}
            onClick={() => list.setPage(list.page + 1)}
            aria-label={t('next_page')}
          >
            <ChevronRight aria-hidden="true" className="flip-rtl size-4" />
          </Button>
        </span>
      </nav>
    </div>
  );
}
