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
  'too_many_attempts',
  'too_many_attempts_message',
  'error_generic',
] as const satisfies readonly MessageKey[];
export type OverlayMessages = Record<(typeof OVERLAY_MESSAGE_KEYS)[number], string>;

export const SHELL_MESSAGE_KEYS = [
  'error_title',
  'error_body',
  'try_again',
  'back_home',
] as const satisfies readonly MessageKey[];
export type ShellMessages = Record<(typeof SHELL_MESSAGE_KEYS)[number], string>;
