'use client';

import dynamic from 'next/dynamic';
import type { Locale } from '@dukan/core/locales';
import { loadTexts, LazyTextProvider } from '@/i18n/lazy-text';
import { showAlert } from '@/lib/alerts/store';
import { closeAuthModal } from '@/lib/auth/modal-store';
import { useAuthModal } from './use-auth-modal';

const loadModal = () => import('./AuthModal');

// The modal's code (forms, validation, the phone-number metadata) and its texts download when it first opens,
// not with every catalogue page.
const AuthModal = dynamic(loadModal, { ssr: false });

/** Starts downloading the modal and its texts before they are needed (pointer over or focus on a sign-in button). */
export function preloadAuthModal(locale: Locale): void {
  void loadModal();
  loadTexts(locale, 'auth').catch(() => undefined);
}

/** Its texts could not be fetched: the modal stays closed (the next click tries again) and the shopper is told. */
function textsFailed() {
  closeAuthModal();
  showAlert({ type: 'error', messageKey: 'error_network' });
}

export function AuthModalHost() {
  const { open } = useAuthModal();
  if (!open) return null;
  return (
    <LazyTextProvider namespace="auth" onError={textsFailed}>
      <AuthModal />
    </LazyTextProvider>
  );
}
