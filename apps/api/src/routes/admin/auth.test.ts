// Staff sign-in end to end through Fastify on PGlite and (with TEST_DATABASE_URL) PostgreSQL: codes come
// from the outbox, the clock is the harness's, so expiry and rate-limit windows are moved, not waited for.
import { permissionsOf } from '@dukan/core/contract/staff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffMembers } from '../../db/schema';
import { createAdminHarness, type AdminCall, type AdminHarness } from '../../test/admin-harness';
import { testBackends } from '../../test/databases';
import { STAFF_AUTH_LIMITS } from '../../services/staff/limits';

const PASSWORD = 'Staff#2026-pass';

function expectStatus(res: AdminCall, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res;
}

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}-${++counter}-${Date.now()}@staff.test`;

describe.each(testBackends)('staff sign-in on %s', (backend) => {
  let h: AdminHarness;

  // Building the whole API and migrating a fresh database takes a while on a busy 2-core machine.
  beforeAll(async () => {
    h = await createAdminHarness(backend);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  // Each test moves the clock past every rate-limit window first, so tests do not share counts.
  const freshWindow = () => h.clock.advance(16 * 60);

  async function memberWithPassword(role: 'owner' | 'manager' | 'editor' | 'support' = 'editor') {
    const email = uniqueEmail(role);
    const member = await h.addMember({ email, role, password: PASSWORD });
    return member;
  }

  async function signIn(email: string, password = PASSWORD) {
    const login = expectStatus(
      await h.call('POST', '/api/admin/auth/login?lang=en', { body: { email, password } }),
      200,
    );
    const verifyId = login.body.verify_id as string;
    const code = await h.latestCode(email);
    const verified = expectStatus(
      await h.call('POST', '/api/admin/auth/verify', { body: { verify_id: verifyId, code } }),
      200,
    );
    return { accessToken: verified.body.accessToken as string, cookie: verified.refreshCookie!, verified };
  }

  it('signs in with password and emailed code, and says who is signed in', async () => {
    freshWindow();
    const member = await memberWithPassword('manager');
    const { accessToken, verified, cookie } = await signIn(member.email.toUpperCase());
    expect(verified.body.accessTokenExpiresIn).toBe(900);
    expect(cookie.length).toBeGreaterThan(20);
    const set = verified.raw.cookies.find((c) => c.name === 'dukan_staff_refresh')!;
    expect(set).toMatchObject({ path: '/api/admin/auth', httpOnly: true, sameSite: 'Strict' });
    const [sent] = await h.outbox(member.email);
    expect(sent!.text).toContain('back office');
    const me = expectStatus(await h.call('GET', '/api/admin/auth/me', { token: accessToken }), 200);
    expect(me.body.data).toEqual({
      id: member.id,
      kind: 'staff',
      email: member.email,
      name: member.email,
      role: 'manager',
      permissions: permissionsOf('manager'),
      locale: 'ku',
    });
    const [row] = await h.db.select().from(staffMembers).where(eq(staffMembers.id, member.id));
    expect(row!.last_sign_in_at).not.toBeNull();
  });

  it('answers a wrong password and an unknown email alike, and sends no code', async () => {
    freshWindow();
    const member = await memberWithPassword();
    const wrong = expectStatus(
      await h.call('POST', '/api/admin/auth/login?lang=en', { body: { email: member.email, password: 'Nope#12345' } }),
      422,
    );
    const unknown = expectStatus(
      await h.call('POST', '/api/admin/auth/login?lang=en', {
        body: { email: 'nobody@staff.test', password: 'Nope#12345' },
      }),
      422,
    );
    expect(wrong.body).toEqual({ message: 'The email or password is wrong' });
    expect(unknown.body).toEqual(wrong.body);
    expect(await h.outbox(member.email)).toHaveLength(0);
    // A member who never chose a password cannot sign in with any.
    expectStatus(
      await h.call('POST', '/api/admin/auth/login', { body: { email: h.staff.owner.email, password: 'x' } }),
      422,
    );
  });

  it('refuses malformed bodies with field errors, not a 500', async () => {
    const nul = expectStatus(
      await h.call('POST', '/api/admin/auth/login?lang=en', { body: { email: 'a\u0000@staff.test', password: 'x' } }),
      400,
    );
    const wrongType = expectStatus(
      await h.call('POST', '/api/admin/auth/login?lang=en', { body: { email: 'a@staff.test', password: 1 } }),
      400,
    );
    expect(wrongType.body.errors?.password).toEqual(['Enter your password']);
    expect(nul.body.errors, JSON.stringify(nul.body)).toHaveProperty('email');
    const badVerify = expectStatus(
      await h.call('POST', '/api/admin/auth/verify?lang=en', { body: { verify_id: 'nope', code: '12' } }),
      400,
    );
    expect(Object.keys(badVerify.body.errors!)).toEqual(expect.arrayContaining(['verify_id', 'code']));
  });

  it('locks the code after OTP_MAX_ATTEMPTS wrong tries, even for the right code', async () => {
    freshWindow();
    const member = await memberWithPassword();
    const login = expectStatus(
      await h.call('POST', '/api/admin/auth/login', { body: { email: member.email, password: PASSWORD } }),
      200,
    );
    const code = await h.latestCode(member.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = expectStatus(
        await h.call('POST', '/api/admin/auth/verify?lang=en', {
          body: { verify_id: login.body.verify_id, code: wrongCode },
        }),
        422,
      );
      expect(res.body.errors?.code).toEqual(['The code is wrong']);
    }
    const locked = expectStatus(
      await h.call('POST', '/api/admin/auth/verify?lang=en', { body: { verify_id: login.body.verify_id, code } }),
      422,
    );
    expect(locked.body.errors?.code?.[0]).toMatch(/too many times/);
  });

  it('expires codes, resends after the cooldown, and a code works once', async () => {
    freshWindow();
    const member = await memberWithPassword();
    const login = expectStatus(
      await h.call('POST', '/api/admin/auth/login', { body: { email: member.email, password: PASSWORD } }),
      200,
    );
    const verifyId = login.body.verify_id as string;
    expectStatus(await h.call('POST', '/api/admin/auth/resend', { body: { verify_id: verifyId } }), 429);
    h.clock.advance(301);
    const expired = await h.latestCode(member.email);
    expectStatus(await h.call('POST', '/api/admin/auth/verify', { body: { verify_id: verifyId, code: expired } }), 422);
    expectStatus(await h.call('POST', '/api/admin/auth/resend', { body: { verify_id: verifyId } }), 200);
    const code = await h.latestCode(member.email);
    expect(await h.outbox(member.email)).toHaveLength(2);
    expectStatus(await h.call('POST', '/api/admin/auth/verify', { body: { verify_id: verifyId, code } }), 200);
    expectStatus(await h.call('POST', '/api/admin/auth/verify', { body: { verify_id: verifyId, code } }), 404);
  });

  it('rate-limits password tries per email, wrong ones included, until the window ends', async () => {
    freshWindow();
    const member = await memberWithPassword();
    const limit = STAFF_AUTH_LIMITS.loginPerIdentifier.limit;
    for (let i = 0; i < limit; i++) {
      expectStatus(
        await h.call('POST', '/api/admin/auth/login', {
          body: { email: member.email, password: 'Wrong#pass1' },
          // Different addresses, so only the per-email count can refuse.
          headers: { 'x-forwarded-for': `10.0.0.${i + 1}` },
        }),
        422,
      );
    }
    const refused = expectStatus(
      await h.call('POST', '/api/admin/auth/login', { body: { email: member.email, password: PASSWORD } }),
      429,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await h.outbox(member.email)).toHaveLength(0);
    freshWindow();
    expectStatus(
      await h.call('POST', '/api/admin/auth/login', { body: { email: member.email, password: PASSWORD } }),
      200,
    );
  });

  it('rotates the refresh token, and a replayed one ends the session', async () => {
    freshWindow();
    const member = await memberWithPassword();
    const first = await signIn(member.email);
    const rotated = expectStatus(await h.call('POST', '/api/admin/auth/refresh', { cookie: first.cookie }), 200);
    expect(rotated.refreshCookie).toBeTruthy();
    expect(rotated.refreshCookie).not.toBe(first.cookie);
    const newAccess = rotated.body.accessToken as string;
    expectStatus(await h.call('GET', '/api/admin/auth/me', { token: newAccess }), 200);
    // The spent cookie again: a copy is in someone else's hands; the whole session ends.
    expectStatus(await h.call('POST', '/api/admin/auth/refresh', { cookie: first.cookie }), 401);
    expectStatus(await h.call('POST', '/api/admin/auth/refresh', { cookie: rotated.refreshCookie }), 401);
    expectStatus(await h.call('GET', '/api/admin/auth/me', { token: newAccess }), 401);
    expectStatus(await h.call('GET', '/api/admin/auth/me', { token: first.accessToken }), 401);
    expectStatus(await h.call('POST', '/api/admin/auth/refresh'), 401);
  });

  it('logs out: the access token and the cookie stop working', async () => {
    freshWindow();
    const member = await memberWithPassword();
    const session = await signIn(member.email);
    const out = expectStatus(
      await h.call('POST', '/api/admin/auth/logout', { token: session.accessToken, cookie: session.cookie }),
      200,
    );
    expect(out.refreshCookie).toBe('');
    expectStatus(await h.call('GET', '/api/admin/auth/me', { token: session.accessToken }), 401);
    expectStatus(await h.call('POST', '/api/admin/auth/refresh', { cookie: session.cookie }), 401);
  });

  it('refuses customers’ tokens, and staff tokens open no customer route', async () => {
    const customer = await h.customerToken();
    expectStatus(await h.call('GET', '/api/admin/auth/me', { token: customer }), 401);
    // The customer's token does work where it belongs (a new account has no profile yet: 404, not 401).
    expect((await h.call('GET', '/api/customer/auth/me', { token: customer })).status).not.toBe(401);
    expectStatus(await h.call('GET', '/api/customer/auth/me', { token: await h.tokenFor('owner') }), 401);
  });

  it('answers me for ADMIN_API_TOKEN as an owner', async () => {
    const me = expectStatus(await h.call('GET', '/api/admin/auth/me', { token: h.adminToken }), 200);
    expect(me.body.data).toMatchObject({ kind: 'token', id: null, role: 'owner', name: 'ADMIN_API_TOKEN' });
    expectStatus(await h.call('GET', '/api/admin/auth/me'), 401);
    expectStatus(await h.call('GET', '/api/admin/auth/me', { token: 'not-a-token' }), 401);
  });

  it('changes one’s own password: other sessions end, this one stays, and it is audited', async () => {
    freshWindow();
    const member = await memberWithPassword('support');
    const here = await signIn(member.email);
    const elsewhere = await h.tokenForMember(member.id);
    const wrong = expectStatus(
      await h.call('POST', '/api/admin/auth/password?lang=en', {
        token: here.accessToken,
        body: { current_password: 'Wrong#pass1', new_password: 'Brand#new-2026' },
      }),
      422,
    );
    expect(wrong.body.errors?.current_password).toEqual(['Your current password is wrong']);
    const weak = expectStatus(
      await h.call('POST', '/api/admin/auth/password', {
        token: here.accessToken,
        body: { current_password: PASSWORD, new_password: 'short' },
      }),
      400,
    );
    expect(weak.body.errors?.new_password).toHaveLength(1);
    expectStatus(
      await h.call('POST', '/api/admin/auth/password', {
        token: here.accessToken,
        body: { current_password: PASSWORD, new_password: 'Brand#new-2026' },
      }),
      200,
    );
    expectStatus(await h.call('GET', '/api/admin/auth/me', { token: here.accessToken }), 200);
    expectStatus(await h.call('GET', '/api/admin/auth/me', { token: elsewhere }), 401);
    const entries = await h.db.select().from(auditLog).where(eq(auditLog.entity_id, member.id));
    expect(entries.map((e) => [e.action, e.actor_label, e.actor_kind])).toContainEqual([
      'password_changed',
      member.email,
      'staff',
    ]);
    freshWindow();
    await signIn(member.email, 'Brand#new-2026');
    // ADMIN_API_TOKEN has no password of its own.
    expectStatus(
      await h.call('POST', '/api/admin/auth/password', {
        token: h.adminToken,
        body: { current_password: PASSWORD, new_password: 'Brand#new-2026' },
      }),
      403,
    );
  });

  it('lets a member change their own name and language, audited; keys and the token have none', async () => {
    const member = await h.addMember({ email: uniqueEmail('profile'), role: 'editor' });
    const token = await h.tokenForMember(member.id);
    const saved = expectStatus(
      await h.call('PATCH', '/api/admin/auth/me', { token, body: { name: ' Shilan ', locale: 'ar' } }),
      200,
    );
    expect(saved.body.data).toMatchObject({ name: 'Shilan', locale: 'ar', role: 'editor' });
    const me = expectStatus(await h.call('GET', '/api/admin/auth/me', { token }), 200);
    expect(me.body.data).toMatchObject({ name: 'Shilan', locale: 'ar' });
    const bad = expectStatus(await h.call('PATCH', '/api/admin/auth/me', { token, body: { locale: 'fr' } }), 400);
    expect(bad.body.errors).toHaveProperty('locale');
    expectStatus(await h.call('PATCH', '/api/admin/auth/me', { token, body: {} }), 400);
    expectStatus(await h.call('PATCH', '/api/admin/auth/me', { body: { locale: 'en' } }), 401);
    expectStatus(await h.call('PATCH', '/api/admin/auth/me', { token: h.adminToken, body: { locale: 'en' } }), 403);
    const entries = await h.db.select().from(auditLog).where(eq(auditLog.entity_id, member.id));
    expect(entries.map((e) => e.action)).toEqual(['profile_updated']);
    expect(entries[0]!.after).toMatchObject({ name: 'Shilan', locale: 'ar' });
  });

  it('a disabled member’s password sends no code', async () => {
    freshWindow();
    const member = await memberWithPassword();
    await h.db.update(staffMembers).set({ status: 'disabled' }).where(eq(staffMembers.id, member.id));
    expectStatus(
      await h.call('POST', '/api/admin/auth/login', { body: { email: member.email, password: PASSWORD } }),
      403,
    );
    expect(await h.outbox(member.email)).toHaveLength(0);
  });
});
