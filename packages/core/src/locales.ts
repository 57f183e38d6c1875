// The storefront's languages. Kurdish Sorani is the default; ku and ar read right to left.
export const LOCALES = ['ku', 'ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ku';

export const LOCALE_DIRECTION: Record<Locale, 'rtl' | 'ltr'> = { ku: 'rtl', ar: 'rtl', en: 'ltr' };

/** ICU locale per route language: ICU's `ku` is Kurmanji in Latin script, Sorani is `ckb`. */
export const ICU_LOCALE: Record<Locale, string> = { ku: 'ckb-IQ', ar: 'ar-IQ', en: 'en-IQ' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Unsupported languages fall back to the default (spec §1). */
export function resolveLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Picks a localized column: the requested language, then ku, then en (DESIGN.md data rules). */
export function pickLocalized<T extends object>(row: T, field: string, locale: Locale): string {
  const r = row as Record<string, unknown>;
  for (const l of [locale, 'ku', 'en'] as const) {
    const v = r[`${field}_${l}`];
    if (typeof v === 'string' && v !== '') return v;
  }
  return '';
}
