// Helpers shared by the catalogue readers.
import type { Locale } from '@dukan/core/locales';
import type { LocalizedText } from '../../db/schema/catalogue';

/** A jsonb `{ ku, ar, en }` value in the requested language, then ku, then en (as pickLocalized does for columns). */
export function pickLocalizedText(value: Partial<LocalizedText> | null | undefined, locale: Locale): string {
  if (!value) return '';
  for (const l of [locale, 'ku', 'en'] as const) {
    const v = value[l];
    if (typeof v === 'string' && v !== '') return v;
  }
  return '';
}

/** Timestamps leave the API as ISO 8601 strings whatever the driver returned. */
export function isoTimestamp(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
