// The back office's content family through Fastify on PGlite and (with TEST_DATABASE_URL) PostgreSQL, with real
// staff tokens per role: banners and highlights per page, articles with their HTML sanitized, showrooms, site
// pages, meta entries, socials and contacts; what the storefront shows right after, what the audit log keeps,
// who is refused, and bad input answered 400 with field errors.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { auditLog, media } from '../../db/schema';
import { createAdminHarness, type AdminHarness } from '../../test/admin-harness';
import { insertCatalogueFixture, type CatalogueFixture } from '../../test/catalogue-fixtures';
import { testBackends } from '../../test/databases';

const t = (ku: string, ar = '', en = '') => ({ ku, ar, en });

describe.each(testBackends)('admin content on %s', (backend) => {
  let h: AdminHarness;
  let fx: CatalogueFixture;
  let editor: string;
  let support: string;

  beforeAll(async () => {
    h = await createAdminHarness(backend);
    fx = await insertCatalogueFixture(h.db);
    editor = await h.tokenFor('editor');
    support = await h.tokenFor('support');
  });
  afterAll(async () => {
    await h?.close();
  });

  const asEditor = (method: Parameters<AdminHarness['call']>[0], url: string, body?: unknown) =>
    h.call(method, url, { token: editor, body });
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

  describe('banners', () => {
    it('an editor creates a banner and the storefront shows it at once in the three languages', async () => {
      // Read first, so the storefront's cache holds the old list: the change must drop it.
      const before = (await storefront('/api/en/banners?page=home')) as { id: number }[];
      const created = await asEditor('POST', '/api/admin/banners?lang=en', {
        page: 'home',
        title: t(' داشکاندنی نەورۆز ', 'تخفيضات نوروز', 'Newroz sale'),
        subtitle: t('تا ٣٠٪', '', 'Up to 30%'),
        image: '/api/media/banners/newroz.webp',
        link: '/offers',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.message).toBe('The changes are saved');
      const banner = created.body.data as { id: number; sort: number; active: boolean; title: unknown };
      expect(banner).toMatchObject({ active: true, title: t('داشکاندنی نەورۆز', 'تخفيضات نوروز', 'Newroz sale') });
      expect(banner.sort).toBeGreaterThanOrEqual(before.length);

      const en = (await storefront('/api/en/banners?page=home')) as { id: number; title: string; subtitle: string }[];
      expect(en.find((b) => b.id === banner.id)).toMatchObject({ title: 'Newroz sale', subtitle: 'Up to 30%' });
      const ku = (await storefront('/api/ku/banners?page=home')) as { id: number; title: string }[];
      expect(ku.find((b) => b.id === banner.id)?.title).toBe('داشکاندنی نەورۆز');
      // An empty Arabic subtitle falls back to Kurdish.
      const ar = (await storefront('/api/ar/banners?page=home')) as { id: number; subtitle: string }[];
      expect(ar.find((b) => b.id === banner.id)?.subtitle).toBe('تا ٣٠٪');

      const audit = await lastAudit('banner');
      expect(audit).toMatchObject({ action: 'created', entity_id: String(banner.id), actor_role: 'editor' });
      expect(audit.after).toMatchObject({ page: 'home', link: '/offers' });
    });

    it('switches a banner off and on, edits it, reorders a page and deletes, each visible at once', async () => {
      const list = async () => (await storefront('/api/en/banners?page=offers')) as { id: number; title: string }[];
      const a = (await asEditor('POST', '/api/admin/banners', { page: 'offers', title: t('یەک', '', 'One') })).body
        .data as { id: number };
      const b = (await asEditor('POST', '/api/admin/banners', { page: 'offers', title: t('دوو', '', 'Two') })).body
        .data as { id: number };

      const off = await asEditor('PATCH', `/api/admin/banners/${a.id}`, { active: false });
      expect(off.status).toBe(200);
      expect((await list()).map((x) => x.id)).not.toContain(a.id);
      const audit = await lastAudit('banner');
      expect(audit).toMatchObject({ action: 'updated', entity_id: String(a.id) });
      expect(audit.before).toMatchObject({ active: true });
      expect(audit.after).toMatchObject({ active: false });
      await asEditor('PATCH', `/api/admin/banners/${a.id}`, { active: true, title: t('یەکەم', '', 'First') });
      expect((await list()).find((x) => x.id === a.id)?.title).toBe('First');

      const page = (await asEditor('GET', '/api/admin/banners?page=offers')).body.data as {
        id: number;
        page: string;
      }[];
      expect(page.every((x) => x.page === 'offers')).toBe(true);
      const reversed = page.map((x) => x.id).reverse();
      const reordered = await asEditor('POST', '/api/admin/banners/reorder', { page: 'offers', ids: reversed });
      expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
      expect((reordered.body.data as { id: number }[]).map((x) => x.id)).toEqual(reversed);
      expect((await list()).map((x) => x.id)).toEqual(reversed);
      // A list that lost or gained a banner meanwhile is refused whole.
      const partial = await asEditor('POST', '/api/admin/banners/reorder', { page: 'offers', ids: reversed.slice(1) });
      expect(partial.status).toBe(409);
      expect((await list()).map((x) => x.id)).toEqual(reversed);

      const deleted = await asEditor('DELETE', `/api/admin/banners/${b.id}?lang=en`);
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe('Deleted');
      expect((await list()).map((x) => x.id)).not.toContain(b.id);
      expect(await lastAudit('banner')).toMatchObject({ action: 'deleted', entity_id: String(b.id), after: null });
      expect((await asEditor('DELETE', `/api/admin/banners/${b.id}`)).status).toBe(404);
      expect((await asEditor('GET', `/api/admin/banners/${b.id}`)).status).toBe(404);
      expect((await asEditor('PATCH', '/api/admin/banners/abc', { active: true })).status).toBe(404);
    });

    it('refuses links to other sites over http, script links, pictures from elsewhere and unknown pages', async () => {
      const bad = await asEditor('POST', '/api/admin/banners?lang=en', {
        page: 'nowhere',
        title: t('x'),
        link: 'javascript:alert(1)',
        image: 'https://evil.example/x.png',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toMatchObject({
        page: ['The shop has no such page'],
        link: ['A link must be a path in the shop (such as /offers) or an https address'],
        image: ['The picture must be one uploaded to the shop’s media'],
      });
      for (const link of ['http://example.com', '//evil.example/x', 'https://user:pw@example.com', '/a b']) {
        const res = await asEditor('POST', '/api/admin/banners', { page: 'home', title: t('x'), link });
        expect(res.status, link).toBe(400);
      }
      for (const image of ['/api/media/../secret', '/uploads/x.png', 'data:image/png;base64,AAAA']) {
        const res = await asEditor('POST', '/api/admin/banners', { page: 'home', title: t('x'), image });
        expect(res.status, image).toBe(400);
      }
      const external = await asEditor('POST', '/api/admin/banners', {
        page: 'home',
        title: t('x'),
        link: 'https://www.instagram.com/dukan.iq',
      });
      expect(external.status).toBe(201);
    });

    it('takes a picture by its upload id and stores its url; an id with no upload is refused', async () => {
      const id = randomUUID();
      await h.db.insert(media).values({
        id,
        sha256: randomUUID().replace(/-/g, ''),
        format: 'png',
        width: 1200,
        height: 400,
        bytes: 1000,
        created_by: 'test',
      });
      const created = await asEditor('POST', '/api/admin/banners', { page: 'home', title: t('x'), image: id });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect((created.body.data as { image: string }).image).toBe(`/api/media/uploads/${id}/w960.webp`);
      const missing = await asEditor(
        'PATCH',
        `/api/admin/banners/${(created.body.data as { id: number }).id}?lang=en`,
        {
          image: randomUUID(),
        },
      );
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual({ image: ['This picture was not found'] });
    });

    it('answers 400 with field errors in the request’s language for NUL bytes, wrong types and missing Kurdish', async () => {
      const nul = await asEditor('POST', '/api/admin/banners?lang=en', { page: 'home', title: t('a\u0000b') });
      expect(nul.status).toBe(400);
      expect(Object.keys(nul.body.errors ?? {}).join()).toContain('title');
      const types = await asEditor('POST', '/api/admin/banners?lang=ar', { page: 5, title: 'x', active: 'yes' });
      expect(types.status).toBe(400);
      expect(types.body.message).toBe('البيانات المدخلة غير صحيحة');
      expect(Object.keys(types.body.errors ?? {}).sort()).toEqual(['active', 'page', 'title']);
      const noKurdish = await asEditor('POST', '/api/admin/banners?lang=en', {
        page: 'home',
        title: t('', '', 'Sale'),
      });
      expect(noKurdish.status).toBe(400);
      expect(noKurdish.body.errors).toEqual({ 'title.ku': ['This field is required'] });
      expect((await asEditor('PATCH', `/api/admin/banners/1`, { sort: -1 })).status).toBe(400);
      expect((await asEditor('POST', '/api/admin/banners/reorder', { page: 'home', ids: [1, 1] })).status).toBe(400);
    });
  });

  describe('who may', () => {
    it('refuses support on content (403), anyone unsigned (401), and lets an editor read', async () => {
      const refused = await h.call('POST', '/api/admin/banners?lang=en', {
        token: support,
        body: { page: 'home', title: t('x') },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You are not allowed to do this');
      expect((await h.call('GET', '/api/admin/banners', { token: support })).status).toBe(403);
      expect((await h.call('GET', '/api/admin/articles')).status).toBe(401);
      expect((await h.call('GET', '/api/admin/pages', { token: await h.customerToken() })).status).toBe(401);
      expect((await asEditor('GET', '/api/admin/highlights?page=home')).status).toBe(200);
      expect((await h.call('GET', '/api/admin/showrooms', { token: h.adminToken })).status).toBe(200);
    });
  });

  describe('highlights', () => {
    it('creates one with an icon and a picture, and hides it from its page when switched off', async () => {
      const created = await asEditor('POST', '/api/admin/highlights', {
        page: 'home',
        title: t('گەیاندنی خێرا', 'توصيل سريع', 'Fast delivery'),
        description: t('لە ٢٤ کاتژمێردا', '', 'Within 24 hours'),
        icon: 'truck',
        image: '/api/media/highlights/truck.webp',
        link: '/shop',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const { id } = created.body.data as { id: number };
      const shown = (await storefront('/api/en/highlights?page=home')) as { id: number; icon: string }[];
      expect(shown.find((x) => x.id === id)).toMatchObject({ icon: 'truck' });
      await asEditor('PATCH', `/api/admin/highlights/${id}`, { active: false });
      const hidden = (await storefront('/api/en/highlights?page=home')) as { id: number }[];
      expect(hidden.map((x) => x.id)).not.toContain(id);
      expect(
        (await asEditor('POST', '/api/admin/highlights', { page: 'home', title: t('x'), icon: 'rocket' })).status,
      ).toBe(400);
    });
  });

  describe('articles', () => {
    const body = {
      type: 'news',
      slug: 'newroz-opening-hours',
      title: t('کاتەکانی نەورۆز', 'أوقات نوروز', 'Newroz hours'),
      summary: t('کورتە', '', 'Summary'),
      body: {
        ku: '<p>سڵاو<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
        ar: '<iframe src="https://evil.example"></iframe><p style="position:fixed">نص</p><form><input></form>',
        en: '<p onclick="steal()">Open <a href="/showroom" target="_blank">all week</a></p>',
      },
    };

    it('sanitizes the HTML when it is saved: no script, handlers, javascript: links, iframes, styles or forms', async () => {
      const created = await asEditor('POST', '/api/admin/articles', body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const article = created.body.data as { id: number; body: { ku: string; ar: string; en: string } };
      const stored = Object.values(article.body).join('\n');
      for (const unsafe of ['<script', 'onerror', 'onclick', 'javascript:', '<iframe', 'style=', '<form', '<input']) {
        expect(stored).not.toContain(unsafe);
      }
      expect(article.body.ku).toContain('<p>سڵاو</p>');
      expect(article.body.ar).toContain('<p>نص</p>');
      expect(article.body.en).toBe(
        '<p>Open <a href="/showroom" target="_blank" rel="noopener noreferrer">all week</a></p>',
      );
      // The storefront serves the cleaned text.
      const shown = (await storefront(`/api/en/articles/${article.id}`)) as { body: string };
      expect(shown.body).toBe(article.body.en);
      expect(await lastAudit('article')).toMatchObject({ action: 'created', entity_id: String(article.id) });
    });

    it('keeps a draft and a scheduled article off the storefront, publishes it, refuses a taken slug', async () => {
      const draft = await asEditor('POST', '/api/admin/articles', {
        ...body,
        slug: 'draft-one',
        published: false,
      });
      const { id } = draft.body.data as { id: number };
      const listed = async () => ((await storefront('/api/en/articles')) as { id: number }[]).map((a) => a.id);
      expect(await listed()).not.toContain(id);
      expect((await h.app.inject({ method: 'GET', url: `/api/en/articles/${id}` })).statusCode).toBe(404);
      await asEditor('PATCH', `/api/admin/articles/${id}`, {
        published: true,
        published_at: '2099-01-01T09:00:00+03:00',
      });
      expect(await listed()).not.toContain(id);
      const published = await asEditor('PATCH', `/api/admin/articles/${id}`, {
        published_at: '2025-03-21T09:00:00+03:00',
      });
      expect(published.body.data).toMatchObject({ published: true, published_at: '2025-03-21T06:00:00.000Z' });
      expect(await listed()).toContain(id);
      const news = (await asEditor('GET', '/api/admin/articles?type=news')).body.data as { id: number; type: string }[];
      expect(news.map((a) => a.id)).toContain(id);
      expect(news.every((a) => a.type === 'news')).toBe(true);

      const taken = await asEditor('POST', '/api/admin/articles?lang=en', { ...body, slug: 'draft-one' });
      expect(taken.status).toBe(409);
      expect(taken.body.errors).toEqual({ slug: ['Another article already has this slug'] });
      for (const date of ['2025-02-30T09:00:00+03:00', 'yesterday', '2025-03-21', '0000-01-01T00:00:00Z']) {
        const res = await asEditor('PATCH', `/api/admin/articles/${id}?lang=en`, { published_at: date });
        expect(res.status, date).toBe(400);
        expect(res.body.errors).toEqual({ published_at: ['This date is not valid'] });
      }
      expect((await asEditor('POST', '/api/admin/articles', { ...body, slug: 'Bad Slug!' })).status).toBe(400);
    });
  });

  describe('showrooms', () => {
    it('creates one with a pin and hours past midnight, shows it, and hides it when switched off', async () => {
      const created = await asEditor('POST', '/api/admin/showrooms', {
        city_id: fx.cities.erbil,
        name: t('پێشانگای ئازادی', 'معرض آزادي', 'Azadi showroom'),
        address: t('شەقامی ٦٠ مەتری', 'شارع ٦٠ متري', '60 Meter Street'),
        phone: '+964 750 555 0101',
        pin: { lat: 36.19, lng: 44.01 },
        opening_hours: [
          { day: 4, open: '10:00', close: '01:00' },
          { day: 5, open: '16:00', close: '24:00' },
        ],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const { id } = created.body.data as { id: number };
      const shown = (await storefront(`/api/en/showroom/${id}`)) as {
        name: string;
        lat: number;
        opening_hours: unknown[];
      };
      expect(shown).toMatchObject({ name: 'Azadi showroom', lat: 36.19 });
      expect(shown.opening_hours).toHaveLength(2);

      await asEditor('PATCH', `/api/admin/showrooms/${id}`, { active: false });
      expect((await h.app.inject({ method: 'GET', url: `/api/en/showroom/${id}` })).statusCode).toBe(404);
      const all = (await storefront('/api/en/showroom')) as { id: number }[];
      expect(all.map((s) => s.id)).not.toContain(id);
    });

    it('refuses a pin outside Iraq, unreadable hours and a city that does not exist', async () => {
      const base = {
        city_id: fx.cities.erbil,
        name: t('x'),
        address: t('y'),
        phone: '0750',
        pin: { lat: 36.19, lng: 44.01 },
      };
      const pin = await asEditor('POST', '/api/admin/showrooms?lang=en', { ...base, pin: { lat: 91, lng: 44 } });
      expect(pin.status).toBe(400);
      expect(pin.body.errors).toEqual({ 'pin.lat': ['The map pin must be in or near Iraq'] });
      const hours = await asEditor('POST', '/api/admin/showrooms', {
        ...base,
        opening_hours: [{ day: 7, open: '25:00', close: 'noon' }],
      });
      expect(hours.status).toBe(400);
      expect(Object.keys(hours.body.errors ?? {}).sort()).toEqual([
        'opening_hours.0.close',
        'opening_hours.0.day',
        'opening_hours.0.open',
      ]);
      const city = await asEditor('POST', '/api/admin/showrooms?lang=en', { ...base, city_id: 999_999 });
      expect(city.status).toBe(422);
      expect(city.body.errors).toEqual({ city_id: ['This city was not found'] });
    });
  });

  describe('site pages', () => {
    it('lists every footer page, reads one in its three languages, and saves it sanitized', async () => {
      const list = (await asEditor('GET', '/api/admin/pages')).body.data as { slug: string; written: boolean }[];
      expect(list.map((p) => p.slug)).toEqual([
        'shop',
        'categories',
        'best-sellers',
        'about-us',
        'privacy-policy',
        'terms',
        'reward-points',
      ]);
      const put = await asEditor('PUT', '/api/admin/pages/about-us?lang=en', {
        title_ku: 'دەربارەی ئێمە',
        title_en: 'About us',
        body_ku: '<p>دوکان</p><script>alert(1)</script>',
        body_en: '<p onmouseover="x()">Dukan</p>',
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(put.body.data).toMatchObject({ slug: 'about-us', title: 'About us', body: '<p>Dukan</p>' });
      const one = (await asEditor('GET', '/api/admin/pages/about-us')).body.data;
      expect(one).toMatchObject({
        written: true,
        title: { ku: 'دەربارەی ئێمە', ar: '', en: 'About us' },
        body: { ku: '<p>دوکان</p>', ar: '', en: '<p>Dukan</p>' },
      });
      expect((await storefront('/api/ku/pages/about-us')) as object).toMatchObject({ body: '<p>دوکان</p>' });
      expect(await lastAudit('site_page')).toMatchObject({ entity_id: 'about-us', actor_role: 'editor' });
      expect((await asEditor('GET', '/api/admin/pages/careers')).status).toBe(404);
      const nul = await asEditor('PUT', '/api/admin/pages/terms', { title_ku: 'x\u0000', body_ku: '<p>y</p>' });
      expect(nul.status).toBe(400);
    });
  });

  describe('meta entries, socials and contacts', () => {
    it('writes a page’s meta entry, and /api/meta/bayad answers it', async () => {
      const put = await asEditor('PUT', '/api/admin/meta/offers', {
        title: t('ئۆفەرەکانی ئەمڕۆ', 'عروض اليوم', 'Today’s offers'),
        description: t('باشترین نرخ', '', 'Best prices'),
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      const meta = (await storefront('/api/meta/bayad?lang=en')) as { page: string; title: string }[];
      expect(meta.find((m) => m.page === 'offers')?.title).toBe('Today’s offers');
      expect((await asEditor('GET', '/api/admin/meta/offers')).body.data).toMatchObject({
        title: t('ئۆفەرەکانی ئەمڕۆ', 'عروض اليوم', 'Today’s offers'),
      });
      expect(await lastAudit('meta_entry')).toMatchObject({ entity_id: 'offers' });
      expect((await asEditor('DELETE', '/api/admin/meta/offers')).status).toBe(200);
      expect((await asEditor('GET', '/api/admin/meta/offers')).status).toBe(404);
      expect((await asEditor('PUT', '/api/admin/meta/Bad%20Page', { title: t('x') })).status).toBe(404);
    });

    it('adds a social account (https only) and a worded contact that reads in each language', async () => {
      const social = await asEditor('POST', '/api/admin/socials', {
        platform: 'snapchat',
        url: 'https://www.snapchat.com/add/dukan.iq',
      });
      expect(social.status, JSON.stringify(social.body)).toBe(201);
      const socials = (await storefront('/api/en/website-socials')) as { platform: string }[];
      expect(socials.map((s) => s.platform)).toContain('snapchat');
      expect(
        (await asEditor('POST', '/api/admin/socials', { platform: 'facebook', url: 'http://fb.com/x' })).status,
      ).toBe(400);

      const hours = await asEditor('POST', '/api/admin/contacts', {
        type: 'hours',
        title: t('کاتەکانی کار', 'أوقات العمل', 'Opening hours'),
        value_localized: t('هەموو ڕۆژێک ١٠ تا ١٠', 'يومياً من ١٠ إلى ١٠', 'Daily 10 to 10'),
      });
      expect(hours.status, JSON.stringify(hours.body)).toBe(201);
      const { id } = hours.body.data as { id: number };
      const en = (await storefront('/api/en/contacts')) as { id: number; value: string }[];
      expect(en.find((c) => c.id === id)?.value).toBe('Daily 10 to 10');
      const ar = (await storefront('/api/ar/contacts')) as { id: number; value: string }[];
      expect(ar.find((c) => c.id === id)?.value).toBe('يومياً من ١٠ إلى ١٠');
      const phone = await asEditor('POST', '/api/admin/contacts?lang=en', { type: 'phone', title: t('تەلەفۆن') });
      expect(phone.status).toBe(400);
      expect(phone.body.errors).toEqual({ value: ['Enter the number or the address'] });
      const order = ((await asEditor('GET', '/api/admin/contacts')).body.data as { id: number }[]).map((c) => c.id);
      const reordered = await asEditor('POST', '/api/admin/contacts/reorder', { ids: [...order].reverse() });
      expect(reordered.status).toBe(200);
      expect(((await storefront('/api/en/contacts')) as { id: number }[]).map((c) => c.id)).toEqual(
        [...order].reverse(),
      );
      const audit = await h.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'contact'), eq(auditLog.action, 'reordered')));
      expect(audit).toHaveLength(1);
    });
  });
});
