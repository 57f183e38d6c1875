// Products: search by title in any language or SKU, filter by category, brand, state and low stock, page
// through; new product, import and export for roles that may set prices.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Download, Plus, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatIqd, formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { DataTable, useListState } from '../../ui/DataTable';
import { SelectField } from '../../ui/fields';
import { ErrorBox, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { useSession } from '../auth/session';
import { exportProducts, listProducts, listTaxonomy, PRODUCTS_PAGE_SIZE, textIn, type ProductSummary } from './api';

const FILTERS = ['category', 'brand', 'active', 'low_stock'] as const;
const column = createColumnHelper<ProductSummary>();

export function ProductsPage() {
  const t = useText('catalogue');
  const common = useText('common');
  const { locale } = useLocale();
  const { can } = useSession();
  const notify = useToast();
  const list = useListState(FILTERS);
  const [exporting, setExporting] = useState(false);
  const query = useQuery({
    queryKey: ['products', list.page, list.q, list.filters],
    queryFn: ({ signal }) => listProducts({ page: list.page, q: list.q, ...list.filters }, signal),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({ queryKey: ['taxonomy', 'categories'], queryFn: () => listTaxonomy('categories') });
  const brands = useQuery({ queryKey: ['taxonomy', 'brands'], queryFn: () => listTaxonomy('brands') });

  const columns = useMemo(
    () => [
      column.accessor('image', {
        header: () => <span className="sr-only">{t('picture')}</span>,
        cell: (info) =>
          info.getValue() ? (
            <img src={info.getValue()!} alt="" className="size-10 rounded object-cover" loading="lazy" />
          ) : null,
      }),
      column.accessor('title', {
        header: t('title'),
        cell: (info) => (
          <Link to={`/products/${info.row.original.id}`} className="font-medium text-brand-700 underline">
            {textIn(info.getValue(), locale) || info.row.original.sku}
          </Link>
        ),
      }),
      column.accessor('sku', { header: t('sku'), cell: (info) => <span dir="ltr">{info.getValue()}</span> }),
      column.accessor('category', { header: t('category'), cell: (info) => textIn(info.getValue().title, locale) }),
      column.accessor('price', { header: t('price'), cell: (info) => formatIqd(info.getValue(), locale) }),
      column.accessor('stock', {
        header: t('stock'),
        cell: (info) => (
          <span className={info.row.original.low_stock ? 'font-semibold text-red-800' : undefined}>
            {formatNumber(info.getValue(), locale)}
            {info.row.original.low_stock && <span className="ms-1 text-xs">({t('low_stock')})</span>}
          </span>
        ),
      }),
      column.accessor('active', {
        header: t('state'),
        cell: (info) => (info.getValue() ? t('active') : t('inactive')),
      }),
    ],
    [t, locale],
  );

  const download = async () => {
    setExporting(true);
    try {
      const blob = await exportProducts();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = 'products.csv';
      a.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setExporting(false);
    }
  };

  const options = (items: { id: number; title: Record<string, string> }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.id, label: textIn(item.title, locale) }));

  return (
    <div>
      <PageHeader
        title={t('products')}
        actions={
          <>
            <Button variant="secondary" busy={exporting} onClick={() => void download()}>
              <Download aria-hidden="true" className="size-4" />
              {t('export_csv')}
            </Button>
            {can('catalogue:prices') && (
              <>
                <Link
                  to="/products/import"
                  className="inline-flex min-h-10 items-center gap-2 rounded-md border border-stone-400 bg-white px-4 py-2 text-sm font-semibold"
                >
                  <Upload aria-hidden="true" className="size-4" />
                  {t('import_csv')}
                </Link>
                <Link
                  to="/products/new"
                  className="inline-flex min-h-10 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {t('new_product')}
                </Link>
              </>
            )}
          </>
        }
      />
      {query.isError && <ErrorBox error={query.error} onRetry={() => void query.refetch()} />}
      <DataTable
        caption={t('products')}
        columns={columns}
        rows={query.data?.data ?? []}
        total={query.data?.meta.total}
        pageSize={PRODUCTS_PAGE_SIZE}
        list={list}
        loading={query.isFetching}
        rowKey={(row) => String(row.id)}
        filters={
          <>
            <SelectField
              label={t('category')}
              value={list.filters.category}
              onChange={(e) => list.setFilter('category', e.target.value)}
              options={options(categories.data)}
              empty={common('all')}
            />
            <SelectField
              label={t('brand')}
              value={list.filters.brand}
              onChange={(e) => list.setFilter('brand', e.target.value)}
              options={options(brands.data)}
              empty={common('all')}
            />
            <SelectField
              label={t('state')}
              value={list.filters.active}
              onChange={(e) => list.setFilter('active', e.target.value)}
              options={[
                { value: 'true', label: t('active') },
                { value: 'false', label: t('inactive') },
              ]}
              empty={common('all')}
            />
            <SelectField
              label={t('low_stock')}
              value={list.filters.low_stock}
              onChange={(e) => list.setFilter('low_stock', e.target.value)}
              options={[{ value: 'true', label: t('low_stock_only') }]}
              empty={common('all')}
            />
          </>
        }
      />
    </div>
  );
}
