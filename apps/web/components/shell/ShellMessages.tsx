'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '@dukan/core/locales';
import type { MessageKey } from '../../lib/i18n/translator';

/** The few strings client-only shell pieces (the error page) need, handed down by the server layout. */
export const SHELL_MESSAGE_KEYS = [
  'error_title',
  'error_body',
  'try_again',
  'back_home',
] as const satisfies readonly MessageKey[];
export type ShellMessages = Record<(typeof SHELL_MESSAGE_KEYS)[number], string>;

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
