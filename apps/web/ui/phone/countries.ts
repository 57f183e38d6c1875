// The country list of the phone input: names in the page's language (CLDR, shipped with the app in
// @dukan/core/phone/country-names: Chromium has no Sorani names to ask for), flag emoji and calling codes.
import type { Locale } from '@dukan/core/locales';
import { countriesInNameOrder, countryName } from '@dukan/core/phone/country-names';
import { countryCallingCode, type CountryCode } from '@dukan/core/phone/rules';
import { foldForSearch } from './typeahead';

export interface CountryOption {
  code: CountryCode;
  name: string;
  /** Without the plus: "964". */
  callingCode: string;
  flag: string;
  searchName: string;
  /** The English name, folded: typing "iran" on a Kurdish page finds ئێران too. */
  englishSearchName: string;
}

/** The shop is Iraqi: Iraq heads the list, the rest follow in the page language's alphabetical order. */
export const FIRST_COUNTRY: CountryCode = 'IQ';

/** The two regional-indicator letters that emoji fonts draw as the country's flag. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

export function countryNamer(locale: Locale): (code: CountryCode) => string {
  return (code) => countryName(code, locale);
}

/** The allowed countries in the page's language: Iraq first, then alphabetically. */
export function countryOptions(locale: Locale, codes: readonly CountryCode[]): CountryOption[] {
  const allowed = new Set(codes);
  const ordered = countriesInNameOrder(locale).filter((code) => allowed.has(code));
  // A code CLDR does not name (none today) still gets a row, at the end.
  for (const code of codes) if (!ordered.includes(code)) ordered.push(code);
  if (allowed.has(FIRST_COUNTRY)) ordered.unshift(...ordered.splice(ordered.indexOf(FIRST_COUNTRY), 1));
  return ordered.map((code) => {
    const name = countryName(code, locale);
    return {
      code,
      name,
      callingCode: countryCallingCode(code),
      flag: flagEmoji(code),
      searchName: foldForSearch(name),
      englishSearchName: foldForSearch(countryName(code, 'en')),
    };
  });
}
