// Money is an integer number of dinars. Formatting is per route language (see ICU_LOCALE).
import { ICU_LOCALE, type Locale } from '../locales';

export const CURRENCY = 'IQD';

const formatters = new Map<Locale, Intl.NumberFormat>();

export function formatPrice(amount: number, locale: Locale): string {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(ICU_LOCALE[locale], { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
    formatters.set(locale, f);
  }
  return f.format(amount);
}

/** Whole percent saved, rounded down so a shopper is never promised more than they get. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (!originalPrice || originalPrice <= price) return null;
  return Math.floor(((originalPrice - price) / originalPrice) * 100);
}
