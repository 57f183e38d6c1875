// The phone input's rules (spec §3 "Phone input value", §5 "Phone input", §8, §9), pure so the storefront
// component and any server check read a typed number the same way.
//
// Metadata: 'libphonenumber-js/max', the same set normalizePhoneNumber uses on the API. 'min' would be half
// the size (about 20 kB less gzipped) but validates by length only, so the browser would accept numbers the
// server then refuses; the login modal that carries this can be loaded on demand instead.
import metadata from 'libphonenumber-js/metadata.max.json';
import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import { toAsciiDigits } from '../text/normalize';
import { DEFAULT_PHONE_COUNTRY } from './normalize';

export { DEFAULT_PHONE_COUNTRY };
export type { CountryCode };

/** Spec §9: a national number has 2 to 17 digits. */
export const PHONE_NATIONAL_DIGITS = { min: 2, max: 17 } as const;
/** Spec §5: input over 250 characters is too long, whatever the input's own maximum. */
export const PHONE_MAX_INPUT_CHARS = 250;
/** Spec §5: the input's default maximum length. */
export const PHONE_DEFAULT_MAX_LENGTH = 25;

/**
 * Spec §9 "extension digit limits 20, 15, 9, 6". Our reading: these are the caps libphonenumber puts on the
 * digits of an extension written after the number, by how sure it is that the label means "extension":
 * an explicit label ("ext", "extension", "anexo") or RFC 3966 ";ext=" takes up to 20, an auto-dialling
 * ",," or ";" up to 15, a one-character label ("x", "#", "~") or commas up to 9, and the American
 * "- 503#" up to 6. Longer runs make the whole text NOT_A_NUMBER. libphonenumber-js applies them while
 * parsing (rules.test.ts pins each edge); a kept extension shows in `formatted` (" x12", ";ext=12").
 * The component's default character filter drops letters, "#", "," and ";", so typed input has none.
 */
export const PHONE_EXTENSION_DIGIT_LIMITS = {
  explicitLabel: 20,
  autoDialling: 15,
  ambiguousLabel: 9,
  americanSuffix: 6,
} as const;

export const PHONE_FORMAT_MODES = ['auto', 'national', 'international', 'e.164', 'rfc3966', 'idd'] as const;
export type PhoneFormatMode = (typeof PHONE_FORMAT_MODES)[number];

export type PhoneError = 'NOT_A_NUMBER' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_COUNTRY';

/** Spec §3 "Phone input value", plus the E.164 form and why the text is not a number. */
export interface PhoneValue {
  /** The country the number belongs to: read from an international number, else the selected one. */
  country: CountryCode;
  valid: boolean;
  possible: boolean;
  nationalNumber: string;
  /** The number in the chosen format when valid, otherwise the text as typed (trimmed). */
  formatted: string;
  e164: string | null;
  /** Why the text is not a number for the country; null when it parses (it may still be invalid). */
  error: PhoneError | null;
}

const DEFAULT_CHARACTERS = /[0-9 ()+-]/;

/**
 * Keeps what people type in a phone number: digits (Arabic-Indic ٠-٩ and Persian ۰-۹ become ASCII),
 * spaces (any whitespace becomes one), parentheses, plus and hyphen. A custom `pattern` replaces that
 * set: each character is kept when it matches.
 */
export function sanitizePhoneInput(text: string, pattern?: RegExp): string {
  // A global or sticky RegExp keeps state between test() calls; one without those flags does not.
  const allowed = pattern ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')) : DEFAULT_CHARACTERS;
  let out = '';
  for (const char of toAsciiDigits(text).replace(/\s/g, ' ')) if (allowed.test(char)) out += char;
  return out;
}

/** The selectable countries: all known ones, or only `only`, minus `ignored` (codes in any letter case). */
export function allowedCountries(only?: readonly string[], ignored?: readonly string[]): CountryCode[] {
  const upper = (list?: readonly string[]) => new Set((list ?? []).map((c) => c.toUpperCase()));
  const onlySet = upper(only);
  const ignoredSet = upper(ignored);
  return getCountries().filter((c) => (onlySet.size === 0 || onlySet.has(c)) && !ignoredSet.has(c));
}

/** Spec §8: the preferred country when it may be chosen, else the first allowed one. */
export function resolveCountry(preferred: string | undefined, allowed: readonly CountryCode[]): CountryCode {
  const wanted = preferred?.toUpperCase();
  if (wanted && allowed.includes(wanted as CountryCode)) return wanted as CountryCode;
  return allowed[0] ?? DEFAULT_PHONE_COUNTRY;
}

/** "964" for IQ. */
export function countryCallingCode(country: CountryCode): string {
  return getCountryCallingCode(country);
}

const INTERNATIONAL_PREFIX = /^\s*(?:\+|00)/;

function isInternational(text: string): boolean {
  return INTERNATIONAL_PREFIX.test(text);
}

/** The calling code at the start of an international number's digits (calling codes are prefix-free). */
function leadingCallingCode(digits: string): string | null {
  for (let length = 1; length <= 3; length++) {
    const code = digits.slice(0, length);
    if (code.length < length) break;
    if (metadata.country_calling_codes[code] || metadata.nonGeographic[code]) return code;
  }
  return null;
}

/** The country a calling code stands for: the current one if it shares the code, else the code's main one. */
function countryForCallingCode(code: string, current: CountryCode): CountryCode | null {
  // Non-geographic codes (+800, +882…) have no country a shopper could pick.
  const countries = metadata.country_calling_codes[code] ?? [];
  if (countries.includes(current)) return current;
  const main = countries[0];
  return main && isSupportedCountry(main) ? main : null;
}

/** Rewrites an international text to `country`'s calling code ("+44 7700…" → "+964 7700…"); national text stays. */
export function withCallingCode(text: string, country: CountryCode): string {
  const ascii = toAsciiDigits(text);
  if (!isInternational(ascii)) return text;
  const digits = ascii.replace(INTERNATIONAL_PREFIX, '').replace(/\D/g, '');
  const rest = digits.slice(leadingCallingCode(digits)?.length ?? digits.length);
  return `+${getCountryCallingCode(country)}${rest ? ` ${rest}` : ''}`;
}

const reportedModes = new Set<string>();

/** Spec §5: a known format mode, or international for anything else (logged once per unknown value). */
export function resolveFormatMode(mode: string): PhoneFormatMode {
  const lower = mode.toLowerCase();
  if ((PHONE_FORMAT_MODES as readonly string[]).includes(lower)) return lower as PhoneFormatMode;
  if (!reportedModes.has(mode)) {
    reportedModes.add(mode);
    console.error(`Unknown phone format mode "${mode}": using "international".`);
  }
  return 'international';
}

/**
 * Formats a parsed number. "auto" is international when the text was typed with "+" or "00", national
 * otherwise; "idd" dials from `fromCountry` (Iraq: "00 44 …") and is international where no prefix is known.
 */
export function formatPhone(
  number: PhoneNumber,
  mode: string,
  context: { typed?: string; fromCountry?: CountryCode } = {},
): string {
  let resolved = resolveFormatMode(mode);
  if (resolved === 'auto') resolved = isInternational(context.typed ?? '') ? 'international' : 'national';
  switch (resolved) {
    case 'national':
      return number.formatNational();
    case 'e.164':
      return number.number;
    case 'rfc3966':
      return number.getURI();
    case 'idd':
      return (
        number.format('IDD', { fromCountry: context.fromCountry ?? DEFAULT_PHONE_COUNTRY }) ??
        number.formatInternational()
      );
    default:
      return number.formatInternational();
  }
}

export interface PhoneCheck {
  text: string;
  /** The selected country; national numbers are read and validated for it. */
  country: CountryCode;
  onlyCountries?: readonly string[];
  ignoredCountries?: readonly string[];
  maxLength?: number;
  format?: string;
}

function parseErrorKind(error: unknown): PhoneError {
  if (error instanceof ParseError) {
    const kind = error.message;
    if (kind === 'TOO_SHORT' || kind === 'TOO_LONG' || kind === 'INVALID_COUNTRY') return kind;
  }
  return 'NOT_A_NUMBER';
}

/** Reads typed text as a phone number for the selected country (spec §5, §8). */
export function validatePhone({
  text,
  country,
  onlyCountries,
  ignoredCountries,
  maxLength = PHONE_DEFAULT_MAX_LENGTH,
  format = 'international',
}: PhoneCheck): PhoneValue {
  const typed = text.trim();
  const invalid = (error: PhoneError | null, at: CountryCode = country, nationalNumber = ''): PhoneValue => ({
    country: at,
    valid: false,
    possible: false,
    nationalNumber,
    formatted: typed,
    e164: null,
    error,
  });

  if (text.length > Math.min(maxLength, PHONE_MAX_INPUT_CHARS)) return invalid('TOO_LONG');
  if (!isSupportedCountry(country)) return invalid('INVALID_COUNTRY');
  const allowed = allowedCountries(onlyCountries, ignoredCountries);

  const ascii = toAsciiDigits(typed);
  const international = isInternational(ascii);
  // An international number names its country; while it is still being typed, its calling code does.
  let owner = country;
  if (international) {
    const code = leadingCallingCode(ascii.replace(INTERNATIONAL_PREFIX, '').replace(/\D/g, ''));
    if (code) {
      const found = countryForCallingCode(code, country);
      if (!found) return invalid('INVALID_COUNTRY');
      owner = found;
    }
  }

  let parsed: PhoneNumber;
  try {
    parsed = parsePhoneNumberWithError(ascii, { defaultCountry: country, extract: false });
  } catch (error) {
    return invalid(allowed.includes(owner) ? parseErrorKind(error) : 'INVALID_COUNTRY', owner);
  }

  if (international) owner = parsed.country ?? owner;
  if (!allowed.includes(owner)) return invalid('INVALID_COUNTRY', owner, parsed.nationalNumber);

  const digits = parsed.nationalNumber.length;
  if (digits < PHONE_NATIONAL_DIGITS.min) return invalid('TOO_SHORT', owner, parsed.nationalNumber);
  if (digits > PHONE_NATIONAL_DIGITS.max) return invalid('TOO_LONG', owner, parsed.nationalNumber);

  // A national number must belong to the selected country itself, not a neighbour sharing its calling code.
  const valid = parsed.isValid() && parsed.country === owner;
  const possible = parsed.isPossible();
  let error: PhoneError | null = null;
  if (!possible) {
    const length = validatePhoneNumberLength(ascii, { defaultCountry: country });
    if (length === 'TOO_SHORT' || length === 'TOO_LONG') error = length;
  }
  return {
    country: owner,
    valid,
    possible,
    nationalNumber: parsed.nationalNumber,
    formatted: valid ? formatPhone(parsed, format, { typed: ascii, fromCountry: country }) : typed,
    e164: valid ? parsed.number : null,
    error,
  };
}
