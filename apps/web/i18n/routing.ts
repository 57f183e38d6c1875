// Which language a request is for, and where to send requests whose path has no (known) language.
// Pure so the proxy's decisions are unit-tested without a server.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@dukan/core/locales';

export const LOCALE_COOKIE = 'lang';
/** Spec §9: the language choice is kept for 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The `lang` attribute of a page: Sorani is `ckb` (a bare `ku` is read by browsers, screen readers and
 * translators as Kurmanji, which is written in Latin letters). The route prefix and hreflang stay `ku`.
 */
export const HTML_LANG: Record<Locale, string> = { ku: 'ckb', ar: 'ar', en: 'en' };

// Sorani's own code in a path (/ckb/products, /ckb-IQ) is the Kurdish shop.
const SORANI_TAG = /^ckb(?:[-_][a-z0-9]{2,4})?$/i;

/**
 * The shop language a browser asks for first (Accept-Language, by q-value): Sorani or any Kurdish → ku,
 * Arabic → ar, English → en; a browser asking for none of these gets the default.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = tag.split(/[-_]/)[0];
    if (language === 'ckb' || language === 'ku') return 'ku';
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

// Something that looks like a language tag (fr, de-AT, pt_BR): replaced by the default language,
// whereas any other first segment (/products) is kept and gets the shopper's language in front.
const LANGUAGE_TAG = /^[a-z]{2}(?:[-_][a-z0-9]{2,4})?$/i;

export type LocaleRouting =
  | { kind: 'pass'; locale: Locale }
  | { kind: 'rewrite'; locale: Locale; pathname: string }
  | { kind: 'redirect'; locale: Locale; pathname: string };

/**
 * `preferred` is the cookie's value (anything, untrusted); without a valid one (a first visit), the browser's
 * Accept-Language decides.
 */
export function routeLocale(
  pathname: string,
  preferred: string | undefined,
  acceptLanguage?: string | null,
): LocaleRouting {
  const fallback: Locale = isLocale(preferred) ? preferred : localeFromAcceptLanguage(acceptLanguage);
  const segments = pathname.split('/');
  const first = segments[1] ?? '';

  // The bare root shows the home page in the remembered language without changing the address.
  if (first === '') return { kind: 'rewrite', locale: fallback, pathname: `/${fallback}` };
  if (isLocale(first)) return { kind: 'pass', locale: first };

  if (SORANI_TAG.test(first))
    return { kind: 'redirect', locale: 'ku', pathname: ['', 'ku', ...segments.slice(2)].join('/') };
  const lower = first.toLowerCase();
  if (isLocale(lower))
    return { kind: 'redirect', locale: lower, pathname: ['', lower, ...segments.slice(2)].join('/') };
  if (LANGUAGE_TAG.test(first)) {
    return { kind: 'redirect', locale: DEFAULT_LOCALE, pathname: ['', DEFAULT_LOCALE, ...segments.slice(2)].join('/') };
  }
  return { kind: 'redirect', locale: fallback, pathname: `/${fallback}${pathname}` };
}

/** The same page in another language: keeps the path after the language and the whole query. */
export function switchLocalePath(pathname: string, search: string, target: Locale): string {
  const segments = pathname.split('/');
  const rest = isLocale(segments[1]) ? segments.slice(2) : segments.slice(1);
  const path = ['', target, ...rest].join('/').replace(/\/$/, '');
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return `${path || `/${target}`}${query}`;
}
