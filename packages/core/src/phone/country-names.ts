// Country names in the shop's languages, from CLDR (generated into country-names.json by
// scripts/generate-country-names.mjs): the same names on the server and in every browser, Sorani included.
import type { CountryCode } from 'libphonenumber-js/max';
import type { Locale } from '../locales';
import names from './country-names.json';

const NAMES = names as unknown as Record<Locale, Record<string, string>>;

/** The country's name in the page's language (its code when CLDR has none). */
export function countryName(code: CountryCode, locale: Locale): string {
  return NAMES[locale][code] ?? code;
}

/** Every named country code, in the page's language's alphabetical order. */
export function countriesInNameOrder(locale: Locale): CountryCode[] {
  return Object.keys(NAMES[locale]) as CountryCode[];
}
