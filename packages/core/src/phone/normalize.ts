// One phone-number normalization for the API and the storefront: any common notation, Arabic-Indic or
// Persian digits included, becomes E.164. Numbers without a country code are read as Iraqi.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { toAsciiDigits } from '../text/normalize';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'IQ';

/** E.164 (`+9647501234567`) for a valid number, or null. */
export function normalizePhoneNumber(
  input: string,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): string | null {
  const ascii = toAsciiDigits(input).trim();
  // Only what people type in a phone number: digits, spaces, parentheses, plus, hyphen, dots.
  if (ascii.length === 0 || ascii.length > 250 || !/^[0-9\s()+\-.]+$/.test(ascii)) return null;
  // "00" is the international call prefix in Iraq and most of the world.
  const withPlus = ascii.replace(/^\s*00/, '+');
  const parsed = parsePhoneNumberFromString(withPlus, defaultCountry);
  return parsed && parsed.isValid() ? parsed.number : null;
}
