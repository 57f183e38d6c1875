'use client';

import type { Locale } from '@dukan/core/locales';
import { createContext, useContext, type ReactNode } from 'react';
import type { AccountMessages, AuthMessages } from '@/i18n/client-messages';

interface AuthMessagesValue {
  locale: Locale;
  messages: AuthMessages;
}

const AuthMessagesContext = createContext<AuthMessagesValue | null>(null);
const AccountMessagesContext = createContext<AccountMessages | null>(null);

export function AuthMessagesProvider({ value, children }: { value: AuthMessagesValue; children: ReactNode }) {
  return <AuthMessagesContext.Provider value={value}>{children}</AuthMessagesContext.Provider>;
}

/** The account pages' strings, handed down by their layout only (catalogue pages never carry them). */
export function AccountMessagesProvider({ messages, children }: { messages: AccountMessages; children: ReactNode }) {
  return <AccountMessagesContext.Provider value={messages}>{children}</AccountMessagesContext.Provider>;
}

export function useAuthMessages(): AuthMessagesValue {
  const value = useContext(AuthMessagesContext);
  if (!value) throw new Error('useAuthMessages needs <AuthProvider> (mounted by the [lang] layout)');
  return value;
}

export function useAccountMessages(): AccountMessages | null {
  return useContext(AccountMessagesContext);
}
