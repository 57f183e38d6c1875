import 'server-only';
import type { Locale } from '@dukan/core/locales';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import ku from '@/messages/ku.json';
import { createTranslator, type Messages, type Translate } from './translator';

// All three dictionaries are small; importing them statically keeps t() synchronous everywhere on the server.
const DICTIONARIES: Record<Locale, Messages> = { ku, ar, en };

export function getMessages(locale: Locale): Messages {
  return DICTIONARIES[locale];
}

const translators = new Map<Locale, Translate>();

export function getTranslator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(locale, DICTIONARIES[locale]);
    translators.set(locale, t);
  }
  return t;
}
