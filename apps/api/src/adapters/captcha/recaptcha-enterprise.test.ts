import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHttpServer, type FakeHttpServer, type ScriptedResponse } from '../../test/fake-http-server';
import { RecaptchaEnterpriseVerifier } from './recaptcha-enterprise';

const PATH = '/v1/projects/dukan-shop/assessments';
const ACTION = 'MFA_LOGIN_PW_OTP';

const assessment = (valid: boolean, action: string, score: number, invalidReason?: string): ScriptedResponse => ({
  body: {
    name: 'projects/123/assessments/abc',
    event: { expectedAction: ACTION },
    tokenProperties: { valid, action, invalidReason: invalidReason ?? 'INVALID_REASON_UNSPECIFIED' },
    riskAnalysis: { score, reasons: [] },
  },
});

describe('RecaptchaEnterpriseVerifier', () => {
  let fake: FakeHttpServer;
  beforeAll(async () => {
    fake = await startFakeHttpServer();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const verifier = (timeoutMs?: number) =>
    new RecaptchaEnterpriseVerifier({
      projectId: 'dukan-shop',
      apiKey: 'api key/1',
      siteKey: '6Lc-site-key',
      apiUrl: fake.url,
      minScore: 0.5,
      timeoutMs,
    });

  it('creates an assessment with the token, site key, expected action and caller, and passes a human', async () => {
    fake.on('POST', PATH, assessment(true, ACTION, 0.9));
    const verdict = await verifier().verify('token-abc', ACTION, { ip: '203.0.113.7', userAgent: 'Mozilla/5.0' });

    expect(verdict).toEqual({ ok: true, score: 0.9 });
    const [req] = fake.requests;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe(`${PATH}?key=api%20key%2F1`);
    expect(req!.query.get('key')).toBe('api key/1');
    expect(req!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req!.body)).toEqual({
      event: {
        token: 'token-abc',
        siteKey: '6Lc-site-key',
        expectedAction: ACTION,
        userIpAddress: '203.0.113.7',
        userAgent: 'Mozilla/5.0',
      },
    });
  });

  it('leaves out the caller fields it does not know', async () => {
    fake.on('POST', PATH, assessment(true, ACTION, 0.7));
    await verifier().verify('token-abc', ACTION, {});
    expect(JSON.parse(fake.requests[0]!.body).event).toEqual({
      token: 'token-abc',
      siteKey: '6Lc-site-key',
      expectedAction: ACTION,
    });
  });

  it.each([undefined, null, '', '  ', 'null'])(
    'calls a missing token (%j) missing without asking Google',
    async (t) => {
      expect(await verifier().verify(t, ACTION, {})).toEqual({ ok: false, reason: 'missing' });
      expect(fake.requests).toHaveLength(0);
    },
  );

  it('refuses an invalid token, a token for another action and a low score', async () => {
    fake.on('POST', PATH, assessment(false, '', 0, 'EXPIRED'));
    expect(await verifier().verify('t1', ACTION, {})).toEqual({ ok: false, reason: 'invalid' });

    fake.on('POST', PATH, assessment(true, 'MFA_INITIALIZE_REGISTER_PW_OTP', 0.9));
    expect(await verifier().verify('t2', ACTION, {})).toEqual({ ok: false, reason: 'wrong_action' });

    fake.on('POST', PATH, assessment(true, ACTION, 0.3));
    expect(await verifier().verify('t3', ACTION, {})).toEqual({ ok: false, reason: 'low_score' });

    fake.on('POST', PATH, assessment(true, ACTION, 0.5));
    expect(await verifier().verify('t4', ACTION, {})).toEqual({ ok: true, score: 0.5 });
  });

  it('fails closed when Google errs, cannot be reached, is too slow or answers something unreadable', async () => {
    const unavailable = { ok: false, reason: 'unavailable' };
    fake.on('POST', PATH, { status: 503, body: { error: { code: 503 } } });
    expect(await verifier().verify('t', ACTION, {})).toEqual(unavailable);

    fake.on('POST', PATH, { status: 403, body: { error: { code: 403, message: 'API key not valid' } } });
    expect(await verifier().verify('t', ACTION, {})).toEqual(unavailable);

    fake.on('POST', PATH, { hangUp: true });
    expect(await verifier().verify('t', ACTION, {})).toEqual(unavailable);

    fake.on('POST', PATH, { delayMs: 300, ...assessment(true, ACTION, 0.9) });
    expect(await verifier(50).verify('t', ACTION, {})).toEqual(unavailable);

    fake.on('POST', PATH, { body: '<html>proxy error</html>' });
    expect(await verifier().verify('t', ACTION, {})).toEqual(unavailable);

    fake.on('POST', PATH, { body: { tokenProperties: { valid: true, action: ACTION } } });
    expect(await verifier().verify('t', ACTION, {})).toEqual(unavailable);
  });

  it('refuses an oversized token without sending it', async () => {
    expect(await verifier().verify('x'.repeat(10_000), ACTION, {})).toEqual({ ok: false, reason: 'invalid' });
    expect(fake.requests).toHaveLength(0);
  });
});
