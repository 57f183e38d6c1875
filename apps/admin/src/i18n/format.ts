// Every number, amount and date the back office shows goes through here. Route language → ICU locale:
// ku → ckb-IQ, ar → ar-IQ, en → en-IQ. Browsers without Sorani data (Chromium ships no `ckb`) would
// silently fall back to English digits, so Sorani then borrows Iraqi Arabic's digits with numeric dates
// (Arabic month names would be the wrong language).
import { ICU_LOCALE, type Locale } from '@dukan/core/locales';
import { formatPrice } from '@dukan/core/money/format';

type Supported = (locale: string) => string[];
const intlSupports: Supported = (l) => Intl.DateTimeFormat.supportedLocalesOf(l);

export function icuLocaleOf(locale: Locale, supported: Supported = intlSupports): string {
  if (locale === 'ku' && supported(ICU_LOCALE.ku).length === 0) return 'ar-IQ-u-nu-arab';
  return ICU_LOCALE[locale];
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}

/** Whole dinars, with the currency. */
export function formatIqd(amount: number, locale: Locale): string {
  return formatPrice(amount, locale);
}

export function formatNumber(value: number, locale: Locale): string {
  const icu = icuLocaleOf(locale);
  return cached(`n:${icu}`, () => new Intl.NumberFormat(icu, { maximumFractionDigits: 0 })).format(value);
}

/** A number that names something (an order number): the language's digits, never grouped (#100001). */
export function formatIdentifier(value: number, locale: Locale): string {
  const icu = icuLocaleOf(locale);
  return cached(`id:${icu}`, () => new Intl.NumberFormat(icu, { useGrouping: false })).format(value);
}

/** Shorter amounts for chart axes (1.2M, ١٫٢ ملايين). */
export function formatCompact(value: number, locale: Locale): string {
  const icu = icuLocaleOf(locale);
  return cached(`c:${icu}`, () => new Intl.NumberFormat(icu, { notation: 'compact' })).format(value);
}

const numericDay = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

export function formatDate(value: Date | string, locale: Locale): string {
  const icu = icuLocaleOf(locale);
  const options = icu === ICU_LOCALE[locale] ? ({ dateStyle: 'medium' } as const) : numericDay;
  return cached(`d:${icu}`, () => new Intl.DateTimeFormat(icu, options)).format(new Date(value));
}

export function formatDateTime(value: Date | string, locale: Locale): string {
  const icu = icuLocaleOf(locale);
  const options =
    icu === ICU_LOCALE[locale]
      ? ({ dateStyle: 'medium', timeStyle: 'short' } as const)
      : ({ ...numericDay, hour: '2-digit', minute: '2-digit' } as const);
  return cached(`dt:${icu}`, () => new Intl.DateTimeFormat(icu, options)).format(new Date(value));
}

/** A day on a chart's axis: day and month only. */
export function formatShortDay(value: Date | string, locale: Locale): string {
  const icu = icuLocaleOf(locale);
  return cached(`sd:${icu}`, () => new Intl.DateTimeFormat(icu, { day: 'numeric', month: 'numeric' })).format(
    new Date(value),
  );
}
