'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '@dukan/core/locales';
import type { ShellMessages } from '@/i18n/client-messages';

/** The few strings client-only shell pieces (the error page) need, handed down by the server layout. */
const ShellMessagesContext = createContext<{ locale: Locale; messages: ShellMessages } | null>(null);

export function ShellMessagesProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: ShellMessages;
  children: ReactNode;
}) {
  return <ShellMessagesContext.Provider value={{ locale, messages }}>{children}</ShellMessagesContext.Provider>;
}

export function useShellMessages() {
  return useContext(ShellMessagesContext);
}
