// Banners or highlights of one storefront page (home, offers, …): the page key is in the URL, the list is in
// the order the storefront shows it (moved with buttons, which a keyboard can use), deleting asks first.
import { CONTENT_PAGE_KEYS } from '@dukan/core/contract/admin-content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { useListState } from '../../ui/DataTable';
import { ConfirmDialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/fields';
import { ErrorBox, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { deleteBlock, listBlocks, reorderBlocks, type BlockKind, type BlockView } from './api';
import { inLocale } from './localized';

export function BlocksPage({ kind }: { kind: BlockKind }) {
  const t = useText('content');
  const common = useText('common');
  const { locale } = useLocale();
  const notify = useToast();
  const queryClient = useQueryClient();
  const list = useListState(['page']);
  const page = list.filters.page || 'home';
  const blocks = useQuery({ queryKey: [kind, page], queryFn: () => listBlocks(kind, page) });
  const [removing, setRemoving] = useState<BlockView | null>(null);

  const refresh = async (message?: string) => {
    await queryClient.invalidateQueries({ queryKey: [kind] });
    if (message) notify(message);
  };
  const failed = (error: unknown) => notify((error as Error).message, 'error');
  const reorder = useMutation({
    mutationFn: (ids: number[]) => reorderBlocks(kind, page, ids),
    onSuccess: (r) => refresh(r.message),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteBlock(kind, id),
    onSuccess: (r) => refresh(r?.message),
    onError: failed,
  });

  const move = (rows: BlockView[], from: number, to: number) => {
    const ids = rows.map((r) => r.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    reorder.mutate(ids);
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t(kind)}
        actions={
          <Link
            to={`/content/${kind}/new?page=${page}`}
            className="inline-flex min-h-10 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <Plus aria-hidden="true" className="size-4" />
            {t(`new_${kind}`)}
          </Link>
        }
      />
      <SelectField
        label={t('page_key')}
        className="w-64"
        value={page}
        onChange={(e) => list.setFilter('page', e.target.value)}
        options={CONTENT_PAGE_KEYS.map((key) => ({ value: key, label: t(`page_${key}`) }))}
      />
      {blocks.isPending ? (
        <Loading />
      ) : blocks.isError ? (
        <ErrorBox error={blocks.error} onRetry={() => void blocks.refetch()} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-stone-300 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">
              {t(kind)} — {t(`page_${page}`)}
            </caption>
            <thead className="bg-stone-50">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('order')}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  <span className="sr-only">{t('picture')}</span>
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('title_field')}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('state')}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {common('actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {blocks.data.map((block, index, rows) => {
                const title = inLocale(block.title, locale);
                return (
                  <tr key={block.id} className="border-t border-stone-200">
                    <td className="px-3 py-2">{formatNumber(index + 1, locale)}</td>
                    <td className="px-3 py-2">
                      {block.image && <img src={block.image} alt="" className="h-10 w-16 rounded object-cover" />}
                    </td>
                    <td className="px-3 py-2">
                      <Link to={`/content/${kind}/${block.id}`} className="font-medium text-brand-700 underline">
                        {title}
                      </Link>
                    </td>
                    <td className="px-3 py-2">{block.active ? t('shown') : t('hidden')}</td>
                    <td className="px-3 py-2">
                      <div className="flex gap-1">
                        <Button
                          variant="ghost"
                          disabled={index === 0 || reorder.isPending}
                          onClick={() => move(rows, index, index - 1)}
                          aria-label={t('move_up', { title })}
                        >
                          <ArrowUp aria-hidden="true" className="size-4" />
                        </Button>
                        <Button
                          variant="ghost"
                          disabled={index === rows.length - 1 || reorder.isPending}
                          onClick={() => move(rows, index, index + 1)}
                          aria-label={t('move_down', { title })}
                        >
                          <ArrowDown aria-hidden="true" className="size-4" />
                        </Button>
                        <Button
                          variant="ghost"
                          onClick={() => setRemoving(block)}
                          aria-label={t('delete_named', { title })}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
              {blocks.data.length === 0 && (
                <tr>
                  <td colSpan={5} className="px-3 py-6 text-center text-stone-700">
                    {common('empty')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('delete_named', { title: removing ? inLocale(removing.title, locale) : '' })}
        description={t('delete_description')}
        confirmLabel={common('delete')}
        busy={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id);
          setRemoving(null);
        }}
      />
    </div>
  );
}
