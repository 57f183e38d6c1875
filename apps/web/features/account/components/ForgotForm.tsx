'use client';

import { useState, type FormEvent } from 'react';
import { forgotPassword } from '@/features/account/auth-api';
import { authCallContext } from '@/lib/auth/browser-session';
import { setAuthPhase } from '@/lib/auth/modal-store';
import { checkIdentifierField } from '@/ui/form/validation';
import { FormError, LinkButton, SubmitButton } from '@/ui/form/fields';
import { EMPTY_IDENTIFIER, IdentifierField, type IdentifierValue } from './IdentifierField';
import { useFormErrors } from './use-form-errors';
import { useText } from '@/i18n/use-text';

/**
 * Forgot password: the API sends a reset link to the phone or email, and answers the same whether or not
 * an account exists (so this form cannot be used to find out who has one).
 */
export function ForgotForm() {
  const tAuth = useText('auth');
  const [identifier, setIdentifier] = useState<IdentifierValue>(EMPTY_IDENTIFIER);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const { errors, formError, clear, fromCodes, fromApi } = useFormErrors(tAuth);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkIdentifierField(identifier.kind, identifier.text, identifier.e164);
    if (!checked.ok) {
      fromCodes(checked.errors);
      return;
    }
    clear();
    setBusy(true);
    const result = await forgotPassword(authCallContext(), {
      provider: checked.data.value,
      identifierId: checked.data.identifierId,
      channel: identifier.kind === 'phone' ? identifier.channel : undefined,
    });
    setBusy(false);
    // Only a refused request (bad input, too many attempts) is worth saying; anything else reads as sent.
    if (!result.ok && (result.error.status === 400 || result.error.status === 429)) fromApi(result.error);
    else setSent(true);
  }

  return (
    <div className="space-y-4">
      {sent ? (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          {tAuth('auth_forgot_done')}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <p className="text-sm text-stone-600">{tAuth('auth_forgot_intro')}</p>
          <IdentifierField value={identifier} onChange={setIdentifier} error={errors.identifier} />
          <FormError error={formError} />
          <SubmitButton busy={busy} busyLabel={tAuth('auth_busy')}>
            {tAuth('auth_forgot_submit')}
          </SubmitButton>
        </form>
      )}
      <p className="text-center text-sm">
        <LinkButton onClick={() => setAuthPhase('login')}>{tAuth('auth_back_to_login')}</LinkButton>
      </p>
    </div>
  );
}
