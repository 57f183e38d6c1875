// The strings each client component needs, picked on the server and passed as props/context, so the
// browser never downloads whole dictionaries. (Constants live here, not in the 'use client' files:
// a server component importing a value from a client module gets a reference, not the value.)
import type { MessageKey } from './translator';

export const OVERLAY_MESSAGE_KEYS = [
  'alert_success',
  'alert_error',
  'alert_warning',
  'alert_info',
  'alert_dismiss',
  'alert_too_many_attempts',
  'alert_too_many_attempts_message',
  'error_generic',
  'error_network',
] as const satisfies readonly MessageKey[];
export type OverlayMessages = Record<(typeof OVERLAY_MESSAGE_KEYS)[number], string>;

export const SHELL_MESSAGE_KEYS = [
  'error_title',
  'error_body',
  'error_try_again',
  'error_back_home',
] as const satisfies readonly MessageKey[];
export type ShellMessages = Record<(typeof SHELL_MESSAGE_KEYS)[number], string>;

// Accounts: the session provider, the header's account button and the lazily loaded sign-in modal read
// the auth_, guest_ and phone_ (its phone fields) strings; the account pages add the account_ ones
// (picked by their layout only).
export const AUTH_MESSAGE_PREFIXES = ['auth_', 'guest_', 'phone_'] as const;
export type AuthMessageKey = Extract<MessageKey, `auth_${string}` | `guest_${string}` | `phone_${string}`>;
export type AuthMessages = Record<AuthMessageKey, string>;

export const ACCOUNT_MESSAGE_PREFIXES = ['account_'] as const;
export type AccountMessageKey = Extract<MessageKey, `account_${string}`>;
export type AccountMessages = Record<AccountMessageKey, string>;

/** The messages whose keys start with one of `prefixes`. */
export function pickMessagesByPrefix<K extends MessageKey>(
  messages: Record<MessageKey, string>,
  prefixes: readonly string[],
): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const [key, text] of Object.entries(messages)) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) out[key as K] = text;
  }
  return out;
}
