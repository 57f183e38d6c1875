import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ICU_LOCALE, LOCALES } from '../locales';
import {
  formatInteger,
  formatNumber,
  formatNumeral,
  formatOrdinal,
  formatPercent,
  localDigits,
  pluralRulesOf,
} from './numbers';

// Node ships full ICU, Sorani included: the tables must write what ICU writes for ckb, ar-IQ and en-IQ.
const icu = (locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options);

describe('formatNumber', () => {
  it('writes integers as ICU does in each language', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        for (const locale of LOCALES) {
          expect(formatNumber(n, locale)).toBe(icu(ICU_LOCALE[locale]).format(n));
          expect(formatNumeral(n, locale)).toBe(icu(ICU_LOCALE[locale], { useGrouping: false }).format(n));
        }
      }),
    );
  });

  it('writes fractions as ICU does, rounding to the asked digits', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer({ min: 0, max: 2 }), (n, digits) => {
        // Float halves (x.xx5) round differently in binary and decimal; ICU rounds the decimal form.
        fc.pre(Math.abs(((Math.abs(n) * 10 ** digits) % 1) - 0.5) > 1e-6);
        // ICU writes "-0" for a negative that rounds to zero; a shopper is shown 0 (tested below).
        fc.pre(Math.round(Math.abs(n) * 10 ** digits) !== 0 || (n >= 0 && !Object.is(n, -0)));
        for (const locale of LOCALES) {
          expect(formatNumber(n, locale, { maximumFractionDigits: digits })).toBe(
            icu(ICU_LOCALE[locale], { maximumFractionDigits: digits }).format(n),
          );
        }
      }),
    );
  });

  it('uses Arabic-Indic digits in Sorani and Arabic, Latin in English', () => {
    expect(formatNumber(1_130_000, 'ku')).toBe('١٬١٣٠٬٠٠٠');
    expect(formatNumber(1_130_000, 'ar')).toBe('١٬١٣٠٬٠٠٠');
    expect(formatNumber(1_130_000, 'en')).toBe('1,130,000');
    expect(formatNumber(1.5, 'ku', { maximumFractionDigits: 1 })).toBe('١٫٥');
    expect(formatNumber(-0.2, 'ku')).toBe('٠');
    expect(formatNumber(2, 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('2.00');
  });

  it('keeps order numbers and years ungrouped', () => {
    expect(formatNumeral(100014, 'ku')).toBe('١٠٠٠١٤');
    expect(formatInteger(100014, 'ku')).toBe('١٠٠٬٠١٤');
    expect(formatNumeral(2026, 'en')).toBe('2026');
  });
});

describe('localDigits', () => {
  it('rewrites only digits, and only on right-to-left pages', () => {
    expect(localDigits('4:05 +964', 'ku')).toBe('٤:٠٥ +٩٦٤');
    expect(localDigits('4:05', 'ar')).toBe('٤:٠٥');
    expect(localDigits('4:05', 'en')).toBe('4:05');
  });
});

describe('formatPercent', () => {
  it('writes whole percent as ICU writes the ratio', () => {
    for (const locale of LOCALES) {
      for (const p of [0, 5, 15, 100, 1250]) {
        expect(formatPercent(p, locale)).toBe(icu(ICU_LOCALE[locale], { style: 'percent' }).format(p / 100));
      }
    }
    expect(formatPercent(15, 'en')).toBe('15%');
  });
});

describe('formatOrdinal', () => {
  it('English suffixes follow the ordinal plural rules', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map((n) => formatOrdinal(n, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });

  it('Sorani and Arabic name the first ten in words, then use the page digits', () => {
    expect(formatOrdinal(3, 'ku')).toBe('سێیەم');
    expect(formatOrdinal(21, 'ku')).toBe('٢١ەم');
    expect(formatOrdinal(1, 'ar')).toBe('الأول');
    expect(formatOrdinal(12, 'ar')).toBe('١٢');
  });
});

describe('pluralRulesOf', () => {
  it('has Arabic six forms and Sorani two', () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => pluralRulesOf('ar').select(n))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
    expect([1, 2, 5].map((n) => pluralRulesOf('ku').select(n))).toEqual(
      [1, 2, 5].map((n) => new Intl.PluralRules('ckb').select(n)),
    );
  });
});
