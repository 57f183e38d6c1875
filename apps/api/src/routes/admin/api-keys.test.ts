// API keys through /api/admin/api-keys on PGlite and (with TEST_DATABASE_URL) PostgreSQL: made by an owner,
// shown once, stored as a digest, acting with their role, refused the moment they are revoked.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffApiKeys } from '../../db/schema';
import { createAdminHarness, type AdminCall, type AdminHarness } from '../../test/admin-harness';
import { testBackends } from '../../test/databases';

function expectStatus(res: AdminCall, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res;
}

describe.each(testBackends)('API keys on %s', (backend) => {
  let h: AdminHarness;

  // Building the whole API and migrating a fresh database takes a while on a busy 2-core machine.
  beforeAll(async () => {
    h = await createAdminHarness(backend);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  async function createKey(name: string, role: string) {
    const res = expectStatus(
      await h.call('POST', '/api/admin/api-keys?lang=en', { token: await h.tokenFor('owner'), body: { name, role } }),
      201,
    );
    return res.body.data as { id: string; key: string; prefix: string; role: string; name: string; created_by: string };
  }

  it('creates a key shown once, kept only as a digest, and lists it without the key', async () => {
    const created = await createKey('Stock sync', 'manager');
    expect(created.key).toMatch(/^dk_[\w-]{43}$/);
    expect(created).toMatchObject({ name: 'Stock sync', role: 'manager', created_by: 'owner@staff.test' });
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const [row] = await h.db.select().from(staffApiKeys).where(eq(staffApiKeys.id, created.id));
    expect(row!.key_hash).toBe(createHash('sha256').update(created.key).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const listed = expectStatus(await h.call('GET', '/api/admin/api-keys', { token: h.adminToken }), 200);
    expect(listed.body.data).toContainEqual(expect.objectContaining({ id: created.id, revoked_at: null }));
    expect(JSON.stringify(listed.body)).not.toContain(created.key);
  });

  it('acts with its role, is audited by its name, and stops working when revoked', async () => {
    const manager = await createKey('Reports', 'manager');
    const me = expectStatus(await h.call('GET', '/api/admin/auth/me', { token: manager.key }), 200);
    expect(me.body.data).toMatchObject({ kind: 'api_key', id: manager.id, role: 'manager', name: 'Reports' });
    expectStatus(await h.call('GET', '/api/admin/audit-log', { token: manager.key }), 200);
    expectStatus(await h.call('GET', '/api/admin/staff', { token: manager.key }), 403);
    expectStatus(await h.call('GET', '/api/admin/api-keys', { token: manager.key }), 403);

    // An owner key can make changes, and the audit log names the key.
    const ownerKey = await createKey('Provisioning', 'owner');
    const made = expectStatus(
      await h.call('POST', '/api/admin/staff', {
        token: ownerKey.key,
        body: { email: 'made-by-key@team.test', role: 'support' },
      }),
      201,
    );
    const memberId = (made.body.data as { member: { id: string } }).member.id;
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entity_id, memberId)));
    expect(entry).toMatchObject({
      actor_kind: 'api_key',
      actor_id: ownerKey.id,
      actor_label: 'Provisioning',
      actor_role: 'owner',
    });

    const revoked = expectStatus(
      await h.call('DELETE', `/api/admin/api-keys/${manager.id}`, { token: await h.tokenFor('owner') }),
      200,
    );
    expect((revoked.body.data as { revoked_at: string | null }).revoked_at).not.toBeNull();
    expectStatus(await h.call('GET', '/api/admin/audit-log', { token: manager.key }), 401);
    expectStatus(await h.call('GET', '/api/admin/auth/me', { token: manager.key }), 401);
    // Revoking again changes nothing and writes nothing more.
    expectStatus(await h.call('DELETE', `/api/admin/api-keys/${manager.id}`, { token: h.adminToken }), 200);
    const trail = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'api_key'), eq(auditLog.entity_id, manager.id)))
      .orderBy(auditLog.id);
    expect(trail.map((e) => [e.action, e.actor_label])).toEqual([
      ['created', 'owner@staff.test'],
      ['revoked', 'owner@staff.test'],
    ]);
    expect(trail[1]!.before).toMatchObject({ revoked_at: null });
    expect(JSON.stringify(trail)).not.toContain(manager.key);
  });

  it('refuses made-up keys, bad input and unknown ids', async () => {
    expectStatus(await h.call('GET', '/api/admin/auth/me', { token: 'dk_made-up-key' }), 401);
    const owner = await h.tokenFor('owner');
    const bad = expectStatus(
      await h.call('POST', '/api/admin/api-keys?lang=en', { token: owner, body: { name: '  ', role: 'root' } }),
      400,
    );
    expect(bad.body.errors).toEqual({ name: ['Give the key a name'], role: [expect.any(String)] });
    expectStatus(await h.call('DELETE', '/api/admin/api-keys/not-a-uuid', { token: owner }), 404);
    expectStatus(
      await h.call('DELETE', '/api/admin/api-keys/00000000-0000-4000-8000-000000000000', { token: owner }),
      404,
    );
  });

  it('is for owners only', async () => {
    for (const role of ['manager', 'editor', 'support'] as const) {
      const token = await h.tokenFor(role);
      expectStatus(await h.call('POST', '/api/admin/api-keys', { token, body: { name: 'x', role: 'owner' } }), 403);
    }
  });
});
