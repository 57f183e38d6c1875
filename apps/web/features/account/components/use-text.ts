'use client';

import { useMemo } from 'react';
import { createTranslator, type MessageKey, type Messages, type MessageValues } from '@/i18n/translator';
import { useAccountMessages, useAuthMessages } from './AuthMessages';

export interface Text {
  (key: MessageKey, values?: MessageValues): string;
  /** The shopper-facing text of a contract error code (`phone_invalid` → auth_error_phone_invalid). */
  error(code: string): string;
}

/**
 * t() over the auth strings (and the account strings on account pages), with ICU plurals. Used by the
 * lazily loaded modal and the account pages only, so catalogue pages never ship the message formatter.
 */
export function useText(): Text {
  const { locale, messages } = useAuthMessages();
  const account = useAccountMessages();
  return useMemo(() => {
    const all = { ...messages, ...account } as Messages;
    const t = createTranslator(locale, all) as Text;
    t.error = (code: string) => {
      const key = `auth_error_${code}` as MessageKey;
      return key in all ? t(key) : t('auth_error_generic');
    };
    return t;
  }, [locale, messages, account]);
}
