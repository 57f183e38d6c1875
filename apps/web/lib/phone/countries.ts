// The country list of the phone input: localized names, flag emoji and calling codes, built from
// libphonenumber's metadata and the browser's own Intl data (nothing to download).
import { ICU_LOCALE, type Locale } from '@dukan/core/locales';
import { countryCallingCode, type CountryCode } from '@dukan/core/phone/rules';
import { foldForSearch } from './typeahead';

export interface CountryOption {
  code: CountryCode;
  name: string;
  /** Without the plus: "964". */
  callingCode: string;
  flag: string;
  searchName: string;
}

/** The two regional-indicator letters that emoji fonts draw as the country's flag. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

// Chromium ships no Sorani (ckb) names at all and ICU lacks a few (IO); Arabic-script names read better to
// Kurdish readers than English, which is the last resort for every language.
const NAME_LOCALES: Record<Locale, string[]> = {
  ku: [ICU_LOCALE.ku, ICU_LOCALE.ar, ICU_LOCALE.en],
  ar: [ICU_LOCALE.ar, ICU_LOCALE.en],
  en: [ICU_LOCALE.en],
};

export function countryNamer(locale: Locale): (code: CountryCode) => string {
  // A locale the engine lacks would silently resolve to its default language: skip it instead.
  const namers = Intl.DisplayNames.supportedLocalesOf(NAME_LOCALES[locale]).map(
    (l) => new Intl.DisplayNames(l, { type: 'region', fallback: 'none' }),
  );
  return (code) => {
    for (const names of namers) {
      const name = names.of(code);
      if (name && name !== code) return name;
    }
    return code;
  };
}

/** The countries in the page's language, sorted by name as that language sorts. */
export function countryOptions(locale: Locale, codes: readonly CountryCode[]): CountryOption[] {
  const nameOf = countryNamer(locale);
  const collator = new Intl.Collator(NAME_LOCALES[locale]);
  return codes
    .map((code) => {
      const name = nameOf(code);
      return {
        code,
        name,
        callingCode: countryCallingCode(code),
        flag: flagEmoji(code),
        searchName: foldForSearch(name),
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}
