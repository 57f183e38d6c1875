// How a one-time code or a reset link reaches a person. One interface, one file per provider
// (outbox, Twilio SMS, WhatsApp Cloud API, SMTP email); services/auth composes the text in the
// shopper's language and never knows which provider carries it.
import type { DeliveryChannel } from '@dukan/core/contract/auth';
import type { Locale } from '@dukan/core/locales';

export type MessagePurpose = 'register' | 'login' | 'update_identifier' | 'reset_password';

export interface OutgoingMessage {
  /** E.164 phone number or lower-case email address. */
  to: string;
  channel: DeliveryChannel;
  /** The whole text in the recipient's language (the email body, the SMS). */
  text: string;
  /** The one-time code or reset token inside the text; WhatsApp's authentication template sends only this. */
  code: string | null;
  locale: Locale;
  purpose: MessagePurpose;
}

export type SendResult = { ok: true; providerMessageId?: string } | { ok: false; error: string };

export interface MessageSender {
  send(message: OutgoingMessage): Promise<SendResult>;
}

/** The sender for each channel; null when a channel is not configured (production without a provider). */
export interface MessageSenders {
  forChannel(channel: DeliveryChannel): MessageSender | null;
  /**
   * Does the work of sending `message` without delivering it: the decoy code of an identifier without an
   * account costs what a real one does, so the answer's time tells nothing. Senders that deliver inline have
   * nothing comparable to do and leave it out; the job queue's senders enqueue a job the worker drops.
   */
  decoy?(message: OutgoingMessage): Promise<void>;
}
