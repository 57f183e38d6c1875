// Number and plural formatting for ICU MessageFormat (intl-messageformat's `formatters` option), so `#`,
// `{n, number}` and plain `{n}` in a message write the page's digits like everything else on the page.
import { ICU_LOCALE, type Locale } from '../locales';
import { formatNumber, pluralRulesOf } from './numbers';

export interface MessageFormatters {
  getNumberFormat(locales?: string | string[], options?: Intl.NumberFormatOptions): Intl.NumberFormat;
  getDateTimeFormat(...args: ConstructorParameters<typeof Intl.DateTimeFormat>): Intl.DateTimeFormat;
  getPluralRules(locales?: string | string[], options?: Intl.PluralRulesOptions): Intl.PluralRules;
}

export function messageFormatters(locale: Locale): MessageFormatters {
  return {
    getNumberFormat: (_locales, options = {}) =>
      ({
        // A string is a value the caller wrote already (an order number, text from the database): as written.
        format: (value: number | string) =>
          typeof value === 'number'
            ? formatNumber(value, locale, {
                grouping: options.useGrouping !== false,
                maximumFractionDigits: options.maximumFractionDigits ?? 3,
                minimumFractionDigits: options.minimumFractionDigits ?? 0,
              })
            : String(value),
      }) as Intl.NumberFormat,
    // No message formats a date (they arrive written by dates.ts); this keeps ICU's behaviour if one ever does.
    getDateTimeFormat: (_locales, options) => new Intl.DateTimeFormat(ICU_LOCALE[locale], options),
    getPluralRules: (_locales, options) => pluralRulesOf(locale, options?.type ?? 'cardinal'),
  };
}
