// WhatsApp through the Cloud API with an approved authentication template (one-time code with a copy-code
// button). Meta writes the template's text in each language itself, so only the code travels: the body
// parameter and the button's URL parameter both carry it.
import type { Locale } from '@dukan/core/locales';
import type { MessageSender, OutgoingMessage, SendResult } from './types';

export interface WhatsAppCloudOptions {
  accessToken: string;
  phoneNumberId: string;
  /** Name of the approved authentication template. */
  template: string;
  /** https://graph.facebook.com/v21.0; a local fake in tests. */
  apiUrl: string;
  timeoutMs?: number;
}

// WhatsApp templates are not offered in Kurdish (neither Sorani nor Kurmanji is among the template
// languages), so Kurdish shoppers get the Arabic template: same script, and Arabic is read across Iraq.
export const WHATSAPP_TEMPLATE_LANGUAGE: Record<Locale, string> = { en: 'en', ar: 'ar', ku: 'ar' };

/** Authentication templates accept a code of at most 15 characters. */
const TEMPLATE_CODE_MAX = 15;
const DEFAULT_TIMEOUT_MS = 10_000;

export class WhatsAppCloudSender implements MessageSender {
  private readonly endpoint: string;

  constructor(private readonly options: WhatsAppCloudOptions) {
    const base = options.apiUrl.replace(/\/+$/, '');
    this.endpoint = `${base}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  }

  async send(message: OutgoingMessage): Promise<SendResult> {
    const code = message.code;
    if (!code || code.length > TEMPLATE_CODE_MAX) {
      return { ok: false, error: 'whatsapp: the authentication template carries only a code of 1–15 characters' };
    }
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to.replace(/^\+/, ''),
      type: 'template',
      template: {
        name: this.options.template,
        language: { code: WHATSAPP_TEMPLATE_LANGUAGE[message.locale] },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
        ],
      },
    };

    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.options.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      return {
        ok: false,
        error: `whatsapp: ${(error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable'}`,
      };
    }
    const payload = (await response.json().catch(() => null)) as {
      messages?: { id?: string }[];
      error?: { code?: number; message?: string };
    } | null;
    if (!response.ok) {
      const detail = payload?.error?.code ? ` (${payload.error.code}: ${payload.error.message ?? ''})` : '';
      return { ok: false, error: `whatsapp: HTTP ${response.status}${detail}` };
    }
    return { ok: true, providerMessageId: payload?.messages?.[0]?.id };
  }
}
