import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, urlOf } from './api';

type Call = { url: string; init: RequestInit };

/** A fetch that answers from a list of handlers, recording every call. */
function fakeFetch(handler: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    return handler(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const authOf = (call: Call) => (call.init.headers as Record<string, string>).authorization;

describe('the API client', () => {
  it('adds the language to every call, after the query', () => {
    expect(urlOf('/api/admin/products', 'ar', { q: 'چای', page: 2, empty: '', none: undefined })).toBe(
      '/api/admin/products?q=%DA%86%D8%A7%DB%8C&page=2&lang=ar',
    );
  });

  it('sends the access token it was given and JSON bodies', async () => {
    const { fetch, calls } = fakeFetch(() => json(201, { data: { id: 7 } }));
    const client = createApiClient({ fetch, locale: () => 'en' });
    client.signedIn({ accessToken: 'access-1', accessTokenExpiresIn: 900 });
    await expect(client.post('/api/admin/products', { sku: 'A-1' })).resolves.toEqual({ data: { id: 7 } });
    expect(authOf(calls[0]!)).toBe('Bearer access-1');
    expect(calls[0]!.init.body).toBe('{"sku":"A-1"}');
    expect(calls[0]!.url).toBe('/api/admin/products?lang=en');
  });

  it('on a 401, refreshes once through the cookie and repeats the call with the new token', async () => {
    let token = 'old';
    const { fetch, calls } = fakeFetch((call) => {
      if (call.url.startsWith('/api/admin/auth/refresh')) {
        token = 'new';
        return json(200, { accessToken: 'new', accessTokenExpiresIn: 900 });
      }
      return authOf(call) === `Bearer ${token}` && token === 'new'
        ? json(200, { data: [] })
        : json(401, { message: 'x' });
    });
    const client = createApiClient({ fetch, locale: () => 'ku' });
    client.signedIn({ accessToken: 'old', accessTokenExpiresIn: 900 });
    await Promise.all([client.get('/api/admin/products'), client.get('/api/admin/staff')]);
    expect(calls.filter((c) => c.url.startsWith('/api/admin/auth/refresh'))).toHaveLength(1);
    expect(calls.filter((c) => authOf(c) === 'Bearer new')).toHaveLength(2);
  });

  it('reports the end of the session when the refresh is refused', async () => {
    const onSignedOut = vi.fn();
    const { fetch } = fakeFetch(() => json(401, { message: 'Session expired' }));
    const client = createApiClient({ fetch, locale: () => 'en', onSignedOut });
    client.signedIn({ accessToken: 'old', accessTokenExpiresIn: 900 });
    await expect(client.get('/api/admin/products')).rejects.toMatchObject({ status: 401 });
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(client.hasSession()).toBe(false);
  });

  it('does not refresh on a wrong password (401/422 from sign-in)', async () => {
    const { fetch, calls } = fakeFetch(() => json(401, { message: 'wrong' }));
    const client = createApiClient({ fetch, locale: () => 'en' });
    await expect(client.post('/api/admin/auth/login', { email: 'a@b.c', password: 'x' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(calls).toHaveLength(1);
  });

  it('keeps the message and field errors of a refusal', async () => {
    const { fetch } = fakeFetch(() =>
      json(400, { message: 'Check the form', errors: { 'title.ku': ['Write a title'], price: ['Invalid'] } }),
    );
    const client = createApiClient({ fetch, locale: () => 'en' });
    const error = (await client.post('/api/admin/products', {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Check the form');
    expect(error.fieldErrors).toEqual({ 'title.ku': ['Write a title'], price: ['Invalid'] });
  });

  it('survives a non-JSON error page', async () => {
    const { fetch } = fakeFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }));
    const client = createApiClient({ fetch, locale: () => 'en' });
    await expect(client.get('/api/admin/dashboard')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('resumes a session at start only when the refresh cookie is accepted', async () => {
    const ok = createApiClient({
      fetch: fakeFetch(() => json(200, { accessToken: 't', accessTokenExpiresIn: 1 })).fetch,
      locale: () => 'en',
    });
    await expect(ok.resume()).resolves.toBe(true);
    expect(ok.hasSession()).toBe(true);
    const gone = createApiClient({ fetch: fakeFetch(() => json(401, { message: 'no' })).fetch, locale: () => 'en' });
    await expect(gone.resume()).resolves.toBe(false);
  });

  it('uploads multipart without a JSON content type', async () => {
    const { fetch, calls } = fakeFetch(() => json(201, { data: { id: 'm', url: '/api/media/m.webp' } }));
    const client = createApiClient({ fetch, locale: () => 'en' });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await client.upload('/api/admin/media', form);
    expect(calls[0]!.init.body).toBe(form);
    expect((calls[0]!.init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });
});
