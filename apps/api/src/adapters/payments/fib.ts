// A client of First Iraqi Bank's online payment API: an OAuth2 client-credentials token from FIB's Keycloak realm,
// then JSON calls under /protected/v1/payments with it. Every answer from the bank is checked against what the
// protocol promises before the order service sees it, and every failure (no answer, a refusal, an answer we
// cannot read) comes back as a FibFailure: a bank that misbehaves must not take a checkout down with it.
import { z } from 'zod';
import type { FibClient, FibCreatedPayment, FibFailure, FibPaymentState, FibResult } from './types';

export const FIB_TOKEN_PATH = '/auth/realms/fib-online-shop/protocol/openid-connect/token';
export const FIB_PAYMENTS_PATH = '/protected/v1/payments';
/** FIB refuses a longer payment description. */
export const FIB_DESCRIPTION_MAX = 50;

export interface FibClientOptions {
  /** e.g. https://fib.prod.fib.iq, or the simulator at {API_PUBLIC_URL}/dev/fib. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  fetchImpl?: typeof fetch;
  /** Per HTTP request (the token request and each call). */
  timeoutMs?: number;
  /** The clock that ages the cached token. */
  now?: () => Date;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** A token is renewed this long before it expires, so no request carries one that dies on the way. */
const TOKEN_RENEW_MARGIN_MS = 30_000;
/** Keycloak always says; this is only for a token answer without `expires_in`. */
const DEFAULT_TOKEN_LIFETIME_SECONDS = 60;

const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a date');
const amountValue = z.union([
  z.number().finite(),
  z
    .string()
    .regex(/^\d+(?:\.\d+)?$/)
    .transform(Number),
]);
const Money = z.object({ amount: amountValue, currency: z.string() });
/** A link the bank may leave out reads as '' rather than refusing the whole payment. */
const appLink = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

const TokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
  token_type: z.string().optional(),
});

const CreatedPaymentAnswer = z.object({
  paymentId: z.string().min(1),
  readableCode: z.string(),
  qrCode: z.string(),
  validUntil: isoDate.transform((value) => new Date(value).toISOString()),
  personalAppLink: appLink,
  businessAppLink: appLink,
  corporateAppLink: appLink,
});

const StatusAnswer = z
  .object({
    paymentId: z.string().min(1),
    status: z.enum(['PAID', 'UNPAID', 'DECLINED', 'REFUND_REQUESTED', 'REFUNDED']),
    paidAt: isoDate.nullish(),
    declinedAt: isoDate.nullish(),
    decliningReason: z.string().nullish(),
    amount: Money.nullish(),
    // Some of FIB's documents name the amount of a status answer `monetaryValue`, as in the create request.
    monetaryValue: Money.nullish(),
  })
  .transform((answer): FibPaymentState => ({
    paymentId: answer.paymentId,
    status: answer.status,
    paidAt: answer.paidAt ?? null,
    declinedAt: answer.declinedAt ?? null,
    decliningReason: answer.decliningReason ?? null,
    amount: answer.amount ?? answer.monetaryValue ?? null,
  }));

/**
 * At most `max` UTF-16 units (FIB's limit is a Java string length) without splitting a character: Kurdish and
 * Arabic letters are one unit each, an emoji two, and half an emoji would be refused as malformed text.
 */
export function cutDescription(text: string, max = FIB_DESCRIPTION_MAX): string {
  let out = '';
  for (const codePoint of text.trim()) {
    if (out.length + codePoint.length > max) break;
    out += codePoint;
  }
  return out.trimEnd();
}

/** The bank's own words about a refusal, in whichever of its error shapes it used; never our credentials. */
function bankDetail(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const b = body as Record<string, unknown>;
  const first = Array.isArray(b.errors) ? (b.errors[0] as Record<string, unknown> | undefined) : undefined;
  const candidates = [first?.detail, first?.title, first?.code, b.error_description, b.message, b.error];
  const text = candidates.find((value): value is string => typeof value === 'string' && value.length > 0);
  return text ? `: ${text.slice(0, 200)}` : '';
}

type HttpAnswer = { status: number; body: unknown };

const failure = <T>(error: FibFailure): FibResult<T> => ({ ok: false, error });

export function createFibClient(options: FibClientOptions): FibClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());

  let cached: { token: string; renewAt: number } | null = null;
  // Requests that find no fresh token share one token request instead of each asking Keycloak.
  let pendingToken: Promise<FibResult<string>> | null = null;

  async function send(url: string, init: RequestInit, label: string): Promise<FibResult<HttpAnswer>> {
    try {
      const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      let body: unknown = null;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      return { ok: true, data: { status: response.status, body } };
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
      return failure({
        kind: 'unavailable',
        message: `FIB ${label}: ${timedOut ? `no answer within ${timeoutMs} ms` : 'unreachable'}`,
      });
    }
  }

  async function requestToken(): Promise<FibResult<string>> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: options.clientId,
      client_secret: options.clientSecret,
    });
    const sent = await send(
      `${base}${FIB_TOKEN_PATH}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
      },
      'token',
    );
    if (!sent.ok) return sent;
    const { status, body } = sent.data;
    if (status >= 400 && status < 500) {
      return failure({ kind: 'rejected', status, message: `FIB token: HTTP ${status}${bankDetail(body)}` });
    }
    const parsed = status >= 200 && status < 300 ? TokenAnswer.safeParse(body) : null;
    if (!parsed?.success) {
      return failure({ kind: 'unavailable', status, message: `FIB token: unreadable answer (HTTP ${status})` });
    }
    const lifetimeMs = (parsed.data.expires_in ?? DEFAULT_TOKEN_LIFETIME_SECONDS) * 1000;
    // A short-lived token is still used for half its life rather than renewed on every call.
    const margin = Math.min(TOKEN_RENEW_MARGIN_MS, lifetimeMs / 2);
    cached = { token: parsed.data.access_token, renewAt: now().getTime() + lifetimeMs - margin };
    return { ok: true, data: parsed.data.access_token };
  }

  function accessToken(): Promise<FibResult<string>> {
    if (cached && now().getTime() < cached.renewAt) return Promise.resolve({ ok: true, data: cached.token });
    pendingToken ??= requestToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  /** A bearer call; a 401 (the bank forgot or expired our token early) earns one retry with a new token. */
  async function call(method: 'GET' | 'POST', path: string, label: string, json?: unknown) {
    for (let attempt = 0; ; attempt++) {
      const token = await accessToken();
      if (!token.ok) return token;
      const headers: Record<string, string> = { authorization: `Bearer ${token.data}`, accept: 'application/json' };
      if (json !== undefined) headers['content-type'] = 'application/json';
      const sent = await send(
        `${base}${path}`,
        { method, headers, body: json === undefined ? undefined : JSON.stringify(json) },
        label,
      );
      if (!sent.ok) return sent;
      const { status, body } = sent.data;
      if (status === 401 && attempt === 0) {
        if (cached?.token === token.data) cached = null;
        continue;
      }
      if (status >= 200 && status < 300) return sent;
      const message = `FIB ${label}: HTTP ${status}${bankDetail(body)}`;
      if (status === 404) return failure<HttpAnswer>({ kind: 'not_found', status, message });
      if (status >= 400 && status < 500) return failure<HttpAnswer>({ kind: 'rejected', status, message });
      return failure<HttpAnswer>({ kind: 'unavailable', status, message });
    }
  }

  function read<T>(answer: HttpAnswer, schema: z.ZodType<T>, label: string): FibResult<T> {
    const parsed = schema.safeParse(answer.body);
    if (parsed.success) return { ok: true, data: parsed.data };
    return failure({
      kind: 'unavailable',
      status: answer.status,
      message: `FIB ${label}: unreadable answer (${parsed.error.issues[0]?.path.join('.') || 'body'})`,
    });
  }

  const paymentPath = (paymentId: string, action: string) =>
    `${FIB_PAYMENTS_PATH}/${encodeURIComponent(paymentId)}/${action}`;
  const noSuchPayment = <T>(): FibResult<T> => failure({ kind: 'not_found', message: 'FIB: empty payment id' });

  return {
    async createPayment(input) {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
        return failure({ kind: 'rejected', message: 'FIB create payment: the amount must be a positive whole IQD' });
      }
      const answer = await call('POST', FIB_PAYMENTS_PATH, 'create payment', {
        monetaryValue: { amount: input.amount, currency: 'IQD' },
        statusCallbackUrl: input.statusCallbackUrl,
        description: cutDescription(input.description),
        expiresIn: input.expiresIn,
        refundableFor: input.refundableFor,
      });
      if (!answer.ok) return answer;
      return read<FibCreatedPayment>(answer.data, CreatedPaymentAnswer, 'create payment');
    },

    async getStatus(paymentId) {
      if (!paymentId) return noSuchPayment();
      const answer = await call('GET', paymentPath(paymentId, 'status'), 'payment status');
      if (!answer.ok) return answer;
      return read(answer.data, StatusAnswer, 'payment status');
    },

    async cancel(paymentId) {
      if (!paymentId) return noSuchPayment();
      const answer = await call('POST', paymentPath(paymentId, 'cancel'), 'cancel payment');
      return answer.ok ? { ok: true, data: true } : answer;
    },

    async refund(paymentId) {
      if (!paymentId) return noSuchPayment();
      const answer = await call('POST', paymentPath(paymentId, 'refund'), 'refund payment');
      return answer.ok ? { ok: true, data: true } : answer;
    },
  };
}
