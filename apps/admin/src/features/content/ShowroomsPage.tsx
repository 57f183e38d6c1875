// Showrooms in their storefront order: name, city's phone, whether each shows (switched here in one click)
// and a delete that asks first.
import type { ShowroomView } from '@dukan/core/contract/admin-content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { ErrorBox, Loading, PageHeader } from '../../ui/Status';
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
  const [removing, setRemoving] = useState<ShowroomView | null>(null);
  const settled = {
    onSuccess: async (r: { message?: string } | undefined) => {
      await queryClient.invalidateQueries({ queryKey: ['showrooms'] });
      notify(r?.message ?? common('saved'));
    },
    onError: (error: Error) => notify(error.message, 'error'),
  };
  const remove = useMutation({ mutationFn: deleteShowroom, ...settled });
  const toggle = useMutation({
    mutationFn: (s: ShowroomView) => updateShowroom(s.id, { active: !s.active }),
    ...settled,
  });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('showrooms')}
        actions={
          <Link
            to="/content/showrooms/new"
            className="inline-flex min-h-10 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('new_showroom')}
          </Link>
        }
      />
      {showrooms.isPending ? (
        <Loading />
      ) : showrooms.isError ? (
        <ErrorBox error={showrooms.error} onRetry={() => void showrooms.refetch()} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-stone-300 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('showrooms')}</caption>
            <thead className="bg-stone-50">
              <tr>
                {[t('showroom_name'), t('phone'), t('shown_on_storefront'), common('actions')].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-start">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {showrooms.data.map((showroom) => {
                const name = inLocale(showroom.name, locale);
                return (
                  <tr key={showroom.id} className="border-t border-stone-200">
                    <td className="px-3 py-2">
                      <Link to={`/content/showrooms/${showroom.id}`} className="font-medium text-brand-700 underline">
                        {name}
                      </Link>
                    </td>
                    <td className="px-3 py-2" dir="ltr">
                      {showroom.phone}
                    </td>
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={showroom.active}
                        disabled={toggle.isPending}
                        aria-label={t('showroom_shown', { name })}
                        onChange={() => toggle.mutate(showroom)}
                      />
                    </td>
                    <td className="px-3 py-2">
                      <Button
                        variant="ghost"
                        onClick={() => setRemoving(showroom)}
                        aria-label={t('delete_named', { title: name })}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </td>
                  </tr>
                );
              })}
              {showrooms.data.length === 0 && (
                <tr>
                  <td colSpan={4} className="px-3 py-6 text-center text-stone-700">
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
        title={t('delete_named', { title: removing ? inLocale(removing.name, locale) : '' })}
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
