import type { Customer } from '@dukan/core/contract/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Result } from '@/lib/api/result';
import { GUEST_SESSION_MS } from './guest';
import { createSession, type SessionDeps, type TokenResponse } from './session';
import { onSignIn, onSignOut } from './sign-in-tasks';
import { STORAGE_KEYS } from './storage';
import { fakeClock, mapStore } from './testing/fakes';

const CUSTOMER: Customer = {
  id: '6f1c2b1e-8d9a-4f5e-9b7c-1a2b3c4d5e6f',
  first_name: 'Shad',
  last_name: 'Ahmed',
  birthday: null,
  gender: null,
  phone: '+9647501234567',
  email: null,
  has_password: true,
  created_at: '2025-01-01T00:00:00Z',
};

const tokenResult = (value = 'tok', seconds = 900): Result<TokenResponse> =>
  ok({ accessToken: value, accessTokenExpiresIn: seconds });

function setup(overrides: Partial<SessionDeps> = {}, initial: Record<string, string> = {}) {
  const clock = fakeClock();
  const store = mapStore(initial);
  const refresh = vi.fn(async () => tokenResult());
  const fetchMe = vi.fn(async (_token: string): Promise<Result<{ data: Customer }>> => ok({ data: CUSTOMER }));
  const logoutRemote = vi.fn(async (_token: string | null, _quiet: boolean) => undefined);
  const session = createSession({
    store,
    now: clock.now,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    refresh,
    fetchMe,
    logoutRemote,
    locale: () => 'en',
    ...overrides,
  });
  return { session, clock, store, refresh, fetchMe, logoutRemote };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

describe('start (first navigation)', () => {
  it('asks nothing of the API when this browser has no session', async () => {
    const { session, refresh } = setup();
    await session.start();
    expect(session.getSnapshot().status).toBe('unauthenticated');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('restores the session through refresh and loads the customer', async () => {
    const { session, refresh, fetchMe } = setup({}, { signedIn: '1' });
    await session.start();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMe).toHaveBeenCalledWith('tok');
    expect(session.getSnapshot()).toMatchObject({ status: 'registered', customer: CUSTOMER, profileMissing: false });
  });

  it('stays authenticated with the profile missing when me answers 404', async () => {
    const { session } = setup({ fetchMe: async () => fail({ status: 404, message: 'Not found' }) }, { signedIn: '1' });
    await session.start();
    expect(session.getSnapshot()).toMatchObject({ status: 'authenticated', customer: null, profileMissing: true });
  });

  it('ends up signed out, and forgets the marker, when refresh is refused', async () => {
    const { session, store } = setup({ refresh: async () => fail({ status: 401, message: 'no' }) }, { signedIn: '1' });
    await session.start();
    expect(session.getSnapshot().status).toBe('unauthenticated');
    expect(store.map.has(STORAGE_KEYS.signedIn)).toBe(false);
  });

  it('keeps the marker when refresh fails for another reason (offline)', async () => {
    const { session, store } = setup(
      { refresh: async () => fail({ status: 0, message: 'offline' }) },
      { signedIn: '1' },
    );
    await session.start();
    expect(session.getSnapshot().status).toBe('unauthenticated');
    expect(store.map.get(STORAGE_KEYS.signedIn)).toBe('1');
  });

  it('runs the registered sign-in tasks with a token getter', async () => {
    const seen: (string | null)[] = [];
    cleanups.push(onSignIn('test', async (context) => void seen.push(await context.getAccessToken())));
    const { session } = setup({}, { signedIn: '1' });
    await session.start();
    await vi.waitFor(() => expect(seen).toEqual(['tok']));
  });
});

describe('getAccessToken', () => {
  it('renews the token once it expired, and only then', async () => {
    let n = 0;
    const refresh = vi.fn(async () => tokenResult(`t${++n}`, 60));
    const { session, clock } = setup({ refresh });
    await session.acceptToken({ accessToken: 't0', accessTokenExpiresIn: 60 });
    expect(await session.getAccessToken()).toBe('t0');
    expect(refresh).not.toHaveBeenCalled();
    clock.advance(60_000);
    expect(await session.getAccessToken()).toBe('t1');
    expect(await session.getAccessToken()).toBe('t1');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between concurrent callers (the server revokes a replayed refresh token)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const refresh = vi.fn(async () => {
      await gate;
      return tokenResult('shared');
    });
    const { session } = setup({ refresh });
    const tokens = Promise.all([session.getAccessToken(), session.getAccessToken(), session.getAccessToken()]);
    release();
    expect(await tokens).toEqual(['shared', 'shared', 'shared']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes inside the cross-tab lock when one is given', async () => {
    const order: string[] = [];
    const { session } = setup({
      refresh: async () => {
        order.push('refresh');
        return tokenResult();
      },
      withLock: async (work) => {
        order.push('lock');
        const out = await work();
        order.push('unlock');
        return out;
      },
    });
    await session.getAccessToken();
    expect(order).toEqual(['lock', 'refresh', 'unlock']);
  });
});

describe('authorized', () => {
  it('renews a token the API refused and tries the call once more', async () => {
    const { session } = setup({ refresh: vi.fn(async () => tokenResult('fresh')) });
    await session.acceptToken({ accessToken: 'stale', accessTokenExpiresIn: 900 });
    const call = vi.fn(async (token: string) =>
      token === 'fresh' ? ok('done') : fail<string>({ status: 401, message: 'expired' }),
    );
    expect(await session.authorized(call)).toEqual({ ok: true, data: 'done' });
    expect(call.mock.calls.map((c) => c[0])).toEqual(['stale', 'fresh']);
  });

  it('answers 401 without calling when there is no session', async () => {
    const { session } = setup({ refresh: async () => fail({ status: 401, message: 'no' }) });
    const call = vi.fn(async () => ok(1));
    const result = await session.authorized(call);
    expect(result.ok).toBe(false);
    expect(call).not.toHaveBeenCalled();
  });
});

describe('acceptToken', () => {
  it('signs in, ends guest mode and forgets the verification id', async () => {
    const { session, store, clock } = setup({}, { loginType: 'guest', veriId: 'v', cart: '[1]' });
    store.setItem(STORAGE_KEYS.loginTimestamp, String(clock.now()));
    await session.start();
    expect(session.getSnapshot().guest).toBe(true);
    const snapshot = await session.acceptToken({ accessToken: 'a', accessTokenExpiresIn: 900 });
    expect(snapshot.status).toBe('registered');
    expect(snapshot.guest).toBe(false);
    expect(store.map.has(STORAGE_KEYS.loginType)).toBe(false);
    expect(store.map.has(STORAGE_KEYS.verificationId)).toBe(false);
    // The guest cart stays for the sign-in tasks to push to the server.
    expect(store.map.get('cart')).toBe('[1]');
    expect(clock.pending()).toBe(0);
  });
});

describe('logout', () => {
  it('revokes the session on the server and clears token, user and the local keys', async () => {
    const { session, store, logoutRemote, refresh } = setup();
    await session.acceptToken({ accessToken: 'a', accessTokenExpiresIn: 900 });
    for (const key of ['cart', 'wishlist', 'veriId']) store.setItem(key, 'x');
    const signedOut = vi.fn();
    cleanups.push(onSignOut('test', signedOut));
    const left = vi.fn();
    cleanups.push(session.onLogout(left));

    await session.logout();
    expect(logoutRemote).toHaveBeenCalledWith('a', false);
    expect(session.getSnapshot()).toMatchObject({ status: 'unauthenticated', customer: null });
    expect([...store.map.keys()]).toEqual([]);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(left).toHaveBeenCalledTimes(1);
    // The token is gone from memory: the next call has to refresh.
    await session.getAccessToken();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('revokes through the cookie alone when the token has expired, without refreshing first', async () => {
    const { session, clock, logoutRemote, refresh } = setup();
    await session.acceptToken({ accessToken: 'a', accessTokenExpiresIn: 60 });
    clock.advance(120_000);
    await session.logout({ quiet: true });
    expect(logoutRemote).toHaveBeenCalledWith(null, true);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    const { session } = setup({ logoutRemote: async () => Promise.reject(new Error('offline')) });
    await session.acceptToken({ accessToken: 'a', accessTokenExpiresIn: 900 });
    await session.logout();
    expect(session.getSnapshot().status).toBe('unauthenticated');
  });
});

describe('guest mode', () => {
  it('logs the guest out after 20 minutes and removes the local cart and wishlist', async () => {
    const { session, store, clock, logoutRemote } = setup();
    await session.start();
    session.startGuest();
    store.setItem('cart', '[{"id":1}]');
    store.setItem('wishlist', '[2]');
    expect(session.getSnapshot().guest).toBe(true);
    clock.advance(GUEST_SESSION_MS - 1);
    expect(store.map.has('cart')).toBe(true);
    clock.advance(1);
    await vi.waitFor(() => expect(session.getSnapshot().guest).toBe(false));
    expect(store.map.has('cart')).toBe(false);
    expect(store.map.has('wishlist')).toBe(false);
    expect(store.map.has(STORAGE_KEYS.loginType)).toBe(false);
    expect(logoutRemote).not.toHaveBeenCalled();
  });

  it('tells its listeners the guest time ran out', async () => {
    const { session, clock } = setup();
    const reasons: string[] = [];
    cleanups.push(session.onLogout((reason) => reasons.push(reason)));
    session.startGuest();
    clock.advance(GUEST_SESSION_MS);
    await vi.waitFor(() => expect(reasons).toEqual(['guest-expired']));
  });

  it('ends a guest session that went stale while the tab was closed, at start', async () => {
    const clock = fakeClock();
    const { session, store } = setup(
      { now: clock.now, setTimer: clock.setTimer, clearTimer: clock.clearTimer },
      { loginType: 'guest', loginTimestamp: String(clock.now() - GUEST_SESSION_MS - 5), cart: '[1]', wishlist: '[1]' },
    );
    await session.start();
    await vi.waitFor(() => expect(store.map.has('cart')).toBe(false));
    expect(store.map.has('wishlist')).toBe(false);
    expect(session.getSnapshot().guest).toBe(false);
  });
});

describe('another tab', () => {
  it('picks up a sign-in made in another tab from the shared refresh cookie', async () => {
    const { session, store, refresh } = setup();
    await session.start();
    expect(session.getSnapshot().status).toBe('unauthenticated');
    store.setItem(STORAGE_KEYS.signedIn, '1');
    session.onStorageChanged(STORAGE_KEYS.signedIn);
    await vi.waitFor(() => expect(session.getSnapshot().status).toBe('registered'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('signs this tab out when another tab logged out', async () => {
    const { session, store } = setup();
    await session.acceptToken({ accessToken: 'a', accessTokenExpiresIn: 900 });
    store.removeItem(STORAGE_KEYS.signedIn);
    session.onStorageChanged(STORAGE_KEYS.signedIn);
    expect(session.getSnapshot().status).toBe('unauthenticated');
  });
});
