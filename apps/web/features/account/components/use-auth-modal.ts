'use client';

import { useSyncExternalStore } from 'react';
import { getAuthModal, INITIAL_MODAL_STATE, subscribeAuthModal, type AuthModalState } from '@/lib/auth/modal-store';

export function useAuthModal(): AuthModalState {
  return useSyncExternalStore(subscribeAuthModal, getAuthModal, () => INITIAL_MODAL_STATE);
}
