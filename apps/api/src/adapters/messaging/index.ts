// Picks the provider of each channel from the configuration. An unset provider means the outbox outside
// production and "not configured" in production (the auth service then refuses that channel); a provider
// chosen without its credentials stops the API at start rather than failing at the first sign-up.
import type { DeliveryChannel } from '@dukan/core/contract/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { OutboxSender } from './outbox';
import { SmtpEmailSender } from './smtp';
import { TwilioSmsSender } from './twilio';
import type { MessageSender, MessageSenders } from './types';
import { WhatsAppCloudSender } from './whatsapp-cloud';

export type MessagingConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'SMS_PROVIDER'
  | 'WHATSAPP_PROVIDER'
  | 'EMAIL_PROVIDER'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
  | 'TWILIO_API_URL'
  | 'WHATSAPP_ACCESS_TOKEN'
  | 'WHATSAPP_PHONE_NUMBER_ID'
  | 'WHATSAPP_TEMPLATE'
  | 'WHATSAPP_API_URL'
  | 'SMTP_URL'
  | 'SMTP_FROM'
>;

/** Throws "Invalid configuration: …" naming the missing variables. */
function required(provider: string, values: Record<string, string | undefined>): Record<string, string> {
  const missing = Object.entries(values)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length > 0) {
    throw new Error(`Invalid configuration:\n  ${provider} needs ${missing.join(', ')}`);
  }
  return values as Record<string, string>;
}

export function createMessageSenders(config: MessagingConfig, db: Database): MessageSenders {
  const outbox = new OutboxSender(db);
  const fallback = config.NODE_ENV === 'production' ? null : outbox;

  let sms: MessageSender | null = fallback;
  if (config.SMS_PROVIDER === 'outbox') sms = outbox;
  if (config.SMS_PROVIDER === 'twilio') {
    const v = required('SMS_PROVIDER=twilio', {
      TWILIO_ACCOUNT_SID: config.TWILIO_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: config.TWILIO_AUTH_TOKEN,
      TWILIO_FROM: config.TWILIO_FROM,
    });
    sms = new TwilioSmsSender({
      accountSid: v.TWILIO_ACCOUNT_SID!,
      authToken: v.TWILIO_AUTH_TOKEN!,
      from: v.TWILIO_FROM!,
      apiUrl: config.TWILIO_API_URL,
    });
  }

  let whatsapp: MessageSender | null = fallback;
  if (config.WHATSAPP_PROVIDER === 'outbox') whatsapp = outbox;
  if (config.WHATSAPP_PROVIDER === 'whatsapp-cloud') {
    const v = required('WHATSAPP_PROVIDER=whatsapp-cloud', {
      WHATSAPP_ACCESS_TOKEN: config.WHATSAPP_ACCESS_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: config.WHATSAPP_PHONE_NUMBER_ID,
    });
    whatsapp = new WhatsAppCloudSender({
      accessToken: v.WHATSAPP_ACCESS_TOKEN!,
      phoneNumberId: v.WHATSAPP_PHONE_NUMBER_ID!,
      template: config.WHATSAPP_TEMPLATE,
      apiUrl: config.WHATSAPP_API_URL,
    });
  }

  let email: MessageSender | null = fallback;
  if (config.EMAIL_PROVIDER === 'outbox') email = outbox;
  if (config.EMAIL_PROVIDER === 'smtp') {
    const v = required('EMAIL_PROVIDER=smtp', { SMTP_URL: config.SMTP_URL });
    email = new SmtpEmailSender({ url: v.SMTP_URL!, from: config.SMTP_FROM });
  }

  const senders: Record<DeliveryChannel, MessageSender | null> = { sms, whatsapp, email };
  return { forChannel: (channel) => senders[channel] ?? null };
}

export { listOutbox, OutboxSender } from './outbox';
export type { MessagePurpose, MessageSender, MessageSenders, OutgoingMessage, SendResult } from './types';
