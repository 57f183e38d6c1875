// The phone country the shopper's address suggests, as the API places it (GET {main}/geo/country: IP2Location
// LITE data when COUNTRY_DETECTION is on, Iraq otherwise). Asked once per page load and shared by every phone
// field on it; anything but a placed country (Iraq by default, an error, no network) leaves the field's own
// default alone.
import { allowedCountries, type CountryCode } from '@dukan/core/phone/rules';

const KNOWN = new Set<string>(allowedCountries());

/** The country of a `{ data: { country, detected } }` answer, when the address was placed in a known one. */
export function detectedCountryOf(body: unknown): CountryCode | null {
  if (typeof body !== 'object' || body === null) return null;
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const { country, detected } = data as { country?: unknown; detected?: unknown };
  if (detected !== true || typeof country !== 'string') return null;
  const code = country.toUpperCase();
  return KNOWN.has(code) ? (code as CountryCode) : null;
}

/**
 * Whether a phone field takes the detected country: only when its caller gave no default of its own, the person
 * has neither typed nor picked a country yet, the field is still empty (a number already in it was read with the
 * first country's rules), and the field may offer that country.
 */
export function takesDetectedCountry(field: {
  detected: CountryCode | null;
  callerDefault: CountryCode | undefined;
  touched: boolean;
  text: string;
  allowed: readonly CountryCode[];
}): field is typeof field & { detected: CountryCode } {
  const { detected, callerDefault, touched, text, allowed } = field;
  return (
    detected !== null && callerDefault === undefined && !touched && text.trim() === '' && allowed.includes(detected)
  );
}

let asked: Promise<CountryCode | null> | null = null;

/** The detected country, asked of the API the first time a phone field wants it on this page. */
export function detectedCountry(mainBase: string, fetchImpl: typeof fetch = fetch): Promise<CountryCode | null> {
  asked ??= fetchImpl(`${mainBase}/geo/country`, { headers: { Accept: 'application/json' } })
    .then(async (response) => (response.ok ? detectedCountryOf(await response.json()) : null))
    .catch(() => null);
  return asked;
}

/** Tests start each case with no answer kept. */
export function forgetDetectedCountry() {
  asked = null;
}
