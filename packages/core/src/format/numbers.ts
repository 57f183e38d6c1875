// Numbers in the page's language, written from tables rather than Intl. Two reasons:
// - Chromium ships no Sorani (`ckb`) locale data: Intl there writes "1,234" under the server's "١٬٢٣٤", and the
//   page hydrates with a mismatch. The symbols below are CLDR's for ckb, ar-IQ and en-IQ (numbers.test.ts
//   checks them against Node's full ICU).
// - A page's first Intl call loads the browser's locale data (30–100 ms on a phone), and counters render while
//   the product page hydrates (decision 008). Nothing here touches Intl, except plural rules, asked lazily.
import type { Locale } from '../locales';

interface NumberSymbols {
  arabicIndicDigits: boolean;
  group: string;
  decimal: string;
  /** The minus sign with the direction mark CLDR puts before it. */
  minus: string;
  percent: (number: string) => string;
}

const SYMBOLS: Record<Locale, NumberSymbols> = {
  ku: { arabicIndicDigits: true, group: '٬', decimal: '٫', minus: '\u200f-', percent: (n) => `${n}\u00a0٪` },
  ar: { arabicIndicDigits: true, group: '٬', decimal: '٫', minus: '\u061c-', percent: (n) => `${n}٪\u061c` },
  en: { arabicIndicDigits: false, group: ',', decimal: '.', minus: '-', percent: (n) => `${n}%` },
};

export interface NumberOptions {
  /** Thousands separators (default true). Off for names that are numbers: order numbers, years, codes. */
  grouping?: boolean;
  /** Default 0: the shop's amounts are whole dinars, counts and points. */
  maximumFractionDigits?: number;
  minimumFractionDigits?: number;
}

/** Rewrites the ASCII digits of a ready-made text (a countdown, a phone number shown in RTL) in the page's digits. */
export function localDigits(text: string, locale: Locale): string {
  if (!SYMBOLS[locale].arabicIndicDigits) return text;
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + d.charCodeAt(0) - 48));
}

function groupThousands(digits: string, separator: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator;
    out += digits[i];
  }
  return out;
}

/** A number as the page's language writes it: "1,234.5", "١٬٢٣٤٫٥". Rounds half away from zero, like ICU. */
export function formatNumber(value: number, locale: Locale, options: NumberOptions = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const { grouping = true, maximumFractionDigits = 0 } = options;
  const minimumFractionDigits = Math.min(options.minimumFractionDigits ?? 0, maximumFractionDigits);
  const symbols = SYMBOLS[locale];
  const scale = 10 ** maximumFractionDigits;
  const rounded = Math.round(Math.abs(value) * scale) / scale;
  const [whole = '0', decimals = ''] = rounded.toFixed(maximumFractionDigits).split('.');
  const fraction = decimals.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  let text = grouping ? groupThousands(whole, symbols.group) : whole;
  if (fraction) text += symbols.decimal + fraction;
  text = localDigits(text, locale);
  return value < 0 && rounded !== 0 ? symbols.minus + text : text;
}

/** A count, quantity or points balance: whole, grouped. */
export function formatInteger(value: number, locale: Locale): string {
  return formatNumber(Math.trunc(value), locale);
}

/** A number that names something (an order number, a year): the page's digits, never grouped. */
export function formatNumeral(value: number, locale: Locale): string {
  return formatNumber(Math.trunc(value), locale, { grouping: false });
}

/** A percentage given in whole percent (15 → "15%", "١٥ ٪", "١٥٪"). */
export function formatPercent(percent: number, locale: Locale, options: NumberOptions = {}): string {
  return SYMBOLS[locale].percent(formatNumber(percent, locale, options));
}

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * CLDR plural rules of a language. Sorani has English's two forms (one, other); engines without Sorani data
 * resolve `ckb` to their default language, so the rules are asked of a locale every engine has.
 */
export function pluralRulesOf(locale: Locale, type: Intl.PluralRuleType = 'cardinal'): Intl.PluralRules {
  const key = `${locale}:${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale === 'ar' ? 'ar-IQ' : 'en', { type });
    pluralRules.set(key, rules);
  }
  return rules;
}

// Sorani and Arabic ordinals are words up to ten (what a reader expects: "the third"); past that Sorani adds
// -ەم to the number and Arabic writes the number after the noun it counts, so the number alone is right.
const SORANI_ORDINALS = ['یەکەم', 'دووەم', 'سێیەم', 'چوارەم', 'پێنجەم', 'شەشەم', 'حەوتەم', 'هەشتەم', 'نۆیەم', 'دەیەم'];
const ARABIC_ORDINALS = [
  'الأول',
  'الثاني',
  'الثالث',
  'الرابع',
  'الخامس',
  'السادس',
  'السابع',
  'الثامن',
  'التاسع',
  'العاشر',
];
const ENGLISH_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** A position: "3rd", "سێیەم", "الثالث"; "21st", "٢١ەم", "٢١". */
export function formatOrdinal(value: number, locale: Locale): string {
  const n = Math.trunc(value);
  if (locale === 'en')
    return `${formatNumeral(n, 'en')}${ENGLISH_SUFFIX[pluralRulesOf('en', 'ordinal').select(n)] ?? 'th'}`;
  const words = locale === 'ku' ? SORANI_ORDINALS : ARABIC_ORDINALS;
  if (n >= 1 && n <= words.length) return words[n - 1]!;
  return locale === 'ku' ? `${formatNumeral(n, locale)}ەم` : formatNumeral(n, locale);
}
