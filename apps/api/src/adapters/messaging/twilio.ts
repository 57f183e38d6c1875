// SMS through Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, HTTP basic
// auth). A failed send is an answer, never an exception: the auth service tells the shopper to try again.
import type { MessageSender, OutgoingMessage, SendResult } from './types';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164, or a messaging service id (MG…) that picks the number itself. */
  from: string;
  /** https://api.twilio.com; a local fake in tests. */
  apiUrl: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export class TwilioSmsSender implements MessageSender {
  private readonly endpoint: string;
  private readonly authorization: string;

  constructor(private readonly options: TwilioOptions) {
    const base = options.apiUrl.replace(/\/+$/, '');
    this.endpoint = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
    this.authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  }

  async send(message: OutgoingMessage): Promise<SendResult> {
    const form = new URLSearchParams({ To: message.to, Body: message.text });
    if (this.options.from.startsWith('MG')) form.set('MessagingServiceSid', this.options.from);
    else form.set('From', this.options.from);

    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          authorization: this.authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      return { ok: false, error: `twilio: ${(error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable'}` };
    }
    const payload = (await response.json().catch(() => null)) as {
      sid?: string;
      code?: number;
      message?: string;
    } | null;
    if (!response.ok) {
      const detail = payload?.code ? ` (${payload.code}: ${payload.message ?? ''})` : '';
      return { ok: false, error: `twilio: HTTP ${response.status}${detail}` };
    }
    return { ok: true, providerMessageId: payload?.sid };
  }
}
