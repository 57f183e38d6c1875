import { allowedCountries } from '@dukan/core/phone/rules';
import { describe, expect, it } from 'vitest';
import { countryNamer, countryOptions, flagEmoji } from './countries';

describe('flagEmoji', () => {
  it('spells the region code in regional-indicator letters', () => {
    expect(flagEmoji('IQ')).toBe('\u{1F1EE}\u{1F1F6}');
    expect(flagEmoji('gb')).toBe('\u{1F1EC}\u{1F1E7}');
  });
});

describe('countryNamer', () => {
  it('names countries in Sorani for ku, Arabic for ar and English for en, the same in every engine', () => {
    expect(countryNamer('ku')('IQ')).toBe('عێراق');
    expect(countryNamer('ku')('IR')).toBe('ئێران');
    expect(countryNamer('ar')('IQ')).toBe('العراق');
    expect(countryNamer('en')('IQ')).toBe('Iraq');
  });

  it('falls back to the Arabic name where CLDR has no Sorani one', () => {
    expect(countryNamer('ku')('IO')).toBe(countryNamer('ar')('IO'));
  });
});

describe('countryOptions', () => {
  it('puts Iraq first, then each allowed country by name, with its flag and calling code', () => {
    const options = countryOptions('en', allowedCountries(['TR', 'IQ', 'GB', 'IR']));
    expect(options.map((o) => o.code)).toEqual(['IQ', 'IR', 'TR', 'GB']);
    expect(options[0]).toEqual({
      code: 'IQ',
      name: 'Iraq',
      callingCode: '964',
      flag: '\u{1F1EE}\u{1F1F6}',
      searchName: 'iraq',
      englishSearchName: 'iraq',
    });
  });

  it('lists Kurdish pages in Sorani, Iraq first', () => {
    const options = countryOptions('ku', allowedCountries());
    expect(options[0]?.name).toBe('عێراق');
    expect(options.map((o) => o.name)).toContain('ئێران');
    expect(options.every((o) => !/[A-Za-z]/.test(o.name))).toBe(true);
  });

  it('sorts Arabic names in Arabic order', () => {
    const names = countryOptions('ar', allowedCountries(['IQ', 'EG', 'JO'])).map((o) => o.name);
    expect(names).toEqual(['العراق', 'الأردن', 'مصر']);
  });

  it('keeps the order without Iraq', () => {
    expect(countryOptions('ar', allowedCountries(['EG', 'JO'])).map((o) => o.code)).toEqual(['JO', 'EG']);
  });
});
