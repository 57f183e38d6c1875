'use client';

import { useId, useState, type FormEvent } from 'react';
import { resetPassword } from '@/features/account/auth-api';
import { authCallContext } from '@/lib/auth/browser-session';
import { setAuthPhase } from '@/lib/auth/modal-store';
import { checkNewPassword } from '@/ui/form/validation';
import { FormError, LinkButton, SubmitButton } from '@/ui/form/fields';
import { NewPasswordFields } from './NewPasswordFields';
import { useFormErrors } from './use-form-errors';
import { useText } from '@/i18n/use-text';

/** The reset link (`?reset=<token>`) leads here: a new password, twice. */
export function ResetForm({ token }: { token: string }) {
  const tAuth = useText('auth');
  const id = useId();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { errors, formError, busy, fromCodes, run } = useFormErrors(tAuth);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const codes = checkNewPassword(newPassword, confirmPassword);
    if (Object.keys(codes).length > 0) {
      fromCodes(codes);
      return;
    }
    const result = await run(() => resetPassword(authCallContext(), { token, newPassword, confirmPassword }));
    // Success: the API's message is alerted ("sign in now") and the modal turns to login.
    if (result.ok) setAuthPhase('login');
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <NewPasswordFields
        id={id}
        newPassword={newPassword}
        confirmPassword={confirmPassword}
        onNewPassword={setNewPassword}
        onConfirmPassword={setConfirmPassword}
        errors={errors}
        focusFirst
      />
      {/* A dead link has nothing to fix in the fields: say so at the form. */}
      <FormError error={formError ?? errors.code ?? null} />
      <SubmitButton busy={busy} busyLabel={tAuth('auth_busy')}>
        {tAuth('auth_reset_submit')}
      </SubmitButton>
      <p className="text-center text-sm">
        <LinkButton onClick={() => setAuthPhase('login')}>{tAuth('auth_back_to_login')}</LinkButton>
      </p>
    </form>
  );
}
