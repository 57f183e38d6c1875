'use client';

import dynamic from 'next/dynamic';
import { useAuthModal } from './use-auth-modal';

const loadModal = () => import('./AuthModal');

// The modal's code (forms, validation, the phone-number metadata) downloads when it first opens, not
// with every catalogue page.
const AuthModal = dynamic(loadModal, { ssr: false });

/** Starts downloading the modal before it is needed (pointer over or focus on a sign-in button). */
export function preloadAuthModal(): void {
  void loadModal();
}

export function AuthModalHost() {
  const { open } = useAuthModal();
  return open ? <AuthModal /> : null;
}
