'use client';

import { useId, useState, type FormEvent } from 'react';
import { resendCode, verifyCode, type PendingSignIn } from '@/features/account/flows';
import { setAuthStep } from '@/lib/auth/modal-store';
import { checkCode } from '@/ui/form/validation';
import { CodeField } from './CodeField';
import { FormError, LinkButton, SubmitButton } from '@/ui/form/fields';
import { useCountdown } from '@/ui/use-countdown';
import { useFormErrors } from './use-form-errors';
import { useText } from '@/i18n/use-text';

/** The API's resend cooldown (OTP_RESEND_COOLDOWN_SECONDS, 60 by default). */
export const RESEND_AFTER_MS = 60_000;

interface Props {
  pending: PendingSignIn;
  verifyId: string;
  /** Where the code went, masked by the API. */
  destination: string | null;
}

/** The code step: the six digits that came by SMS, WhatsApp or email; resend after a countdown. */
export function CodeForm({ pending, verifyId, destination }: Props) {
  const tAuth = useText('auth');
  const id = useId();
  const [code, setCode] = useState('');
  const [resendAt, setResendAt] = useState(() => Date.now() + RESEND_AFTER_MS);
  const secondsLeft = useCountdown(resendAt);
  const { errors, formError, busy, clear, fromCodes, fromApi, run } = useFormErrors(tAuth);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkCode(code);
    if (!checked.ok) {
      fromCodes(checked.errors);
      return;
    }
    await run(() => verifyCode(pending, verifyId, checked.data));
  }

  async function resend() {
    clear();
    setResendAt(Date.now() + RESEND_AFTER_MS);
    setCode('');
    const result = await resendCode(pending, verifyId);
    if (!result.ok) fromApi(result.error);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-stone-700" role="status">
        {destination ? (
          <>{tAuth('auth_code_sent_to', { destination: '\u2068' + destination + '\u2069' })}</>
        ) : (
          tAuth('auth_code_sent')
        )}
      </p>
      <CodeField
        id={`${id}-code`}
        label={tAuth('auth_code_label')}
        hint={tAuth('auth_code_hint')}
        value={code}
        onChange={setCode}
        error={errors.code}
      />
      <FormError error={formError} />
      <SubmitButton busy={busy} busyLabel={tAuth('auth_busy')}>
        {tAuth('auth_verify_submit')}
      </SubmitButton>
      <div className="flex flex-col items-center gap-2 text-sm">
        {secondsLeft > 0 ? (
          <p className="text-stone-600">{tAuth('auth_resend_in', { seconds: secondsLeft })}</p>
        ) : (
          <LinkButton onClick={() => void resend()}>{tAuth('auth_resend')}</LinkButton>
        )}
        <LinkButton onClick={() => setAuthStep('setup')}>{tAuth('auth_change_identifier')}</LinkButton>
      </div>
    </form>
  );
}
