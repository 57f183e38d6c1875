import 'server-only';
import type { Locale } from '@dukan/core/locales';
import { getMessages, getTranslator } from './messages';
import { namespaceOf, textMistake, type KeyOf, type MessageKey, type Namespace, type Text } from './namespaces';

/**
 * The one way server code reads a text: t() over one namespace (`getText(locale, 'cart')('cart_total')`),
 * with ICU plurals and the page's digits (i18n/translator.ts). Client components read theirs with
 * useText(namespace) under a <TextProvider> that ships the namespace.
 */
export function getText<N extends Namespace>(locale: Locale, namespace: N): Text<N> {
  const translate = getTranslator(locale);
  const messages = getMessages(locale);
  const inNamespace = (key: string) => namespaceOf(key) === namespace;
  const t = ((key: KeyOf<N>, values) => {
    if (!inNamespace(key)) {
      textMistake(`getText(locale, '${namespace}') was asked for "${key}", a key of another namespace`);
      return key;
    }
    return translate(key, values);
  }) as Text<N>;
  return Object.assign(t, {
    locale,
    namespace,
    has: (key: string): key is KeyOf<N> => inNamespace(key) && Object.hasOwn(messages, key),
  });
}

/** The messages of `namespaces` only: what a <TextProvider> sends to the browser. */
export function namespaceMessages(
  locale: Locale,
  namespaces: readonly Namespace[],
): Partial<Record<MessageKey, string>> {
  const wanted = new Set<string>(namespaces);
  const out: Partial<Record<MessageKey, string>> = {};
  for (const [key, text] of Object.entries(getMessages(locale))) {
    if (wanted.has(namespaceOf(key))) out[key as MessageKey] = text;
  }
  return out;
}
