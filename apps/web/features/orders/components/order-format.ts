// How the order pages write numbers and dates in the page's language (formatting, not messages: the
// messages come from useText).
import { formatDate, formatDateTime } from '@dukan/core/format/dates';
import { formatInteger, formatNumeral, localDigits } from '@dukan/core/format/numbers';
import type { Locale } from '@dukan/core/locales';
import { formatPrice } from '@dukan/core/money/format';

export interface OrderFormat {
  price(amount: number): string;
  /** A whole number in the page's digits (١٬٠٤٢ in Arabic), grouped. */
  count(value: number): string;
  /** An order number: the page's digits, never grouped (it is a name, not an amount). */
  orderNumber(value: number): string;
  /** ASCII digits of a ready-made text (a countdown, coordinates) in the page's digits. */
  digits(text: string): string;
  date(iso: string): string;
  dateTime(iso: string): string;
}

export function orderFormat(locale: Locale): OrderFormat {
  return {
    price: (amount) => formatPrice(amount, locale),
    count: (value) => formatInteger(value, locale),
    orderNumber: (value) => formatNumeral(value, locale),
    digits: (ascii) => localDigits(ascii, locale),
    // Medium in Arabic and English (24/11/2026, Nov 24, 2026) fits a list; Sorani has one form, the long one.
    date: (iso) => formatDate(iso, locale, { style: 'medium' }),
    dateTime: (iso) => formatDateTime(iso, locale, { style: 'medium' }),
  };
}
