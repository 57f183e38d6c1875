// The back office's language: ku (Sorani, default), ar or en, remembered in this browser. The page's
// <html lang dir> follows it; Sorani's language tag is `ckb` (ICU's `ku` is Kurmanji in Latin script).
import { DEFAULT_LOCALE, LOCALE_DIRECTION, LOCALES, resolveLocale, type Locale } from '@dukan/core/locales';

export { LOCALES, LOCALE_DIRECTION, type Locale };

export const HTML_LANG: Record<Locale, string> = { ku: 'ckb', ar: 'ar', en: 'en' };
/** Each language's name in itself, for the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = { ku: 'کوردی', ar: 'العربية', en: 'English' };

const STORAGE_KEY = 'dukan-admin-locale';

export function storedLocale(): Locale {
  try {
    return resolveLocale(globalThis.localStorage?.getItem(STORAGE_KEY) ?? DEFAULT_LOCALE);
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function rememberLocale(locale: Locale) {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // Private windows may refuse storage: the choice then lasts for this page only.
  }
}

export function applyDocumentLocale(locale: Locale) {
  document.documentElement.lang = HTML_LANG[locale];
  document.documentElement.dir = LOCALE_DIRECTION[locale];
}
