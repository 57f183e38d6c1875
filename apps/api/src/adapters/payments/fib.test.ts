import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerErrorHandlers } from '../../http/errors';
import { zodValidatorCompiler } from '../../http/zod';
import { startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http-server';
import { createFibClient, cutDescription, FIB_PAYMENTS_PATH, FIB_TOKEN_PATH, type FibClientOptions } from './fib';
import { fibSimulatorPlugin } from './fib-simulator';
import { createFibClientFromConfig } from './index';
import type { FibClient } from './types';

const CLIENT = { id: 'dukan-test-shop', secret: 'the-shop-secret-3f9a' };
const START = Date.parse('2025-03-01T09:00:00.000Z');
const order = {
  amount: 41_500,
  description: 'Dukan order 1042',
  expiresIn: 'PT15M',
  refundableFor: 'P7D',
};

/** Every request the client made, as "METHOD /path" relative to the bank's base. */
function recordingFetch(base: string) {
  const calls: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input).slice(base.length)}`);
    return fetch(input, init);
  };
  return { calls, fetchImpl };
}

describe('FIB client against the simulator on a real port', () => {
  let bank: FastifyInstance;
  let base: string;
  let receiver: FakeHttpServer;
  let callbackUrl: string;
  // The bank's clock and the shop's clock move separately, so each side's notion of expiry can be tested.
  let bankTime = START;
  let shopTime = START;

  beforeAll(async () => {
    receiver = await startFakeHttpServer();
    callbackUrl = `${receiver.url}/api/payments/fib/callback`;
    bank = Fastify({ logger: false });
    bank.setValidatorCompiler(zodValidatorCompiler);
    registerErrorHandlers(bank);
    await bank.register(fibSimulatorPlugin, {
      prefix: '/dev/fib',
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      now: () => new Date(bankTime),
    });
    await bank.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(bank.server.address() as AddressInfo).port}/dev/fib`;
  });
  afterAll(async () => {
    await bank.close();
    await receiver.close();
  });
  beforeEach(() => {
    bankTime = START;
    shopTime = START;
    receiver.reset();
    receiver.on('POST', '/api/payments/fib/callback', { status: 200, body: { ok: true } });
  });

  function client(overrides: Partial<FibClientOptions> = {}) {
    const recorder = recordingFetch(base);
    const fib = createFibClient({
      baseUrl: `${base}/`,
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      fetchImpl: recorder.fetchImpl,
      now: () => new Date(shopTime),
      ...overrides,
    });
    return { fib, calls: recorder.calls };
  }

  async function create(fib: FibClient) {
    const created = await fib.createPayment({ ...order, statusCallbackUrl: callbackUrl });
    if (!created.ok) throw new Error(`create failed: ${created.error.message}`);
    return created.data;
  }

  const press = (paymentId: string, button: 'pay' | 'decline') =>
    fetch(`${base}/payments/${paymentId}/${button}`, { method: 'POST' });

  it('fetches one token, reuses it until shortly before it expires, then fetches another', async () => {
    const { fib, calls } = client();
    const payment = await create(fib);
    await fib.getStatus(payment.paymentId);
    await fib.getStatus(payment.paymentId);
    expect(calls).toEqual([
      `POST ${FIB_TOKEN_PATH}`,
      `POST ${FIB_PAYMENTS_PATH}`,
      `GET ${FIB_PAYMENTS_PATH}/${payment.paymentId}/status`,
      `GET ${FIB_PAYMENTS_PATH}/${payment.paymentId}/status`,
    ]);

    // The simulator's tokens live 300 s; the client renews 30 s early.
    shopTime += 269_000;
    bankTime += 269_000;
    await fib.getStatus(payment.paymentId);
    expect(calls.filter((c) => c.includes('token'))).toHaveLength(1);
    shopTime += 1_000;
    bankTime += 1_000;
    await fib.getStatus(payment.paymentId);
    expect(calls.filter((c) => c.includes('token'))).toHaveLength(2);
  });

  it('shares one token request between calls made at the same time', async () => {
    const { fib, calls } = client();
    const results = await Promise.all(
      [1, 2, 3].map(() => fib.createPayment({ ...order, statusCallbackUrl: callbackUrl })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(calls.filter((c) => c.includes('token'))).toHaveLength(1);
  });

  it('retries once with a fresh token when the bank no longer accepts the cached one', async () => {
    const { fib, calls } = client();
    const payment = await create(fib);
    bankTime += 301_000; // the bank's token expired; the shop's clock says it is still good
    const status = await fib.getStatus(payment.paymentId);
    expect(status.ok).toBe(true);
    expect(calls.slice(2)).toEqual([
      `GET ${FIB_PAYMENTS_PATH}/${payment.paymentId}/status`,
      `POST ${FIB_TOKEN_PATH}`,
      `GET ${FIB_PAYMENTS_PATH}/${payment.paymentId}/status`,
    ]);
  });

  it('creates a payment, reads it UNPAID, and reads it PAID once the customer pays; the shop is called back', async () => {
    const { fib } = client();
    const payment = await create(fib);
    expect(payment).toEqual({
      paymentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      readableCode: expect.stringMatching(/^[A-Z]{4}-\d{4}-[A-Z]{4}$/),
      qrCode: expect.stringMatching(/^data:image\/png;base64,/),
      validUntil: '2025-03-01T09:15:00.000Z',
      personalAppLink: expect.stringMatching(/^https:\/\/personal\./),
      businessAppLink: expect.stringMatching(/^https:\/\/business\./),
      corporateAppLink: expect.stringMatching(/^https:\/\/corporate\./),
    });
    expect(await fib.getStatus(payment.paymentId)).toEqual({
      ok: true,
      data: {
        paymentId: payment.paymentId,
        status: 'UNPAID',
        paidAt: null,
        declinedAt: null,
        decliningReason: null,
        amount: { amount: 41_500, currency: 'IQD' },
      },
    });

    bankTime += 120_000;
    const paid = await press(payment.paymentId, 'pay');
    expect(await paid.json()).toEqual({ paymentId: payment.paymentId, status: 'PAID' });
    // The callback has arrived by the time the button answers.
    expect(receiver.requests).toHaveLength(1);
    const [callback] = receiver.requests;
    expect(callback!.method).toBe('POST');
    expect(callback!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(callback!.body)).toEqual({ id: payment.paymentId, status: 'PAID' });

    const status = await fib.getStatus(payment.paymentId);
    expect(status.ok && status.data).toMatchObject({ status: 'PAID', paidAt: '2025-03-01T09:02:00.000Z' });
  });

  it('reads a declined payment with its reason, and the shop hears of it', async () => {
    const { fib } = client();
    const payment = await create(fib);
    await press(payment.paymentId, 'decline');
    const status = await fib.getStatus(payment.paymentId);
    expect(status.ok && status.data).toMatchObject({
      status: 'DECLINED',
      decliningReason: 'PAYMENT_CANCELLATION',
      declinedAt: '2025-03-01T09:00:00.000Z',
    });
    expect(JSON.parse(receiver.requests[0]!.body)).toEqual({ id: payment.paymentId, status: 'DECLINED' });
  });

  it('reads an unpaid payment past validUntil as DECLINED with PAYMENT_EXPIRATION', async () => {
    const { fib } = client();
    const payment = await create(fib);
    bankTime += 15 * 60_000;
    shopTime += 15 * 60_000;
    const status = await fib.getStatus(payment.paymentId);
    expect(status.ok && status.data).toMatchObject({
      status: 'DECLINED',
      decliningReason: 'PAYMENT_EXPIRATION',
      declinedAt: payment.validUntil,
    });
    expect((await press(payment.paymentId, 'pay')).status).toBe(409);
  });

  it('cancels an unpaid payment, and is refused cancelling a paid one', async () => {
    const { fib } = client();
    const unpaid = await create(fib);
    expect(await fib.cancel(unpaid.paymentId)).toEqual({ ok: true, data: true });
    const status = await fib.getStatus(unpaid.paymentId);
    expect(status.ok && status.data).toMatchObject({ status: 'DECLINED', decliningReason: 'PAYMENT_CANCELLATION' });

    const paid = await create(fib);
    await press(paid.paymentId, 'pay');
    const refused = await fib.cancel(paid.paymentId);
    expect(refused).toEqual({
      ok: false,
      error: { kind: 'rejected', status: 409, message: 'FIB cancel payment: HTTP 409: The payment is PAID' },
    });
  });

  it('refunds a paid payment: REFUND_REQUESTED, then REFUNDED', async () => {
    const { fib } = client();
    const payment = await create(fib);
    expect((await fib.refund(payment.paymentId)).ok).toBe(false);
    await press(payment.paymentId, 'pay');
    expect(await fib.refund(payment.paymentId)).toEqual({ ok: true, data: true });
    const requested = await fib.getStatus(payment.paymentId);
    expect(requested.ok && requested.data.status).toBe('REFUND_REQUESTED');
    bankTime += 5_000;
    const refunded = await fib.getStatus(payment.paymentId);
    expect(refunded.ok && refunded.data.status).toBe('REFUNDED');
  });

  it('answers not_found for a payment the bank does not know, with the id escaped in the path', async () => {
    const { fib, calls } = client();
    const result = await fib.getStatus('../payments/x?y');
    expect(result.ok || result.error.kind).toBe('not_found');
    expect(calls.at(-1)).toBe(`GET ${FIB_PAYMENTS_PATH}/..%2Fpayments%2Fx%3Fy/status`);
    expect((await fib.cancel('')).ok || 'refused').toBe('refused');
  });

  it('answers rejected for a wrong client secret, without repeating the secret', async () => {
    const { fib, calls } = client({ clientSecret: 'not-the-secret' });
    const result = await fib.createPayment({ ...order, statusCallbackUrl: callbackUrl });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'rejected',
        status: 401,
        message: 'FIB token: HTTP 401: Invalid client or Invalid client credentials',
      },
    });
    expect(JSON.stringify(result)).not.toContain('not-the-secret');
    expect(calls).toEqual([`POST ${FIB_TOKEN_PATH}`]);
  });

  it('refuses an amount that is not a positive whole number of dinars without calling the bank', async () => {
    const { fib, calls } = client();
    for (const amount of [0, -5, 12.5, Number.NaN]) {
      const result = await fib.createPayment({ ...order, amount, statusCallbackUrl: callbackUrl });
      expect(result.ok || result.error.kind).toBe('rejected');
    }
    expect(calls).toEqual([]);
  });
});

describe('FIB client when the bank misbehaves', () => {
  let fake: FakeHttpServer;
  beforeAll(async () => {
    fake = await startFakeHttpServer();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    fake.on('POST', FIB_TOKEN_PATH, { body: { access_token: 'tok-1', expires_in: 300, token_type: 'Bearer' } });
  });

  const client = (timeoutMs?: number) =>
    createFibClient({ baseUrl: fake.url, clientId: CLIENT.id, clientSecret: CLIENT.secret, timeoutMs });
  const goodPayment = {
    paymentId: 'p-1',
    readableCode: 'ABCD-1234-EFGH',
    qrCode: 'data:image/png;base64,AAAA',
    validUntil: '2025-03-01T12:15:00+03:00',
    personalAppLink: 'https://personal.example/p-1',
    businessAppLink: 'https://business.example/p-1',
    corporateAppLink: 'https://corporate.example/p-1',
  };

  it('sends the token form and the payment exactly as the protocol says, the description cut to 50 characters', async () => {
    fake.on('POST', FIB_PAYMENTS_PATH, { status: 201, body: goodPayment });
    const kurdish = 'داواکاری ژمارە ١٠٤٢ لە دوکان: دوو کراس و جووتێک پێڵاو بۆ هەولێر';
    const result = await client().createPayment({
      ...order,
      description: kurdish,
      statusCallbackUrl: 'https://shop.example/api/payments/fib/callback',
    });
    // validUntil comes back as one ISO form whatever offset the bank wrote it in.
    expect(result).toEqual({ ok: true, data: { ...goodPayment, validUntil: '2025-03-01T09:15:00.000Z' } });

    const [tokenRequest, paymentRequest] = fake.requests;
    expect(tokenRequest!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenRequest!.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
    });
    expect(paymentRequest!.headers.authorization).toBe('Bearer tok-1');
    expect(paymentRequest!.headers['content-type']).toBe('application/json');
    const sent = JSON.parse(paymentRequest!.body);
    expect(sent).toEqual({
      monetaryValue: { amount: 41_500, currency: 'IQD' },
      statusCallbackUrl: 'https://shop.example/api/payments/fib/callback',
      description: [...kurdish].slice(0, 50).join('').trimEnd(),
      expiresIn: 'PT15M',
      refundableFor: 'P7D',
    });
    expect(sent.description.length).toBeLessThanOrEqual(50);
  });

  it('retries a 401 once with a new token, and gives up as rejected on a second 401', async () => {
    let tokens = 0;
    fake.on('POST', FIB_TOKEN_PATH, () => ({ body: { access_token: `tok-${++tokens}`, expires_in: 300 } }));
    fake.on('GET', `${FIB_PAYMENTS_PATH}/p-1/status`, (request) =>
      request.headers.authorization === 'Bearer tok-2'
        ? {
            body: {
              paymentId: 'p-1',
              status: 'PAID',
              paidAt: '2025-03-01T09:01:00Z',
              amount: { amount: '41500.00', currency: 'IQD' },
            },
          }
        : { status: 401, body: { error: 'invalid_token' } },
    );
    const fib = client();
    const first = await fib.getStatus('p-1');
    expect(first).toEqual({
      ok: true,
      data: {
        paymentId: 'p-1',
        status: 'PAID',
        paidAt: '2025-03-01T09:01:00Z',
        declinedAt: null,
        decliningReason: null,
        amount: { amount: 41_500, currency: 'IQD' },
      },
    });
    expect(tokens).toBe(2);

    fake.on('GET', `${FIB_PAYMENTS_PATH}/p-2/status`, { status: 401, body: { error: 'invalid_token' } });
    const second = await fib.getStatus('p-2');
    expect(second).toEqual({
      ok: false,
      error: { kind: 'rejected', status: 401, message: 'FIB payment status: HTTP 401: invalid_token' },
    });
    expect(fake.requests.filter((r) => r.pathname.endsWith('p-2/status'))).toHaveLength(2);
  });

  it.each([
    ['a payment without its id', { ...goodPayment, paymentId: undefined }],
    ['a payment with a number for an id', { ...goodPayment, paymentId: 17 }],
    ['a payment whose validUntil is not a date', { ...goodPayment, validUntil: 'tomorrow' }],
    ['an HTML error page', '<html><body>Bad gateway</body></html>'],
    ['an empty answer', ''],
  ])('answers unavailable, never throws, when the bank answers %s', async (_case, body) => {
    fake.on('POST', FIB_PAYMENTS_PATH, { status: 201, body });
    const result = await client().createPayment({ ...order, statusCallbackUrl: 'https://shop.example/cb' });
    expect(result.ok || result.error.kind).toBe('unavailable');
  });

  it('answers unavailable on an unknown status, a malformed token answer and a 5xx', async () => {
    fake.on('GET', `${FIB_PAYMENTS_PATH}/p-1/status`, { body: { paymentId: 'p-1', status: 'MAYBE' } });
    const unknownStatus = await client().getStatus('p-1');
    expect(unknownStatus).toEqual({
      ok: false,
      error: { kind: 'unavailable', status: 200, message: 'FIB payment status: unreadable answer (status)' },
    });

    fake.on('GET', `${FIB_PAYMENTS_PATH}/p-1/status`, { status: 503, body: 'Service Unavailable' });
    expect(await client().getStatus('p-1')).toEqual({
      ok: false,
      error: { kind: 'unavailable', status: 503, message: 'FIB payment status: HTTP 503' },
    });

    fake.on('POST', FIB_TOKEN_PATH, { body: { token: 'not-what-keycloak-says' } });
    const badToken = await client().getStatus('p-1');
    expect(badToken.ok || badToken.error).toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('token'),
    });
  });

  it('passes a 4xx refusal on as rejected with the bank words, and a 404 as not_found', async () => {
    fake.on('POST', FIB_PAYMENTS_PATH, {
      status: 400,
      body: { traceId: 't', errors: [{ code: 'VALIDATION_ERROR', title: 'Invalid', detail: 'description: too long' }] },
    });
    expect(await client().createPayment({ ...order, statusCallbackUrl: 'https://shop.example/cb' })).toEqual({
      ok: false,
      error: { kind: 'rejected', status: 400, message: 'FIB create payment: HTTP 400: description: too long' },
    });
    fake.on('POST', `${FIB_PAYMENTS_PATH}/gone/refund`, { status: 404, body: {} });
    expect(await client().refund('gone')).toEqual({
      ok: false,
      error: { kind: 'not_found', status: 404, message: 'FIB refund payment: HTTP 404' },
    });
  });

  it('answers unavailable when the bank hangs past the timeout or drops the connection', async () => {
    fake.on('GET', `${FIB_PAYMENTS_PATH}/p-1/status`, { delayMs: 2_000, body: {} });
    const started = Date.now();
    const slow = await client(100).getStatus('p-1');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(slow).toEqual({
      ok: false,
      error: { kind: 'unavailable', message: 'FIB payment status: no answer within 100 ms' },
    });

    fake.on('POST', FIB_TOKEN_PATH, { hangUp: true });
    expect(await client().cancel('p-1')).toEqual({
      ok: false,
      error: { kind: 'unavailable', message: 'FIB token: unreachable' },
    });
  });

  it('answers unavailable, quickly, when nothing listens at the bank address', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const started = Date.now();
    const fib = createFibClient({
      baseUrl: `http://127.0.0.1:${port}`,
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      timeoutMs: 1_000,
    });
    const result = await fib.createPayment({ ...order, statusCallbackUrl: 'https://shop.example/cb' });
    expect(result).toEqual({ ok: false, error: { kind: 'unavailable', message: 'FIB token: unreachable' } });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('cutDescription', () => {
  it('keeps short text, cuts long Kurdish or Arabic text to 50 characters, and never splits an emoji', () => {
    expect(cutDescription('Dukan order 7')).toBe('Dukan order 7');
    const arabic = 'طلب من دكان: قميصان وحذاء رياضي وحقيبة ظهر للتوصيل إلى أربيل';
    expect(cutDescription(arabic)).toBe(arabic.slice(0, 50).trimEnd());
    const emoji = `${'a'.repeat(49)}🛍️`;
    expect(cutDescription(emoji)).toBe('a'.repeat(49));
    expect(cutDescription(`${'b'.repeat(48)}🛍`)).toBe(`${'b'.repeat(48)}🛍`);
  });
});

describe('createFibClientFromConfig', () => {
  const fib = (overrides: Partial<{ baseUrl: string | null; clientId: string; clientSecret: string }>) => ({
    fib: {
      simulator: true,
      baseUrl: 'http://127.0.0.1:4000/dev/fib',
      clientId: 'id',
      clientSecret: 'secret',
      ...overrides,
    },
  });

  it('builds a client when the bank and its credentials are configured', () => {
    expect(createFibClientFromConfig(fib({}))).not.toBeNull();
  });

  it('gives no client without a bank address or without credentials', () => {
    expect(createFibClientFromConfig(fib({ baseUrl: null }))).toBeNull();
    expect(createFibClientFromConfig(fib({ clientId: '' }))).toBeNull();
    expect(createFibClientFromConfig(fib({ clientSecret: '' }))).toBeNull();
  });
});
