import type { CountryCode } from '@dukan/core/phone/rules';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { detectedCountry, detectedCountryOf, forgetDetectedCountry, takesDetectedCountry } from './detected-country';

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('detected phone country', () => {
  beforeEach(() => forgetDetectedCountry());

  it('reads a placed country from the API answer, and nothing from an unplaced or odd one', () => {
    expect(detectedCountryOf({ data: { country: 'DE', detected: true } })).toBe('DE');
    expect(detectedCountryOf({ data: { country: 'tr', detected: true } })).toBe('TR');
    // Not placed: the API's Iraq fallback changes nothing.
    expect(detectedCountryOf({ data: { country: 'IQ', detected: false } })).toBeNull();
    expect(detectedCountryOf({ data: { country: 'XX', detected: true } })).toBeNull();
    expect(detectedCountryOf({ data: { country: 7, detected: true } })).toBeNull();
    expect(detectedCountryOf({ data: null })).toBeNull();
    expect(detectedCountryOf('IQ')).toBeNull();
  });

  it('asks the API once per page, whatever the number of phone fields', async () => {
    const fetchImpl = answer({ data: { country: 'IR', detected: true } });
    const [first, second] = await Promise.all([
      detectedCountry('/api', fetchImpl as unknown as typeof fetch),
      detectedCountry('/api', fetchImpl as unknown as typeof fetch),
    ]);
    expect([first, second]).toEqual(['IR', 'IR']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]).toEqual(['/api/geo/country', { headers: { Accept: 'application/json' } }]);
  });

  it('gives nothing when the API fails or cannot be reached', async () => {
    expect(await detectedCountry('/api', answer({ message: 'x' }, 500) as unknown as typeof fetch)).toBeNull();
    forgetDetectedCountry();
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await detectedCountry('/api', offline as unknown as typeof fetch)).toBeNull();
  });

  describe('a phone field takes it', () => {
    const field = {
      detected: 'DE' as CountryCode | null,
      callerDefault: undefined as CountryCode | undefined,
      touched: false,
      text: '',
      allowed: ['IQ', 'DE', 'TR'] as CountryCode[],
    };

    it('while empty, untouched and without a default of its caller', () => {
      expect(takesDetectedCountry(field)).toBe(true);
      expect(takesDetectedCountry({ ...field, text: '  ' })).toBe(true);
    });

    it('not once the person typed, picked a country, or a number is already there', () => {
      expect(takesDetectedCountry({ ...field, touched: true })).toBe(false);
      expect(takesDetectedCountry({ ...field, text: '0750 123 4567' })).toBe(false);
    });

    it("not over its caller's own default, nor a country it may not offer, nor no country at all", () => {
      expect(takesDetectedCountry({ ...field, callerDefault: 'IQ' })).toBe(false);
      expect(takesDetectedCountry({ ...field, allowed: ['IQ'] })).toBe(false);
      expect(takesDetectedCountry({ ...field, detected: null })).toBe(false);
    });
  });
});
