// API keys for scripts and integrations: name, role, shown once when made, revocable.
import type { StaffRole } from '@dukan/core/contract/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatDateTime } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { ConfirmDialog, Dialog } from '../../ui/Dialog';
import { CONTROL_CLASS, SelectField, TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { ErrorBox, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKey } from './api';
import { useRoleOptions } from './StaffPage';

export function ApiKeysPage() {
  const t = useText('staff');
  const common = useText('common');
  const { locale } = useLocale();
  const notify = useToast();
  const queryClient = useQueryClient();
  const roles = useRoleOptions();
  const keys = useQuery({ queryKey: ['api-keys'], queryFn: listApiKeys });
  const [shown, setShown] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const form = useForm<{ name: string; role: StaffRole }>({ defaultValues: { name: '', role: 'editor' } });
  const errors = form.formState.errors;
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => revokeApiKey(key.id),
    onSuccess: async (r) => {
      await queryClient.invalidateQueries({ queryKey: ['api-keys'] });
      notify(r.message ?? common('saved'));
      setRevoking(null);
    },
    onError: (error) => notify((error as Error).message, 'error'),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await createApiKey(values);
      setShown(created.data.key);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ['api-keys'] });
    } catch (error) {
      applyApiErrors(error, form.setError, ['name', 'role']);
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('api_keys')} />
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-wrap items-end gap-3 rounded-lg border border-stone-300 bg-white p-4"
      >
        <TextField label={t('key_name')} error={errorText(errors.name)} {...form.register('name')} />
        <SelectField label={t('role')} options={roles} {...form.register('role')} />
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t('key_create')}
        </Button>
        {errors.root?.server && (
          <p role="alert" className="w-full text-sm text-red-800">
            {errors.root.server.message}
          </p>
        )}
      </form>
      {keys.isPending ? (
        <Loading />
      ) : keys.isError ? (
        <ErrorBox error={keys.error} />
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-300 bg-white">
          {keys.data.length === 0 && <li className="p-3 text-stone-700">{common('empty')}</li>}
          {keys.data.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                <span className="font-medium">{key.name}</span>{' '}
                <span dir="ltr" className="text-sm text-stone-700">
                  {key.prefix}…
                </span>{' '}
                <span className="text-sm">{t(`role_${key.role}`)}</span>{' '}
                <span className="text-xs text-stone-700">{formatDateTime(key.created_at, locale)}</span>
                {key.revoked_at && <span className="ms-2 text-sm text-red-800">{t('revoked')}</span>}
              </span>
              {!key.revoked_at && (
                <Button variant="secondary" onClick={() => setRevoking(key)}>
                  {t('revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={shown !== null} onOpenChange={(open) => !open && setShown(null)} title={t('key_shown_title')}>
        <p className="mb-2 text-sm">{t('key_shown_help')}</p>
        <input
          readOnly
          value={shown ?? ''}
          dir="ltr"
          aria-label={t('key_shown_title')}
          className={CONTROL_CLASS}
          onFocus={(e) => e.target.select()}
        />
        <div className="mt-4 flex justify-end">
          <Button onClick={() => setShown(null)}>{common('close')}</Button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('revoke_title', { name: revoking?.name ?? '' })}
        description={t('revoke_description')}
        confirmLabel={t('revoke')}
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </div>
  );
}
