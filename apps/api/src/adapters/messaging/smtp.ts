// Email through any SMTP server (SMTP_URL). The auth service writes the body in the shopper's language;
// the subject, chosen here by purpose, is in the same language.
import type { Locale } from '@dukan/core/locales';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MessagePurpose, MessageSender, OutgoingMessage, SendResult } from './types';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  /** "Dukan <no-reply@dukan.iq>" */
  from: string;
  timeoutMs?: number;
}

export const EMAIL_SUBJECTS: Record<MessagePurpose, Record<Locale, string>> = {
  register: {
    ku: 'کۆدی خۆتۆمارکردن لە دوکان',
    ar: 'رمز التسجيل في دكان',
    en: 'Your Dukan sign-up code',
  },
  login: {
    ku: 'کۆدی چوونەژوورەوە بۆ دوکان',
    ar: 'رمز تسجيل الدخول إلى دكان',
    en: 'Your Dukan sign-in code',
  },
  update_identifier: {
    ku: 'کۆدی پشتڕاستکردنەوەی ئیمەیڵە نوێیەکەت لە دوکان',
    ar: 'رمز تأكيد بريدك الإلكتروني الجديد في دكان',
    en: 'Confirm your new email address on Dukan',
  },
  reset_password: {
    ku: 'دانانەوەی وشەی نهێنی لە دوکان',
    ar: 'إعادة تعيين كلمة المرور في دكان',
    en: 'Reset your Dukan password',
  },
};

// Sorani's language tag is ckb; `ku` alone would announce Kurmanji.
const CONTENT_LANGUAGE: Record<Locale, string> = { ku: 'ckb', ar: 'ar', en: 'en' };

const DEFAULT_TIMEOUT_MS = 10_000;

export class SmtpEmailSender implements MessageSender {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpOptions) {
    const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    // Bounded waits: a stuck mail server must not hold a sign-up request for minutes (nodemailer's defaults).
    this.transport = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout * 2,
    });
  }

  async send(message: OutgoingMessage): Promise<SendResult> {
    try {
      const info = await this.transport.sendMail({
        from: this.options.from,
        to: message.to,
        subject: EMAIL_SUBJECTS[message.purpose][message.locale],
        text: message.text,
        headers: {
          'Content-Language': CONTENT_LANGUAGE[message.locale],
          // RFC 3834: keeps vacation responders from answering a one-time code.
          'Auto-Submitted': 'auto-generated',
        },
      });
      if (info.rejected.length > 0) return { ok: false, error: 'smtp: recipient rejected' };
      return { ok: true, providerMessageId: info.messageId };
    } catch (error) {
      const e = error as Error & { code?: string; responseCode?: number };
      return { ok: false, error: `smtp: ${e.responseCode ?? e.code ?? 'failed'} ${e.message}`.trim() };
    }
  }

  close(): void {
    this.transport.close();
  }
}
