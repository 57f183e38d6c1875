// Staff accounts through /api/admin/staff on PGlite and (with TEST_DATABASE_URL) PostgreSQL: adding a member
// with a set-password link, roles, disabling, signing out everywhere, the last active owner, the audit trail.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createAdminHarness, type AdminCall, type AdminHarness } from '../../test/admin-harness';
import { testBackends } from '../../test/databases';

const PASSWORD = 'Staff#2026-pass';

function expectStatus(res: AdminCall, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res;
}

let counter = 0;
const uniqueEmail = (tag: string) => `${tag}-${++counter}@team.test`;

describe.each(testBackends)('staff accounts on %s', (backend) => {
  let h: AdminHarness;
  let owner: string;

  // Building the whole API and migrating a fresh database takes a while on a busy 2-core machine.
  beforeAll(async () => {
    h = await createAdminHarness(backend);
    owner = await h.tokenFor('owner');
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  const auditOf = (entityId: string) =>
    h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entity_id, entityId)))
      .orderBy(auditLog.id);

  /** The token in a set-password link. */
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

  async function create(role: string, email = uniqueEmail(role)) {
    const res = expectStatus(
      await h.call('POST', '/api/admin/staff?lang=en', { token: owner, body: { email, role, name: ' Dana Ali ' } }),
      201,
    );
    return res.body.data as {
      member: { id: string; email: string; role: string; disabled: boolean; has_password: boolean; name: string };
      set_password: { url: string; expires_at: string };
      emailed: boolean;
    };
  }

  it('adds a member with a one-time set-password link, emailed and audited', async () => {
    const email = uniqueEmail('new.person');
    const created = await create('editor', email.toUpperCase());
    expect(created.member).toMatchObject({
      email,
      role: 'editor',
      disabled: false,
      has_password: false,
      name: 'Dana Ali',
    });
    expect(created.set_password.url).toMatch(/^http:\/\/localhost:3000\/admin\/set-password\?token=[\w-]{43}$/);
    expect(created.emailed).toBe(true);
    const [mail] = await h.outbox(email);
    expect(mail!.text).toContain(created.set_password.url);
    const [entry] = await auditOf(created.member.id);
    expect(entry).toMatchObject({
      action: 'created',
      actor_label: 'owner@staff.test',
      actor_kind: 'staff',
      actor_role: 'owner',
    });
    expect(entry!.after).toMatchObject({ email, role: 'editor' });

    const listed = expectStatus(await h.call('GET', '/api/admin/staff', { token: owner }), 200);
    const emails = (listed.body.data as { email: string }[]).map((m) => m.email);
    expect(emails).toContain(email);
    expect(JSON.stringify(listed.body)).not.toContain('password_hash');

    const again = expectStatus(
      await h.call('POST', '/api/admin/staff?lang=en', { token: owner, body: { email, role: 'support' } }),
      409,
    );
    expect(again.body.errors?.email).toEqual(['A staff member already uses this email']);
  });

  it('refuses bad input with field errors', async () => {
    const bad = expectStatus(
      await h.call('POST', '/api/admin/staff', {
        token: owner,
        body: { email: 'not-an-email', role: 'boss', name: 'x'.repeat(101) },
      }),
      400,
    );
    expect(Object.keys(bad.body.errors!).sort()).toEqual(['email', 'name', 'role']);
    const nul = expectStatus(
      await h.call('POST', '/api/admin/staff', {
        token: owner,
        body: { email: uniqueEmail('nul'), role: 'editor', name: 'a\u0000b' },
      }),
      400,
    );
    expect(Object.keys(nul.body.errors!)).toEqual(['name']);
    expectStatus(await h.call('PATCH', `/api/admin/staff/${h.staff.editor.id}`, { token: owner, body: {} }), 400);
    expectStatus(
      await h.call('PATCH', `/api/admin/staff/${h.staff.editor.id}`, { token: owner, body: { disabled: 'yes' } }),
      400,
    );
    expectStatus(await h.call('PATCH', '/api/admin/staff/not-a-uuid', { token: owner, body: { name: 'x' } }), 404);
    expectStatus(
      await h.call('PATCH', '/api/admin/staff/00000000-0000-4000-8000-000000000000', {
        token: owner,
        body: { name: 'x' },
      }),
      404,
    );
  });

  it('lets the member choose a password through the link once, before it expires', async () => {
    const created = await create('support');
    const token = tokenOf(created.set_password.url);
    const weak = expectStatus(
      await h.call('POST', '/api/admin/auth/set-password', { body: { token, password: 'weak' } }),
      400,
    );
    expect(weak.body.errors).toHaveProperty('password');
    expectStatus(await h.call('POST', '/api/admin/auth/set-password', { body: { token, password: PASSWORD } }), 200);
    const reused = expectStatus(
      await h.call('POST', '/api/admin/auth/set-password?lang=en', { body: { token, password: PASSWORD } }),
      410,
    );
    expect(reused.body.message).toMatch(/already used or has expired/);
    // Past the rate-limit window of earlier sign-ins; the owner's access token (15 minutes) needs renewing too.
    h.clock.advance(16 * 60);
    owner = await h.tokenFor('owner');
    expectStatus(
      await h.call('POST', '/api/admin/auth/login', { body: { email: created.member.email, password: PASSWORD } }),
      200,
    );
    const audit = await auditOf(created.member.id);
    expect(audit.map((e) => e.action)).toEqual(['created', 'password_set']);

    // A second link, left for 73 hours, no longer works.
    const link = expectStatus(
      await h.call('POST', `/api/admin/staff/${created.member.id}/set-password-link`, { token: owner }),
      200,
    ).body.data as { set_password: { url: string } };
    h.clock.advance(73 * 3600);
    expectStatus(
      await h.call('POST', '/api/admin/auth/set-password', {
        body: { token: tokenOf(link.set_password.url), password: PASSWORD },
      }),
      410,
    );
    owner = await h.tokenFor('owner');
  });

  it('changes a role and disables a member: their tokens stop working at once', async () => {
    const member = await h.addMember({ email: uniqueEmail('change'), role: 'support' });
    const theirs = await h.tokenForMember(member.id);
    expectStatus(await h.call('GET', '/api/admin/audit-log', { token: theirs }), 403);
    const promoted = expectStatus(
      await h.call('PATCH', `/api/admin/staff/${member.id}`, { token: owner, body: { role: 'manager' } }),
      200,
    );
    expect(promoted.body.data).toMatchObject({ role: 'manager' });
    // The role is read per request: the same token now holds 'audit:read'.
    expectStatus(await h.call('GET', '/api/admin/audit-log', { token: theirs }), 200);

    expectStatus(
      await h.call('PATCH', `/api/admin/staff/${member.id}`, { token: owner, body: { disabled: true } }),
      200,
    );
    expectStatus(await h.call('GET', '/api/admin/auth/me', { token: theirs }), 401);
    expectStatus(
      await h.call('PATCH', `/api/admin/staff/${member.id}`, { token: owner, body: { disabled: false } }),
      200,
    );
    // Disabling ended the session; enabling again does not bring it back.
    expectStatus(await h.call('GET', '/api/admin/auth/me', { token: theirs }), 401);
    expectStatus(await h.call('GET', '/api/admin/auth/me', { token: await h.tokenForMember(member.id) }), 200);

    const audit = await auditOf(member.id);
    expect(audit.map((e) => e.action)).toEqual(['role_changed', 'disabled', 'enabled']);
    expect(audit[0]!.before).toMatchObject({ role: 'support' });
    expect(audit[0]!.after).toMatchObject({ role: 'manager' });
  });

  it('signs a member out everywhere', async () => {
    const member = await h.addMember({ email: uniqueEmail('everywhere'), role: 'editor' });
    const phone = await h.tokenForMember(member.id);
    const laptop = await h.tokenForMember(member.id);
    const res = expectStatus(
      await h.call('POST', `/api/admin/staff/${member.id}/sign-out-everywhere`, { token: owner }),
      200,
    );
    expect(res.body.data).toEqual({ sessions_ended: 2 });
    expectStatus(await h.call('GET', '/api/admin/auth/me', { token: phone }), 401);
    expectStatus(await h.call('GET', '/api/admin/auth/me', { token: laptop }), 401);
    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({ action: 'signed_out_everywhere', actor_label: 'owner@staff.test' });
  });

  it('keeps at least one active owner', async () => {
    const first = h.staff.owner.id;
    for (const body of [{ role: 'manager' }, { disabled: true }]) {
      const refused = expectStatus(
        await h.call('PATCH', `/api/admin/staff/${first}?lang=en`, { token: h.adminToken, body }),
        409,
      );
      expect(refused.body.message).toMatch(/last active owner/);
    }
    const second = await h.addMember({ email: uniqueEmail('owner-two'), role: 'owner' });
    expectStatus(
      await h.call('PATCH', `/api/admin/staff/${first}`, { token: h.adminToken, body: { role: 'manager' } }),
      200,
    );
    expectStatus(
      await h.call('PATCH', `/api/admin/staff/${second.id}`, { token: h.adminToken, body: { disabled: true } }),
      409,
    );
    expectStatus(
      await h.call('PATCH', `/api/admin/staff/${first}`, { token: h.adminToken, body: { role: 'owner' } }),
      200,
    );
    expectStatus(
      await h.call('PATCH', `/api/admin/staff/${second.id}`, { token: h.adminToken, body: { disabled: true } }),
      200,
    );
    const [entry] = await auditOf(second.id);
    expect(entry).toMatchObject({ action: 'disabled', actor_kind: 'token', actor_label: 'ADMIN_API_TOKEN' });
  });

  it('is for owners only', async () => {
    for (const role of ['manager', 'editor', 'support'] as const) {
      const token = await h.tokenFor(role);
      expectStatus(await h.call('GET', '/api/admin/staff', { token }), 403);
      expectStatus(
        await h.call('POST', '/api/admin/staff', { token, body: { email: uniqueEmail('x'), role: 'owner' } }),
        403,
      );
    }
  });
});
