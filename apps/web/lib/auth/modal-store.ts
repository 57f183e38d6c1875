// The login/register modal's state, the spec's store state (§3): verifyId, phoneNumber, phase (default
// register) and step (default setup), plus whether it is open. A module store so any component (the
// header's button, a route guard, the session provider) can open it at a given place.
import { browserStore, STORAGE_KEYS } from './storage';

export type AuthPhase = 'login' | 'register';
/** setup → code → personalinfo; forgot and reset are the password-recovery detours. */
export type AuthStep = 'setup' | 'code' | 'personalinfo' | 'forgot' | 'reset';

export interface AuthModalState {
  open: boolean;
  phase: AuthPhase;
  step: AuthStep;
  /** The verification id of the code just sent (also kept under `veriId`, spec §9). */
  verifyId: string | null;
  /** Where the code went, as the API masked it for display ("+964 750 ••• •567"). */
  phoneNumber: string | null;
  /** The reset token from a `?reset=` link. */
  resetToken: string | null;
}

export const INITIAL_MODAL_STATE: AuthModalState = Object.freeze({
  open: false,
  phase: 'register',
  step: 'setup',
  verifyId: null,
  phoneNumber: null,
  resetToken: null,
});

let state: AuthModalState = INITIAL_MODAL_STATE;
const listeners = new Set<() => void>();

function set(patch: Partial<AuthModalState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getAuthModal(): AuthModalState {
  return state;
}

export function subscribeAuthModal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Opens the modal. Every opening starts at register (the spec's default: most people who meet the modal have no
 * account yet) unless the caller passes the phase the shopper chose, e.g. a button labelled "Sign in"; the
 * phase of an earlier opening is not carried over, so one earlier "log in" does not change the default.
 */
export function openAuthModal(at: { phase?: AuthPhase; step?: AuthStep; resetToken?: string } = {}): void {
  set({
    open: true,
    phase: at.phase ?? INITIAL_MODAL_STATE.phase,
    step: at.step ?? 'setup',
    resetToken: at.resetToken ?? state.resetToken,
  });
}

export function closeAuthModal(): void {
  // The next opening starts over at the defaults, except a code still waiting to be entered.
  set({ open: false, step: 'setup', resetToken: null });
}

export function setAuthPhase(phase: AuthPhase): void {
  set({ phase, step: 'setup' });
}

export function setAuthStep(step: AuthStep): void {
  set({ step });
}

/** A code was sent: remember where, and move to the code step. */
export function startVerification(verifyId: string, destination: string | null): void {
  browserStore().setItem(STORAGE_KEYS.verificationId, verifyId);
  set({ verifyId, phoneNumber: destination, step: 'code' });
}

export function clearVerification(): void {
  browserStore().removeItem(STORAGE_KEYS.verificationId);
  set({ verifyId: null, phoneNumber: null });
}

/** Test hook: back to the initial state. */
export function resetAuthModal(): void {
  state = INITIAL_MODAL_STATE;
  for (const listener of listeners) listener();
}
