// A tiny t() over ICU MessageFormat: plurals follow each language's CLDR rules (Arabic has six forms).
// Pure: usable in server components, client components and tests alike.
import { IntlMessageFormat } from 'intl-messageformat';
import { ICU_LOCALE, type Locale } from '@dukan/core/locales';
import type en from '../../messages/en.json';

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

export function createTranslator(locale: Locale, messages: Messages): Translate {
  const compiled = new Map<MessageKey, IntlMessageFormat>();
  return (key, values) => {
    const source = messages[key];
    // A missing key shows itself, so a gap is visible in review instead of rendering blank.
    if (source === undefined) return key;
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(source, ICU_LOCALE[locale]);
      compiled.set(key, format);
    }
    const out = format.format(values);
    return typeof out === 'string' ? out : String(out);
  };
}

/** Picks a subset of messages for a client component, so the browser gets only the strings it shows. */
export function pickMessages<K extends MessageKey>(messages: Messages, keys: readonly K[]): Pick<Messages, K> {
  const out = {} as Pick<Messages, K>;
  for (const key of keys) out[key] = messages[key];
  return out;
}
