// Banners or highlights of one storefront page (home, offers, …): the page key is in the URL, the list is in
// the order the storefront shows it (moved with buttons, which a keyboard can use), deleting asks first.
import { CONTENT_PAGE_KEYS } from '@dukan/core/contract/admin-content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { useListState } from '../../ui/DataTable';
import { SelectField } from '../../ui/fields';
import { NewRecordLink, RECORD_LINK_CLASS, RecordTable } from '../../ui/RecordTable';
import { PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { deleteBlock, listBlocks, reorderBlocks, type BlockKind, type BlockView } from './api';
import { inLocale } from './localized';

export function BlocksPage({ kind }: { kind: BlockKind }) {
  const t = useText('content');
  const { locale } = useLocale();
  const notify = useToast();
  const queryClient = useQueryClient();
  const list = useListState(['page']);
  const page = list.filters.page || 'home';
  const blocks = useQuery({ queryKey: [kind, page], queryFn: () => listBlocks(kind, page) });
  const reorder = useMutation({
    mutationFn: (ids: number[]) => reorderBlocks(kind, page, ids),
    onSuccess: async (r) => {
      await queryClient.invalidateQueries({ queryKey: [kind] });
      if (r.message) notify(r.message);
    },
    onError: (error) => notify(error.message, 'error'),
  });
  const move = (rows: BlockView[], from: number, to: number) => {
    const ids = rows.map((r) => r.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    reorder.mutate(ids);
  };
  const titleOf = (block: BlockView) => inLocale(block.title, locale);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t(kind)}
        actions={<NewRecordLink to={`/content/${kind}/new?page=${page}`}>{t(`new_${kind}`)}</NewRecordLink>}
      />
      <SelectField
        label={t('page_key')}
        className="w-64"
        value={page}
        onChange={(e) => list.setFilter('page', e.target.value)}
        options={CONTENT_PAGE_KEYS.map((key) => ({ value: key, label: t(`page_${key}`) }))}
      />
      <RecordTable
        caption={`${t(kind)} — ${t(`page_${page}`)}`}
        query={blocks}
        rowKey={(block) => block.id}
        nameOf={titleOf}
        columns={[
          { header: t('order'), cell: (_, index) => formatNumber(index + 1, locale) },
          {
            header: t('picture'),
            hideHeader: true,
            cell: (block) => block.image && <img src={block.image} alt="" className="h-10 w-16 rounded object-cover" />,
          },
          {
            header: t('title_field'),
            cell: (block) => (
              <Link to={`/content/${kind}/${block.id}`} className={RECORD_LINK_CLASS}>
                {titleOf(block)}
              </Link>
            ),
          },
          { header: t('state'), cell: (block) => (block.active ? t('shown') : t('hidden')) },
        ]}
        rowActions={(block, index, rows) => (
          <>
            <Button
              variant="ghost"
              disabled={index === 0 || reorder.isPending}
              onClick={() => move(rows, index, index - 1)}
              aria-label={t('move_up', { title: titleOf(block) })}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              disabled={index === rows.length - 1 || reorder.isPending}
              onClick={() => move(rows, index, index + 1)}
              aria-label={t('move_down', { title: titleOf(block) })}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </Button>
          </>
        )}
        remove={{
          run: (block) => deleteBlock(kind, block.id),
          invalidates: [kind],
          label: (title) => t('delete_named', { title }),
          description: t('delete_description'),
        }}
      />
    </div>
  );
}
