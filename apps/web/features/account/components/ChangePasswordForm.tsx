'use client';

import { useId, useState, type FormEvent } from 'react';
import { updatePassword } from '@/features/account/auth-api';
import { authCallContext, getSession } from '@/lib/auth/browser-session';
import { useSession } from '@/lib/auth/use-session';
import { checkNewPassword, checkPassword } from '@/ui/form/validation';
import { FormError, SubmitButton } from '@/ui/form/fields';
import { NewPasswordFields } from './NewPasswordFields';
import { PasswordField } from './PasswordField';
import { useFormErrors } from './use-form-errors';
import { useText } from '@/i18n/use-text';

/** Change password (spec §5): the current one, then the new one twice. */
export function ChangePasswordForm() {
  const tAccount = useText('account');
  const tAuth = useText('auth');
  const id = useId();
  const { customer } = useSession();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { errors, formError, busy, fromCodes, run } = useFormErrors(tAuth);

  if (customer && !customer.has_password) {
    return <p className="rounded-lg bg-stone-100 p-4 text-sm text-stone-700">{tAccount('account_no_password')}</p>;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const codes = checkNewPassword(newPassword, confirmPassword);
    const current = checkPassword(currentPassword, false);
    if (current) codes.currentPassword = current;
    if (Object.keys(codes).length > 0) {
      fromCodes(codes);
      return;
    }
    const body = { currentPassword, newPassword, confirmPassword };
    const result = await run(() => getSession().authorized((token) => updatePassword(authCallContext(), token, body)));
    if (!result.ok) return;
    setCurrentPassword('');
    setNewPassword('');
    setConfirmPassword('');
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4">
      {/* A hidden username lets password managers file the new password under the right account. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={customer?.phone ?? customer?.email ?? ''}
        readOnly
        hidden
      />
      <PasswordField
        id={`${id}-current`}
        label={tAuth('auth_current_password_label')}
        value={currentPassword}
        onChange={setCurrentPassword}
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <NewPasswordFields
        id={id}
        newPassword={newPassword}
        confirmPassword={confirmPassword}
        onNewPassword={setNewPassword}
        onConfirmPassword={setConfirmPassword}
        errors={errors}
      />
      <FormError error={formError} />
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel={tAuth('auth_busy')}>
          {tAccount('account_password_submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
