// Every text of the back office, by namespace. src/i18n/messages/{ku,ar,en}.json is the `common` namespace
// (navigation, buttons, errors every screen shares); each feature keeps its own texts in
// src/features/<feature>/messages/{ku,ar,en}.json, read under the feature folder's name. Messages are ICU
// (intl-messageformat): plurals with `{count, plural, …}`, which Arabic needs for its six forms.
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from './locale';
import { icuLocaleOf } from './format';

export type MessageTable = Record<string, string>;
export type Catalogue = Record<string, Record<Locale, MessageTable>>;

const files = import.meta.glob<MessageTable>(['./messages/*.json', '../features/*/messages/*.json'], {
  eager: true,
  import: 'default',
});

/** Groups the message files by namespace and language. */
export function catalogueOf(sources: Record<string, MessageTable>): Catalogue {
  const catalogue: Catalogue = {};
  for (const [file, table] of Object.entries(sources)) {
    const match = /(?:features\/([^/]+)\/)?messages\/(ku|ar|en)\.json$/.exec(file);
    if (!match) continue;
    const namespace = match[1] ?? 'common';
    const lang = match[2] as Locale;
    catalogue[namespace] ??= {} as Record<Locale, MessageTable>;
    catalogue[namespace][lang] = table;
  }
  return catalogue;
}

export const MESSAGES: Catalogue = catalogueOf(files);

export type Translate = (key: string, values?: Record<string, string | number | Date>) => string;

const compiled = new Map<string, IntlMessageFormat>();

/**
 * The reader of one namespace in one language. A missing text shows its key (and warns while developing),
 * so a gap is visible instead of an empty label; messages.test.ts keeps the three languages complete.
 */
export function translator(locale: Locale, namespace: string, catalogue: Catalogue = MESSAGES): Translate {
  const table = catalogue[namespace]?.[locale] ?? {};
  return (key, values) => {
    const message = table[key];
    if (message === undefined) {
      if (import.meta.env?.DEV) console.warn(`missing text ${namespace}.${key} (${locale})`);
      return key;
    }
    if (!values && !message.includes('{')) return message;
    const id = `${locale}\u0000${namespace}\u0000${key}`;
    let format = compiled.get(id);
    if (!format) compiled.set(id, (format = new IntlMessageFormat(message, icuLocaleOf(locale))));
    return String(format.format(values));
  };
}
