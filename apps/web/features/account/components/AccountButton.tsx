'use client';

import type { Locale } from '@dukan/core/locales';
import { useText } from '@/i18n/use-text';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { ShopLink } from '@/ui/ShopLink';
import { useEffect, useId, useRef, useState } from 'react';
import { getSession } from '@/lib/auth/browser-session';
import { openAuthModal } from '@/lib/auth/modal-store';
import { useSession } from '@/lib/auth/use-session';
import { preloadAuthModal } from './AuthModalHost';

/** The header's account control: "Sign in" for guests, the customer's name with a small menu once signed in. */
export function AccountButton() {
  const tSession = useText('session');
  const tGuest = useText('guest');
  const locale = tSession.locale;
  const session = useSession();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // From inside the menu the focus would vanish with it: back to the button that opened it.
      if (root.current?.contains(document.activeElement)) toggle.current?.focus();
      setOpen(false);
    };
    // Tabbing out of the menu closes it, so an open list never hangs over the page the focus went to.
    const onFocus = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  // While the session is being checked, the sign-in button already takes its place, unseen: most visitors are
  // signed out, and a placeholder of another width shifted the header when the real control arrived.
  if (session.status === 'loading') return <SignInButton label={tSession('session_sign_in')} locale={locale} hidden />;

  if (session.status === 'unauthenticated') {
    return (
      <div className="flex items-center gap-2">
        {session.guest ? (
          <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
            {tGuest('guest_badge')}
          </span>
        ) : null}
        <SignInButton label={tSession('session_sign_in')} locale={locale} />
      </div>
    );
  }

  const name = session.customer?.first_name || tSession('session_my_account');
  const itemClass = 'flex w-full items-center gap-2 px-3 py-2 text-start text-sm hover:bg-stone-100';
  return (
    <div ref={root} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        className="flex max-w-44 items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100"
      >
        <UserRound className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{name}</span>
        <span className="sr-only">{tSession('session_account_menu')}</span>
        <ChevronDown className="h-4 w-4 shrink-0" aria-hidden="true" />
      </button>
      {open ? (
        <ul
          id={menuId}
          className="absolute end-0 z-40 mt-1 w-56 overflow-hidden rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
        >
          <li>
            <ShopLink href={`/${locale}/account/profile`} className={itemClass} onClick={() => setOpen(false)}>
              {tSession('session_my_account')}
            </ShopLink>
          </li>
          {session.profileMissing ? (
            <li>
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  setOpen(false);
                  openAuthModal({ phase: 'register', step: 'personalinfo' });
                }}
              >
                {tSession('session_complete_profile')}
              </button>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                setOpen(false);
                void getSession().logout();
              }}
            >
              <LogOut className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              {tSession('session_sign_out')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

function SignInButton({ label, locale, hidden = false }: { label: string; locale: Locale; hidden?: boolean }) {
  const preload = () => preloadAuthModal(locale);
  return (
    <button
      type="button"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => openAuthModal({ phase: 'login' })}
      aria-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
      className={`flex items-center gap-1.5 rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800${hidden ? ' invisible' : ''}`}
    >
      <UserRound className="h-4 w-4" aria-hidden="true" />
      {label}
    </button>
  );
}
