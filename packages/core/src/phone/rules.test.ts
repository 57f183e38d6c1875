import { parsePhoneNumberWithError } from 'libphonenumber-js/max';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  allowedCountries,
  countryCallingCode,
  formatPhone,
  PHONE_EXTENSION_DIGIT_LIMITS,
  resolveCountry,
  resolveFormatMode,
  sanitizePhoneInput,
  validatePhone,
  withCallingCode,
} from './rules';

describe('sanitizePhoneInput', () => {
  it('keeps digits, spaces, parentheses, plus and hyphen', () => {
    expect(sanitizePhoneInput('+964 (750) 123-4567')).toBe('+964 (750) 123-4567');
    expect(sanitizePhoneInput('07a50.12b3;4#5x67')).toBe('07501234567');
  });

  it('turns Arabic-Indic and Persian digits into ASCII and other whitespace into spaces', () => {
    expect(sanitizePhoneInput('٠٧٥٠١٢٣٤٥٦٧')).toBe('07501234567');
    expect(sanitizePhoneInput('۰۷۵۰\u00a0۱۲۳\t۴۵۶۷')).toBe('0750 123 4567');
  });

  it('keeps only what a custom pattern matches, whatever its flags', () => {
    expect(sanitizePhoneInput('+964 (750) 123-45x67', /\d/)).toBe('9647501234567');
    expect(sanitizePhoneInput('0750 x12', /[\dx]/g)).toBe('0750x12');
  });
});

describe('allowedCountries and resolveCountry', () => {
  it('lists every known country by default', () => {
    const all = allowedCountries();
    expect(all).toContain('IQ');
    expect(all.length).toBeGreaterThan(200);
  });

  it('restricts to onlyCountries and removes ignoredCountries, in any letter case', () => {
    expect(allowedCountries(['iq', 'GB', 'TR', 'XX'], ['tr'])).toEqual(['GB', 'IQ']);
    expect(allowedCountries(undefined, ['IQ'])).not.toContain('IQ');
  });

  it('picks the preferred country when allowed, else the first allowed one', () => {
    expect(resolveCountry('iq', allowedCountries())).toBe('IQ');
    expect(resolveCountry('IQ', ['TR', 'GB'])).toBe('TR');
    expect(resolveCountry(undefined, [])).toBe('IQ');
  });
});

describe('validatePhone', () => {
  it('reads a valid Iraqi mobile number typed nationally, in Arabic-Indic digits too', () => {
    for (const text of ['07501234567', '٠٧٥٠١٢٣٤٥٦٧', ' 0750 123 4567 ']) {
      expect(validatePhone({ text, country: 'IQ' })).toEqual({
        country: 'IQ',
        valid: true,
        possible: true,
        nationalNumber: '7501234567',
        formatted: '+964 750 123 4567',
        e164: '+9647501234567',
        error: null,
      });
    }
  });

  it('takes the country from an international number, with "+" or "00"', () => {
    expect(validatePhone({ text: '+44 20 7946 0958', country: 'IQ' })).toMatchObject({
      country: 'GB',
      valid: true,
      e164: '+442079460958',
    });
    expect(validatePhone({ text: '0044 20 7946 0958', country: 'IQ' })).toMatchObject({ country: 'GB', valid: true });
  });

  it('switches country on the calling code alone while the number is being typed', () => {
    expect(validatePhone({ text: '+44', country: 'IQ' })).toMatchObject({ country: 'GB', valid: false });
    // A shared calling code keeps the selected country that uses it.
    expect(validatePhone({ text: '+1', country: 'CA' }).country).toBe('CA');
    expect(validatePhone({ text: '+1', country: 'IQ' }).country).toBe('US');
  });

  it('refuses a national number that belongs to another country with the same calling code', () => {
    expect(validatePhone({ text: '202 555 0143', country: 'US' }).valid).toBe(true);
    expect(validatePhone({ text: '202 555 0143', country: 'CA' }).valid).toBe(false);
  });

  it('names why a text is not a number', () => {
    expect(validatePhone({ text: '', country: 'IQ' }).error).toBe('NOT_A_NUMBER');
    expect(validatePhone({ text: '+', country: 'IQ' }).error).toBe('NOT_A_NUMBER');
    expect(validatePhone({ text: 'abc 0750 123 4567', country: 'IQ' }).error).toBe('NOT_A_NUMBER');
    expect(validatePhone({ text: '7', country: 'IQ' }).error).toBe('TOO_SHORT');
    expect(validatePhone({ text: '0750', country: 'IQ' })).toMatchObject({ error: 'TOO_SHORT', valid: false });
    expect(validatePhone({ text: '0750 1234 5678 9012', country: 'IQ' }).error).toBe('TOO_LONG');
  });

  it('keeps the national number to 2–17 digits', () => {
    expect(validatePhone({ text: '07', country: 'IQ' })).toMatchObject({ nationalNumber: '07', error: 'TOO_SHORT' });
    expect(validatePhone({ text: '1'.repeat(18), country: 'IQ' }).error).toBe('TOO_LONG');
  });

  it('is TOO_LONG over the maximum length, and over 250 characters whatever the maximum', () => {
    expect(validatePhone({ text: '0750 123 4567', country: 'IQ', maxLength: 10 }).error).toBe('TOO_LONG');
    expect(validatePhone({ text: ' '.repeat(250) + '07501234567', country: 'IQ', maxLength: 1000 })).toMatchObject({
      error: 'TOO_LONG',
      valid: false,
    });
    expect(validatePhone({ text: ' '.repeat(230) + '07501234567', country: 'IQ', maxLength: 1000 }).valid).toBe(true);
  });

  it('refuses a number from a country outside onlyCountries or inside ignoredCountries', () => {
    const gb = '+44 20 7946 0958';
    expect(validatePhone({ text: gb, country: 'IQ', onlyCountries: ['IQ'] })).toMatchObject({
      country: 'GB',
      valid: false,
      e164: null,
      error: 'INVALID_COUNTRY',
    });
    expect(validatePhone({ text: gb, country: 'IQ', ignoredCountries: ['GB'] }).error).toBe('INVALID_COUNTRY');
    expect(validatePhone({ text: '+44', country: 'IQ', onlyCountries: ['IQ'] }).error).toBe('INVALID_COUNTRY');
    expect(validatePhone({ text: gb, country: 'IQ', onlyCountries: ['IQ', 'GB'] }).valid).toBe(true);
  });

  it('is an error for an unknown country or calling code', () => {
    expect(validatePhone({ text: '07501234567', country: 'XX' as 'IQ' }).error).toBe('INVALID_COUNTRY');
    expect(validatePhone({ text: '+999 123456', country: 'IQ' })).toMatchObject({
      country: 'IQ',
      error: 'INVALID_COUNTRY',
    });
    // Non-geographic numbers (+800 freephone) have no country to pick.
    expect(validatePhone({ text: '+800 1234 5678', country: 'IQ' }).error).toBe('INVALID_COUNTRY');
  });

  it('formats a valid number in the requested mode', () => {
    const check = (text: string, format: string) => validatePhone({ text, country: 'IQ', format }).formatted;
    expect(check('07501234567', 'national')).toBe('0750 123 4567');
    expect(check('07501234567', 'auto')).toBe('0750 123 4567');
    expect(check('+9647501234567', 'auto')).toBe('+964 750 123 4567');
    expect(check('07501234567', 'e.164')).toBe('+9647501234567');
    // An invalid number stays as typed.
    expect(check(' 0750 12 ', 'e.164')).toBe('0750 12');
  });
});

describe('formatPhone', () => {
  const london = parsePhoneNumberWithError('+44 20 7946 0958 ext. 123');

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['national', '020 7946 0958 x123'],
    ['international', '+44 20 7946 0958 x123'],
    ['E.164', '+442079460958'],
    ['rfc3966', 'tel:+442079460958;ext=123'],
    ['idd', '00 44 20 7946 0958 x123'],
  ])('formats %s', (mode, expected) => {
    expect(formatPhone(london, mode, { fromCountry: 'IQ' })).toBe(expected);
  });

  it('dials IDD from the given country', () => {
    expect(formatPhone(london, 'idd', { fromCountry: 'US' })).toBe('011 44 20 7946 0958 x123');
  });

  it('falls back to international for an unknown mode and logs an error once per value', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(formatPhone(london, 'e123-style')).toBe('+44 20 7946 0958 x123');
    expect(resolveFormatMode('e123-style')).toBe('international');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('e123-style');
  });

  it('logs nothing for a known mode', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(resolveFormatMode('RFC3966')).toBe('rfc3966');
    expect(log).not.toHaveBeenCalled();
  });
});

describe('extension digit limits (libphonenumber-js applies them while parsing)', () => {
  const base = '+44 20 7946 0958';
  const ext = (text: string) => validatePhone({ text, country: 'IQ', maxLength: 250, format: 'rfc3966' });
  const digits = (n: number) => '1234567890'.repeat(3).slice(0, n);

  it.each([
    ['an explicit label', (d: string) => `${base} ext ${d}`, PHONE_EXTENSION_DIGIT_LIMITS.explicitLabel],
    ['RFC 3966 ";ext="', (d: string) => `${base};ext=${d}`, PHONE_EXTENSION_DIGIT_LIMITS.explicitLabel],
    ['auto-dialling ",,"', (d: string) => `${base},,${d}`, PHONE_EXTENSION_DIGIT_LIMITS.autoDialling],
    ['a one-character label', (d: string) => `${base} #${d}`, PHONE_EXTENSION_DIGIT_LIMITS.ambiguousLabel],
    ['the American "- 503#"', (d: string) => `${base} - ${d}#`, PHONE_EXTENSION_DIGIT_LIMITS.americanSuffix],
  ])('after %s', (_name, write, limit) => {
    expect(ext(write(digits(limit)))).toMatchObject({
      valid: true,
      formatted: `tel:+442079460958;ext=${digits(limit)}`,
    });
    expect(ext(write(digits(limit + 1)))).toMatchObject({ valid: false, error: 'NOT_A_NUMBER' });
  });
});

describe('withCallingCode', () => {
  it("puts the country's calling code on an international text", () => {
    expect(withCallingCode('+44 7700 900123', 'IQ')).toBe('+964 7700900123');
    expect(withCallingCode('+', 'IQ')).toBe('+964');
    expect(withCallingCode('+99', 'GB')).toBe('+44');
    expect(countryCallingCode('IQ')).toBe('964');
  });

  it('keeps national text as it is', () => {
    expect(withCallingCode('0750 123', 'GB')).toBe('0750 123');
  });
});
