import { describe, expect, it } from 'vitest';
import {
  isSimulatorFragment,
  readProviderSettings,
  rememberSimulatorState,
  simulatorStartUrl,
  takeSimulatorAnswer,
} from './social-providers';

const noKeys = { googleClientId: null, facebookAppId: null };

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('social sign-in providers', () => {
  it('shows simulator buttons outside production without keys', () => {
    const settings = readProviderSettings(
      {
        data: {
          google: { mode: 'simulator', clientId: null, chooseUrl: 'http://127.0.0.1:4000/dev/identity/google/choose' },
          facebook: { mode: 'simulator', appId: null, chooseUrl: 'http://127.0.0.1:4000/dev/identity/facebook/choose' },
        },
      },
      noKeys,
    );
    expect(settings.google).toEqual({
      mode: 'simulator',
      id: null,
      chooseUrl: 'http://127.0.0.1:4000/dev/identity/google/choose',
    });
    expect(settings.facebook.mode).toBe('simulator');
  });

  it('hides a provider the API turned off (production without keys)', () => {
    const settings = readProviderSettings(
      { data: { google: { mode: 'off' }, facebook: { mode: 'live', appId: 'fb-1' } } },
      { googleClientId: 'g-own', facebookAppId: null },
    );
    expect(settings.google.mode).toBe('off');
    expect(settings.facebook).toEqual({ mode: 'live', id: 'fb-1', chooseUrl: null });
  });

  it("falls back to the storefront's own keys when the API did not answer", () => {
    const settings = readProviderSettings(null, { googleClientId: 'g-own', facebookAppId: null });
    expect(settings.google).toEqual({ mode: 'live', id: 'g-own', chooseUrl: null });
    expect(settings.facebook.mode).toBe('off');
  });

  it('refuses a simulator page that is not a web address', () => {
    const settings = readProviderSettings(
      { data: { google: { mode: 'simulator', chooseUrl: 'javascript:x' } } },
      noKeys,
    );
    expect(settings.google.mode).toBe('off');
  });

  it('goes to the simulator and signs in only with the answer to a sign-in started in this tab', () => {
    const store = memory();
    const state = rememberSimulatorState(store, () => 'nonce-1');
    expect(simulatorStartUrl('http://api.test/dev/identity/google/choose', 'http://shop.test/ku/cart', state)).toBe(
      'http://api.test/dev/identity/google/choose?redirect_uri=http%3A%2F%2Fshop.test%2Fku%2Fcart&state=nonce-1',
    );
    expect(isSimulatorFragment('#provider=google&token=t&state=nonce-1')).toBe(true);
    expect(takeSimulatorAnswer('#provider=google&token=jwt.x.y&state=nonce-1', store)).toEqual({
      provider: 'google',
      token: 'jwt.x.y',
    });
    // Used once.
    expect(takeSimulatorAnswer('#provider=google&token=jwt.x.y&state=nonce-1', store)).toBeNull();
  });

  it('ignores an answer with another state, an unknown provider, or a missing part', () => {
    const store = memory();
    rememberSimulatorState(store, () => 'mine');
    expect(takeSimulatorAnswer('#provider=google&token=t&state=theirs', store)).toBeNull();
    rememberSimulatorState(store, () => 'mine');
    expect(takeSimulatorAnswer('#provider=twitter&token=t&state=mine', store)).toBeNull();
    expect(takeSimulatorAnswer('#provider=google&state=mine', store)).toBeNull();
    expect(isSimulatorFragment('#section-2')).toBe(false);
  });
});
