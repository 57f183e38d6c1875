// The back office's delivery family and inbox through Fastify on PGlite and (with TEST_DATABASE_URL) PostgreSQL,
// with real staff tokens: cities and delivery prices, payment methods on and off (owner and manager; an editor
// is refused), and the contact-message inbox (support may; an editor may not).
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages } from '../../db/schema';
import { createAdminHarness, type AdminHarness } from '../../test/admin-harness';
import { insertCatalogueFixture, type CatalogueFixture } from '../../test/catalogue-fixtures';
import { testBackends } from '../../test/databases';

const t = (ku: string, ar = '', en = '') => ({ ku, ar, en });

describe.each(testBackends)('admin delivery and inbox on %s', (backend) => {
  let h: AdminHarness;
  let fx: CatalogueFixture;
  let manager: string;
  let editor: string;
  let support: string;
  let countryId: number;

  beforeAll(async () => {
    h = await createAdminHarness(backend);
    fx = await insertCatalogueFixture(h.db);
    [manager, editor, support] = await Promise.all([
      h.tokenFor('manager'),
      h.tokenFor('editor'),
      h.tokenFor('support'),
    ]);
    const cities = (await h.call('GET', '/api/admin/cities', { token: manager })).body.data as { country_id: number }[];
    countryId = cities[0]!.country_id;
  });
  afterAll(async () => {
    await h?.close();
  });

  const storefront = async (url: string) => {
    const res = await h.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return (JSON.parse(res.body) as { data: unknown }).data;
  };
  const lastAudit = async (entity: string) => {
    const [row] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, entity))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row!;
  };

  describe('cities', () => {
    it('a manager adds a city and changes its delivery price; checkout’s list shows it at once', async () => {
      await storefront('/api/en/cities');
      const created = await h.call('POST', '/api/admin/cities?lang=en', {
        token: manager,
        body: {
          country_id: countryId,
          name: t('دهۆک', 'دهوك', 'Duhok'),
          delivery_price: 5000,
          pin: { lat: 36.867, lng: 42.988 },
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const { id } = created.body.data as { id: number };
      const shown = (await storefront('/api/ar/cities')) as { id: number; name: string; delivery_price: number }[];
      expect(shown.find((c) => c.id === id)).toMatchObject({ name: 'دهوك', delivery_price: 5000 });

      const changed = await h.call('PATCH', `/api/admin/cities/${id}`, {
        token: manager,
        body: { delivery_price: 6000 },
      });
      expect(changed.status).toBe(200);
      const again = (await storefront('/api/en/cities')) as { id: number; delivery_price: number }[];
      expect(again.find((c) => c.id === id)?.delivery_price).toBe(6000);
      const audit = await lastAudit('city');
      expect(audit).toMatchObject({ action: 'updated', entity_id: String(id), actor_role: 'manager' });
      expect(audit.before).toMatchObject({ delivery_price: 5000 });
      expect(audit.after).toMatchObject({ delivery_price: 6000 });

      await h.call('PATCH', `/api/admin/cities/${id}`, { token: manager, body: { active: false } });
      const hidden = (await storefront('/api/en/cities')) as { id: number }[];
      expect(hidden.map((c) => c.id)).not.toContain(id);
      // Nothing refers to it yet: it can go.
      expect((await h.call('DELETE', `/api/admin/cities/${id}`, { token: manager })).status).toBe(200);
    });

    it('refuses prices that are not whole dinars ≥ 0, and deleting a city a showroom stands in', async () => {
      for (const delivery_price of [-1, 2500.5, '3000', 1e12]) {
        const res = await h.call('PATCH', `/api/admin/cities/${fx.cities.erbil}?lang=en`, {
          token: manager,
          body: { delivery_price },
        });
        expect(res.status, String(delivery_price)).toBe(400);
        expect(res.body.errors).toEqual({
          delivery_price: ['The delivery price must be a whole number of dinars, zero or more'],
        });
      }
      const used = await h.call('DELETE', `/api/admin/cities/${fx.cities.erbil}?lang=en`, { token: h.adminToken });
      expect(used.status).toBe(409);
      expect(used.body.message).toBe('This city is used by orders or showrooms; switch it off instead of deleting it');
      const country = await h.call('POST', '/api/admin/cities', {
        token: manager,
        body: { country_id: 999_999, name: t('x'), delivery_price: 0, pin: { lat: 33, lng: 44 } },
      });
      expect(country.status).toBe(422);
      // Past PostgreSQL's integer: refused by the contract, not by the database.
      const huge = await h.call('POST', '/api/admin/cities', {
        token: manager,
        body: { country_id: 1e12, name: t('x'), delivery_price: 0, pin: { lat: 33, lng: 44 } },
      });
      expect(huge.status).toBe(400);
      const nul = await h.call('POST', '/api/admin/cities', {
        token: manager,
        body: { country_id: countryId, name: t('\u0000'), delivery_price: 0, pin: { lat: 33, lng: 44 } },
      });
      expect(nul.status).toBe(400);
    });

    it('checkout refuses a city or a payment method that is switched off, and takes it again once it is on', async () => {
      const token = await h.customerToken();
      const product = fx.products.find((p) => p.stock > 3)!;
      const added = await h.call('POST', '/api/cart', { token, body: { productId: product.id, quantity: 1 } });
      expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
      const order = () =>
        h.call('POST', '/api/orders?lang=en', {
          token,
          body: {
            address: 'Gulan Street, building 12',
            city_id: fx.cities.baghdad,
            location: { lat: 33.31, lng: 44.36 },
            payment_method: 'cod',
            accept_terms: true,
          },
        });
      await h.call('PATCH', `/api/admin/cities/${fx.cities.baghdad}`, { token: manager, body: { active: false } });
      const refused = await order();
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ city_id: ['Choose your city'] });
      await h.call('PATCH', `/api/admin/cities/${fx.cities.baghdad}`, { token: manager, body: { active: true } });
      // Cash on delivery switched off: checkout refuses it the same moment.
      await h.call('PATCH', '/api/admin/payment-methods/cod', { token: manager, body: { active: false } });
      const noCash = await order();
      expect(noCash.status).toBe(422);
      expect(Object.keys(noCash.body.errors ?? {})).toEqual(['payment_method']);
      await h.call('PATCH', '/api/admin/payment-methods/cod', { token: manager, body: { active: true } });
      const placed = await order();
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    });

    it('refuses an editor (403) and support (403) on cities and payment methods', async () => {
      for (const token of [editor, support]) {
        expect((await h.call('GET', '/api/admin/cities', { token })).status).toBe(403);
        const patch = await h.call('PATCH', `/api/admin/cities/${fx.cities.baghdad}?lang=en`, {
          token,
          body: { delivery_price: 0 },
        });
        expect(patch.status).toBe(403);
        expect(patch.body.message).toBe('You are not allowed to do this');
        expect(
          (await h.call('PATCH', '/api/admin/payment-methods/fib', { token, body: { active: false } })).status,
        ).toBe(403);
      }
      const [city] = (await storefront('/api/en/cities')) as { id: number; delivery_price: number }[];
      expect(city?.delivery_price).not.toBe(0);
    });
  });

  describe('payment methods', () => {
    it('switches First Iraqi Bank off and on; shoppers see only what is on', async () => {
      const keys = async () => ((await storefront('/api/en/payment-methods')) as { key: string }[]).map((m) => m.key);
      expect(await keys()).toContain('fib');
      const off = await h.call('PATCH', '/api/admin/payment-methods/fib', { token: manager, body: { active: false } });
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      expect(off.body.data).toMatchObject({ key: 'fib', active: false });
      expect(await keys()).not.toContain('fib');
      expect(await lastAudit('payment_method')).toMatchObject({ action: 'updated', entity_id: 'fib' });
      const all = (await h.call('GET', '/api/admin/payment-methods', { token: manager })).body.data as {
        key: string;
      }[];
      expect(all.map((m) => m.key)).toContain('fib');
      await h.call('PATCH', '/api/admin/payment-methods/fib', { token: manager, body: { active: true } });
      expect(await keys()).toContain('fib');

      expect((await h.call('PATCH', '/api/admin/payment-methods/paypal', { token: manager, body: {} })).status).toBe(
        404,
      );
      expect((await h.call('PATCH', '/api/admin/payment-methods/FIB!', { token: manager, body: {} })).status).toBe(404);
      expect((await h.call('POST', '/api/admin/payment-methods', { token: manager, body: {} })).status).toBe(404);
      const bad = await h.call('PATCH', '/api/admin/payment-methods/cod', { token: manager, body: { active: 'no' } });
      expect(bad.status).toBe(400);
    });
  });

  describe('inbox', () => {
    const message = (subject: string, minutesAgo: number, handled = false) => ({
      name: 'Shilan',
      phone: '+9647501234567',
      subject,
      message: 'Do you deliver to Duhok?',
      created_at: new Date(Date.now() - minutesAgo * 60_000),
      handled_at: handled ? new Date() : null,
    });

    it('support lists newest first, filters by handled, marks handled once, and deletes', async () => {
      await h.db
        .insert(contactMessages)
        .values([message('Inbox: old, answered', 30, true), message('Inbox: open', 20), message('Inbox: newest', 10)]);

      const all = await h.call('GET', '/api/admin/contact-messages?page=1', { token: support });
      expect(all.status).toBe(200);
      expect(all.headers['cache-control']).toBe('no-store');
      const subjects = (all.body.data as { subject: string }[]).map((m) => m.subject);
      expect(subjects).toEqual(['Inbox: newest', 'Inbox: open', 'Inbox: old, answered']);
      expect(all.body.meta).toMatchObject({ total: 3, unhandled: 2, page: 1, limit: 50 });

      const open = await h.call('GET', '/api/admin/contact-messages?status=unhandled', { token: support });
      const openList = open.body.data as { id: string; subject: string }[];
      expect(openList.map((m) => m.subject)).toEqual(['Inbox: newest', 'Inbox: open']);
      expect(open.body.meta).toMatchObject({ total: 2 });
      const done = await h.call('GET', '/api/admin/contact-messages?status=handled', { token: support });
      expect((done.body.data as { subject: string }[]).map((m) => m.subject)).toEqual(['Inbox: old, answered']);

      const target = openList[0]!;
      const handled = await h.call('POST', `/api/admin/contact-messages/${target.id}/handled?lang=en`, {
        token: support,
      });
      expect(handled.status).toBe(200);
      expect(handled.body.message).toBe('The message is marked as handled');
      const first = (handled.body.data as { handled_at: string }).handled_at;
      h.clock.advance(60);
      const again = await h.call('POST', `/api/admin/contact-messages/${target.id}/handled`, { token: support });
      expect((again.body.data as { handled_at: string }).handled_at).toBe(first);
      const handledAudits = await h.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'contact_message'), eq(auditLog.entity_id, target.id)));
      expect(handledAudits.map((a) => a.action)).toEqual(['handled']);
      expect(handledAudits[0]!.actor_role).toBe('support');

      const deleted = await h.call('DELETE', `/api/admin/contact-messages/${target.id}?lang=en`, { token: support });
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe('The message is deleted');
      const gone = await h.db.select().from(contactMessages).where(eq(contactMessages.id, target.id));
      expect(gone).toEqual([]);
      const audit = await h.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'deleted'), eq(auditLog.entity_id, target.id)));
      expect(audit).toHaveLength(1);
      // The log keeps what and when, never who wrote or what they wrote.
      const kept = JSON.stringify(audit[0]!.before);
      expect(kept).toContain('Inbox: newest');
      expect(kept).not.toContain('Shilan');
      expect(kept).not.toContain('+9647501234567');
      expect(kept).not.toContain('Duhok');
      expect((await h.call('DELETE', `/api/admin/contact-messages/${target.id}`, { token: support })).status).toBe(404);
    });

    it('refuses an editor (403), bad filters and pages (400), and ids that are not messages (404)', async () => {
      expect((await h.call('GET', '/api/admin/contact-messages', { token: editor })).status).toBe(403);
      expect((await h.call('GET', '/api/admin/contact-messages')).status).toBe(401);
      for (const query of ['status=spam', 'page=0', 'page=x', 'status=%00']) {
        const res = await h.call('GET', `/api/admin/contact-messages?${query}`, { token: support });
        expect(res.status, query).toBe(400);
      }
      expect((await h.call('DELETE', '/api/admin/contact-messages/not-a-uuid', { token: support })).status).toBe(404);
      const unknown = await h.call('POST', '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/handled', {
        token: manager,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('ئەم نامەیە نەدۆزرایەوە');
    });
  });
});
