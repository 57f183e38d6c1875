// A stand-in for First Iraqi Bank outside production, mounted under /dev/fib. It speaks the bank's online payment
// protocol (Keycloak client-credentials token, /protected/v1/payments…) so the real client talks to it unchanged,
// keeps its payments in memory, and adds two unauthenticated buttons that play the customer's FIB app:
// POST /payments/{id}/pay and /payments/{id}/decline, which then call the shop's status callback as the bank does.
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { z, ZodError } from 'zod';
import { zodValidatorCompiler, type ZodTypeProvider } from '../../http/zod';
import { FIB_DESCRIPTION_MAX, FIB_PAYMENTS_PATH, FIB_TOKEN_PATH } from './fib';
import { isoDurationMs } from './iso-duration';
import type { FibStatus } from './types';

export interface FibSimulatorOptions {
  /** The only client the simulated bank knows. */
  clientId: string;
  clientSecret: string;
  /** The bank's clock: payment expiry, token lifetime, refund settling. */
  now?: () => Date;
  /** Carries the status callbacks. */
  fetchImpl?: typeof fetch;
  /** How long a status callback may take before the simulator gives up on it (default 3 s). */
  callbackTimeoutMs?: number;
  /** `expires_in` of the tokens it issues (default 300 s, Keycloak's default). */
  tokenLifetimeSeconds?: number;
  /** A requested refund reads as REFUNDED this long after the request (default 5 s). */
  refundSettlesAfterMs?: number;
}

/** What a payment nobody expires explicitly is given, and how long a paid one stays refundable by default. */
const DEFAULT_EXPIRES_IN = 'PT1H';
const DEFAULT_REFUNDABLE_FOR = 'P7D';
/** The simulator lives as long as the API process; the oldest payments make room past this many. */
const MAX_PAYMENTS = 10_000;

const Duration = z.string().refine((text) => isoDurationMs(text) !== null, 'an ISO 8601 duration such as PT15M');
const Amount = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(?:\.\d+)?$/, 'a number')
      .transform(Number),
  ])
  .pipe(z.number().int('whole IQD').positive().max(1_000_000_000_000));

const CreatePaymentBody = z.object({
  monetaryValue: z.object({ amount: Amount, currency: z.literal('IQD') }),
  statusCallbackUrl: z.url({ protocol: /^https?$/ }).optional(),
  description: z.string().max(FIB_DESCRIPTION_MAX).optional(),
  expiresIn: Duration.optional(),
  refundableFor: Duration.optional(),
  // Accepted as the bank accepts them; the simulator has no use for them.
  redirectUri: z.string().optional(),
  category: z.string().optional(),
});
const PaymentParams = z.object({ paymentId: z.string().min(1).max(100) });
const DeclineBody = z
  .object({ reason: z.enum(['PAYMENT_CANCELLATION', 'SERVER_FAILURE']).optional() })
  // No body at all reaches the schema as null.
  .nullish()
  .transform((body) => body?.reason ?? 'PAYMENT_CANCELLATION');

interface SimulatedPayment {
  paymentId: string;
  readableCode: string;
  amount: number;
  description: string;
  statusCallbackUrl: string | null;
  validUntil: Date;
  refundableForMs: number;
  status: FibStatus;
  paidAt: Date | null;
  paidBy: { name: string; iban: string } | null;
  declinedAt: Date | null;
  decliningReason: string | null;
  refundRequestedAt: Date | null;
}

const READABLE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const letters = (n: number) => Array.from({ length: n }, () => READABLE_LETTERS[randomInt(READABLE_LETTERS.length)]);
const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10)));

/** "ABCD-1234-EFGH", without I and O, which read as 1 and 0. */
export function generateReadableCode(): string {
  return [letters(4), digits(4), letters(4)].map((part) => part.join('')).join('-');
}

function appLinks(paymentId: string, readableCode: string) {
  const query = new URLSearchParams({ paymentId, code: readableCode }).toString();
  return {
    personalAppLink: `https://personal.first-iraqi-bank.com/pay?${query}`,
    businessAppLink: `https://business.first-iraqi-bank.com/pay?${query}`,
    corporateAppLink: `https://corporate.first-iraqi-bank.com/pay?${query}`,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const sha256 = (text: string) => createHash('sha256').update(text).digest();
const sameSecret = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));

/** The bank's error shape for its payment API. */
function fibError(reply: FastifyReply, status: number, code: string, title: string, detail?: string) {
  return reply.code(status).send({ traceId: randomUUID(), errors: [{ code, title, detail: detail ?? title }] });
}

/** client_id and client_secret from the form, or from HTTP Basic as OAuth2 also allows. */
function clientCredentials(request: FastifyRequest, form: Record<string, string>) {
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      try {
        return {
          id: decodeURIComponent(decoded.slice(0, colon)),
          secret: decodeURIComponent(decoded.slice(colon + 1)),
        };
      } catch {
        return null;
      }
    }
  }
  return form.client_id ? { id: form.client_id, secret: form.client_secret ?? '' } : null;
}

export const fibSimulatorPlugin: FastifyPluginAsync<FibSimulatorOptions> = async (parent, options) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const now = options.now ?? (() => new Date());
  const fetchImpl = options.fetchImpl ?? fetch;
  const callbackTimeoutMs = options.callbackTimeoutMs ?? 3000;
  const tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 300;
  const refundSettlesAfterMs = options.refundSettlesAfterMs ?? 5000;

  /** Issued token → when it expires (ms). */
  const tokens = new Map<string, number>();
  const payments = new Map<string, SimulatedPayment>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // The app-button routes are often called with a JSON content type and no body at all.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ZodError) {
      const detail = error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
      return fibError(reply, 400, 'VALIDATION_ERROR', 'The request is not valid', detail);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return fibError(reply, status, 'BAD_REQUEST', error.message);
    request.log.error({ err: error }, 'FIB simulator: unhandled error');
    return fibError(reply, 500, 'SERVER_ERROR', 'Internal server error');
  });

  /** Applies what the clock has done since the last look: an unpaid payment expires, a refund settles. */
  function settle(payment: SimulatedPayment): SimulatedPayment {
    const at = now();
    if (payment.status === 'UNPAID' && at.getTime() >= payment.validUntil.getTime()) {
      payment.status = 'DECLINED';
      payment.decliningReason = 'PAYMENT_EXPIRATION';
      payment.declinedAt = payment.validUntil;
    }
    if (
      payment.status === 'REFUND_REQUESTED' &&
      payment.refundRequestedAt &&
      at.getTime() >= payment.refundRequestedAt.getTime() + refundSettlesAfterMs
    ) {
      payment.status = 'REFUNDED';
    }
    return payment;
  }

  function findPayment(paymentId: string, reply: FastifyReply): SimulatedPayment | null {
    const payment = payments.get(paymentId);
    if (!payment) {
      void fibError(reply, 404, 'PAYMENT_NOT_FOUND', 'Payment not found', `No payment with id ${paymentId}`);
      return null;
    }
    return settle(payment);
  }

  const describeState = (payment: SimulatedPayment) =>
    payment.decliningReason ? `${payment.status} (${payment.decliningReason})` : payment.status;

  const statusView = (payment: SimulatedPayment) => ({
    paymentId: payment.paymentId,
    status: payment.status,
    validUntil: iso(payment.validUntil),
    paidAt: iso(payment.paidAt),
    amount: { amount: payment.amount, currency: 'IQD' },
    decliningReason: payment.decliningReason,
    declinedAt: iso(payment.declinedAt),
    paidBy: payment.paidBy,
  });

  /** Tells the shop, like the bank: `{id, status}`, unsigned. A shop that does not answer is logged, not retried. */
  async function callBack(payment: SimulatedPayment, log: FastifyBaseLogger) {
    if (!payment.statusCallbackUrl) return;
    try {
      const response = await fetchImpl(payment.statusCallbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: payment.paymentId, status: payment.status }),
        signal: AbortSignal.timeout(callbackTimeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) {
        log.warn({ paymentId: payment.paymentId, status: response.status }, 'FIB simulator: callback refused');
      }
    } catch (error) {
      log.warn({ err: error, paymentId: payment.paymentId }, 'FIB simulator: callback failed');
    }
  }

  // ---- the bank's identity server ----
  app.post(FIB_TOKEN_PATH, async (request, reply) => {
    const contentType = request.headers['content-type'] ?? '';
    if (!contentType.startsWith('application/x-www-form-urlencoded')) {
      return reply.code(400).send({ error: 'invalid_request', error_description: 'Expected a form-encoded body' });
    }
    const form = (request.body ?? {}) as Record<string, string>;
    if (form.grant_type !== 'client_credentials') {
      return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'Unsupported grant_type' });
    }
    const client = clientCredentials(request, form);
    if (!client || !sameSecret(client.id, options.clientId) || !sameSecret(client.secret, options.clientSecret)) {
      return reply
        .code(401)
        .send({ error: 'invalid_client', error_description: 'Invalid client or Invalid client credentials' });
    }
    const at = now().getTime();
    for (const [token, expiresAt] of tokens) if (expiresAt <= at) tokens.delete(token);
    const accessToken = randomBytes(32).toString('base64url');
    tokens.set(accessToken, at + tokenLifetimeSeconds * 1000);
    return {
      access_token: accessToken,
      expires_in: tokenLifetimeSeconds,
      refresh_expires_in: 0,
      token_type: 'Bearer',
      'not-before-policy': 0,
      scope: 'profile email',
    };
  });

  // ---- the bank's payment API ----
  await app.register(async (scope) => {
    const bank = scope.withTypeProvider<ZodTypeProvider>();
    bank.addHook('onRequest', async (request, reply) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      const expiresAt = match ? tokens.get(match[1]!) : undefined;
      if (expiresAt === undefined || expiresAt <= now().getTime()) {
        reply.header('www-authenticate', 'Bearer');
        return fibError(reply, 401, 'UNAUTHORIZED', 'A valid access token is required');
      }
    });

    bank.post(FIB_PAYMENTS_PATH, { schema: { body: CreatePaymentBody } }, async (request, reply) => {
      const body = request.body;
      const createdAt = now();
      const paymentId = randomUUID();
      const readableCode = generateReadableCode();
      const links = appLinks(paymentId, readableCode);
      const payment: SimulatedPayment = {
        paymentId,
        readableCode,
        amount: body.monetaryValue.amount,
        description: body.description ?? '',
        statusCallbackUrl: body.statusCallbackUrl ?? null,
        validUntil: new Date(createdAt.getTime() + isoDurationMs(body.expiresIn ?? DEFAULT_EXPIRES_IN)!),
        refundableForMs: isoDurationMs(body.refundableFor ?? DEFAULT_REFUNDABLE_FOR)!,
        status: 'UNPAID',
        paidAt: null,
        paidBy: null,
        declinedAt: null,
        decliningReason: null,
        refundRequestedAt: null,
      };
      if (payments.size >= MAX_PAYMENTS) payments.delete(payments.keys().next().value!);
      payments.set(paymentId, payment);
      // The customer's phone scans the QR into the personal app, as the bank's does.
      const qrCode = await QRCode.toDataURL(links.personalAppLink, {
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 240,
      });
      return reply.code(201).send({
        paymentId,
        readableCode,
        qrCode,
        validUntil: iso(payment.validUntil),
        ...links,
      });
    });

    bank.get(
      `${FIB_PAYMENTS_PATH}/:paymentId/status`,
      { schema: { params: PaymentParams } },
      async (request, reply) => {
        const payment = findPayment(request.params.paymentId, reply);
        return payment ? statusView(payment) : reply;
      },
    );

    bank.post(
      `${FIB_PAYMENTS_PATH}/:paymentId/cancel`,
      { schema: { params: PaymentParams } },
      async (request, reply) => {
        const payment = findPayment(request.params.paymentId, reply);
        if (!payment) return reply;
        if (payment.status === 'UNPAID') {
          payment.status = 'DECLINED';
          payment.decliningReason = 'PAYMENT_CANCELLATION';
          payment.declinedAt = now();
        } else if (payment.status !== 'DECLINED') {
          // Cancelling what is already declined changes nothing and is not an error; a paid payment needs a refund.
          return fibError(reply, 409, 'PAYMENT_NOT_CANCELLABLE', `The payment is ${describeState(payment)}`);
        }
        return reply.code(204).send();
      },
    );

    bank.post(
      `${FIB_PAYMENTS_PATH}/:paymentId/refund`,
      { schema: { params: PaymentParams } },
      async (request, reply) => {
        const payment = findPayment(request.params.paymentId, reply);
        if (!payment) return reply;
        if (payment.status === 'PAID') {
          const refundableUntil = payment.paidAt!.getTime() + payment.refundableForMs;
          if (now().getTime() >= refundableUntil) {
            return fibError(reply, 409, 'REFUND_PERIOD_EXPIRED', 'The payment is no longer refundable');
          }
          payment.status = 'REFUND_REQUESTED';
          payment.refundRequestedAt = now();
        } else if (payment.status !== 'REFUND_REQUESTED' && payment.status !== 'REFUNDED') {
          return fibError(reply, 409, 'PAYMENT_NOT_REFUNDABLE', `The payment is ${describeState(payment)}`);
        }
        return reply.code(202).send();
      },
    );
  });

  // ---- the customer's FIB app ----
  app.post('/payments/:paymentId/pay', { schema: { params: PaymentParams } }, async (request, reply) => {
    const payment = findPayment(request.params.paymentId, reply);
    if (!payment) return reply;
    if (payment.status !== 'UNPAID') {
      return fibError(reply, 409, 'PAYMENT_NOT_PAYABLE', `The payment is ${describeState(payment)}`);
    }
    payment.status = 'PAID';
    payment.paidAt = now();
    payment.paidBy = { name: 'Simulated FIB customer', iban: 'IQ98FIQB004085190510001' };
    await callBack(payment, request.log);
    return { paymentId: payment.paymentId, status: payment.status };
  });

  app.post(
    '/payments/:paymentId/decline',
    { schema: { params: PaymentParams, body: DeclineBody } },
    async (request, reply) => {
      const payment = findPayment(request.params.paymentId, reply);
      if (!payment) return reply;
      if (payment.status !== 'UNPAID') {
        return fibError(reply, 409, 'PAYMENT_NOT_PAYABLE', `The payment is ${describeState(payment)}`);
      }
      payment.status = 'DECLINED';
      payment.decliningReason = request.body;
      payment.declinedAt = now();
      await callBack(payment, request.log);
      return { paymentId: payment.paymentId, status: payment.status };
    },
  );
};
