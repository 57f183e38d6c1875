'use client';

import { useId, useState, type FormEvent } from 'react';
import { showAlert } from '@/lib/alerts/store';
import { requestCode, type PendingSignIn } from '@/features/account/flows';
import { getSession } from '@/lib/auth/browser-session';
import { closeAuthModal, setAuthPhase, setAuthStep, type AuthPhase } from '@/lib/auth/modal-store';
import { checkIdentifierField, checkPassword, type FieldCodes } from '@/ui/form/validation';
import { FormError, LinkButton, SubmitButton } from '@/ui/form/fields';
import { EMPTY_IDENTIFIER, IdentifierField, type IdentifierValue } from './IdentifierField';
import { PasswordField } from './PasswordField';
import { SocialButtons } from './SocialButtons';
import { useFormErrors } from './use-form-errors';
import { useText } from '@/i18n/use-text';

interface Props {
  phase: AuthPhase;
  /** Called with what was entered just before the code is requested (the code step needs it). */
  onPending: (pending: PendingSignIn) => void;
}

/** The setup step: phone or email, password, SMS or WhatsApp; register or log in. */
export function SetupForm({ phase, onPending }: Props) {
  const tGuest = useText('guest');
  const tAuth = useText('auth');
  const id = useId();
  const [identifier, setIdentifier] = useState<IdentifierValue>(EMPTY_IDENTIFIER);
  const [password, setPassword] = useState('');
  const [method, setMethod] = useState<PendingSignIn['method']>('password');
  const { errors, formError, busy, fromCodes, run } = useFormErrors(tAuth);
  const register = phase === 'register';
  const usesPassword = register || method === 'password';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const codes: FieldCodes = {};
    const checked = checkIdentifierField(identifier.kind, identifier.text, identifier.e164);
    if (!checked.ok) Object.assign(codes, checked.errors);
    if (usesPassword) {
      const problem = checkPassword(password, register);
      if (problem) codes.password = problem;
    }
    if (Object.keys(codes).length > 0 || !checked.ok) {
      fromCodes(codes);
      return;
    }
    const pending: PendingSignIn = {
      phase,
      method: register ? 'password' : method,
      kind: identifier.kind,
      identifier: checked.data.value,
      password: usesPassword ? password : '',
      channel: identifier.kind === 'phone' ? identifier.channel : undefined,
    };
    onPending(pending);
    await run(() => requestCode(pending));
  }

  function continueAsGuest() {
    getSession().startGuest();
    closeAuthModal();
    showAlert({ type: 'info', message: tGuest('guest_started') });
  }

  return (
    <div className="space-y-5">
      <p className="text-sm text-stone-600">{register ? tAuth('auth_register_intro') : tAuth('auth_login_intro')}</p>
      <form noValidate onSubmit={submit} className="space-y-4">
        <IdentifierField value={identifier} onChange={setIdentifier} error={errors.identifier} />
        {usesPassword ? (
          <PasswordField
            id={`${id}-password`}
            label={tAuth('auth_password_label')}
            value={password}
            onChange={setPassword}
            autoComplete={register ? 'new-password' : 'current-password'}
            showRules={register}
            error={errors.password}
          />
        ) : null}
        {!register ? (
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <LinkButton onClick={() => setMethod(method === 'password' ? 'code' : 'password')}>
              {method === 'password' ? tAuth('auth_use_code_instead') : tAuth('auth_use_password_instead')}
            </LinkButton>
            <LinkButton onClick={() => setAuthStep('forgot')}>{tAuth('auth_forgot_link')}</LinkButton>
          </div>
        ) : null}
        <FormError error={formError} />
        <SubmitButton busy={busy} busyLabel={tAuth('auth_busy')}>
          {register
            ? tAuth('auth_register_submit')
            : usesPassword
              ? tAuth('auth_login_submit')
              : tAuth('auth_send_code')}
        </SubmitButton>
      </form>
      <SocialButtons />
      <p className="text-center text-sm text-stone-700">
        {register ? tAuth('auth_have_account') : tAuth('auth_no_account')}{' '}
        <LinkButton onClick={() => setAuthPhase(register ? 'login' : 'register')}>
          {register ? tAuth('auth_login_submit') : tAuth('auth_go_register')}
        </LinkButton>
      </p>
      <div className="border-t border-stone-200 pt-4 text-center">
        <button
          type="button"
          onClick={continueAsGuest}
          className="w-full rounded-lg border border-stone-300 px-4 py-2 font-medium text-stone-800 hover:bg-stone-100"
        >
          {tAuth('auth_continue_guest')}
        </button>
      </div>
    </div>
  );
}
