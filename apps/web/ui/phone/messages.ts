// The strings the phone input shows itself; the server picks them with pickMessages(messages,
// PHONE_MESSAGE_KEYS) and passes them down (a constant here, not in the 'use client' file, so a server
// component gets the value and not a client reference).
import type { MessageKey } from '@/i18n/translator';

export const PHONE_MESSAGE_KEYS = ['phone_country_button', 'phone_countries'] as const satisfies readonly MessageKey[];
export type PhoneMessages = Record<(typeof PHONE_MESSAGE_KEYS)[number], string>;

/**
 * Fills "{name}" arguments without shipping intl-messageformat to the browser. Enough for these
 * messages, which have no plurals or selects (messages.test.ts checks they agree with the translator).
 */
export function fillMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
