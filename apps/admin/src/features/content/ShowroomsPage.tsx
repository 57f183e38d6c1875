// Showrooms in their storefront order: name, city's phone, whether each shows (switched here in one click)
// and a delete that asks first.
import type { ShowroomView } from '@dukan/core/contract/admin-content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { NewRecordLink, RECORD_LINK_CLASS, RecordTable } from '../../ui/RecordTable';
import { PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { inLocale } from './localized';
import { deleteShowroom, listShowrooms, updateShowroom } from './ShowroomForm';

export function ShowroomsPage() {
  const t = useText('content');
  const common = useText('common');
  const { locale } = useLocale();
  const notify = useToast();
  const queryClient = useQueryClient();
  const showrooms = useQuery({ queryKey: ['showrooms'], queryFn: listShowrooms });
  const toggle = useMutation({
    mutationFn: (s: ShowroomView) => updateShowroom(s.id, { active: !s.active }),
    onSuccess: async (r: { message?: string } | undefined) => {
      await queryClient.invalidateQueries({ queryKey: ['showrooms'] });
      notify(r?.message ?? common('saved'));
    },
    onError: (error: Error) => notify(error.message, 'error'),
  });
  const nameOf = (showroom: ShowroomView) => inLocale(showroom.name, locale);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('showrooms')}
        actions={<NewRecordLink to="/content/showrooms/new">{t('new_showroom')}</NewRecordLink>}
      />
      <RecordTable
        caption={t('showrooms')}
        query={showrooms}
        rowKey={(showroom) => showroom.id}
        nameOf={nameOf}
        columns={[
          {
            header: t('showroom_name'),
            cell: (showroom) => (
              <Link to={`/content/showrooms/${showroom.id}`} className={RECORD_LINK_CLASS}>
                {nameOf(showroom)}
              </Link>
            ),
          },
          { header: t('phone'), dir: 'ltr', cell: (showroom) => showroom.phone },
          {
            header: t('shown_on_storefront'),
            cell: (showroom) => (
              <input
                type="checkbox"
                className="size-4"
                checked={showroom.active}
                disabled={toggle.isPending}
                aria-label={t('showroom_shown', { name: nameOf(showroom) })}
                onChange={() => toggle.mutate(showroom)}
              />
            ),
          },
        ]}
        remove={{
          run: (showroom) => deleteShowroom(showroom.id),
          invalidates: ['showrooms'],
          label: (title) => t('delete_named', { title }),
          description: t('delete_description'),
        }}
      />
    </div>
  );
}
