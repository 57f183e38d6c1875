import { describe, expect, it } from 'vitest';
import { GUEST_SESSION_MS, guestSessionState, scheduleGuestExpiry, startGuestSession } from './guest';
import { STORAGE_KEYS } from './storage';
import { fakeClock, mapStore } from './testing/fakes';

describe('guestSessionState', () => {
  it('is none without the guest login type', () => {
    expect(guestSessionState(mapStore(), 0)).toEqual({ kind: 'none' });
    expect(guestSessionState(mapStore({ loginType: 'customer', loginTimestamp: '1' }), 5)).toEqual({ kind: 'none' });
  });

  it('counts down 20 minutes from the stored timestamp', () => {
    const store = mapStore();
    startGuestSession(store, 1_000);
    expect(store.map.get(STORAGE_KEYS.loginType)).toBe('guest');
    expect(guestSessionState(store, 1_000)).toEqual({ kind: 'active', remainingMs: GUEST_SESSION_MS });
    expect(guestSessionState(store, 1_000 + 60_000)).toEqual({
      kind: 'active',
      remainingMs: GUEST_SESSION_MS - 60_000,
    });
    expect(guestSessionState(store, 1_000 + GUEST_SESSION_MS)).toEqual({ kind: 'expired' });
  });

  it('treats a missing or garbled timestamp as expired', () => {
    expect(guestSessionState(mapStore({ loginType: 'guest' }), 10)).toEqual({ kind: 'expired' });
    expect(guestSessionState(mapStore({ loginType: 'guest', loginTimestamp: 'soon' }), 10)).toEqual({
      kind: 'expired',
    });
  });

  it('gives a timestamp from the future no more than one full session', () => {
    const store = mapStore({ loginType: 'guest', loginTimestamp: String(50_000) });
    expect(guestSessionState(store, 10_000)).toEqual({ kind: 'active', remainingMs: GUEST_SESSION_MS });
  });
});

describe('scheduleGuestExpiry', () => {
  it('ends a stale session at once (the tab was closed and reopened later)', () => {
    const clock = fakeClock();
    const store = mapStore({ loginType: 'guest', loginTimestamp: String(clock.now() - GUEST_SESSION_MS - 1) });
    let expired = 0;
    scheduleGuestExpiry({ store, ...clock }, () => expired++);
    expect(expired).toBe(1);
    expect(clock.pending()).toBe(0);
  });

  it('schedules the end for the time left', () => {
    const clock = fakeClock();
    const store = mapStore({ loginType: 'guest', loginTimestamp: String(clock.now() - 15 * 60_000) });
    let expired = 0;
    scheduleGuestExpiry({ store, ...clock }, () => expired++);
    clock.advance(5 * 60_000 - 1);
    expect(expired).toBe(0);
    clock.advance(1);
    expect(expired).toBe(1);
  });

  it('re-reads the store when the timer fires: a restarted session gets its own time', () => {
    const clock = fakeClock();
    const store = mapStore();
    startGuestSession(store, clock.now());
    let expired = 0;
    scheduleGuestExpiry({ store, ...clock }, () => expired++);
    clock.advance(10 * 60_000);
    startGuestSession(store, clock.now());
    clock.advance(10 * 60_000);
    expect(expired).toBe(0);
    clock.advance(10 * 60_000);
    expect(expired).toBe(1);
  });

  it('does nothing once the guest session ended another way, or after cancelling', () => {
    const clock = fakeClock();
    const store = mapStore();
    startGuestSession(store, clock.now());
    let expired = 0;
    const cancel = scheduleGuestExpiry({ store, ...clock }, () => expired++);
    cancel();
    clock.advance(GUEST_SESSION_MS);
    expect(expired).toBe(0);

    scheduleGuestExpiry({ store, ...clock }, () => expired++);
    expect(expired).toBe(1); // already stale now
    startGuestSession(store, clock.now());
    scheduleGuestExpiry({ store, ...clock }, () => expired++);
    store.removeItem(STORAGE_KEYS.loginType);
    clock.advance(GUEST_SESSION_MS);
    expect(expired).toBe(1);
  });
});
