// Every number, amount and date the back office shows goes through here, and through the shared format module
// of @dukan/core where it has the form (numbers, money, dates, times: the storefront's own text, Baghdad's
// clock, Sorani without relying on the browser's data). Chart axes (compact amounts, day/month) and message
// plurals still use Intl, with this ICU locale: ku → ckb-IQ, ar → ar-IQ, en → en-IQ; browsers without Sorani
// data (Chromium ships no `ckb`) would fall back to English digits, so Sorani then borrows Iraqi Arabic's.
import { ICU_LOCALE, type Locale } from '@dukan/core/locales';
import {
  formatDate as formatSharedDate,
  formatDateTime as formatSharedDateTime,
  formatNumber as formatSharedNumber,
  formatPrice,
} from '@dukan/core/format/index';

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

/** Counts and amounts: the shared module writes the language's digits and separators without Intl's gaps. */
export function formatNumber(value: number, locale: Locale): string {
  return formatSharedNumber(value, locale);
}

/** A number that names something (an order number): the language's digits, never grouped (#100001). */
export function formatIdentifier(value: number, locale: Locale): string {
  return formatSharedNumber(value, locale, { grouping: false });
}

/** Shorter amounts for chart axes (1.2M, ١٫٢ ملايين). */
export function formatCompact(value: number, locale: Locale): string {
  const icu = icuLocaleOf(locale);
  return cached(`c:${icu}`, () => new Intl.NumberFormat(icu, { notation: 'compact' })).format(value);
}

/** A day on Baghdad's clock, as the storefront writes it (Sorani from CLDR's names, not the browser's data). */
export function formatDate(value: Date | string, locale: Locale): string {
  return formatSharedDate(value, locale, { style: 'medium' });
}

/** A moment on Baghdad's clock: the day and the time of day. */
export function formatDateTime(value: Date | string, locale: Locale): string {
  return formatSharedDateTime(value, locale, { style: 'medium' });
}

/** A day on a chart's axis: day and month only. */
export function formatShortDay(value: Date | string, locale: Locale): string {
  const icu = icuLocaleOf(locale);
  return cached(`sd:${icu}`, () => new Intl.DateTimeFormat(icu, { day: 'numeric', month: 'numeric' })).format(
    new Date(value),
  );
}
