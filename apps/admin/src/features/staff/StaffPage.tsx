// Staff: invite (the set-password link is shown once and emailed), change role, disable, sign out
// everywhere, send a new link. The API protects the last active owner.
import { STAFF_ROLES, type StaffRole } from '@dukan/core/contract/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatDateTime } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { ConfirmDialog, Dialog, DialogFormActions } from '../../ui/Dialog';
import { CONTROL_CLASS, SelectField, TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { ErrorBox, FormAlert, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { useSession } from '../auth/session';
import { inviteStaff, listStaff, newSetPasswordLink, signOutEverywhere, updateStaff, type StaffMember } from './api';

export function useRoleOptions() {
  const t = useText('staff');
  return STAFF_ROLES.map((role) => ({ value: role, label: t(`role_${role}`) }));
}

export function StaffPage() {
  const t = useText('staff');
  const common = useText('common');
  const { locale } = useLocale();
  const { me } = useSession();
  const notify = useToast();
  const queryClient = useQueryClient();
  const roles = useRoleOptions();
  const staff = useQuery({ queryKey: ['staff'], queryFn: listStaff });
  const [inviting, setInviting] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ member: StaffMember; action: 'disable' | 'sign-out' } | null>(null);

  const done = async (message?: string) => {
    await queryClient.invalidateQueries({ queryKey: ['staff'] });
    notify(message ?? common('saved'));
  };
  const failed = (error: unknown) => notify((error as Error).message, 'error');
  const change = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Parameters<typeof updateStaff>[1] }) =>
      updateStaff(id, changes),
    onSuccess: (r) => done(r.message),
    onError: failed,
  });
  const signOut = useMutation({ mutationFn: signOutEverywhere, onSuccess: (r) => done(r.message), onError: failed });
  const relink = useMutation({
    mutationFn: newSetPasswordLink,
    onSuccess: (r) => setLink(r.data.url),
    onError: failed,
  });

  if (staff.isPending) return <Loading />;
  if (staff.isError) return <ErrorBox error={staff.error} onRetry={() => void staff.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('title')}
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('invite')}
          </Button>
        }
      />
      <div className="overflow-x-auto rounded-lg border border-stone-300 bg-white">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('title')}</caption>
          <thead className="bg-stone-50">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t('name')}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t('role')}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t('last_sign_in')}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {common('actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.data.map((member) => (
              <tr key={member.id} className="border-t border-stone-200 align-top">
                <td className="px-3 py-2">
                  <span className="block font-medium">{member.name || member.email}</span>
                  <span dir="ltr" className="block text-stone-700">
                    {member.email}
                  </span>
                  {member.disabled && <span className="text-red-800">{t('disabled')}</span>}
                  {!member.has_password && <span className="block text-amber-800">{t('no_password_yet')}</span>}
                </td>
                <td className="px-3 py-2">
                  <select
                    aria-label={t('role_of', { name: member.name || member.email })}
                    value={member.role}
                    disabled={member.id === me?.id}
                    onChange={(e) => change.mutate({ id: member.id, changes: { role: e.target.value as StaffRole } })}
                    className={`${CONTROL_CLASS} w-auto`}
                  >
                    {roles.map((r) => (
                      <option key={r.value} value={r.value}>
                        {r.label}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="px-3 py-2">
                  {member.last_sign_in_at ? formatDateTime(member.last_sign_in_at, locale) : '—'}
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-1">
                    {member.disabled ? (
                      <Button
                        variant="secondary"
                        onClick={() => change.mutate({ id: member.id, changes: { disabled: false } })}
                      >
                        {t('enable')}
                      </Button>
                    ) : (
                      <Button
                        variant="secondary"
                        disabled={member.id === me?.id}
                        onClick={() => setConfirm({ member, action: 'disable' })}
                      >
                        {t('disable')}
                      </Button>
                    )}
                    <Button variant="secondary" onClick={() => setConfirm({ member, action: 'sign-out' })}>
                      {t('sign_out_everywhere')}
                    </Button>
                    <Button variant="secondary" onClick={() => relink.mutate(member.id)}>
                      {t('new_link')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {inviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onInvited={async (url, message) => {
            setInviting(false);
            setLink(url);
            await done(message);
          }}
        />
      )}
      <Dialog open={link !== null} onOpenChange={(open) => !open && setLink(null)} title={t('link_title')}>
        <p className="mb-2 text-sm">{t('link_help')}</p>
        <input
          readOnly
          value={link ?? ''}
          dir="ltr"
          aria-label={t('link_title')}
          className={CONTROL_CLASS}
          onFocus={(e) => e.target.select()}
        />
        <div className="mt-4 flex justify-end">
          <Button onClick={() => setLink(null)}>{common('close')}</Button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={
          confirm?.action === 'disable'
            ? t('disable_title', { name: confirm.member.email })
            : t('sign_out_title', { name: confirm?.member.email ?? '' })
        }
        description={confirm?.action === 'disable' ? t('disable_description') : t('sign_out_description')}
        busy={change.isPending || signOut.isPending}
        onConfirm={() => {
          if (!confirm) return;
          if (confirm.action === 'disable') change.mutate({ id: confirm.member.id, changes: { disabled: true } });
          else signOut.mutate(confirm.member.id);
          setConfirm(null);
        }}
      />
    </div>
  );
}

function InviteDialog({
  onClose,
  onInvited,
}: {
  onClose: () => void;
  onInvited: (url: string, message?: string) => Promise<void>;
}) {
  const t = useText('staff');
  const roles = useRoleOptions();
  const form = useForm<{ email: string; name: string; role: StaffRole }>({
    defaultValues: { email: '', name: '', role: 'editor' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await inviteStaff({ email: values.email, role: values.role, name: values.name || undefined });
      await onInvited(created.data.set_password.url, created.message);
    } catch (error) {
      applyApiErrors(error, form.setError, ['email', 'name', 'role']);
    }
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('invite')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert error={errors.root?.server} />
        <TextField
          label={t('email')}
          type="email"
          dir="ltr"
          error={errorText(errors.email)}
          {...form.register('email')}
        />
        <TextField label={t('name')} error={errorText(errors.name)} {...form.register('name')} />
        <SelectField label={t('role')} options={roles} error={errorText(errors.role)} {...form.register('role')} />
        <DialogFormActions onCancel={onClose} busy={form.formState.isSubmitting} submitLabel={t('invite')} />
      </form>
    </Dialog>
  );
}
