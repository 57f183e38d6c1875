// Content through Fastify on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the contact form with its guards,
// the pages a shop owner edits, the sitemap feed, and the owner's routes behind ADMIN_API_TOKEN.
import {
  CONTACT_MESSAGE_MAX,
  ContactFormResponse,
  SITE_PAGE_SLUGS,
  SITEMAP_KINDS,
  SitemapEntries,
  SitemapIndex,
  SitePage,
} from '@dukan/core/contract/content';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaAction, CaptchaVerifier } from '../adapters/captcha/types';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { queryRows } from '../db/rows';
import { articles, categories, contactMessages, products, sitePages } from '../db/schema';
import { cols } from '../db/seed/data/localized';
import { SITE_PAGES } from '../db/seed/data/content';
import { buildServer, type ServerDeps } from '../server';
import { DEFAULT_CONTENT_LIMITS } from './content';
import { passingCaptcha } from '../test/accounts-harness';
import { fakeSearchEngine, insertCatalogueFixture, type CatalogueFixture } from '../test/catalogue-fixtures';
import { openTestDatabase, testBackends } from '../test/databases';
import { openTestRateLimitStore, rateLimitBackends } from '../test/rate-limit-backends';

const ADMIN_TOKEN = 'admin-token-for-content-tests-0123456789';
const PAGE_SIZE = 3;
const SENT_EN = 'Thank you, your message has been sent. We will answer soon.';
const TOO_MANY_EN = 'You have made several requests, please try again later';

interface Reply {
  status: number;
  body: Record<string, unknown> & { message?: string; errors?: Record<string, string[]> };
  headers: Record<string, unknown>;
}

let ipCounter = 0;
/** A client address of its own per test, so rate-limit counts never leak between tests. */
const freshIp = () => `203.0.113.${++ipCounter}`;

const validForm = (over: Record<string, unknown> = {}) => ({
  name: 'Shilan Aziz',
  phone: '0750 123 4567',
  email: '',
  subject: 'Delivery to Duhok',
  message: 'Do you deliver washing machines to Duhok, and how long does it take?',
  ...over,
});

/** Accepts only `human:<action>` for the action asked; a stand-in for reCAPTCHA Enterprise. */
function strictCaptcha(seen: CaptchaAction[]): CaptchaVerifier {
  return {
    enabled: true,
    verify: async (token, action) => {
      seen.push(action);
      if (!token) return { ok: false, reason: 'missing' };
      return token === `human:${action}` ? { ok: true, score: 0.9 } : { ok: false, reason: 'wrong_action' };
    },
  };
}

describe.each(testBackends)('content on %s', (backend) => {
  let handle: DbHandle;
  let fx: CatalogueFixture;
  const apps: FastifyInstance[] = [];
  let app: FastifyInstance;

  async function build(
    options: { env?: Record<string, string>; accounts?: ServerDeps['accounts']; content?: ServerDeps['content'] } = {},
  ) {
    const built = await buildServer({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env } as NodeJS.ProcessEnv),
      db: handle.db,
      search: fakeSearchEngine,
      accounts: { captcha: passingCaptcha, ...options.accounts },
      content: { sitemapPageSize: PAGE_SIZE, ...options.content },
    });
    apps.push(built);
    return built;
  }

  async function send(target: FastifyInstance, options: InjectOptions): Promise<Reply> {
    const res = await target.inject(options);
    return {
      status: res.statusCode,
      body: res.body ? (JSON.parse(res.body) as Reply['body']) : {},
      headers: res.headers,
    };
  }

  const postForm = (
    body: unknown,
    { lang = 'en', ip = freshIp(), target = app, headers = {} as Record<string, string> } = {},
  ) =>
    send(target, {
      method: 'POST',
      url: `/api/contact-form?lang=${lang}`,
      headers: { 'x-forwarded-for': ip, ...headers },
      payload: body as object,
    });

  const get = (url: string, target = app) => send(target, { method: 'GET', url });
  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, token: string | null = ADMIN_TOKEN) =>
    send(app, {
      method,
      url,
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
      payload: body,
    });

  const messageCount = async () => {
    const [row] = await queryRows<{ n: number }>(handle.db, sql`SELECT count(*)::int AS n FROM contact_messages`);
    return row!.n;
  };

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    fx = await insertCatalogueFixture(handle.db);
    await handle.db
      .insert(sitePages)
      .values(SITE_PAGES.map((p) => ({ slug: p.slug, ...cols('title', p.title), ...cols('body', p.body) })));
    app = await build({ env: { ADMIN_API_TOKEN: ADMIN_TOKEN } });
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    await handle?.close();
  });

  describe('POST /api/contact-form', () => {
    it('stores a valid message with the phone as E.164 and answers 201 with the thanks in the shopper’s language', async () => {
      const ip = freshIp();
      const res = await postForm(validForm({ email: ' Shilan@Example.com ' }), { ip });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(ContactFormResponse.parse(res.body).message).toBe(SENT_EN);
      expect(res.headers['cache-control']).toBe('no-store');

      const [row] = await handle.db
        .select()
        .from(contactMessages)
        .where(sql`${contactMessages.subject} = 'Delivery to Duhok' AND ${contactMessages.email} IS NOT NULL`);
      expect(row).toMatchObject({
        name: 'Shilan Aziz',
        phone: '+9647501234567',
        email: 'shilan@example.com',
        subject: 'Delivery to Duhok',
        locale: 'en',
        handled_at: null,
      });
      // The address is kept only as a keyed hash, the same for the same address.
      expect(row!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.ip_hash).not.toContain(ip);
      await postForm(validForm({ subject: 'Second from the same place' }), { ip });
      const [second] = await handle.db
        .select()
        .from(contactMessages)
        .where(sql`${contactMessages.subject} = 'Second from the same place'`);
      expect(second!.ip_hash).toBe(row!.ip_hash);

      const ku = await postForm(validForm({ phone: '', email: 'a@b.iq' }), { lang: 'ku' });
      expect(ku.status).toBe(201);
      expect(ku.body.message).toBe('سوپاس، نامەکەت نێردرا. بەم زووانە وەڵامت دەدەینەوە.');
      const ar = await postForm(validForm(), { lang: 'ar' });
      expect(ar.body.message).toBe('شكرًا لك، تم إرسال رسالتك. سنرد عليك قريبًا.');
    });

    it('accepts a phone typed with Arabic-Indic or Persian digits and stores it as E.164', async () => {
      for (const [typed, subject] of [
        ['٠٧٧٠ ١٢٣ ٤٥٦٧', 'Arabic-Indic digits'],
        ['۰۷۵۱ ۲۳۴ ۵۶۷۸', 'Persian digits'],
      ] as const) {
        const res = await postForm(validForm({ phone: typed, subject }), { lang: 'ku' });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        const [row] = await handle.db
          .select({ phone: contactMessages.phone, locale: contactMessages.locale })
          .from(contactMessages)
          .where(sql`${contactMessages.subject} = ${subject}`);
        expect(row).toEqual({ phone: typed.startsWith('٠') ? '+9647701234567' : '+9647512345678', locale: 'ku' });
      }
    });

    it('answers every field’s problem at once, in English and in Kurdish, and stores nothing', async () => {
      const before = await messageCount();

      const noReach = await postForm(validForm({ phone: '', email: '   ' }));
      expect(noReach.status).toBe(400);
      expect(noReach.body.message).toBe('The data you sent is not valid');
      expect(noReach.body.errors).toEqual({
        phone: ['Enter a phone number or an email so we can answer you'],
        email: ['Enter a phone number or an email so we can answer you'],
      });
      const noReachKu = await postForm({ name: 'x', subject: 'y', message: 'z' }, { lang: 'ku' });
      expect(noReachKu.body.message).toBe('زانیارییەکان دروست نین');
      expect(noReachKu.body.errors?.phone).toEqual(['ژمارەی مۆبایل یان ئیمەیڵێک بنووسە بۆ ئەوەی وەڵامت بدەینەوە']);

      const badPhone = await postForm(validForm({ phone: '12345' }));
      expect(badPhone.body.errors).toEqual({ phone: ['This phone number is not valid'] });
      const badEmail = await postForm(validForm({ phone: '', email: 'shilan@' }), { lang: 'ku' });
      expect(badEmail.body.errors).toEqual({ email: ['ئەم ئیمەیڵە دروست نییە'] });

      const tooLong = await postForm(
        validForm({ message: 'ب'.repeat(CONTACT_MESSAGE_MAX + 1), name: 'n'.repeat(101), subject: 's'.repeat(151) }),
      );
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors).toEqual({
        name: ['A name has at most 100 characters'],
        subject: ['A subject has at most 150 characters'],
        message: ['A message has at most 5,000 characters'],
      });

      // A missing name does not hide the other problems.
      const empty = await postForm({}, { lang: 'ku' });
      expect(empty.body.errors).toEqual({
        name: ['ناوت بنووسە'],
        subject: ['بابەتی نامەکە بنووسە'],
        message: ['نامەکەت بنووسە'],
        phone: ['ژمارەی مۆبایل یان ئیمەیڵێک بنووسە بۆ ئەوەی وەڵامت بدەینەوە'],
        email: ['ژمارەی مۆبایل یان ئیمەیڵێک بنووسە بۆ ئەوەی وەڵامت بدەینەوە'],
      });

      const wrongTypes = await postForm({ name: 5, phone: 7, email: ['a@b.iq'], subject: true, message: { a: 1 } });
      expect(wrongTypes.status).toBe(400);
      expect(wrongTypes.body.errors).toEqual({
        name: ['Enter your name'],
        phone: ['This phone number is not valid'],
        email: ['This email address is not valid'],
        subject: ['Enter a subject'],
        message: ['Write your message'],
      });

      expect(await messageCount()).toBe(before);
    });

    it('never answers 500 to a body that is not a form', async () => {
      const before = await messageCount();
      const raw = (payload: string | undefined, contentType?: string) =>
        send(app, {
          method: 'POST',
          url: '/api/contact-form?lang=en',
          headers: { 'x-forwarded-for': freshIp(), ...(contentType ? { 'content-type': contentType } : {}) },
          payload,
        });

      const notJson = await raw('{"name": "Shilan", ', 'application/json');
      expect(notJson.status).toBe(400);
      expect(notJson.body.message).toBe('The data you sent is not valid');
      const plainText = await raw('name=Shilan', 'text/plain');
      expect([400, 415]).toContain(plainText.status);
      expect(plainText.body.message).toBe('The data you sent is not valid');
      const missing = await raw(undefined);
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ _: ['The data you sent is not valid'] });
      for (const json of ['[]', 'null', '"hello"', '42']) {
        const odd = await raw(json, 'application/json');
        expect(odd.status, json).toBe(400);
        expect(odd.body.message).toBe('The data you sent is not valid');
      }
      const huge = await raw(JSON.stringify(validForm({ message: 'x'.repeat(40_000) })), 'application/json');
      expect(huge.status).toBe(413);
      expect(huge.body.message).toBe('The data you sent is not valid');
      expect(await messageCount()).toBe(before);
    });

    it.each(rateLimitBackends)(
      'refuses a sixth message from one address in ten minutes with 429 and Retry-After (%s store)',
      async (rateBackend) => {
        const store = openTestRateLimitStore(rateBackend);
        const limited = await build({ accounts: { rateLimits: store } });
        try {
          const ip = freshIp();
          // Invalid forms do not count: a shopper fixing a typo is not locked out.
          for (let i = 0; i < 3; i++) expect((await postForm({}, { ip, target: limited })).status).toBe(400);
          for (let i = 0; i < 5; i++) {
            expect((await postForm(validForm({ subject: `limit ${i}` }), { ip, target: limited })).status).toBe(201);
          }
          const refused = await postForm(validForm(), { ip, target: limited });
          expect(refused.status).toBe(429);
          expect(refused.body.message).toBe(TOO_MANY_EN);
          const retryAfter = Number(refused.headers['retry-after']);
          expect(retryAfter).toBeGreaterThan(0);
          expect(retryAfter).toBeLessThanOrEqual(600);
          const refusedKu = await postForm(validForm(), { ip, target: limited, lang: 'ku' });
          expect(refusedKu.status).toBe(429);
          expect(refusedKu.body.message).toBe('چەندین داواکاریت ناردووە، تکایە دواتر هەوڵ بدەرەوە');
          // Another address is not affected.
          expect((await postForm(validForm(), { target: limited })).status).toBe(201);
        } finally {
          await store.close();
        }
      },
    );

    it('caps the whole shop’s messages, so addresses that change every time cannot fill the inbox', async () => {
      const capped = await build({
        content: {
          limits: {
            ...DEFAULT_CONTENT_LIMITS,
            contactFormShop: { name: `contact-form:shop:${randomUUID()}`, limit: 3, windowMs: 60_000 },
          },
        },
      });
      for (let i = 0; i < 3; i++) expect((await postForm(validForm(), { target: capped })).status).toBe(201);
      const refused = await postForm(validForm(), { target: capped });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(TOO_MANY_EN);
    });

    it('reads the sender’s address from X-Forwarded-For only when a trusted proxy sent it', async () => {
      const strict = await build({
        content: {
          limits: {
            ...DEFAULT_CONTENT_LIMITS,
            contactForm: { name: `contact-form:ip:${randomUUID()}`, limit: 1, windowMs: 60_000 },
          },
        },
      });
      // A client on the internet (not loopback) makes up a new address for every message: still one sender.
      const fromOutside = (fake: string) =>
        strict.inject({
          method: 'POST',
          url: '/api/contact-form?lang=en',
          remoteAddress: '203.0.113.9',
          headers: { 'x-forwarded-for': fake },
          payload: validForm(),
        });
      expect((await fromOutside(freshIp())).statusCode).toBe(201);
      expect((await fromOutside(freshIp())).statusCode).toBe(429);
    });

    it('asks reCAPTCHA for the CONTACT_FORM action when bot protection is configured', async () => {
      const seen: CaptchaAction[] = [];
      const guarded = await build({ accounts: { captcha: strictCaptcha(seen) } });
      const before = await messageCount();

      const missing = await postForm(validForm(), { target: guarded });
      expect(missing.status).toBe(403);
      expect(missing.body.message).toBe('We could not confirm you are not a robot; reload the page and try again');
      const wrongAction = await postForm(validForm(), {
        target: guarded,
        lang: 'ar',
        headers: { 'x-recaptcha-enterprise': 'human:MFA_LOGIN_PW_OTP' },
      });
      expect(wrongAction.status).toBe(403);
      expect(wrongAction.body.message).toBe('فشل التحقق من أنك لست روبوتًا، حدّث الصفحة وحاول مجددًا');
      expect(await messageCount()).toBe(before);

      const passed = await postForm(validForm(), {
        target: guarded,
        headers: { 'x-recaptcha-enterprise': 'human:CONTACT_FORM' },
      });
      expect(passed.status).toBe(201);
      expect(seen).toEqual(['CONTACT_FORM', 'CONTACT_FORM', 'CONTACT_FORM']);
      expect(await messageCount()).toBe(before + 1);
    });
  });

  describe('GET /api/{locale}/pages/{slug}', () => {
    it('answers each footer page in the three languages with a one-minute cache', async () => {
      for (const seed of SITE_PAGES) {
        for (const lang of ['ku', 'ar', 'en'] as const) {
          const res = await get(`/api/${lang}/pages/${seed.slug}`);
          expect(res.status, `${lang} ${seed.slug}`).toBe(200);
          const page = SitePage.parse(res.body.data);
          expect(page).toMatchObject({ slug: seed.slug, title: seed.title[lang], body: seed.body[lang] });
          expect(new Date(page.updated_at).toISOString()).toBe(page.updated_at);
          expect(res.headers['cache-control']).toBe('public, max-age=60');
        }
      }
      // A language the shop does not speak is answered in Kurdish, like the catalogue.
      const other = await get('/api/fr/pages/about-us');
      expect((other.body.data as SitePage).title).toBe('دەربارەی ئێمە');
    });

    it('answers 404 for a slug that is not a site page and for one never written', async () => {
      const unknown = await get('/api/en/pages/careers');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('This page was not found');
      expect((await get('/api/ku/pages/careers')).body.message).toBe('ئەم پەڕەیە نەدۆزرایەوە');

      await handle.db.delete(sitePages).where(sql`${sitePages.slug} = 'shop'`);
      const absent = await get('/api/ar/pages/shop');
      expect(absent.status).toBe(404);
      expect(absent.body.message).toBe('هذه الصفحة غير موجودة');
      const shop = SITE_PAGES.find((p) => p.slug === 'shop')!;
      await handle.db
        .insert(sitePages)
        .values({ slug: 'shop', ...cols('title', shop.title), ...cols('body', shop.body) });
    });
  });

  describe('sitemap feed', () => {
    const countOf = async (table: string, where = 'true') => {
      const [row] = await queryRows<{ n: number }>(
        handle.db,
        sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`),
      );
      return row!.n;
    };

    /** Every page of a kind, walked until the feed says there are no more. */
    const allEntries = async (kind: string) => {
      const index = SitemapIndex.parse((await get('/api/sitemap')).body);
      const pages = index.data.find((k) => k.kind === kind)!.pages;
      const entries: SitemapEntries['data'] = [];
      for (let page = 1; page <= pages; page++) {
        const res = await get(`/api/sitemap/${kind}?page=${page}`);
        expect(res.status, `${kind} page ${page}`).toBe(200);
        const data = SitemapEntries.parse(res.body).data;
        expect(data.length).toBeGreaterThan(0);
        expect(data.length).toBeLessThanOrEqual(PAGE_SIZE);
        entries.push(...data);
      }
      expect((await get(`/api/sitemap/${kind}?page=${pages + 1}`)).status).toBe(404);
      return entries;
    };

    beforeAll(async () => {
      // Enough products for several pages, and two article types with two published articles each.
      await handle.db.insert(products).values(
        Array.from({ length: 8 }, (_, i) => ({
          sku: `SITEMAP-${i}`,
          category_id: fx.categories.kettles,
          ...cols('title', { ku: `کتری ${i}`, ar: `غلاية ${i}`, en: `Kettle ${i}` }),
          price: 10_000 + i,
        })),
      );
      await handle.db.insert(articles).values(
        ['news', 'guides', 'guides'].map((type, i) => ({
          type,
          slug: `sitemap-article-${i}`,
          ...cols('title', { ku: `بابەت ${i}`, ar: `مقال ${i}`, en: `Article ${i}` }),
          published_at: new Date(Date.now() - (i + 1) * 86_400_000),
        })),
      );
    });

    it('counts what the storefront shows and splits it into pages', async () => {
      const res = await get('/api/sitemap');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const index = SitemapIndex.parse(res.body).data;
      expect(index.map((k) => k.kind)).toEqual([...SITEMAP_KINDS]);
      const expected = {
        products: await countOf('products'),
        categories: await countOf('categories'),
        collections: await countOf('collections'),
        // The fixture's scheduled article is not published yet.
        articles: await countOf('articles', 'published_at <= now()'),
        showrooms: await countOf('showrooms'),
      };
      expect(expected.articles).toBe((await countOf('articles')) - 1);
      for (const { kind, total, pages } of index) {
        expect(total, kind).toBe(expected[kind]);
        expect(pages, kind).toBe(Math.max(1, Math.ceil(total / PAGE_SIZE)));
      }
      expect(index.find((k) => k.kind === 'products')!.pages).toBeGreaterThan(2);

      // A new product is in the next answer.
      await handle.db.insert(products).values({
        sku: 'SITEMAP-LATE',
        category_id: fx.categories.kettles,
        ...cols('title', { ku: 'کتری', ar: 'غلاية', en: 'Late kettle' }),
        price: 5_000,
      });
      const after = SitemapIndex.parse((await get('/api/sitemap')).body).data;
      expect(after.find((k) => k.kind === 'products')!.total).toBe(expected.products + 1);
    });

    it('lists every product id once, ascending, with its last change', async () => {
      const entries = await allEntries('products');
      const rows = await handle.db
        .select({ id: products.id, updated_at: products.updated_at })
        .from(products)
        .orderBy(products.id);
      expect(entries.map((e) => e.id)).toEqual(rows.map((r) => r.id));
      expect(entries.map((e) => e.lastmod)).toEqual(rows.map((r) => new Date(r.updated_at).toISOString()));
      expect(entries.every((e) => e.type === undefined)).toBe(true);
    });

    it('gives articles their type and publication date, and leaves scheduled ones out', async () => {
      const entries = await allEntries('articles');
      const rows = await handle.db
        .select({ id: articles.id, type: articles.type, published_at: articles.published_at })
        .from(articles)
        .where(sql`${articles.published_at} <= now()`)
        .orderBy(articles.id);
      expect(entries).toEqual(
        rows.map((r) => ({ id: r.id, type: r.type, lastmod: new Date(r.published_at).toISOString() })),
      );
      expect(entries.map((e) => e.id)).not.toContain(fx.articles.scheduled);
      expect(new Set(entries.map((e) => e.type))).toEqual(new Set(['news', 'guides']));
    });

    it('lists categories, collections and showrooms without a made-up lastmod', async () => {
      const categoryIds = (await handle.db.select({ id: categories.id }).from(categories).orderBy(categories.id)).map(
        (r) => r.id,
      );
      expect(await allEntries('categories')).toEqual(categoryIds.map((id) => ({ id, lastmod: null })));
      const showrooms = await allEntries('showrooms');
      expect(showrooms.map((e) => e.id).sort((a, b) => a - b)).toEqual(
        [fx.showrooms.erbil, fx.showrooms.baghdad].sort((a, b) => a - b),
      );
      expect((await allEntries('collections')).length).toBe(await countOf('collections'));
    });

    it('answers 404 for an unknown kind or a page past the end, 400 for a page that is not one', async () => {
      const unknown = await get('/api/sitemap/brands');
      expect(unknown.status).toBe(404);
      expect((await get('/api/sitemap/products?page=9999')).status).toBe(404);
      for (const bad of ['0', '-1', 'abc', '1.5', '100001']) {
        const res = await get(`/api/sitemap/products?page=${bad}&lang=en`);
        expect(res.status, bad).toBe(400);
        expect(res.body.errors).toEqual({ page: ['The data you sent is not valid'] });
      }
      // With the real page size a small shop is one page of each kind.
      const roomy = await build({ content: { sitemapPageSize: 5000 } });
      const index = SitemapIndex.parse((await get('/api/sitemap', roomy)).body).data;
      expect(index.every((k) => k.pages === 1)).toBe(true);
      expect((await get('/api/sitemap/products?page=2', roomy)).status).toBe(404);
    });
  });

  describe('shop owner routes', () => {
    it('refuse (401) a token when no admin token is configured, and a wrong token', async () => {
      // The routes live in the back office's families now (routes/admin): they exist whatever the configuration,
      // and the staff guard refuses whoever it cannot authenticate.
      const closed = await build();
      const res = await send(closed, {
        method: 'GET',
        url: '/api/admin/contact-messages',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect(res.status).toBe(401);
      expect(
        (await send(closed, { method: 'PUT', url: '/api/admin/pages/terms', payload: { title_ku: 'x', body_ku: 'y' } }))
          .status,
      ).toBe(401);

      expect((await admin('GET', '/api/admin/contact-messages', undefined, null)).status).toBe(401);
      expect((await admin('GET', '/api/admin/contact-messages', undefined, 'wrong-token')).status).toBe(401);
      const wrongPut = await admin('PUT', '/api/admin/pages/terms', { title_ku: 'x', body_ku: 'y' }, 'x'.repeat(40));
      expect(wrongPut.status).toBe(401);
      const handledWrong = await admin(
        'POST',
        '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/handled',
        undefined,
        ADMIN_TOKEN.slice(0, -1),
      );
      expect(handledWrong.status).toBe(401);
    });

    it('lists contact messages newest first and marks one handled once', async () => {
      await postForm(validForm({ subject: 'Owner list: older' }));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await postForm(validForm({ subject: 'Owner list: newest' }));

      const list = await admin('GET', '/api/admin/contact-messages?page=1');
      expect(list.status).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      const data = list.body.data as { id: string; subject: string; created_at: string; handled_at: string | null }[];
      const meta = list.body.meta as { total: number; page: number; limit: number; last_page: number };
      expect(meta.total).toBe(await messageCount());
      expect(meta).toMatchObject({ page: 1, limit: 50 });
      expect(data[0]!.subject).toBe('Owner list: newest');
      expect(data[1]!.subject).toBe('Owner list: older');
      const times = data.map((m) => m.created_at);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await admin('GET', `/api/admin/contact-messages?page=${meta.last_page + 1}`)).body.data).toEqual([]);
      expect((await admin('GET', '/api/admin/contact-messages?page=0')).status).toBe(400);

      const target = data[0]!;
      expect(target.handled_at).toBeNull();
      const handled = await admin('POST', `/api/admin/contact-messages/${target.id}/handled?lang=en`);
      expect(handled.status).toBe(200);
      expect(handled.body.message).toBe('The message is marked as handled');
      const first = (handled.body.data as { handled_at: string }).handled_at;
      expect(first).not.toBeNull();
      const again = await admin('POST', `/api/admin/contact-messages/${target.id}/handled`);
      expect((again.body.data as { handled_at: string }).handled_at).toBe(first);
      const [row] = await handle.db
        .select({ handled_at: contactMessages.handled_at })
        .from(contactMessages)
        .where(sql`${contactMessages.id} = ${target.id}`);
      expect(new Date(row!.handled_at!).toISOString()).toBe(first);

      const unknown = await admin('POST', '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/handled');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('ئەم نامەیە نەدۆزرایەوە');
      expect((await admin('POST', '/api/admin/contact-messages/not-a-uuid/handled')).status).toBe(404);
    });

    it('writes a page, and the storefront’s read answers the new text', async () => {
      const before = SitePage.parse((await get('/api/en/pages/terms')).body.data);
      const put = await admin('PUT', '/api/admin/pages/terms?lang=en', {
        title_ku: ' مەرجە نوێیەکان ',
        title_ar: 'الشروط الجديدة',
        title_en: 'New terms',
        body_ku: '<p>دەقی نوێ</p>',
        body_ar: '',
        body_en: '<p>New text</p>',
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(put.body.message).toBe('The page is saved');
      expect(SitePage.parse(put.body.data)).toMatchObject({
        slug: 'terms',
        title: 'New terms',
        body: '<p>New text</p>',
      });

      const en = SitePage.parse((await get('/api/en/pages/terms')).body.data);
      expect(en).toMatchObject({ title: 'New terms', body: '<p>New text</p>' });
      expect(Date.parse(en.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
      const ku = SitePage.parse((await get('/api/ku/pages/terms')).body.data);
      expect(ku.title).toBe('مەرجە نوێیەکان');
      // An empty Arabic body falls back to Kurdish.
      const ar = SitePage.parse((await get('/api/ar/pages/terms')).body.data);
      expect(ar).toMatchObject({ title: 'الشروط الجديدة', body: '<p>دەقی نوێ</p>' });
    });

    it('refuses a page that is not a site page or a body without its Kurdish text', async () => {
      const unknown = await admin('PUT', '/api/admin/pages/careers', { title_ku: 'x', body_ku: '<p>y</p>' });
      expect(unknown.status).toBe(404);
      const noKurdish = await admin('PUT', '/api/admin/pages/terms?lang=en', {
        title_en: 'Terms',
        body_en: '<p>x</p>',
      });
      expect(noKurdish.status).toBe(400);
      expect(Object.keys(noKurdish.body.errors ?? {}).sort()).toEqual(['body_ku', 'title_ku']);
      const wrongTypes = await admin('PUT', '/api/admin/pages/terms', { title_ku: 5, body_ku: ['x'] });
      expect(wrongTypes.status).toBe(400);
      const tooLong = await admin('PUT', '/api/admin/pages/terms', { title_ku: 't'.repeat(201), body_ku: '<p>x</p>' });
      expect(tooLong.status).toBe(400);
      expect(SitePage.parse((await get('/api/en/pages/terms')).body.data).title).not.toBe('Terms');
    });
  });

  it('serves every slug of the contract from the seed data', () => {
    expect(SITE_PAGES.map((p) => p.slug).sort()).toEqual([...SITE_PAGE_SLUGS].sort());
  });
});
