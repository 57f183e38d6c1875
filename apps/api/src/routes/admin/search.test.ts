// Search synonyms through /api/admin/search/synonyms on PGlite and (with TEST_DATABASE_URL) PostgreSQL, with real
// staff tokens: who may edit them, what a group may hold, the audit trail, and a search engine on the same
// database using a group as soon as it is saved.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseSearchEngine } from '../../adapters/search-engine/database-engine';
import { FIXTURE_SQL } from '../../adapters/search-engine/fixture.test-data';
import { auditLog } from '../../db/schema';
import { createAdminHarness, type AdminHarness } from '../../test/admin-harness';
import { testBackends } from '../../test/databases';

const URL = '/api/admin/search/synonyms';

describe.each(testBackends)('admin search synonyms on %s', (backend) => {
  let h: AdminHarness;
  let editor: string;
  let support: string;
  let engine: DatabaseSearchEngine;

  beforeAll(async () => {
    h = await createAdminHarness(backend);
    await h.handle.exclusive((c) => c.exec(FIXTURE_SQL));
    engine = new DatabaseSearchEngine(h.db, 'a-search-key-for-tests');
    await engine.reindexAll();
    [editor, support] = await Promise.all([h.tokenFor('editor'), h.tokenFor('support')]);
  });
  afterAll(async () => {
    await engine?.close();
    await h?.close();
  });

  const ids = async (q: string) => {
    const found = await engine.search({ q });
    if (!found.ok) throw new Error(JSON.stringify(found.error));
    return found.data.hits.map((hit) => hit.id);
  };

  it('refuses shoppers and staff without catalogue:edit before reading the body', async () => {
    expect((await h.call('GET', URL)).status).toBe(401);
    expect((await h.call('GET', URL, { token: await h.customerToken() })).status).toBe(401);
    const refused = await h.call('POST', URL, { token: support, body: { terms: ['a', 'b'] } });
    expect(refused.status).toBe(403);
  });

  it('creates a group that search uses at once, and audits it', async () => {
    // "cooler" is no word of the fixture: nothing matches it before the group exists.
    expect(await ids('cooler ')).toEqual([]);
    const created = await h.call('POST', `${URL}?lang=en`, {
      token: editor,
      body: { terms: ['cooler', ' مكيّف ', 'مكيف'] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const group = created.body.data as { id: number; terms: string[] };
    // Exact repeats are dropped; «مكيّف» and «مكيف» differ as typed, so both stay.
    expect(group.terms).toEqual(['cooler', 'مكيّف', 'مكيف']);
    expect(created.body.message).toBe('Synonym group added; search uses it right away');
    await engine.reloadSynonyms();
    expect(await ids('cooler ')).toEqual([4]);
    const listed = await h.call('GET', URL, { token: editor });
    expect((listed.body.data as { id: number }[]).map((g) => g.id)).toContain(group.id);
    const entries = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'search_synonym'), eq(auditLog.entity_id, String(group.id))));
    expect(entries.map((e) => e.action)).toEqual(['created']);
    expect(entries[0]!.actor_role).toBe('editor');
  });

  it('updates and deletes a group, each audited, and search follows', async () => {
    const created = await h.call('POST', URL, { token: editor, body: { terms: ['lantern', 'fanoos'] } });
    const id = (created.body.data as { id: number }).id;
    expect(await ids('lantern ')).toEqual([]);
    const updated = await h.call('PATCH', `${URL}/${id}?lang=ar`, {
      token: editor,
      body: { terms: ['lantern', 'lamp'] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('تم تحديث مجموعة المرادفات');
    await engine.reloadSynonyms();
    expect(await ids('lantern ')).toEqual([3]);
    const deleted = await h.call('DELETE', `${URL}/${id}`, { token: editor });
    expect(deleted.status).toBe(200);
    await engine.reloadSynonyms();
    expect(await ids('lantern ')).toEqual([]);
    const actions = await h.db
      .select({ action: auditLog.action, before: auditLog.before })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'search_synonym'), eq(auditLog.entity_id, String(id))))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual(['created', 'updated', 'deleted']);
    expect((actions[2]!.before as { terms: string[] }).terms).toEqual(['lantern', 'lamp']);
    expect((await h.call('DELETE', `${URL}/${id}`, { token: editor })).status).toBe(404);
  });

  it.each([
    [{ terms: ['only'] }, 'terms'],
    [{ terms: ['ثلاجة', 'ثلاجه'] }, 'terms'],
    [{ terms: ['air conditioner', 'مكيف'] }, 'terms.0'],
    [{ terms: ['ok', 'bad\u0000word'] }, 'terms.1'],
    [{ terms: ['ok', 42] }, 'terms.1'],
    [{ terms: Array.from({ length: 31 }, (_, i) => `w${i}`) }, 'terms'],
    [{}, 'terms'],
  ])('answers 400 with field errors for %j', async (body, field) => {
    const refused = await h.call('POST', `${URL}?lang=ku`, { token: editor, body });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors ?? {})).toContain(field);
  });

  it('answers 404 for an id that is not one and for a missing group', async () => {
    const body = { terms: ['a1', 'b1'] };
    expect((await h.call('PATCH', `${URL}/abc`, { token: editor, body })).status).toBe(404);
    expect((await h.call('PATCH', `${URL}/999999`, { token: editor, body })).status).toBe(404);
    const missing = await h.call('DELETE', `${URL}/0?lang=en`, { token: editor });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This synonym group was not found');
  });
});
