// Money is an integer number of dinars. Formatting is per route language (see ICU_LOCALE).
import { ICU_LOCALE, type Locale } from '../locales';

export const CURRENCY = 'IQD';

const formatters = new Map<Locale, (amount: number) => string>();

/**
 * The price formatter of a route language. Browsers without Sorani data (Chromium ships no `ckb`) would fall
 * back to English ("IQD 115,000") under server-rendered "١١٥٬٠٠٠ د.ع."; Iraqi Arabic writes the same digits
 * and symbol, with one leading right-to-left mark that Sorani's ICU data does not put there.
 */
export function priceFormatter(
  locale: Locale,
  supported: (locales: string) => string[] = (l) => Intl.NumberFormat.supportedLocalesOf(l),
): (amount: number) => string {
  const options = { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 } as const;
  const icu = ICU_LOCALE[locale];
  if (locale === 'ku' && supported(icu).length === 0) {
    const arabic = new Intl.NumberFormat(ICU_LOCALE.ar, options);
    return (amount) => arabic.format(amount).replace(/^\u200f/, '');
  }
  const f = new Intl.NumberFormat(icu, options);
  return (amount) => f.format(amount);
}

export function formatPrice(amount: number, locale: Locale): string {
  let f = formatters.get(locale);
  if (!f) {
    f = priceFormatter(locale);
    formatters.set(locale, f);
  }
  return f(amount);
}

/** Whole percent saved, rounded down so a shopper is never promised more than they get. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (!originalPrice || originalPrice <= price) return null;
  return Math.floor(((originalPrice - price) / originalPrice) * 100);
}
