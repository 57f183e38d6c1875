// Builds a store's dependencies over a Map for local storage and the fake API (fake-api.ts).
import { vi } from 'vitest';
import { mapStore } from '@/lib/auth/testing/fakes';
import { fakeShopApi, type FakeProduct } from './fake-api';
import { basketCalls } from '@/features/basket/server-calls';
import type { BasketDeps } from '@/features/basket/store-kit';

export function basketSetup(options: {
  catalogue: FakeProduct[];
  storage?: Record<string, string>;
  signedIn?: boolean;
}) {
  const api = fakeShopApi(options.catalogue);
  const store = mapStore(options.storage);
  const session = { signedIn: options.signedIn ?? false, token: 'jwt' as string | null };
  const notify = vi.fn();
  const broadcast = vi.fn();
  const deps: BasketDeps = {
    store,
    signedIn: () => session.signedIn,
    authorized: (call) => call('jwt'),
    context: () => ({ base: '/api', lang: 'en', fetchImpl: api.fetchImpl }),
    calls: async () => basketCalls,
    notify,
    broadcast,
  };
  const signInContext = { getAccessToken: async () => session.token, locale: 'en' };
  return { api, store, session, notify, broadcast, deps, signInContext };
}
