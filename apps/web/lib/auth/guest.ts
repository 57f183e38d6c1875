// Guest mode (spec §4, §6, §9): the login type is kept as 'guest' with the time it started; after 20
// minutes the guest is logged out and the local cart and wishlist go, also when the tab was closed and
// reopened later. Pure functions over a key-value store and a clock, so tests control time.
import { STORAGE_KEYS, type KeyValueStore } from './storage';

/** Spec §9: 20 minutes. */
export const GUEST_SESSION_MS = 1_200_000;

export type GuestSessionState = { kind: 'none' } | { kind: 'expired' } | { kind: 'active'; remainingMs: number };

export function startGuestSession(store: KeyValueStore, now: number): void {
  store.setItem(STORAGE_KEYS.loginType, 'guest');
  store.setItem(STORAGE_KEYS.loginTimestamp, String(now));
}

export function endGuestSession(store: KeyValueStore): void {
  store.removeItem(STORAGE_KEYS.loginType);
  store.removeItem(STORAGE_KEYS.loginTimestamp);
}

export function isGuestSession(store: KeyValueStore): boolean {
  return store.getItem(STORAGE_KEYS.loginType) === 'guest';
}

export function guestSessionState(store: KeyValueStore, now: number): GuestSessionState {
  if (!isGuestSession(store)) return { kind: 'none' };
  const started = Number(store.getItem(STORAGE_KEYS.loginTimestamp));
  // A missing or garbled timestamp cannot prove the session is recent: treat it as over. A timestamp in the
  // future (a clock set back) gets no more than one full session either.
  if (!Number.isFinite(started) || started <= 0) return { kind: 'expired' };
  const elapsed = Math.max(0, now - started);
  if (elapsed >= GUEST_SESSION_MS) return { kind: 'expired' };
  return { kind: 'active', remainingMs: GUEST_SESSION_MS - elapsed };
}

export interface GuestTimerDeps {
  store: KeyValueStore;
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
}

/**
 * At app start (and when a guest session begins): a stale guest session ends now, a running one is
 * scheduled to end for the time it has left. Returns a function that cancels the scheduled end.
 */
export function scheduleGuestExpiry(deps: GuestTimerDeps, onExpire: () => void): () => void {
  let handle: unknown = null;
  let cancelled = false;
  const check = () => {
    handle = null;
    if (cancelled) return;
    // Read the store each time: another tab may have signed in or restarted the session meanwhile.
    const state = guestSessionState(deps.store, deps.now());
    if (state.kind === 'expired') onExpire();
    else if (state.kind === 'active') handle = deps.setTimer(check, state.remainingMs);
  };
  check();
  return () => {
    cancelled = true;
    if (handle !== null) deps.clearTimer(handle);
  };
}
