import { describe, expect, it } from 'vitest';
import { toAsciiDigits } from '../text/normalize';
import { discountPercent, formatPrice, priceFormatter } from './format';

// Formatted strings carry RLM and no-break spaces: compare the digits, not the whole string.
const digitsOf = (s: string) => toAsciiDigits(s).replace(/[^0-9]/g, '');

describe('formatPrice', () => {
  it('formats whole dinars with no fraction in every language', () => {
    for (const locale of ['ku', 'ar', 'en'] as const) {
      expect(digitsOf(formatPrice(25000, locale))).toBe('25000');
    }
  });
  it('names the currency', () => {
    expect(formatPrice(1500, 'en')).toMatch(/IQD/);
    expect(formatPrice(1500, 'ar')).toMatch(/د\.ع/);
  });
  it('uses Arabic-Indic digits for Arabic', () => {
    expect(formatPrice(1500, 'ar')).toMatch(/[٠-٩]/);
  });
});

describe('discountPercent', () => {
  it('rounds down', () => {
    expect(discountPercent(66_667, 100_000)).toBe(33);
  });
  it('is null without a higher original price', () => {
    expect(discountPercent(1000, null)).toBeNull();
    expect(discountPercent(1000, 1000)).toBeNull();
  });
});

describe('priceFormatter without Sorani data (Chromium)', () => {
  it('writes Kurdish prices exactly as the server does with Sorani data', () => {
    const withoutSorani = priceFormatter('ku', () => []);
    expect(withoutSorani(115_000)).toBe(formatPrice(115_000, 'ku'));
    expect(withoutSorani(115_000)).toMatch(/١١٥٬٠٠٠/);
  });
});
