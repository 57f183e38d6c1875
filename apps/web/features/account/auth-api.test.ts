import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAlert, getAlert } from '@/lib/alerts/store';
import {
  forgotPassword,
  initializeRegister,
  loginWithPassword,
  refreshAccessToken,
  verifyLoginCode,
  type AuthCallContext,
  type CaptchaAction,
} from './auth-api';

const VERIFICATION_ID = '0b8f5a9e-3f55-4d3c-9b0e-7f9a1c2d3e4f';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function context(response: Response, captcha?: (action: CaptchaAction) => Promise<string | null>) {
  const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => response);
  const ctx: AuthCallContext = { base: '/auth', lang: 'ar', fetchImpl, captcha };
  const call = () => {
    const [url, init] = fetchImpl.mock.calls[0]!;
    return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
  };
  return { ctx, call };
}

afterEach(() => {
  dismissAlert();
  vi.unstubAllGlobals();
});

describe('auth calls', () => {
  it('register: posts the body with lang, the platform header and a token for its action', async () => {
    const captcha = vi.fn(async (action: CaptchaAction) => `token-for-${action}`);
    const { ctx, call } = context(
      jsonResponse(200, { id: VERIFICATION_ID, destination: '+964 750 ••• •567' }),
      captcha,
    );
    const result = await initializeRegister(ctx, {
      provider: '٠٧٥٠١٢٣٤٥٦٧',
      password: 'sec-ret-99',
      identifierId: 1,
      channel: 'whatsapp',
    });
    expect(result).toEqual({ ok: true, data: { id: VERIFICATION_ID, destination: '+964 750 ••• •567' } });
    const { url, init, headers } = call();
    expect(url).toBe('/auth/public/mfa-provider-password-otp/initialize-register?lang=ar');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      provider: '٠٧٥٠١٢٣٤٥٦٧',
      password: 'sec-ret-99',
      identifierId: 1,
      channel: 'whatsapp',
    });
    expect(headers['Client-Platform']).toBe('web');
    expect(headers['X-Recaptcha-Enterprise']).toBe('token-for-MFA_INITIALIZE_REGISTER_PW_OTP');
    expect(captcha).toHaveBeenCalledWith('MFA_INITIALIZE_REGISTER_PW_OTP');
  });

  it('does not alert "code sent" (the code step says it), but does alert a refusal', async () => {
    vi.stubGlobal('document', {});
    const sent = context(jsonResponse(200, { id: VERIFICATION_ID, message: 'We sent you a verification code' }));
    await loginWithPassword(sent.ctx, { provider: '+9647501234567', password: 'x', identifierId: 1 });
    expect(getAlert()).toBeNull();
    const refused = context(jsonResponse(401, { message: 'The phone number/email or password is wrong' }));
    await loginWithPassword(refused.ctx, { provider: '+9647501234567', password: 'x', identifierId: 1 });
    expect(getAlert()).toMatchObject({ type: 'error', message: 'The phone number/email or password is wrong' });
  });

  it('sends an empty bot-protection header when no token could be had', async () => {
    const { ctx, call } = context(jsonResponse(200, { id: VERIFICATION_ID }), async () => null);
    await loginWithPassword(ctx, { provider: 'a@b.iq', password: 'x', identifierId: 2 });
    expect(call().headers['X-Recaptcha-Enterprise']).toBe('');
    expect(call().url).toBe('/auth/public/mfa-provider-password-otp/login?lang=ar');
  });

  it('verify: returns the tokens', async () => {
    const { ctx, call } = context(jsonResponse(200, { accessToken: 'jwt', accessTokenExpiresIn: 900 }));
    const result = await verifyLoginCode(ctx, { id: VERIFICATION_ID, code: '123456', identifierId: 1 });
    expect(result).toEqual({ ok: true, data: { accessToken: 'jwt', accessTokenExpiresIn: 900 } });
    expect(call().url).toBe('/auth/public/otp/verify?lang=ar');
  });

  it('register taken (409): an error result carrying the server message, shown as an error alert', async () => {
    const taken = 'This phone number is already taken, try using another number';
    vi.stubGlobal('document', {});
    const { ctx } = context(jsonResponse(409, { message: taken }));
    const result = await initializeRegister(ctx, { provider: '07501234567', password: 'sec-ret-99', identifierId: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ status: 409, message: taken });
    expect(getAlert()).toMatchObject({ type: 'error', message: taken });
  });

  it('forgot password hides its alerts (spec §7)', async () => {
    vi.stubGlobal('document', {});
    const { ctx } = context(jsonResponse(200, { message: 'sent if it exists' }));
    const result = await forgotPassword(ctx, { provider: 'a@b.iq', identifierId: 2 });
    expect(result.ok).toBe(true);
    expect(getAlert()).toBeNull();
  });

  it('refresh: a GET without a body or token, 401 quietly', async () => {
    vi.stubGlobal('document', {});
    const { ctx, call } = context(jsonResponse(401, { message: 'no session' }));
    const result = await refreshAccessToken(ctx);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.status).toBe(401);
    const { url, init, headers } = call();
    expect(url).toBe('/auth/public/auth/refresh?lang=ar');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Client-Platform']).toBe('web');
    expect(getAlert()).toBeNull();
  });

  it('refresh: a body without a token is an error, not a session', async () => {
    const { ctx } = context(jsonResponse(200, { message: 'ok' }));
    expect((await refreshAccessToken(ctx)).ok).toBe(false);
  });
});
