// The strings the contact form shows itself, picked on the server (a constant here, not in the 'use client'
// file, so a server component gets the value and not a client reference).
import type { MessageKey } from '@/i18n/translator';
import type { PhoneMessages } from '@/ui/phone/messages';

export const CONTACT_FORM_MESSAGE_PREFIXES = ['contact_form_'] as const;
export type ContactFormMessageKey = Extract<MessageKey, `contact_form_${string}`>;
export type ContactFormMessages = Record<ContactFormMessageKey, string> & PhoneMessages & { phone_invalid: string };
