// The auth API and the customer endpoints end to end through Fastify, on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: every flow reads its code from the outbox, as a developer would.
import {
  AccessTokenResponse,
  CustomerResponse,
  VerificationStarted,
  WelcomeVoucherResponse,
} from '@dukan/core/contract/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { DEFAULT_AUTH_LIMITS } from '../services/auth/limits';
import { buildAccountsServer, caller, latestCode, TestClock, uniquePhone, type Call } from '../test/accounts-harness';
import { openTestDatabase, testBackends } from '../test/databases';

const PASSWORD = 'Dukan#2026';
const PHONE = 1;
const EMAIL = 2;
const OTP = '/auth/public/mfa-provider-password-otp';

/** "+9647712345678" written the way a shopper on an Arabic keyboard types it: "٠٧٧١٢٣٤٥٦٧٨". */
function arabicIndicLocal(e164: string): string {
  return `0${e164.slice(4)}`.replace(/[0-9]/g, (d) => String.fromCharCode(0x660 + Number(d)));
}

// Generous limits: these suites make many calls from one IP; the limits themselves are tested below.
const ROOMY_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_AUTH_LIMITS).map(([k, rule]) => [k, { ...rule, limit: 10_000 }]),
) as typeof DEFAULT_AUTH_LIMITS;

describe.each(testBackends)('accounts API on %s', (backend) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let call: ReturnType<typeof caller>;
  const clock = new TestClock();

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    app = await buildAccountsServer(handle, { clock, accounts: { limits: ROOMY_LIMITS } });
    call = caller(app);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  function expectStatus(res: Call, status: number) {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res;
  }

  /** Registers `phone` with PASSWORD and returns the signed-in session. */
  async function register(phone = uniquePhone(), password = PASSWORD) {
    const started = VerificationStarted.parse(
      expectStatus(
        await call('POST', `${OTP}/initialize-register?lang=en`, {
          body: { provider: phone, password, identifierId: PHONE },
        }),
        200,
      ).body,
    );
    const verified = expectStatus(
      await call('POST', `${OTP}/verify-register`, {
        body: { id: started.id, code: await latestCode(handle, phone), identifierId: PHONE },
      }),
      200,
    );
    const tokens = AccessTokenResponse.parse(verified.body);
    return { phone, token: tokens.accessToken, cookie: verified.refreshCookie! };
  }

  async function signIn(phone: string, password = PASSWORD) {
    const started = expectStatus(
      await call('POST', `${OTP}/login`, { body: { provider: phone, password, identifierId: PHONE } }),
      200,
    );
    const id = VerificationStarted.parse(started.body).id;
    const verified = expectStatus(
      await call('POST', '/auth/public/otp/verify', {
        body: { id, code: await latestCode(handle, phone), identifierId: PHONE },
      }),
      200,
    );
    return { token: AccessTokenResponse.parse(verified.body).accessToken, cookie: verified.refreshCookie! };
  }

  it('lists the identifier kinds', async () => {
    const res = await call('GET', '/auth/public/identifier-types');
    expect(res.body).toEqual([
      { id: 1, key: 'phone' },
      { id: 2, key: 'email' },
    ]);
  });

  it('registers a phone number typed in Arabic-Indic digits, then fills in personal information', async () => {
    const phone = uniquePhone();
    const started = expectStatus(
      await call('POST', `${OTP}/initialize-register?lang=ar`, {
        body: { provider: arabicIndicLocal(phone), password: PASSWORD, identifierId: PHONE, channel: 'whatsapp' },
      }),
      200,
    );
    expect(VerificationStarted.parse(started.body)).toMatchObject({
      channel: 'whatsapp',
      message: 'تم إرسال رمز التحقق',
    });
    const [sent] = await import('../adapters/messaging').then((m) => m.listOutbox(handle.db, phone));
    expect(sent).toMatchObject({ to: phone, channel: 'whatsapp' });
    expect(sent!.text).toContain(sent!.code!);
    expect(sent!.text).toMatch(/دكان/); // in the request's language

    const verified = expectStatus(
      await call('POST', `${OTP}/verify-register?lang=en`, {
        body: { id: (started.body as { id: string }).id, code: sent!.code, identifierId: PHONE },
      }),
      200,
    );
    const { accessToken, accessTokenExpiresIn } = AccessTokenResponse.parse(verified.body);
    expect(accessTokenExpiresIn).toBe(900);
    const setCookie = String(verified.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/auth\/public\/auth/);

    expectStatus(await call('GET', '/api/customer/auth/me', { token: accessToken }), 404);
    const created = expectStatus(
      await call('POST', '/api/customer/auth/register?lang=en', {
        token: accessToken,
        body: { first_name: 'Shilan', last_name: 'Aziz', birthday: '1994-03-21', gender: 'female' },
      }),
      200,
    );
    expect(created.body.message).toBe('Your information is saved');
    const me = CustomerResponse.parse(
      expectStatus(await call('GET', '/api/customer/auth/me', { token: accessToken }), 200).body,
    );
    expect(me.data).toMatchObject({ first_name: 'Shilan', phone, email: null, has_password: true });
    expectStatus(
      await call('POST', '/api/customer/auth/register', {
        token: accessToken,
        body: { first_name: 'Again', last_name: 'Again' },
      }),
      409,
    );
  });

  it('refuses to register a phone number twice with the spec message', async () => {
    const { phone } = await register();
    const res = expectStatus(
      await call('POST', `${OTP}/initialize-register?lang=en`, {
        body: { provider: phone, password: PASSWORD, identifierId: PHONE },
      }),
      409,
    );
    expect(res.body.message).toBe('This phone number is already taken, try using another number');
  });

  it('signs in with password and code; a wrong password is 401 and sends nothing', async () => {
    const { phone } = await register();
    const session = await signIn(phone);
    expectStatus(await call('GET', '/api/customer/auth/me', { token: session.token }), 404);
    const before = (await import('../adapters/messaging').then((m) => m.listOutbox(handle.db, phone))).length;
    const wrong = expectStatus(
      await call('POST', `${OTP}/login?lang=en`, {
        body: { provider: phone, password: 'Wrong#2026', identifierId: PHONE },
      }),
      401,
    );
    expect(wrong.body.message).toBe('The phone number/email or password is wrong');
    const after = (await import('../adapters/messaging').then((m) => m.listOutbox(handle.db, phone))).length;
    expect(after).toBe(before);
    // An unknown number answers exactly like a wrong password.
    const unknown = await call('POST', `${OTP}/login?lang=en`, {
      body: { provider: uniquePhone(), password: PASSWORD, identifierId: PHONE },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('signs in with a code only (otp/send + otp/verify), by email too', async () => {
    const email = `shopper.${Date.now()}@example.com`;
    const started = expectStatus(
      await call('POST', `${OTP}/initialize-register`, {
        body: { provider: ` ${email.toUpperCase()} `, password: PASSWORD, identifierId: EMAIL },
      }),
      200,
    );
    expect(VerificationStarted.parse(started.body).channel).toBe('email');
    expectStatus(
      await call('POST', `${OTP}/verify-register`, {
        body: { id: (started.body as { id: string }).id, code: await latestCode(handle, email), identifierId: EMAIL },
      }),
      200,
    );
    const sent = expectStatus(
      await call('POST', '/auth/public/otp/send', { body: { identifier: email, identifierId: EMAIL } }),
      200,
    );
    const verified = expectStatus(
      await call('POST', '/auth/public/otp/verify', {
        body: { id: (sent.body as { id: string }).id, code: await latestCode(handle, email), identifierId: EMAIL },
      }),
      200,
    );
    expect(AccessTokenResponse.safeParse(verified.body).success).toBe(true);
    // An identifier without an account is answered as one with: same status, same body, and its codes fail
    // as wrong codes do, so the form never says who has an account.
    const unknownPhone = uniquePhone();
    const unknown = await call('POST', '/auth/public/otp/send?lang=en', {
      body: { identifier: unknownPhone, identifierId: PHONE },
    });
    const knownPhone = uniquePhone();
    await register(knownPhone);
    const known = await call('POST', '/auth/public/otp/send?lang=en', {
      body: { identifier: knownPhone, identifierId: PHONE },
    });
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
    expect({ ...unknown.body, id: '', destination: '' }).toEqual({ ...known.body, id: '', destination: '' });
    await expect(latestCode(handle, unknownPhone)).rejects.toThrow('no code');
    const guessed = await call('POST', '/auth/public/otp/verify?lang=en', {
      body: { id: (unknown.body as { id: string }).id, code: '123456', identifierId: PHONE },
    });
    expect(guessed.status).toBe(422);
    expect(guessed.body.errors).toEqual({ code: ['The code is wrong'] });
  });

  it('locks a code after 5 wrong tries, even against the right code', async () => {
    const phone = uniquePhone();
    const started = await call('POST', `${OTP}/initialize-register`, {
      body: { provider: phone, password: PASSWORD, identifierId: PHONE },
    });
    const id = (started.body as { id: string }).id;
    const code = await latestCode(handle, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = expectStatus(
        await call('POST', `${OTP}/verify-register?lang=en`, { body: { id, code: wrong, identifierId: PHONE } }),
        422,
      );
      expect(res.body.message).toBe('The code is wrong');
    }
    const locked = expectStatus(
      await call('POST', `${OTP}/verify-register?lang=en`, { body: { id, code, identifierId: PHONE } }),
      422,
    );
    expect(locked.body.message).toMatch(/too many times/);
  });

  it('refuses an expired code and accepts a resent one after the cooldown', async () => {
    const phone = uniquePhone();
    const started = await call('POST', `${OTP}/initialize-register`, {
      body: { provider: phone, password: PASSWORD, identifierId: PHONE },
    });
    const id = (started.body as { id: string }).id;
    const first = await latestCode(handle, phone);
    const tooSoon = expectStatus(await call('POST', `${OTP}/resend-otp-register`, { body: { id } }), 429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(301);
    const expired = expectStatus(
      await call('POST', `${OTP}/verify-register?lang=en`, { body: { id, code: first, identifierId: PHONE } }),
      422,
    );
    expect(expired.body.message).toBe('The code has expired, ask for a new one');
    expectStatus(await call('POST', `${OTP}/resend-otp-register`, { body: { id, channel: 'sms' } }), 200);
    const second = await latestCode(handle, phone);
    expectStatus(
      await call('POST', `${OTP}/verify-register`, { body: { id, code: second, identifierId: PHONE } }),
      200,
    );
    // Single use.
    expectStatus(
      await call('POST', `${OTP}/verify-register`, { body: { id, code: second, identifierId: PHONE } }),
      404,
    );
  });

  it('accepts a code typed in Arabic-Indic digits', async () => {
    const phone = uniquePhone();
    const started = await call('POST', `${OTP}/initialize-register`, {
      body: { provider: phone, password: PASSWORD, identifierId: PHONE },
    });
    const code = (await latestCode(handle, phone)).replace(/[0-9]/g, (d) => String.fromCharCode(0x660 + Number(d)));
    expectStatus(
      await call('POST', `${OTP}/verify-register`, {
        body: { id: (started.body as { id: string }).id, code, identifierId: PHONE },
      }),
      200,
    );
  });

  it('rotates the refresh token and revokes the whole family when a spent one comes back', async () => {
    const session = await register();
    const first = expectStatus(await call('GET', '/auth/public/auth/refresh', { cookie: session.cookie }), 200);
    expect(AccessTokenResponse.safeParse(first.body).success).toBe(true);
    expect(first.refreshCookie).toBeTruthy();
    expect(first.refreshCookie).not.toBe(session.cookie);
    const second = expectStatus(await call('GET', '/auth/public/auth/refresh', { cookie: first.refreshCookie }), 200);

    // The original token again: stolen or replayed. Everything descended from it dies.
    expectStatus(await call('GET', '/auth/public/auth/refresh', { cookie: session.cookie }), 401);
    expectStatus(await call('GET', '/auth/public/auth/refresh', { cookie: second.refreshCookie }), 401);
    expectStatus(await call('GET', '/auth/public/auth/refresh'), 401);
    expectStatus(await call('GET', '/auth/public/auth/refresh', { cookie: 'forged' }), 401);
  });

  it('logs out: the refresh token stops working', async () => {
    const session = await register();
    const out = expectStatus(
      await call('POST', '/auth/public/auth/logout?lang=en', { token: session.token, cookie: session.cookie }),
      200,
    );
    expect(out.body.message).toBe('You are signed out');
    expect(String(out.headers['set-cookie'])).toMatch(/dukan_refresh=;/);
    expectStatus(await call('GET', '/auth/public/auth/refresh', { cookie: session.cookie }), 401);
  });

  it('refuses expired, forged and missing access tokens', async () => {
    const session = await register();
    expectStatus(await call('GET', '/api/customer/auth/me'), 401);
    const [head, payload] = session.token.split('.');
    expectStatus(await call('GET', '/api/customer/auth/me', { token: `${head}.${payload}.forgedsignature` }), 401);
    clock.advance(901);
    expectStatus(await call('GET', '/api/customer/auth/me', { token: session.token }), 401);
    // The refresh cookie outlives the access token.
    expectStatus(await call('GET', '/auth/public/auth/refresh', { cookie: session.cookie }), 200);
  });

  it('keeps each customer to their own data', async () => {
    const a = await register();
    const b = await register();
    for (const [s, name] of [
      [a, 'Aras'],
      [b, 'Bayan'],
    ] as const) {
      expectStatus(
        await call('POST', '/api/customer/auth/register', {
          token: s.token,
          body: { first_name: name, last_name: 'K' },
        }),
        200,
      );
    }
    const meA = CustomerResponse.parse((await call('GET', '/api/customer/auth/me', { token: a.token })).body);
    expect(meA.data).toMatchObject({ first_name: 'Aras', phone: a.phone });
    // B starts an identifier change; A cannot complete it with B's verification token, even with B's code.
    const newPhone = uniquePhone();
    const startedB = expectStatus(
      await call('POST', '/auth/public/auth/initiate-update-identifier', {
        token: b.token,
        body: { identifierId: PHONE, newIdentifier: newPhone },
      }),
      200,
    );
    const tokenB = (startedB.body as { token: string }).token;
    const codeB = await latestCode(handle, newPhone);
    expectStatus(
      await call('POST', '/auth/public/auth/verify-update-identifier', {
        token: a.token,
        body: { code: codeB, token: tokenB },
      }),
      404,
    );
    // A's update never touches B.
    expectStatus(
      await call('PUT', '/api/customer/auth/update-me', {
        token: a.token,
        body: { first_name: 'Aras', last_name: 'Z' },
      }),
      200,
    );
    const meB = CustomerResponse.parse((await call('GET', '/api/customer/auth/me', { token: b.token })).body);
    expect(meB.data).toMatchObject({ first_name: 'Bayan', last_name: 'K', phone: b.phone });
  });

  it('changes the phone number with a code sent to the new one', async () => {
    const s = await register();
    const newPhone = uniquePhone();
    const started = expectStatus(
      await call('POST', '/auth/public/auth/initiate-update-identifier', {
        token: s.token,
        body: { identifierId: PHONE, newIdentifier: newPhone },
      }),
      200,
    );
    expectStatus(
      await call('POST', '/auth/public/auth/verify-update-identifier?lang=en', {
        token: s.token,
        body: { code: await latestCode(handle, newPhone), token: (started.body as { token: string }).token },
      }),
      200,
    );
    await signIn(newPhone);
    expectStatus(
      await call('POST', `${OTP}/login`, { body: { provider: s.phone, password: PASSWORD, identifierId: PHONE } }),
      401,
    );
    // Taking a number someone else uses is refused before any code is sent.
    const other = await register();
    const taken = expectStatus(
      await call('POST', '/auth/public/auth/initiate-update-identifier?lang=en', {
        token: s.token,
        body: { identifierId: PHONE, newIdentifier: other.phone },
      }),
      409,
    );
    expect(taken.body.message).toBe('This phone number is already taken, try using another number');
  });

  it('changes the password: the current one must be right and the confirmation must match', async () => {
    const s = await register();
    const mismatch = expectStatus(
      await call('POST', `${OTP}/update-password?lang=en`, {
        token: s.token,
        body: { currentPassword: PASSWORD, newPassword: 'New#pass2026', confirmPassword: 'New#pass2027' },
      }),
      400,
    );
    expect(mismatch.body.errors?.confirmPassword).toEqual(['Your confirm password should be same the new password']);
    expectStatus(
      await call('POST', `${OTP}/update-password`, {
        token: s.token,
        body: { currentPassword: 'Nope#2026', newPassword: 'New#pass2026', confirmPassword: 'New#pass2026' },
      }),
      400,
    );
    const weak = expectStatus(
      await call('POST', `${OTP}/update-password?lang=en`, {
        token: s.token,
        body: { currentPassword: PASSWORD, newPassword: 'password', confirmPassword: 'password' },
      }),
      400,
    );
    expect(weak.body.errors?.newPassword?.[0]).toMatch(/8 or more characters/);
    expectStatus(
      await call('POST', `${OTP}/update-password`, {
        token: s.token,
        body: { currentPassword: PASSWORD, newPassword: 'New#pass2026', confirmPassword: 'New#pass2026' },
      }),
      200,
    );
    await signIn(s.phone, 'New#pass2026');
    // This session stays signed in.
    expectStatus(await call('GET', '/auth/public/auth/refresh', { cookie: s.cookie }), 200);
  });

  it('resets a forgotten password by link, once, and signs out every session', async () => {
    const s = await register();
    const unknown = await call('POST', `${OTP}/forgot-password?lang=en`, {
      body: { provider: uniquePhone(), identifierId: PHONE },
    });
    const known = await call('POST', `${OTP}/forgot-password?lang=en`, {
      body: { provider: s.phone, identifierId: PHONE },
    });
    // The same answer whether or not the account exists.
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const token = await latestCode(handle, s.phone);
    expect(token.length).toBeGreaterThan(30);
    const [message] = await import('../adapters/messaging').then((m) => m.listOutbox(handle.db, s.phone));
    expect(message!.text).toContain(`/en?reset=${token}`);

    expectStatus(
      await call('POST', `${OTP}/reset-password`, {
        body: { token, newPassword: 'Reset#2026x', confirmPassword: 'Reset#2026x' },
      }),
      200,
    );
    expectStatus(
      await call('POST', `${OTP}/reset-password`, {
        body: { token, newPassword: 'Again#2026x', confirmPassword: 'Again#2026x' },
      }),
      400,
    );
    expectStatus(await call('GET', '/auth/public/auth/refresh', { cookie: s.cookie }), 401);
    await signIn(s.phone, 'Reset#2026x');
  });

  it('deactivates (blocked until a new verified sign-in) and deletes an account', async () => {
    const s = await register();
    expectStatus(await call('POST', '/api/customer/auth/deactivate-account', { token: s.token }), 200);
    expectStatus(await call('GET', '/api/customer/auth/me', { token: s.token }), 401);
    expectStatus(await call('GET', '/auth/public/auth/refresh', { cookie: s.cookie }), 401);
    const again = await signIn(s.phone);
    expectStatus(await call('GET', '/api/customer/auth/me', { token: again.token }), 404);

    expectStatus(
      await call('POST', '/api/customer/auth/register', {
        token: again.token,
        body: { first_name: 'A', last_name: 'B' },
      }),
      200,
    );
    expectStatus(await call('POST', '/api/customer/auth/delete-account', { token: again.token }), 200);
    expectStatus(await call('GET', '/api/customer/auth/me', { token: again.token }), 401);
    expect(await import('../adapters/messaging').then((m) => m.listOutbox(handle.db, s.phone))).toEqual([]);
    // The number is free again.
    await register(s.phone);
  });

  it('gives one welcome voucher per customer, however often asked', async () => {
    const s = await register();
    const [one, two] = await Promise.all([
      call('GET', '/api/customer/auth/receive-discount', { token: s.token }),
      call('GET', '/api/customer/auth/receive-discount', { token: s.token }),
    ]);
    const a = WelcomeVoucherResponse.parse(expectStatus(one, 200).body);
    const b = WelcomeVoucherResponse.parse(expectStatus(two, 200).body);
    expect(a.data.code).toMatch(/^WELCOME-[A-Z2-9]{8}$/);
    expect(b.data.code).toBe(a.data.code);
    expectStatus(await call('GET', '/api/customer/auth/receive-discount'), 401);
  });

  it('signs in with Google or Facebook, linking the account of the same verified email', async () => {
    const email = `sso.${Date.now()}@example.com`;
    const google = expectStatus(
      await call('POST', '/auth/public/sso/initialize', {
        body: { identifierToken: `valid:g-${Date.now()}:${email}`, identifierId: EMAIL, provider: 'google' },
      }),
      200,
    );
    const googleToken = AccessTokenResponse.parse(google.body).accessToken;
    const facebook = expectStatus(
      await call('POST', '/auth/public/sso/initialize', {
        body: { identifierToken: `valid:f-${Date.now()}:${email}`, identifierId: EMAIL, provider: 'facebook' },
      }),
      200,
    );
    const facebookToken = AccessTokenResponse.parse(facebook.body).accessToken;
    expectStatus(
      await call('POST', '/api/customer/auth/register', {
        token: googleToken,
        body: { first_name: 'G', last_name: 'S' },
      }),
      200,
    );
    const viaFacebook = CustomerResponse.parse(
      (await call('GET', '/api/customer/auth/me', { token: facebookToken })).body,
    );
    expect(viaFacebook.data).toMatchObject({ first_name: 'G', email, has_password: false });
    expectStatus(
      await call('POST', '/auth/public/sso/initialize', {
        body: { identifierToken: 'not-a-valid-token', identifierId: EMAIL, provider: 'google' },
      }),
      401,
    );
  });

  it('answers malformed bodies with 400 and field errors in the request language, never 500', async () => {
    const bad = expectStatus(
      await call('POST', `${OTP}/initialize-register?lang=ku`, {
        body: { provider: '0750', password: 'short', identifierId: 3 },
      }),
      400,
    );
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['password', 'identifierId']));
    expect(bad.body.message).toBe('زانیارییەکان دروست نین');
    const badPhone = expectStatus(
      await call('POST', `${OTP}/initialize-register?lang=en`, {
        body: { provider: '0750', password: PASSWORD, identifierId: PHONE },
      }),
      400,
    );
    expect(badPhone.body.errors?.provider).toEqual(['This phone number is not valid']);

    const bodies: unknown[] = [
      null,
      'text',
      [],
      {},
      { id: 'not-a-uuid', code: '12', identifierId: 'x' },
      { provider: { $ne: null }, password: ['a'], identifierId: 1 },
      { provider: 'a'.repeat(10_000), password: PASSWORD, identifierId: 1 },
      { token: 'x', newPassword: 1, confirmPassword: null },
      { first_name: '<script>alert(1)</script>', last_name: '' },
    ];
    const session = await register();
    const routes: [method: 'POST' | 'PUT', url: string][] = [
      ['POST', `${OTP}/initialize-register`],
      ['POST', `${OTP}/verify-register`],
      ['POST', `${OTP}/resend-otp-register`],
      ['POST', `${OTP}/login`],
      ['POST', `${OTP}/forgot-password`],
      ['POST', `${OTP}/reset-password`],
      ['POST', `${OTP}/update-password`],
      ['POST', '/auth/public/otp/send'],
      ['POST', '/auth/public/otp/verify'],
      ['POST', '/auth/public/sso/initialize'],
      ['POST', '/auth/public/auth/initiate-update-identifier'],
      ['POST', '/auth/public/auth/verify-update-identifier'],
      ['POST', '/api/customer/auth/register'],
      ['PUT', '/api/customer/auth/update-me'],
    ];
    for (const [method, url] of routes) {
      for (const body of bodies) {
        const res = await call(method, url, { body, token: session.token });
        expect(res.status, `${method} ${url} ${JSON.stringify(body)?.slice(0, 80)} → ${JSON.stringify(res.body)}`).toBe(
          400,
        );
        expect(typeof res.body.message).toBe('string');
      }
    }
  });
});

describe.each(testBackends)('auth rate limits on %s', (backend) => {
  let handle: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    app = await buildAccountsServer(handle);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('answers 429 with Retry-After after too many sign-in attempts for one number', async () => {
    const call = caller(app);
    const phone = uniquePhone();
    const limit = DEFAULT_AUTH_LIMITS.loginPerIdentifier.limit;
    for (let i = 0; i < limit; i++) {
      expect(
        (await call('POST', `${OTP}/login`, { body: { provider: phone, password: PASSWORD, identifierId: PHONE } }))
          .status,
      ).toBe(401);
    }
    const refused = await call('POST', `${OTP}/login?lang=en`, {
      body: { provider: phone, password: PASSWORD, identifierId: PHONE },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toBe('You have made several requests, please try again later');
  });
});
