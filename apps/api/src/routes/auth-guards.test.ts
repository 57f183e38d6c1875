// What stands in front of the auth flows: bot protection, rate limits shared by several API processes,
// and the development outbox that production must not expose.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { CaptchaAction, CaptchaVerifier } from '../adapters/captcha/types';
import type { DbHandle } from '../db/client';
import { DEFAULT_AUTH_LIMITS } from '../services/auth/limits';
import { buildAccountsServer, caller, uniquePhone } from '../test/accounts-harness';
import { openTestDatabase } from '../test/databases';
import { openTestRateLimitStore, randomRateLimitPrefix } from '../test/rate-limit-backends';

const OTP = '/auth/public/mfa-provider-password-otp';
const PASSWORD = 'Dukan#2026';

/** Accepts only the token "human" minted for the expected action; records what it was asked. */
function strictCaptcha(seen: { token: string | null | undefined; action: CaptchaAction }[]): CaptchaVerifier {
  return {
    enabled: true,
    verify: async (token, action) => {
      seen.push({ token, action });
      if (!token) return { ok: false, reason: 'missing' };
      if (token === `human:${action}`) return { ok: true, score: 0.9 };
      return { ok: false, reason: token.startsWith('human:') ? 'wrong_action' : 'invalid' };
    },
  };
}

describe('auth guards', () => {
  let handle: DbHandle;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await handle?.close();
  });

  it('refuses a missing, invalid or wrong-action reCAPTCHA token with 403 when assessment is on', async () => {
    const seen: { token: string | null | undefined; action: CaptchaAction }[] = [];
    const app = await buildAccountsServer(handle, { accounts: { captcha: strictCaptcha(seen) } });
    apps.push(app);
    const call = caller(app);
    const body = { provider: uniquePhone(), password: PASSWORD, identifierId: 1 };
    const url = `${OTP}/initialize-register?lang=en`;

    const missing = await call('POST', url, { body });
    expect(missing.status).toBe(403);
    expect(missing.body.message).toMatch(/not a robot/);
    expect((await call('POST', url, { body, headers: { 'x-recaptcha-enterprise': 'bot' } })).status).toBe(403);
    expect(
      (await call('POST', url, { body, headers: { 'x-recaptcha-enterprise': 'human:MFA_LOGIN_PW_OTP' } })).status,
    ).toBe(403);
    const passed = await call('POST', url, {
      body,
      headers: { 'x-recaptcha-enterprise': 'human:MFA_INITIALIZE_REGISTER_PW_OTP' },
    });
    expect(passed.status).toBe(200);
    expect(seen.map((s) => s.action)).toEqual(Array(4).fill('MFA_INITIALIZE_REGISTER_PW_OTP'));

    await call('POST', `${OTP}/login`, { body, headers: { 'x-recaptcha-enterprise': 'x' } });
    await call('POST', `${OTP}/forgot-password`, { body, headers: { 'x-recaptcha-enterprise': 'x' } });
    expect(seen.slice(4).map((s) => s.action)).toEqual(['MFA_LOGIN_PW_OTP', 'MFA_FORGOT_PASSWORD_PW_OTP']);
  });

  it('ignores the header when reCAPTCHA is not configured', async () => {
    const app = await buildAccountsServer(handle);
    apps.push(app);
    const res = await caller(app)('POST', `${OTP}/initialize-register`, {
      body: { provider: uniquePhone(), password: PASSWORD, identifierId: 1 },
      headers: { 'x-recaptcha-enterprise': 'anything' },
    });
    expect(res.status).toBe(200);
  });

  it('hides the development outbox in production', async () => {
    const app = await buildAccountsServer(handle, {
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(40),
        SEARCH_API_KEY: 'k'.repeat(20),
        ALLOW_EMBEDDED_DATABASE: 'true',
        PUBLIC_URL: 'https://dukan.example',
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      },
    });
    apps.push(app);
    const res = await caller(app)('GET', `/auth/dev/outbox?to=${encodeURIComponent('+9647701234567')}`);
    expect(res.status).toBe(404);
    const dev = await buildAccountsServer(handle);
    apps.push(dev);
    expect((await caller(dev)('GET', `/auth/dev/outbox?to=${encodeURIComponent('+9647701234567')}`)).status).toBe(200);
  });

  it.runIf(process.env.TEST_REDIS_URL)('shares rate limits between two API processes through Redis', async () => {
    // Two stores, two Redis connections, one key prefix: two API processes sharing one count. The prefix is this
    // run's own, so counts left on the shared Redis by earlier runs (per IP, for 15 minutes) cannot leak in.
    const prefix = randomRateLimitPrefix();
    const stores = [openTestRateLimitStore('redis', { prefix }), openTestRateLimitStore('redis', { prefix })];
    const first = await buildAccountsServer(handle, { accounts: { rateLimits: stores[0] } });
    const second = await buildAccountsServer(handle, { accounts: { rateLimits: stores[1] } });
    apps.push(first, second);
    onTestFinished(async () => {
      for (const store of stores) await store.close();
    });
    const phone = uniquePhone();
    const body = { provider: phone, password: PASSWORD, identifierId: 1 };
    const limit = DEFAULT_AUTH_LIMITS.loginPerIdentifier.limit;
    // Alternate between the two processes: one count, not two.
    for (let i = 0; i < limit; i++) {
      const app = i % 2 === 0 ? first : second;
      expect((await caller(app)('POST', `${OTP}/login`, { body })).status).toBe(401);
    }
    const refused = await caller(second)('POST', `${OTP}/login`, { body });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await caller(first)('POST', `${OTP}/login`, { body })).status).toBe(429);
  });
});
