import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerErrorHandlers } from '../../http/errors';
import { zodValidatorCompiler } from '../../http/zod';
import { fibSimulatorPlugin, generateReadableCode } from './fib-simulator';
import { isoDurationMs } from './iso-duration';

const CLIENT = { id: 'shop-client', secret: 's3cret-of-the-shop' };
const TOKEN_URL = '/dev/fib/auth/realms/fib-online-shop/protocol/openid-connect/token';
const PAYMENTS_URL = '/dev/fib/protected/v1/payments';
const START = new Date('2025-03-01T09:00:00.000Z');

const validBody = (overrides: Record<string, unknown> = {}) => ({
  monetaryValue: { amount: 25000, currency: 'IQD' },
  statusCallbackUrl: 'http://127.0.0.1:9/api/payments/fib/callback',
  description: 'Dukan order 1042',
  expiresIn: 'PT15M',
  refundableFor: 'P7D',
  ...overrides,
});

describe('FIB simulator protocol', () => {
  let app: FastifyInstance;
  let clock: Date;
  const callbacks: { url: string; body: unknown }[] = [];

  beforeEach(async () => {
    clock = START;
    callbacks.length = 0;
    // Wired as in buildServer: the app's own validator and error handlers around the plugin.
    app = Fastify({ logger: false });
    app.setValidatorCompiler(zodValidatorCompiler);
    registerErrorHandlers(app);
    await app.register(fibSimulatorPlugin, {
      prefix: '/dev/fib',
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      now: () => clock,
      fetchImpl: async (url, init) => {
        callbacks.push({ url: String(url), body: JSON.parse(String(init?.body)) });
        return new Response(null, { status: 204 });
      },
    });
    await app.ready();
  });
  afterEach(() => app.close());

  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  async function token(): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: TOKEN_URL,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    return response.json().access_token;
  }

  async function create(body: unknown = validBody()) {
    return app.inject({
      method: 'POST',
      url: PAYMENTS_URL,
      headers: { authorization: `Bearer ${await token()}` },
      payload: body as object,
    });
  }

  async function createdId(body?: unknown): Promise<string> {
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    return response.json().paymentId;
  }

  const status = async (paymentId: string) =>
    app.inject({
      method: 'GET',
      url: `${PAYMENTS_URL}/${encodeURIComponent(paymentId)}/status`,
      headers: { authorization: `Bearer ${await token()}` },
    });

  const bankCall = async (paymentId: string, action: 'cancel' | 'refund') =>
    app.inject({
      method: 'POST',
      url: `${PAYMENTS_URL}/${paymentId}/${action}`,
      headers: { authorization: `Bearer ${await token()}` },
    });

  const appButton = (paymentId: string, action: 'pay' | 'decline', payload?: object) =>
    app.inject({ method: 'POST', url: `/dev/fib/payments/${paymentId}/${action}`, payload });

  describe('token endpoint', () => {
    it('issues a bearer token for the configured client, from the form or from HTTP Basic', async () => {
      const form = await app.inject({
        method: 'POST',
        url: TOKEN_URL,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=client_credentials&client_id=${CLIENT.id}&client_secret=${CLIENT.secret}`,
      });
      expect(form.statusCode).toBe(200);
      expect(form.json()).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
      expect(form.json().access_token).toMatch(/^[\w-]{40,}$/);

      const basic = await app.inject({
        method: 'POST',
        url: TOKEN_URL,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`,
        },
        payload: 'grant_type=client_credentials',
      });
      expect(basic.statusCode).toBe(200);
      expect(basic.json().access_token).not.toBe(form.json().access_token);
    });

    it('refuses a wrong secret, an unknown client, another grant and a JSON body as Keycloak does', async () => {
      const post = (payload: string, contentType = 'application/x-www-form-urlencoded') =>
        app.inject({ method: 'POST', url: TOKEN_URL, headers: { 'content-type': contentType }, payload });

      const wrongSecret = await post(`grant_type=client_credentials&client_id=${CLIENT.id}&client_secret=nope`);
      expect(wrongSecret.statusCode).toBe(401);
      expect(wrongSecret.json().error).toBe('invalid_client');
      expect(
        (await post(`grant_type=client_credentials&client_id=other&client_secret=${CLIENT.secret}`)).statusCode,
      ).toBe(401);
      expect((await post('grant_type=client_credentials')).statusCode).toBe(401);

      const password = await post(`grant_type=password&client_id=${CLIENT.id}&client_secret=${CLIENT.secret}`);
      expect(password.statusCode).toBe(400);
      expect(password.json().error).toBe('unsupported_grant_type');

      const json = await post(
        JSON.stringify({ grant_type: 'client_credentials', client_id: CLIENT.id, client_secret: CLIENT.secret }),
        'application/json',
      );
      expect(json.statusCode).toBe(400);
      expect(json.json().error).toBe('invalid_request');
    });
  });

  describe('bearer protection', () => {
    it('answers 401 without a token, with one it never issued, and with one past its lifetime', async () => {
      const none = await app.inject({ method: 'POST', url: PAYMENTS_URL, payload: validBody() });
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer');
      expect(none.json().errors[0].code).toBe('UNAUTHORIZED');

      const forged = await app.inject({
        method: 'GET',
        url: `${PAYMENTS_URL}/x/status`,
        headers: { authorization: 'Bearer made-up-token' },
      });
      expect(forged.statusCode).toBe(401);

      const issued = await token();
      advance(299_000);
      const fresh = await app.inject({
        method: 'POST',
        url: PAYMENTS_URL,
        headers: { authorization: `Bearer ${issued}` },
        payload: validBody(),
      });
      expect(fresh.statusCode).toBe(201);
      advance(2_000);
      const stale = await app.inject({
        method: 'POST',
        url: PAYMENTS_URL,
        headers: { authorization: `Bearer ${issued}` },
        payload: validBody(),
      });
      expect(stale.statusCode).toBe(401);
    });

    it('leaves the app buttons open (they play the customer, not the shop)', async () => {
      const paymentId = await createdId();
      expect((await appButton(paymentId, 'pay')).statusCode).toBe(200);
    });
  });

  describe('create payment', () => {
    it('answers 201 with the id, a readable code, a PNG QR code, validUntil = now + expiresIn and three app links', async () => {
      const response = await create();
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.paymentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(body.readableCode).toMatch(/^[A-Z]{4}-\d{4}-[A-Z]{4}$/);
      expect(body.validUntil).toBe('2025-03-01T09:15:00.000Z');
      expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(body.qrCode.slice('data:image/png;base64,'.length), 'base64');
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      for (const [field, host] of [
        ['personalAppLink', 'personal'],
        ['businessAppLink', 'business'],
        ['corporateAppLink', 'corporate'],
      ] as const) {
        const link = new URL(body[field]);
        expect(link.origin).toBe(`https://${host}.first-iraqi-bank.com`);
        expect(link.searchParams.get('paymentId')).toBe(body.paymentId);
      }
    });

    it('takes the amount as a number or a numeric string, and a 50-character Kurdish description', async () => {
      const kurdish = 'داواکاری دوکان بۆ هەولێر، دوو کاڵا و گەیاندن بە خێرا'.slice(0, 50);
      expect(kurdish).toHaveLength(50);
      const response = await create(
        validBody({ monetaryValue: { amount: '25000', currency: 'IQD' }, description: kurdish }),
      );
      expect(response.statusCode).toBe(201);
      const state = (await status(response.json().paymentId)).json();
      expect(state.amount).toEqual({ amount: 25000, currency: 'IQD' });
    });

    it.each([
      ['no monetary value', { monetaryValue: undefined }],
      ['another currency', { monetaryValue: { amount: 25000, currency: 'USD' } }],
      ['a zero amount', { monetaryValue: { amount: 0, currency: 'IQD' } }],
      ['a fraction of a dinar', { monetaryValue: { amount: 12.5, currency: 'IQD' } }],
      ['a text amount', { monetaryValue: { amount: 'lots', currency: 'IQD' } }],
      ['a 51-character description', { description: 'x'.repeat(51) }],
      ['a duration that is not ISO 8601', { expiresIn: '15 minutes' }],
      ['an empty duration', { refundableFor: 'PT' }],
      ['a callback that is not http(s)', { statusCallbackUrl: 'ftp://shop.example/callback' }],
    ])('answers 400 on %s', async (_case, overrides) => {
      const response = await create(validBody(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('VALIDATION_ERROR');
    });

    it('answers 400 on a body that is not JSON', async () => {
      const response = await app.inject({
        method: 'POST',
        url: PAYMENTS_URL,
        headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
        payload: '{"monetaryValue":',
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('payment status', () => {
    it('answers 404 for a payment it does not know', async () => {
      const response = await status('00000000-0000-4000-8000-000000000000');
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe('PAYMENT_NOT_FOUND');
      expect((await appButton('00000000-0000-4000-8000-000000000000', 'pay')).statusCode).toBe(404);
      expect((await bankCall('00000000-0000-4000-8000-000000000000', 'cancel')).statusCode).toBe(404);
    });

    it('reads UNPAID, then PAID with when and by whom after the pay button, which calls the shop back', async () => {
      const paymentId = await createdId();
      expect((await status(paymentId)).json()).toEqual({
        paymentId,
        status: 'UNPAID',
        validUntil: '2025-03-01T09:15:00.000Z',
        paidAt: null,
        amount: { amount: 25000, currency: 'IQD' },
        decliningReason: null,
        declinedAt: null,
        paidBy: null,
      });

      advance(60_000);
      const paid = await appButton(paymentId, 'pay');
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toEqual({ paymentId, status: 'PAID' });
      expect(callbacks).toEqual([
        { url: 'http://127.0.0.1:9/api/payments/fib/callback', body: { id: paymentId, status: 'PAID' } },
      ]);
      const state = (await status(paymentId)).json();
      expect(state).toMatchObject({ status: 'PAID', paidAt: '2025-03-01T09:01:00.000Z', declinedAt: null });
      expect(state.paidBy).toEqual({ name: expect.any(String), iban: expect.stringMatching(/^IQ\d{2}/) });
    });

    it('answers 409 to paying twice, and to declining what is paid', async () => {
      const paymentId = await createdId();
      expect((await appButton(paymentId, 'pay')).statusCode).toBe(200);
      const again = await appButton(paymentId, 'pay');
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0]).toMatchObject({ code: 'PAYMENT_NOT_PAYABLE', title: 'The payment is PAID' });
      expect((await appButton(paymentId, 'decline')).statusCode).toBe(409);
      expect(callbacks).toHaveLength(1);
    });

    it('expires an unpaid payment at validUntil: DECLINED with PAYMENT_EXPIRATION, and paying then is 409', async () => {
      const paymentId = await createdId();
      advance(15 * 60_000 - 1);
      expect((await status(paymentId)).json().status).toBe('UNPAID');
      advance(1);
      const expired = await appButton(paymentId, 'pay');
      expect(expired.statusCode).toBe(409);
      expect(expired.json().errors[0].title).toBe('The payment is DECLINED (PAYMENT_EXPIRATION)');
      expect((await status(paymentId)).json()).toMatchObject({
        status: 'DECLINED',
        decliningReason: 'PAYMENT_EXPIRATION',
        declinedAt: '2025-03-01T09:15:00.000Z',
        paidAt: null,
      });
      expect(callbacks).toEqual([]);
    });

    it('declines with PAYMENT_CANCELLATION by default, or the reason given, even with an empty JSON body', async () => {
      const first = await createdId();
      const declined = await app.inject({
        method: 'POST',
        url: `/dev/fib/payments/${first}/decline`,
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(declined.json()).toEqual({ paymentId: first, status: 'DECLINED' });
      expect((await status(first)).json()).toMatchObject({
        status: 'DECLINED',
        decliningReason: 'PAYMENT_CANCELLATION',
        declinedAt: START.toISOString(),
      });

      const second = await createdId();
      expect((await appButton(second, 'decline', { reason: 'SERVER_FAILURE' })).statusCode).toBe(200);
      expect((await status(second)).json().decliningReason).toBe('SERVER_FAILURE');
      expect((await appButton(second, 'decline', { reason: 'BORED' })).statusCode).toBe(400);
      expect(callbacks.map((c) => c.body)).toEqual([
        { id: first, status: 'DECLINED' },
        { id: second, status: 'DECLINED' },
      ]);
    });

    it('still answers the pay button when the shop cannot be called back', async () => {
      await app.close();
      app = Fastify({ logger: false });
      await app.register(fibSimulatorPlugin, {
        prefix: '/dev/fib',
        clientId: CLIENT.id,
        clientSecret: CLIENT.secret,
        fetchImpl: async () => {
          throw new TypeError('fetch failed');
        },
      });
      const paymentId = await createdId();
      const paid = await appButton(paymentId, 'pay');
      expect(paid.statusCode).toBe(200);
      expect(paid.json().status).toBe('PAID');
    });
  });

  describe('cancel and refund', () => {
    it('cancels an unpaid payment (204, DECLINED with PAYMENT_CANCELLATION), again harmlessly, never a paid one', async () => {
      const paymentId = await createdId();
      expect((await bankCall(paymentId, 'cancel')).statusCode).toBe(204);
      expect((await status(paymentId)).json()).toMatchObject({
        status: 'DECLINED',
        decliningReason: 'PAYMENT_CANCELLATION',
      });
      expect((await bankCall(paymentId, 'cancel')).statusCode).toBe(204);
      expect((await appButton(paymentId, 'pay')).statusCode).toBe(409);

      const paid = await createdId();
      await appButton(paid, 'pay');
      const refused = await bankCall(paid, 'cancel');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].code).toBe('PAYMENT_NOT_CANCELLABLE');
    });

    it('refunds a paid payment: 202, REFUND_REQUESTED, then REFUNDED; never an unpaid one', async () => {
      const unpaid = await createdId();
      expect((await bankCall(unpaid, 'refund')).statusCode).toBe(409);

      const paymentId = await createdId();
      await appButton(paymentId, 'pay');
      expect((await bankCall(paymentId, 'refund')).statusCode).toBe(202);
      expect((await status(paymentId)).json().status).toBe('REFUND_REQUESTED');
      expect((await bankCall(paymentId, 'refund')).statusCode).toBe(202);
      advance(5_000);
      expect((await status(paymentId)).json().status).toBe('REFUNDED');
    });

    it('refuses a refund after refundableFor', async () => {
      const paymentId = await createdId(validBody({ refundableFor: 'PT1H' }));
      await appButton(paymentId, 'pay');
      advance(60 * 60_000);
      const late = await bankCall(paymentId, 'refund');
      expect(late.statusCode).toBe(409);
      expect(late.json().errors[0].code).toBe('REFUND_PERIOD_EXPIRED');
      expect((await status(paymentId)).json().status).toBe('PAID');
    });
  });
});

describe('isoDurationMs', () => {
  it.each([
    ['PT15M', 15 * 60_000],
    ['PT1H30M', 90 * 60_000],
    ['PT45S', 45_000],
    ['P7D', 7 * 86_400_000],
    ['P1W', 7 * 86_400_000],
    ['P1DT2H', 26 * 3_600_000],
  ])('%s is %i ms', (text, ms) => {
    expect(isoDurationMs(text)).toBe(ms);
  });

  it.each(['', 'P', 'PT', 'P1DT', '15M', 'PT-5M', 'P1Y', 'pt15m'])('refuses %j', (text) => {
    expect(isoDurationMs(text)).toBeNull();
  });
});

describe('generateReadableCode', () => {
  it('makes four letters, four digits, four letters, without I or O', () => {
    for (let i = 0; i < 200; i++) expect(generateReadableCode()).toMatch(/^[A-HJ-NP-Z]{4}-\d{4}-[A-HJ-NP-Z]{4}$/);
  });
});
