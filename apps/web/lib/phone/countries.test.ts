import { allowedCountries } from '@dukan/core/phone/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryNamer, countryOptions, flagEmoji } from './countries';

describe('flagEmoji', () => {
  it('spells the region code in regional-indicator letters', () => {
    expect(flagEmoji('IQ')).toBe('\u{1F1EE}\u{1F1F6}');
    expect(flagEmoji('gb')).toBe('\u{1F1EC}\u{1F1E7}');
  });
});

describe('countryNamer', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names countries in Sorani for ku, Arabic for ar and English for en', () => {
    expect(countryNamer('ku')('IQ')).toBe('عێراق');
    expect(countryNamer('ar')('IQ')).toBe('العراق');
    expect(countryNamer('en')('IQ')).toBe('Iraq');
  });

  it('falls back to the Arabic name where ICU has no Sorani one', () => {
    expect(countryNamer('ku')('IO')).toBe(countryNamer('ar')('IO'));
    expect(countryNamer('ku')('IO')).not.toBe('IO');
  });

  it('uses Arabic names for ku in an engine without Sorani data (Chromium), never its default language', () => {
    const supported = Intl.DisplayNames.supportedLocalesOf.bind(Intl.DisplayNames);
    vi.spyOn(Intl.DisplayNames, 'supportedLocalesOf').mockImplementation((locales) =>
      supported(locales).filter((l) => !l.startsWith('ckb')),
    );
    expect(countryNamer('ku')('IQ')).toBe('العراق');
  });
});

describe('countryOptions', () => {
  it('gives each allowed country its name, flag and calling code, sorted by name', () => {
    const options = countryOptions('en', allowedCountries(['TR', 'IQ', 'GB', 'IR']));
    expect(options.map((o) => o.code)).toEqual(['IR', 'IQ', 'TR', 'GB']);
    expect(options[1]).toEqual({
      code: 'IQ',
      name: 'Iraq',
      callingCode: '964',
      flag: '\u{1F1EE}\u{1F1F6}',
      searchName: 'iraq',
    });
  });

  it('sorts Arabic names in Arabic order', () => {
    const names = countryOptions('ar', allowedCountries(['IQ', 'EG', 'JO'])).map((o) => o.name);
    expect(names).toEqual(['الأردن', 'العراق', 'مصر']);
  });
});
