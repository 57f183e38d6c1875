'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { LogoMark } from '@/ui/Logo';
import { showAlert } from '@/lib/alerts/store';
import { getSession } from '@/lib/auth/browser-session';
import { clearVerification, closeAuthModal, openAuthModal } from '@/lib/auth/modal-store';
import { GUEST_LANDING_PATH, isProtectedPath } from '@/lib/auth/protected-routes';
import { isSignedIn } from '@/lib/auth/session';
import { onSignOut } from '@/lib/auth/sign-in-tasks';
import { useSession } from '@/lib/auth/use-session';
import { useText } from '@/i18n/use-text';
import { AuthModalHost } from './AuthModalHost';

const RESET_PARAM = 'reset';

interface Props {
  /** What the cover over a protected page says while the session is checked (the layout's "please wait"). */
  busyLabel: string;
  children: ReactNode;
}

/**
 * Mounted once by the [lang] layout: starts the session on first navigation, guards the protected routes,
 * opens the modal where the spec says (profile missing, a reset link), and hosts the lazily loaded modal.
 */
export function AuthProvider({ busyLabel, children }: Props) {
  const tGuest = useText('guest');
  const router = useRouter();
  const pathname = usePathname();
  const session = useSession();

  useEffect(() => {
    void getSession().start();
  }, []);

  useEffect(() => {
    const offLogout = getSession().onLogout((reason) => {
      if (reason === 'guest-expired') showAlert({ type: 'info', message: tGuest('guest_ended') });
      // Spec §4: a logout leaves checkout, payment-success and the account pages for '/'.
      if (isProtectedPath(window.location.pathname)) router.replace(GUEST_LANDING_PATH);
    });
    const offSignOut = onSignOut('auth-modal', () => {
      clearVerification();
      closeAuthModal();
    });
    return () => {
      offLogout();
      offSignOut();
    };
  }, [router, tGuest]);

  // The route guard: once the session check has answered, a guest on a protected page goes to '/'.
  const guarded = isProtectedPath(pathname);
  useEffect(() => {
    if (guarded && session.status === 'unauthenticated') router.replace(GUEST_LANDING_PATH);
  }, [guarded, session.status, router]);

  // Spec §4: signed in without a profile → the register modal at personal info.
  useEffect(() => {
    if (session.profileMissing) openAuthModal({ phase: 'register', step: 'personalinfo' });
  }, [session.profileMissing]);

  // A password-reset link (<PUBLIC_URL>/<lang>?reset=<token>) opens the modal at the reset form; the token
  // leaves the address bar at once, so it is not kept in history or sent on as a referrer.
  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get(RESET_PARAM);
    if (!token) return;
    url.searchParams.delete(RESET_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    openAuthModal({ phase: 'login', step: 'reset', resetToken: token });
  }, []);

  // The social sign-in simulator came back to this page with `#provider=…&token=…&state=…`: the token leaves
  // the address bar at once (not kept in history), and signs in only if this tab started that sign-in.
  useEffect(() => {
    const hash = window.location.hash;
    // A cheap look first: the modules that read a simulator's answer bring the sign-in contract (zod, the phone
    // rules) with them, and loading those on every page of the layout cost the home page a second of main thread.
    if (!hash.includes('token=') || !hash.includes('provider=')) return;
    void (async () => {
      const [{ isSimulatorFragment, takeSimulatorAnswer }, { signInWithProvider }] = await Promise.all([
        import('@/features/account/social-providers'),
        import('@/features/account/flows'),
      ]);
      if (!isSimulatorFragment(hash)) return;
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      let answer = null;
      try {
        answer = takeSimulatorAnswer(hash, window.sessionStorage);
      } catch {
        answer = null;
      }
      if (answer) void signInWithProvider(answer.provider, answer.token);
    })();
  }, []);

  return (
    <>
      {children}
      {guarded && !isSignedIn(session) ? (
        // Protected content stays covered until the session check says who this is.
        <div className="fixed inset-0 z-[70] grid place-items-center bg-stone-50" role="status" aria-label={busyLabel}>
          <LogoMark className="h-16 w-16 animate-pulse text-brand-700" />
        </div>
      ) : null}
      <AuthModalHost />
    </>
  );
}
