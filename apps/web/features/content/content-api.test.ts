import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  articleTypes,
  getArticle,
  getArticles,
  getShowroom,
  getShowrooms,
  getSitePage,
  reshapeShowroom,
  sendContactForm,
} from './content-api';

const ARTICLE = {
  id: 3,
  type: 'guides',
  slug: 'choosing-an-air-conditioner',
  title: 'How to choose the right air conditioner',
  summary: 'Room size, tons and inverters.',
  image: '/api/media/articles/ac.svg',
  published_at: '2025-04-19T16:07:28.643Z',
};

const SHOWROOM = {
  id: 1,
  name: 'Dukan Showroom – Erbil',
  address: '100 Meter Street, Erbil',
  city: { id: 1, name: 'Erbil' },
  phone: '+964 750 123 4567',
  lat: 36.2012,
  lng: 43.9968,
  opening_hours: [{ day: 5, open: '14:00', close: '21:00' }],
  image: null,
};

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

const urlOf = (fetchImpl: ReturnType<typeof fakeFetch>) => String(fetchImpl.mock.calls[0]![0]);

describe('content reads', () => {
  let fetchImpl: ReturnType<typeof fakeFetch>;
  beforeEach(() => {
    vi.stubEnv('API_INTERNAL_URL', 'http://api.test');
    vi.stubEnv('MAIN_API_URL', '');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });
  const answer = (status: number, body: unknown) => {
    fetchImpl = fakeFetch(status, body);
    vi.stubGlobal('fetch', fetchImpl);
  };

  it('lists articles of a type, reshaped for the cards', async () => {
    answer(200, { data: [ARTICLE] });
    const result = await getArticles('ku', 'guides');
    expect(urlOf(fetchImpl)).toBe('http://api.test/api/ku/articles?type=guides&lang=ku');
    expect(result).toEqual({
      ok: true,
      data: [
        {
          id: 3,
          type: 'guides',
          title: ARTICLE.title,
          summary: ARTICLE.summary,
          image: ARTICLE.image,
          publishedAt: ARTICLE.published_at,
        },
      ],
    });
  });

  it('lists every article without a type', async () => {
    answer(200, { data: [] });
    await getArticles('en');
    expect(urlOf(fetchImpl)).toBe('http://api.test/api/en/articles?lang=en');
  });

  it('reads one article with its body, and passes a 404 on', async () => {
    answer(200, { data: { ...ARTICLE, body: '<p>Hi</p>' } });
    const found = await getArticle('ar', 3);
    expect(urlOf(fetchImpl)).toBe('http://api.test/api/ar/articles/3?lang=ar');
    expect(found.ok && found.data.body).toBe('<p>Hi</p>');

    answer(404, { message: 'This article was not found' });
    const missing = await getArticle('ar', 99);
    expect(missing).toMatchObject({ ok: false, error: { status: 404, message: 'This article was not found' } });
  });

  it('refuses a response that breaks the contract instead of passing it to a page', async () => {
    answer(200, { data: [{ ...ARTICLE, id: 'three' }] });
    const result = await getArticles('en');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.status).toBe(0);
  });

  it('reads showrooms with the city by name and the pin as a location', async () => {
    answer(200, { data: [SHOWROOM] });
    const list = await getShowrooms('en');
    expect(urlOf(fetchImpl)).toBe('http://api.test/api/en/showroom?lang=en');
    expect(list.ok && list.data[0]).toEqual(reshapeShowroom(SHOWROOM));
    expect(reshapeShowroom(SHOWROOM)).toMatchObject({
      city: 'Erbil',
      location: { lat: 36.2012, lng: 43.9968 },
      openingHours: [{ day: 5, open: '14:00', close: '21:00' }],
    });

    answer(200, { data: SHOWROOM });
    expect((await getShowroom('en', 1)).ok).toBe(true);
    expect(urlOf(fetchImpl)).toBe('http://api.test/api/en/showroom/1?lang=en');
  });

  it('reads a site page by slug; a page not written yet is a 404', async () => {
    answer(200, {
      data: { slug: 'about-us', title: 'About us', body: '<p>We</p>', updated_at: '2025-05-01T00:00:00Z' },
    });
    expect(await getSitePage('ku', 'about-us')).toEqual({
      ok: true,
      data: { slug: 'about-us', title: 'About us', body: '<p>We</p>', updatedAt: '2025-05-01T00:00:00Z' },
    });
    expect(urlOf(fetchImpl)).toBe('http://api.test/api/ku/pages/about-us?lang=ku');

    answer(404, { message: 'Not found' });
    expect(await getSitePage('ku', 'terms')).toMatchObject({ ok: false, error: { status: 404 } });
  });
});

describe('articleTypes', () => {
  it('keeps each type once, in order, and leaves out types that cannot be a URL segment', () => {
    const list = [{ type: 'news' }, { type: 'guides' }, { type: 'news' }, { type: '../admin' }, { type: 'How To' }];
    expect(articleTypes(list)).toEqual(['news', 'guides']);
  });
});

describe('sendContactForm', () => {
  const form = { name: 'Aram', phone: '+9647501234567', email: '', subject: 'Delivery', message: 'When?' };

  it('posts the form with the bot-protection token for CONTACT_FORM and the language', async () => {
    const fetchImpl = fakeFetch(201, { message: 'Thank you' });
    const captcha = vi.fn(async (action: string) => `token-for-${action}`);
    const result = await sendContactForm({ base: '/api', lang: 'ku', captcha, fetchImpl }, form);
    expect(result).toEqual({ ok: true, data: { message: 'Thank you' } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toBe('/api/contact-form?lang=ku');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(String(init!.body))).toEqual(form);
    expect(init!.headers).toMatchObject({
      'X-Recaptcha-Enterprise': 'token-for-CONTACT_FORM',
      'Client-Platform': 'web',
    });
  });

  it('sends an empty token when protection is off, and is not retried on failure', async () => {
    const fetchImpl = fakeFetch(429, { message: 'Too many' });
    const result = await sendContactForm({ base: '/api', lang: 'en', fetchImpl }, form);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect((fetchImpl.mock.calls[0]![1]!.headers as Record<string, string>)['X-Recaptcha-Enterprise']).toBe('');
    expect(result).toMatchObject({ ok: false, error: { status: 429 } });
  });

  it('hands the field errors of a refused form to the caller', async () => {
    const fetchImpl = fakeFetch(400, {
      message: 'Check the form',
      errors: { phone: ['Enter a valid phone number'] },
    });
    const result = await sendContactForm({ base: '/api', lang: 'en', fetchImpl }, { ...form, phone: '12' });
    expect(result).toMatchObject({
      ok: false,
      error: { status: 400, errors: { phone: ['Enter a valid phone number'] } },
    });
  });
});
