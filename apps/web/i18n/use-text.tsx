'use client';

import { DEFAULT_LOCALE, type Locale } from '@dukan/core/locales';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { compileMessage, formatMessage, type CompiledMessage } from './format-message';
import { namespaceOf, textMistake, type KeyOf, type Namespace, type Text } from './namespaces';

type ShippedMessages = Readonly<Partial<Record<string, string>>>;

interface TextValue {
  locale: Locale;
  namespaces: readonly Namespace[];
  messages: ShippedMessages;
}

const TextContext = createContext<TextValue | null>(null);

/** The client half of <TextProvider> (i18n/TextProvider.tsx), which picks the messages on the server. */
export function ClientTextProvider({ locale, namespaces, messages, children }: TextValue & { children: ReactNode }) {
  const outer = useContext(TextContext);
  const value = useMemo<TextValue>(
    () =>
      outer && outer.locale === locale
        ? {
            locale,
            namespaces: [...outer.namespaces, ...namespaces],
            messages: { ...outer.messages, ...messages },
          }
        : { locale, namespaces, messages },
    [outer, locale, namespaces, messages],
  );
  return <TextContext.Provider value={value}>{children}</TextContext.Provider>;
}

/** The language of the texts the providers above ship (a lazily loaded namespace is fetched in it). */
export function useTextLocale(): Locale {
  return useContext(TextContext)?.locale ?? DEFAULT_LOCALE;
}

export function createClientText<N extends Namespace>(
  locale: Locale,
  namespace: N,
  messages: ShippedMessages,
): Text<N> {
  const compiled = new Map<string, CompiledMessage>();
  const t = ((key: KeyOf<N>, values) => {
    if (namespaceOf(key) !== namespace) {
      textMistake(`useText('${namespace}') was asked for "${key}", a key of another namespace`);
      return key;
    }
    const source = messages[key];
    if (source === undefined) return key;
    let message = compiled.get(key);
    if (!message) {
      message = compileMessage(source);
      compiled.set(key, message);
    }
    return formatMessage(message, locale, values);
  }) as Text<N>;
  return Object.assign(t, {
    locale,
    namespace,
    has: (key: string): key is KeyOf<N> => namespaceOf(key) === namespace && Object.hasOwn(messages, key),
  });
}

/**
 * The one way a client component reads a text: t() over one namespace, shipped by a <TextProvider> above.
 * A namespace no provider ships throws (in development and tests) instead of showing keys.
 */
export function useText<N extends Namespace>(namespace: N): Text<N> {
  const value = useContext(TextContext);
  const shipped = value?.namespaces.includes(namespace) ?? false;
  const locale = value?.locale ?? DEFAULT_LOCALE;
  const messages = value?.messages;
  const t = useMemo(() => createClientText(locale, namespace, messages ?? {}), [locale, namespace, messages]);
  if (!shipped) {
    textMistake(
      `useText('${namespace}'): no <TextProvider> above this component ships the "${namespace}" namespace; ` +
        'add it to the namespaces of the provider the page places',
    );
  }
  return t;
}
