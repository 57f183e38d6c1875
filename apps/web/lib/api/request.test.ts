import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { dismissAlert, getAlert } from '@/lib/alerts/store';
import { apiRequest, buildUrl } from './request';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function fakeFetch(...responses: (Response | Error)[]) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return next;
  });
}

afterEach(() => {
  dismissAlert();
  vi.unstubAllGlobals();
});

describe('buildUrl', () => {
  it('joins base and path and drops empty query values', () => {
    expect(buildUrl('/api/', '/ku/products', { page: 2, category: [1, 3], q: '', x: undefined })).toBe(
      '/api/ku/products?page=2&category=1%2C3',
    );
  });
});

describe('apiRequest', () => {
  it('adds lang and JSON headers and validates the body', async () => {
    const fetchImpl = fakeFetch(jsonResponse(200, { key: 'abc' }));
    const result = await apiRequest('http://api.test/api', '/meilisearch/key', {
      lang: 'ar',
      schema: z.object({ key: z.string() }),
      fetchImpl,
    });
    expect(result).toEqual({ ok: true, data: { key: 'abc' } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/meilisearch/key?lang=ar');
    expect((init!.headers as Record<string, string>).Accept).toBe('application/json');
  });

  it('sends a bearer token and a JSON body', async () => {
    const fetchImpl = fakeFetch(jsonResponse(201, { ok: true }));
    await apiRequest('/api', '/cart', { method: 'POST', body: { productId: 1, quantity: 1 }, token: 't0k', fetchImpl });
    const init = fetchImpl.mock.calls[0]![1]!;
    expect(init.body).toBe('{"productId":1,"quantity":1}');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t0k');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('retries an idempotent call once on a transient status', async () => {
    const fetchImpl = fakeFetch(jsonResponse(503, { message: 'busy' }), jsonResponse(200, { data: 1 }));
    const result = await apiRequest('/api', '/x', { fetchImpl });
    expect(result).toEqual({ ok: true, data: { data: 1 } });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('retries only once', async () => {
    const fetchImpl = fakeFetch(jsonResponse(502, {}), jsonResponse(502, {}), jsonResponse(200, {}));
    const result = await apiRequest('/api', '/x', { fetchImpl });
    expect(result.ok).toBe(false);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not retry POST, nor a status outside the list', async () => {
    const post = fakeFetch(jsonResponse(503, {}), jsonResponse(200, {}));
    expect((await apiRequest('/api', '/x', { method: 'POST', fetchImpl: post })).ok).toBe(false);
    expect(post).toHaveBeenCalledTimes(1);
    const get = fakeFetch(jsonResponse(400, { message: 'bad' }), jsonResponse(200, {}));
    expect(await apiRequest('/api', '/x', { fetchImpl: get })).toMatchObject({
      ok: false,
      error: { status: 400, message: 'bad' },
    });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('returns a 404 as an error result', async () => {
    const fetchImpl = fakeFetch(jsonResponse(404, { message: 'Product not found' }));
    expect(await apiRequest('/api', '/ku/products/999', { fetchImpl })).toMatchObject({
      ok: false,
      error: { status: 404, message: 'Product not found' },
    });
  });

  it('turns a network failure and an unexpected shape into error results', async () => {
    const down = fakeFetch(new TypeError('fetch failed'), new TypeError('fetch failed'));
    expect(await apiRequest('/api', '/x', { fetchImpl: down })).toMatchObject({ ok: false, error: { status: 0 } });
    const odd = fakeFetch(jsonResponse(200, { nope: true }));
    const result = await apiRequest('/api', '/x', { fetchImpl: odd, schema: z.object({ key: z.string() }) });
    expect(result).toMatchObject({ ok: false, error: { status: 0 } });
  });

  it('raises alerts in a browser: failed writes and success messages, not failed reads', async () => {
    vi.stubGlobal('document', {});
    await apiRequest('/api', '/cart', {
      method: 'POST',
      fetchImpl: fakeFetch(jsonResponse(422, { message: 'Invalid', errors: { qty: ['Too many'] } })),
    });
    expect(getAlert()).toMatchObject({ type: 'error', message: 'Invalid', bullets: ['Too many'] });

    dismissAlert();
    await apiRequest('/api', '/x', { fetchImpl: fakeFetch(jsonResponse(500, {}), jsonResponse(500, {})) });
    expect(getAlert()).toBeNull();

    await apiRequest('/api', '/wishlist', {
      method: 'POST',
      fetchImpl: fakeFetch(jsonResponse(200, { message: 'Added successfully' })),
    });
    expect(getAlert()).toMatchObject({ type: 'success', message: 'Added successfully' });

    dismissAlert();
    await apiRequest('/api', '/meilisearch/key', {
      alerts: { success: true },
      fetchImpl: fakeFetch(jsonResponse(200, { message: 'here is your key', key: 'k' })),
    });
    expect(getAlert()).toBeNull();
  });

  it('raises no alert on the server', async () => {
    await apiRequest('/api', '/cart', { method: 'POST', fetchImpl: fakeFetch(jsonResponse(500, { message: 'x' })) });
    expect(getAlert()).toBeNull();
  });
});
