import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { getCountries } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { countriesInNameOrder, countryName } from './country-names';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

describe('country names', () => {
  it('are what scripts/generate-country-names.mjs writes from CLDR', () => {
    expect(() =>
      execFileSync(process.execPath, ['scripts/generate-country-names.mjs', '--check'], { cwd: root, stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('name every country in Sorani, Arabic and English', () => {
    expect(countryName('IQ', 'ku')).toBe('عێراق');
    expect(countryName('IR', 'ku')).toBe('ئێران');
    expect(countryName('TR', 'ku')).toBe('تورکیا');
    expect(countryName('IQ', 'ar')).toBe('العراق');
    expect(countryName('IQ', 'en')).toBe('Iraq');
    for (const locale of ['ku', 'ar', 'en'] as const) {
      expect(countriesInNameOrder(locale).sort()).toEqual([...getCountries()].sort());
      for (const code of getCountries()) expect(countryName(code, locale), code).not.toBe(code);
    }
  });

  it('writes Sorani names in Arabic script, Arabic where CLDR has no Sorani name', () => {
    const arabicScript = /^[\u0600-\u06FF\s()،.\-–]+$/u;
    for (const code of getCountries()) expect(countryName(code, 'ku'), code).toMatch(arabicScript);
    expect(countryName('IO', 'ku')).toBe(countryName('IO', 'ar'));
  });

  it('keeps each language in its alphabetical order', () => {
    const ordered = (locale: 'ku' | 'ar' | 'en', collation: string) => {
      const list = countriesInNameOrder(locale).map((c) => countryName(c, locale));
      expect(list).toEqual([...list].sort(new Intl.Collator(collation).compare));
    };
    ordered('ku', 'ckb');
    ordered('ar', 'ar');
    ordered('en', 'en');
  });
});
