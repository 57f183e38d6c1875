// GET /api/admin/audit-log on PGlite and (with TEST_DATABASE_URL) PostgreSQL: filters, paging, dates in
// Iraq's day, malformed dates refused, and only owners and managers may read it.
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { recordAudit } from '../../services/audit/audit-log';
import { createAdminHarness, type AdminCall, type AdminHarness } from '../../test/admin-harness';
import { testBackends } from '../../test/databases';

function expectStatus(res: AdminCall, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res;
}

const dana: StaffActor = {
  kind: 'staff',
  id: '11111111-1111-4111-8111-111111111111',
  label: 'dana@team.test',
  role: 'editor',
};
const script: StaffActor = {
  kind: 'api_key',
  id: '22222222-2222-4222-8222-222222222222',
  label: 'Stock sync',
  role: 'manager',
};

interface Entry {
  id: number;
  staff: string;
  action: string;
  entity: string;
  entity_id: string | null;
  at: string;
  before: unknown;
  after: unknown;
  actor_kind: string;
  role: string;
}

describe.each(testBackends)('audit log on %s', (backend) => {
  let h: AdminHarness;
  let manager: string;

  // Building the whole API and migrating a fresh database takes a while on a busy 2-core machine.
  beforeAll(async () => {
    h = await createAdminHarness(backend);
    manager = await h.tokenFor('manager');
    // Five entries at known times (UTC): two on 23 Nov in Iraq, three on 24 Nov in Iraq.
    const at = [
      ['2026-11-23T08:00:00Z', dana, 'updated', 'product', '7'],
      ['2026-11-23T20:59:59Z', script, 'price_changed', 'product', '7'],
      ['2026-11-23T21:00:00Z', dana, 'created', 'banner', '3'],
      ['2026-11-24T10:00:00Z', script, 'price_changed', 'product', '8'],
      ['2026-11-24T20:00:00Z', dana, 'deleted', 'banner', '3'],
    ] as const;
    for (const [time, actor, action, entity, id] of at) {
      await recordAudit(h.db, actor, { action, entity, entityId: id, before: { n: 1 }, after: { n: 2 } });
      // recordAudit stamps now(); these tests need the times above.
      const [last] = await h.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      await h.db
        .update(auditLog)
        .set({ at: new Date(time) })
        .where(eq(auditLog.id, last!.id));
    }
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  const read = async (query: string, token = manager) => {
    const res = expectStatus(await h.call('GET', `/api/admin/audit-log${query}`, { token }), 200);
    return res.body as unknown as {
      data: Entry[];
      meta: { page: number; per_page: number; total: number; pages: number };
    };
  };

  it('lists newest first with who, what, when, before and after', async () => {
    const all = await read('');
    expect(all.meta).toEqual({ page: 1, per_page: 50, total: 5, pages: 1 });
    expect(all.data.map((e) => e.at)).toEqual([
      '2026-11-24T20:00:00.000Z',
      '2026-11-24T10:00:00.000Z',
      '2026-11-23T21:00:00.000Z',
      '2026-11-23T20:59:59.000Z',
      '2026-11-23T08:00:00.000Z',
    ]);
    expect(all.data[1]).toMatchObject({
      staff: 'Stock sync',
      actor_kind: 'api_key',
      role: 'manager',
      action: 'price_changed',
      entity: 'product',
      entity_id: '8',
      before: { n: 1 },
      after: { n: 2 },
    });
  });

  it('filters by entity, entity id, actor and action, and pages', async () => {
    expect((await read('?entity=product')).meta.total).toBe(3);
    expect((await read('?entity=product&entity_id=7')).data.map((e) => e.action)).toEqual(['price_changed', 'updated']);
    expect((await read('?actor=DANA@team.test')).meta.total).toBe(3);
    expect((await read(`?actor=${script.id}`)).meta.total).toBe(2);
    expect((await read('?action=price_changed&actor=Stock%20sync')).meta.total).toBe(2);
    const second = await read('?per_page=2&page=2');
    expect(second.meta).toEqual({ page: 2, per_page: 2, total: 5, pages: 3 });
    expect(second.data.map((e) => e.at)).toEqual(['2026-11-23T21:00:00.000Z', '2026-11-23T20:59:59.000Z']);
    expect((await read('?page=9')).data).toEqual([]);
  });

  it('reads days in Iraq’s time and instants as given', async () => {
    expect((await read('?from=2026-11-24')).meta.total).toBe(3);
    expect((await read('?to=2026-11-23')).meta.total).toBe(2);
    expect((await read('?from=2026-11-23&to=2026-11-23')).meta.total).toBe(2);
    expect((await read('?from=2026-11-24T00:00:00Z&to=2026-11-24T14:00:00%2B03:00')).meta.total).toBe(1);
  });

  it('refuses malformed dates and filters with 400 and the field named', async () => {
    for (const [query, field] of [
      ['?from=yesterday', 'from'],
      ['?to=2026-02-30', 'to'],
      ['?from=2026-11-24T25:00:00Z', 'from'],
      ['?from=2026-11-25&to=2026-11-24', 'to'],
      ['?page=0', 'page'],
      ['?per_page=1000', 'per_page'],
      ['?entity=a%00b', 'entity'],
    ] as const) {
      const res = expectStatus(await h.call('GET', `/api/admin/audit-log${query}&lang=en`, { token: manager }), 400);
      expect(Object.keys(res.body.errors ?? {}), query).toContain(field);
    }
    const res = expectStatus(await h.call('GET', '/api/admin/audit-log?from=soon&lang=en', { token: manager }), 400);
    expect(res.body.errors?.from).toEqual(['This date is not valid (for example 2026-11-24)']);
  });

  it('is for owners and managers', async () => {
    await read('', await h.tokenFor('owner'));
    expectStatus(await h.call('GET', '/api/admin/audit-log', { token: await h.tokenFor('editor') }), 403);
    expectStatus(await h.call('GET', '/api/admin/audit-log', { token: await h.tokenFor('support') }), 403);
    expectStatus(await h.call('GET', '/api/admin/audit-log'), 401);
  });
});
