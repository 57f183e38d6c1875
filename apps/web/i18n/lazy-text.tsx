'use client';

// A namespace no page ships (i18n/lazy-namespaces.ts), fetched the first time a component that reads it mounts
// and kept for the rest of the visit. Below <LazyTextProvider>, useText(namespace) reads it as any other.
import type { Locale } from '@dukan/core/locales';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { lazyTextsPath, type LazyNamespace } from './lazy-namespaces';
import { ClientTextProvider, useTextLocale } from './use-text';

type Messages = Readonly<Partial<Record<string, string>>>;

const fetched = new Map<string, Promise<Messages>>();

/** The messages of `namespace`, fetched once per language; a failed fetch is tried again on the next call. */
export function loadTexts(locale: Locale, namespace: LazyNamespace): Promise<Messages> {
  const path = lazyTextsPath(locale, namespace);
  let messages = fetched.get(path);
  if (!messages) {
    messages = fetch(path).then(async (response) => {
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return (await response.json()) as Messages;
    });
    messages.catch(() => fetched.delete(path));
    fetched.set(path, messages);
  }
  return messages;
}

interface Props {
  namespace: LazyNamespace;
  /** Called when the messages cannot be fetched (the shop is unreachable); nothing below is shown then. */
  onError: () => void;
  children: ReactNode;
}

/** Shows `children` once the messages of `namespace` are here (one render after mounting when already fetched). */
export function LazyTextProvider({ namespace, onError, children }: Props) {
  const locale = useTextLocale();
  const [messages, setMessages] = useState<{ path: string; messages: Messages } | null>(null);
  const path = lazyTextsPath(locale, namespace);
  const namespaces = useMemo(() => [namespace], [namespace]);

  useEffect(() => {
    let current = true;
    loadTexts(locale, namespace).then(
      (loaded) => current && setMessages({ path, messages: loaded }),
      () => current && onError(),
    );
    return () => {
      current = false;
    };
  }, [locale, namespace, path, onError]);

  if (messages?.path !== path) return null;
  return (
    <ClientTextProvider locale={locale} namespaces={namespaces} messages={messages.messages}>
      {children}
    </ClientTextProvider>
  );
}
