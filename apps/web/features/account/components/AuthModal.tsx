'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { PendingSignIn } from '@/features/account/flows';
import { closeAuthModal, type AuthModalState } from '@/lib/auth/modal-store';
import { isSignedIn } from '@/lib/auth/session';
import { useSession } from '@/lib/auth/use-session';
import { CodeForm } from './CodeForm';
import { Dialog } from '@/ui/Dialog';
import { ForgotForm } from './ForgotForm';
import { PersonalInfoForm } from './PersonalInfoForm';
import { ResetForm } from './ResetForm';
import { SetupForm } from './SetupForm';
import { useAuthModal } from './use-auth-modal';
import { useText } from '@/i18n/use-text';
import type { KeyOf } from '@/i18n/namespaces';

type ShownStep = AuthModalState['step'];

/** The step that can actually be shown: the code step needs its verification, personal info a session. */
function shownStep(state: AuthModalState, pending: PendingSignIn | null, signedIn: boolean): ShownStep {
  if (state.step === 'code' && (!pending || !state.verifyId)) return 'setup';
  if (state.step === 'personalinfo' && !signedIn) return 'setup';
  if (state.step === 'reset' && !state.resetToken) return 'setup';
  return state.step;
}

const TITLES: Record<Exclude<ShownStep, 'setup'>, KeyOf<'auth'>> = {
  code: 'auth_code_title',
  personalinfo: 'auth_personalinfo_title',
  forgot: 'auth_forgot_title',
  reset: 'auth_reset_title',
};

/** The login/register modal (spec §2): phases login and register, steps setup → code → personal info. */
export default function AuthModal() {
  const tAuth = useText('auth');
  const titleId = useId();
  const state = useAuthModal();
  const session = useSession();
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  const step = shownStep(state, pending, isSignedIn(session));
  const body = useRef<HTMLDivElement>(null);

  // Each step starts at its first field (the old one's focused button is gone from the page).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const root = body.current;
    const target = root?.querySelector<HTMLElement>('[data-autofocus]') ?? root?.querySelector<HTMLElement>('input');
    target?.focus();
  }, [step, state.phase]);

  const title =
    step === 'setup'
      ? tAuth(state.phase === 'register' ? 'auth_register_title' : 'auth_login_title')
      : tAuth(TITLES[step]);

  return (
    <Dialog labelledBy={titleId} onClose={closeAuthModal} closeLabel={tAuth('auth_dialog_close')}>
      <h2 id={titleId} className="mb-4 pe-8 text-xl font-bold text-stone-900">
        {title}
      </h2>
      <div ref={body}>
        {step === 'setup' ? <SetupForm key={state.phase} phase={state.phase} onPending={setPending} /> : null}
        {step === 'code' && pending && state.verifyId ? (
          <CodeForm key={state.verifyId} pending={pending} verifyId={state.verifyId} destination={state.phoneNumber} />
        ) : null}
        {step === 'personalinfo' ? <PersonalInfoForm /> : null}
        {step === 'forgot' ? <ForgotForm /> : null}
        {step === 'reset' && state.resetToken ? <ResetForm token={state.resetToken} /> : null}
      </div>
    </Dialog>
  );
}
