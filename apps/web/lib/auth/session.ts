// The shopper's session (spec §4): unauthenticated → authenticated (a token) → registered (a customer
// profile). A plain module store like lib/alerts/store.ts, built by a factory over its dependencies so the
// rules run in unit tests with fakes; browser-session.ts wires the real API.
//
// The access token lives in this closure only (never in storage, where any injected script could read it);
// it is renewed through the refresh call, whose httpOnly cookie the page cannot read either.
import type { Customer } from '@dukan/core/contract/auth';
import { fail, type Result } from '@/lib/api/result';
import { endGuestSession, isGuestSession, scheduleGuestExpiry, startGuestSession } from './guest';
import { runSignInTasks, runSignOutTasks } from './sign-in-tasks';
import { singleFlight } from './single-flight';
import { LOGOUT_KEYS, removeKeys, STORAGE_KEYS, type KeyValueStore } from './storage';
import { isTokenExpired, tokenFromResponse, type AccessToken } from './token';

export type SessionStatus = 'loading' | 'unauthenticated' | 'authenticated' | 'registered';

export interface SessionSnapshot {
  status: SessionStatus;
  customer: Customer | null;
  /** Signed in but the me call answered 404: the profile (personal information) is still to be filled in. */
  profileMissing: boolean;
  /** A guest session is running (spec §4). */
  guest: boolean;
}

export interface TokenResponse {
  accessToken: string;
  accessTokenExpiresIn: number;
}

export interface SessionDeps {
  store: KeyValueStore;
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  refresh: () => Promise<Result<TokenResponse>>;
  fetchMe: (token: string) => Promise<Result<{ data: Customer }>>;
  /** Revokes the server session (refresh cookie, and the token's family when given); quiet hides its alert. */
  logoutRemote: (token: string | null, quiet: boolean) => Promise<unknown>;
  locale: () => string;
  /** Runs `work` while holding a lock shared by the shop's tabs (Web Locks), so tabs never refresh at once. */
  withLock?: <T>(work: () => Promise<T>) => Promise<T>;
}

/** Why a session ended: the shopper signed out, the guest time ran out, or another tab signed out. */
export type LogoutReason = 'signed-out' | 'guest-expired' | 'other-tab';

export interface LogoutOptions {
  /** Tell the server to revoke the session and clear its cookie (false for a guest, who has none). */
  remote?: boolean;
  /** No "signed out" alert (when another message, e.g. "account deleted", says it better). */
  quiet?: boolean;
  reason?: LogoutReason;
}

export function isSignedIn(snapshot: SessionSnapshot): boolean {
  return snapshot.status === 'authenticated' || snapshot.status === 'registered';
}

export type Session = ReturnType<typeof createSession>;

export const SERVER_SNAPSHOT: SessionSnapshot = Object.freeze({
  status: 'loading',
  customer: null,
  profileMissing: false,
  guest: false,
});

export function createSession(deps: SessionDeps) {
  let token: AccessToken | null = null;
  let snapshot: SessionSnapshot = SERVER_SNAPSHOT;
  let started: Promise<void> | null = null;
  let cancelGuestTimer: () => void = () => {};
  const listeners = new Set<() => void>();
  const logoutListeners = new Set<(reason: LogoutReason) => void>();

  function update(patch: Partial<SessionSnapshot>): void {
    const next = { ...snapshot, ...patch };
    if (
      next.status === snapshot.status &&
      next.customer === snapshot.customer &&
      next.profileMissing === snapshot.profileMissing &&
      next.guest === snapshot.guest
    ) {
      return;
    }
    snapshot = next;
    for (const listener of listeners) listener();
  }

  /** Forgets the session in this tab without asking the server (its refresh cookie is already gone). */
  function dropLocalSession(): void {
    token = null;
    deps.store.removeItem(STORAGE_KEYS.signedIn);
    update({ status: 'unauthenticated', customer: null, profileMissing: false });
  }

  const refreshOnce = singleFlight(async (): Promise<string | null> => {
    const run = () => deps.refresh();
    const result = await (deps.withLock ? deps.withLock(run) : run());
    if (result.ok) {
      token = tokenFromResponse(result.data, deps.now());
      deps.store.setItem(STORAGE_KEYS.signedIn, '1');
      return token.value;
    }
    // 401/403: no live session behind the cookie. Anything else (offline, 5xx) says nothing about the
    // session, so it is kept and the next call tries again.
    if (result.error.status === 401 || result.error.status === 403) dropLocalSession();
    return null;
  });

  /** A valid access token, renewed through the refresh call when missing or expired; null when signed out. */
  async function getAccessToken(): Promise<string | null> {
    if (token && !isTokenExpired(token, deps.now())) return token.value;
    return refreshOnce();
  }

  /**
   * Runs an authenticated call; when the API refuses the token (revoked, or the server's clock disagrees)
   * it renews the token once and tries again.
   */
  async function authorized<T>(call: (accessToken: string) => Promise<Result<T>>): Promise<Result<T>> {
    const first = await getAccessToken();
    if (!first) return fail({ status: 401, message: 'Unauthenticated' });
    const result = await call(first);
    if (result.ok || result.error.status !== 401) return result;
    token = null;
    const second = await getAccessToken();
    return second ? call(second) : result;
  }

  async function loadCustomer(): Promise<void> {
    const result = await authorized((accessToken) => deps.fetchMe(accessToken));
    if (result.ok) {
      update({ status: 'registered', customer: result.data.data, profileMissing: false });
    } else if (result.error.status === 404) {
      // Spec §4: signed in without a profile → the register modal opens at personal info.
      update({ status: 'authenticated', customer: null, profileMissing: true });
    } else if (result.error.status === 401) {
      dropLocalSession();
    } else if (isSignedIn(snapshot)) {
      // Offline or a server error: still signed in; the profile loads on the next try.
      update({ status: 'authenticated' });
    }
  }

  function afterSignIn(): Promise<string[]> {
    return runSignInTasks({ getAccessToken, locale: deps.locale() });
  }

  function scheduleGuest(): void {
    cancelGuestTimer();
    cancelGuestTimer = scheduleGuestExpiry(deps, () => {
      // A guest has no server session: ending it is local (markers, cart and wishlist keys).
      void logout({ remote: false, reason: 'guest-expired' });
    });
    update({ guest: isGuestSession(deps.store) });
  }

  /** First navigation (spec §2): restore the session from the refresh cookie and check the customer. */
  function start(): Promise<void> {
    if (started) return started;
    started = (async () => {
      scheduleGuest();
      if (deps.store.getItem(STORAGE_KEYS.signedIn) !== '1') {
        update({ status: 'unauthenticated' });
        return;
      }
      update({ status: 'loading' });
      await restoreFromCookie();
    })();
    return started;
  }

  /** A token from the refresh cookie, then the customer and the sign-in tasks. */
  async function restoreFromCookie(): Promise<void> {
    const accessToken = await getAccessToken();
    if (!accessToken) {
      if (snapshot.status === 'loading') update({ status: 'unauthenticated' });
      return;
    }
    update({ status: 'authenticated', guest: false });
    await loadCustomer();
    void afterSignIn();
  }

  /** A login, registration or social sign-in answered with tokens. */
  async function acceptToken(response: TokenResponse): Promise<SessionSnapshot> {
    token = tokenFromResponse(response, deps.now());
    deps.store.setItem(STORAGE_KEYS.signedIn, '1');
    deps.store.removeItem(STORAGE_KEYS.verificationId);
    // Signing in ends guest mode; the guest's local cart and wishlist stay for the sign-in tasks to push.
    cancelGuestTimer();
    endGuestSession(deps.store);
    update({ status: 'authenticated', guest: false, profileMissing: false });
    await loadCustomer();
    void afterSignIn();
    return snapshot;
  }

  function setCustomer(customer: Customer): void {
    update({ status: 'registered', customer, profileMissing: false });
  }

  /** Spec §4: clears token, user, local cart and wishlist, the stored verification id and the login markers. */
  async function logout(options: LogoutOptions = {}): Promise<void> {
    const current = token && !isTokenExpired(token, deps.now()) ? token.value : null;
    if (options.remote !== false && (isSignedIn(snapshot) || deps.store.getItem(STORAGE_KEYS.signedIn) === '1')) {
      // No refresh first: the server revokes by the cookie too, and a refresh here would only rotate it.
      // The local logout happens whatever the server says: a shopper who pressed "sign out" is signed out here.
      await deps.logoutRemote(current, options.quiet === true).catch(() => undefined);
    }
    cancelGuestTimer();
    cancelGuestTimer = () => {};
    token = null;
    removeKeys(deps.store, LOGOUT_KEYS);
    update({ status: 'unauthenticated', customer: null, profileMissing: false, guest: false });
    runSignOutTasks();
    for (const listener of logoutListeners) listener(options.reason ?? 'signed-out');
  }

  /** "Continue as guest": starts the 20-minute guest session. */
  function startGuest(): void {
    startGuestSession(deps.store, deps.now());
    scheduleGuest();
  }

  /**
   * Another tab changed the shared storage: its logout ends this tab's session too, its sign-in starts one
   * here (from the shared refresh cookie), and a guest session started or ended there is picked up here.
   */
  function onStorageChanged(key: string | null): void {
    if (key === STORAGE_KEYS.signedIn || key === null) {
      const signedInThere = deps.store.getItem(STORAGE_KEYS.signedIn) === '1';
      if (!signedInThere && isSignedIn(snapshot)) {
        token = null;
        update({ status: 'unauthenticated', customer: null, profileMissing: false });
        runSignOutTasks();
        for (const listener of logoutListeners) listener('other-tab');
      } else if (signedInThere && snapshot.status === 'unauthenticated') {
        void restoreFromCookie();
      }
    }
    if (key === STORAGE_KEYS.loginType || key === STORAGE_KEYS.loginTimestamp || key === null) scheduleGuest();
  }

  return {
    start,
    getAccessToken,
    authorized,
    acceptToken,
    reloadCustomer: loadCustomer,
    setCustomer,
    logout,
    startGuest,
    onStorageChanged,
    getSnapshot: () => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Called after every logout (the provider leaves protected pages). */
    onLogout(listener: (reason: LogoutReason) => void): () => void {
      logoutListeners.add(listener);
      return () => logoutListeners.delete(listener);
    },
  };
}
