'use client';

import type { IdentifierKind, OtpChannel } from '@dukan/core/contract/auth';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { initiateIdentifierUpdate, verifyIdentifierUpdate } from '@/features/account/auth-api';
import { authCallContext, getSession } from '@/lib/auth/browser-session';
import { useSession } from '@/lib/auth/use-session';
import { checkCode, checkIdentifierField } from '@/ui/form/validation';
import { CodeField } from './CodeField';
import { FormError, SubmitButton, TextField } from '@/ui/form/fields';
import { ChannelChoice } from './IdentifierField';
import { PhoneField } from './PhoneField';
import { useFormErrors } from './use-form-errors';
import { useText } from '@/i18n/use-text';

/** The phone number and email the customer signs in with, each changeable (or addable) with a code. */
export function ChangeIdentifier() {
  const { customer } = useSession();
  if (!customer) return null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <IdentifierChanger kind="phone" current={customer.phone} />
      <IdentifierChanger kind="email" current={customer.email} />
    </div>
  );
}

function IdentifierChanger({ kind, current }: { kind: IdentifierKind; current: string | null }) {
  const tAccount = useText('account');
  const tAuth = useText('auth');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [e164, setE164] = useState<string | null>(null);
  const [channel, setChannel] = useState<OtpChannel>('sms');
  const [token, setToken] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const { errors, formError, busy, clear, fromCodes, run } = useFormErrors(tAuth);
  const phone = kind === 'phone';
  const section = useRef<HTMLElement>(null);
  const stage = !open ? 'closed' : token === null ? 'enter' : 'code';

  // The button that opened the form (or the form that sent the code) is gone: focus the new first field.
  const previousStage = useRef(stage);
  useEffect(() => {
    if (previousStage.current === stage) return;
    previousStage.current = stage;
    section.current?.querySelector<HTMLElement>(stage === 'closed' ? 'button' : '[data-autofocus]')?.focus();
  }, [stage]);

  function reset() {
    setOpen(false);
    setText('');
    setE164(null);
    setToken(null);
    setCode('');
    clear();
  }

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    const checked = checkIdentifierField(kind, text, e164);
    if (!checked.ok) {
      fromCodes(checked.errors);
      return;
    }
    const body = {
      identifierId: checked.data.identifierId,
      newIdentifier: checked.data.value,
      channel: phone ? channel : undefined,
    };
    const result = await run(() =>
      getSession().authorized((accessToken) => initiateIdentifierUpdate(authCallContext(), accessToken, body)),
    );
    if (result.ok) setToken(result.data.token);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const checked = checkCode(code);
    if (!checked.ok || !token) {
      fromCodes(checked.ok ? {} : checked.errors);
      return;
    }
    // The new identifier is shown from the reloaded customer, so the form stays busy until it is back.
    const result = await run(async () => {
      const verified = await getSession().authorized((accessToken) =>
        verifyIdentifierUpdate(authCallContext(), accessToken, { code: checked.data, token }),
      );
      if (verified.ok) await getSession().reloadCustomer();
      return verified;
    });
    if (result.ok) reset();
  }

  const title = phone ? tAccount('account_phone') : tAccount('account_email');
  const action = current
    ? tAccount(phone ? 'account_change_phone' : 'account_change_email')
    : tAccount(phone ? 'account_add_phone' : 'account_add_email');

  return (
    <section ref={section} aria-labelledby={`${id}-title`} className="rounded-xl border border-stone-200 bg-white p-4">
      <h3 id={`${id}-title`} className="text-sm text-stone-600">
        {title}
      </h3>
      <p className="font-medium">
        {current ? (
          <span dir="ltr">{current}</span>
        ) : (
          <span className="text-stone-500">{tAccount('account_not_set')}</span>
        )}
      </p>
      {stage === 'closed' ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="mt-3 font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {action}
        </button>
      ) : stage === 'enter' ? (
        <form noValidate onSubmit={sendCode} className="mt-3 space-y-3">
          {phone ? (
            <>
              <PhoneField
                id={`${id}-new`}
                label={tAccount('account_new_phone')}
                value={text}
                onChange={(value, number) => {
                  setText(value);
                  setE164(number);
                }}
                error={errors.identifier}
                focusFirst
              />
              <ChannelChoice name={`${id}-channel`} value={channel} onChange={setChannel} />
            </>
          ) : (
            <TextField
              id={`${id}-new`}
              type="email"
              label={tAccount('account_new_email')}
              value={text}
              onChange={setText}
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              maxLength={254}
              error={errors.identifier}
              focusFirst
            />
          )}
          <FormError error={formError} />
          <div className="flex gap-2">
            <SubmitButton busy={busy} busyLabel={tAuth('auth_busy')}>
              {tAuth('auth_send_code')}
            </SubmitButton>
            <CancelButton onClick={reset} label={tAccount('account_cancel')} />
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={confirm} className="mt-3 space-y-3">
          <p role="status" className="text-sm text-stone-700">
            {tAccount('account_code_sent_new')}
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
          <div className="flex gap-2">
            <SubmitButton busy={busy} busyLabel={tAuth('auth_busy')}>
              {tAccount('account_confirm_change')}
            </SubmitButton>
            <CancelButton onClick={reset} label={tAccount('account_cancel')} />
          </div>
        </form>
      )}
    </section>
  );
}

function CancelButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-lg border border-stone-300 px-4 py-2 font-medium text-stone-800 hover:bg-stone-100"
    >
      {label}
    </button>
  );
}
