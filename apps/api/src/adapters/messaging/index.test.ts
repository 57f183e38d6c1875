import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { createMessageSenders } from './index';
import { OutboxSender } from './outbox';
import { SmtpEmailSender } from './smtp';
import { TwilioSmsSender } from './twilio';
import { WhatsAppCloudSender } from './whatsapp-cloud';

// Choosing providers never touches the database: the outbox only holds on to it.
const db = {} as Database;
// Production refuses to start without a delivering provider (config.ts): email is that provider here.
const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(32),
  SEARCH_API_KEY: 'y'.repeat(16),
  DATABASE_URL: 'postgres://db.internal/dukan',
  PUBLIC_URL: 'https://dukan.example',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:2525',
};

const senders = (env: Record<string, string>) => createMessageSenders(loadConfig(env), db);

describe('createMessageSenders', () => {
  it('uses the outbox for every channel outside production when no provider is set', () => {
    for (const nodeEnv of ['development', 'test']) {
      const s = senders({ NODE_ENV: nodeEnv });
      expect(s.forChannel('sms')).toBeInstanceOf(OutboxSender);
      expect(s.forChannel('whatsapp')).toBeInstanceOf(OutboxSender);
      expect(s.forChannel('email')).toBeInstanceOf(OutboxSender);
    }
  });

  it('leaves a channel unconfigured in production when its provider is unset', () => {
    const s = senders({ ...PRODUCTION });
    expect(s.forChannel('sms')).toBeNull();
    expect(s.forChannel('whatsapp')).toBeNull();
    expect(s.forChannel('email')).toBeInstanceOf(SmtpEmailSender);
  });

  it('builds each real provider from its variables', () => {
    const s = senders({
      ...PRODUCTION,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
      WHATSAPP_PROVIDER: 'whatsapp-cloud',
      WHATSAPP_ACCESS_TOKEN: 'wa-token',
      WHATSAPP_PHONE_NUMBER_ID: '1065',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    expect(s.forChannel('sms')).toBeInstanceOf(TwilioSmsSender);
    expect(s.forChannel('whatsapp')).toBeInstanceOf(WhatsAppCloudSender);
    expect(s.forChannel('email')).toBeInstanceOf(SmtpEmailSender);
  });

  it('refuses to start with a provider chosen but its credentials missing, naming them', () => {
    expect(() => senders({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      'Invalid configuration:\n  SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN, TWILIO_FROM',
    );
    expect(() => senders({ WHATSAPP_PROVIDER: 'whatsapp-cloud', WHATSAPP_ACCESS_TOKEN: 't' })).toThrow(
      'WHATSAPP_PROVIDER=whatsapp-cloud needs WHATSAPP_PHONE_NUMBER_ID',
    );
    expect(() => senders({ EMAIL_PROVIDER: 'smtp' })).toThrow('EMAIL_PROVIDER=smtp needs SMTP_URL');
  });
});
