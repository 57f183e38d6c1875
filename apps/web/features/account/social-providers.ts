// Which way each social sign-in button works, as the API says (GET /sso/providers): `live` with the provider's
// keys, `simulator` outside production without keys (a local "choose a test account" page, like the bank's),
// `off` in production without keys (the button is hidden). The simulator answers on the shop's own page with
// `#provider=…&token=…&state=…`; the state, kept in this tab, proves the answer is for a sign-in started here.
import { SSO_PROVIDERS, type SsoProvider } from '@dukan/core/contract/auth';

export type ProviderMode = 'live' | 'simulator' | 'off';

export interface ProviderSetting {
  mode: ProviderMode;
  /** Google's client id or Facebook's app id, in live mode. */
  id: string | null;
  chooseUrl: string | null;
}

export type ProviderSettings = Record<SsoProvider, ProviderSetting>;

const STATE_KEY = 'dukan:sso-simulator-state';
const OFF: ProviderSetting = { mode: 'off', id: null, chooseUrl: null };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function webUrl(value: unknown): string | null {
  const candidate = text(value);
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The settings from the providers answer; when it is missing or unreadable, the storefront's own keys decide
 * (a provider with a key is live, one without is hidden), as before the API said anything.
 */
export function readProviderSettings(
  body: unknown,
  fallback: { googleClientId: string | null; facebookAppId: string | null },
): ProviderSettings {
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  const fromKeys = (id: string | null): ProviderSetting => (id ? { mode: 'live', id, chooseUrl: null } : OFF);
  const read = (provider: SsoProvider, idField: string, ownId: string | null): ProviderSetting => {
    const entry = data?.[provider];
    if (!isRecord(entry)) return fromKeys(ownId);
    if (entry.mode === 'live') {
      const id = text(entry[idField]) ?? ownId;
      return id ? { mode: 'live', id, chooseUrl: null } : OFF;
    }
    if (entry.mode === 'simulator') {
      const chooseUrl = webUrl(entry.chooseUrl);
      return chooseUrl ? { mode: 'simulator', id: null, chooseUrl } : OFF;
    }
    return OFF;
  };
  return {
    google: read('google', 'clientId', fallback.googleClientId),
    facebook: read('facebook', 'appId', fallback.facebookAppId),
  };
}

type StateStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The simulator's page for `provider`, coming back to `returnTo` (this page, without its fragment). */
export function simulatorStartUrl(chooseUrl: string, returnTo: string, state: string): string {
  const url = new URL(chooseUrl);
  url.searchParams.set('redirect_uri', returnTo);
  url.searchParams.set('state', state);
  return url.toString();
}

/** Remembers the state of a sign-in started in this tab; returns it. */
export function rememberSimulatorState(store: StateStore, random: () => string): string {
  const state = random();
  store.setItem(STATE_KEY, state);
  return state;
}

export interface SimulatorAnswer {
  provider: SsoProvider;
  token: string;
}

/**
 * The simulator's answer in a page's fragment, if it carries one for a sign-in started in this tab. The state
 * is used once; an answer with another state (a link someone sent) is ignored.
 */
export function takeSimulatorAnswer(hash: string, store: StateStore): SimulatorAnswer | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const provider = params.get('provider');
  const token = params.get('token');
  const state = params.get('state');
  if (!provider || !token || !state) return null;
  const expected = store.getItem(STATE_KEY);
  store.removeItem(STATE_KEY);
  if (!expected || expected !== state) return null;
  if (!(SSO_PROVIDERS as readonly string[]).includes(provider)) return null;
  return { provider: provider as SsoProvider, token };
}

/** Whether a fragment looks like a simulator answer (to be taken out of the address bar whatever it holds). */
export function isSimulatorFragment(hash: string): boolean {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  return params.has('token') && params.has('provider');
}

/** Asks the API which way each provider works; a failed call leaves the storefront's own keys to decide. */
export async function fetchProviderSettings(
  mainBase: string,
  fallback: { googleClientId: string | null; facebookAppId: string | null },
  fetchImpl: typeof fetch = fetch,
): Promise<ProviderSettings> {
  try {
    const response = await fetchImpl(`${mainBase}/sso/providers`, { headers: { Accept: 'application/json' } });
    return readProviderSettings(response.ok ? await response.json() : null, fallback);
  } catch {
    return readProviderSettings(null, fallback);
  }
}

/** A fresh random state for a simulator sign-in. */
export function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
