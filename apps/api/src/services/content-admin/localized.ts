// Staff see and send a text in its three languages side by side, {ku, ar, en}; the database keeps one column per
// language (title_ku, title_ar, title_en). These two turn one into the other.
import type { LocalizedText } from '@dukan/core/contract/admin-content';

/** `{ku, ar, en}` of `field`'s three columns. */
export function localizedOf(row: Record<string, unknown>, field: string): LocalizedText {
  const pick = (l: 'ku' | 'ar' | 'en') => {
    const value = row[`${field}_${l}`];
    return typeof value === 'string' ? value : '';
  };
  return { ku: pick('ku'), ar: pick('ar'), en: pick('en') };
}

/** `field`'s three columns from `{ku, ar, en}`; nothing when the text was not sent (a patch leaves it). */
export function columnsOf(
  field: string,
  text: LocalizedText | undefined,
  transform: (value: string) => string = (v) => v,
): Record<string, string> {
  if (text === undefined) return {};
  return {
    [`${field}_ku`]: transform(text.ku),
    [`${field}_ar`]: transform(text.ar),
    [`${field}_en`]: transform(text.en),
  };
}

/** Copies the fields of `body` that were sent, under the same names. */
export function sentFields<T extends object>(body: T, fields: readonly (keyof T & string)[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (body[field] !== undefined) out[field] = body[field];
  return out;
}
