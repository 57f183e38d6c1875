// Request ids, NUL bytes, health and readiness, /metrics and who may read it, the bank callback's limit per
// address, and Secure cookies in production: what every route goes through (http/operability.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { buildServer } from '../server';
import { buildAccountsServer } from '../test/accounts-harness';
import { fakeSearchEngine } from '../test/catalogue-fixtures';
import { openTestDatabase, testBackends } from '../test/databases';
import { buildShopServer, type ShopServer } from '../test/orders-harness';
import { PLATFORM_MESSAGES } from './messages/platform';

const METRICS_TOKEN = 'metrics-token-0123456789';

describe.each(testBackends)('operability on %s', (backend) => {
  let handle: DbHandle;
  let shop: ShopServer;

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
    shop = await buildShopServer(handle, { env: { METRICS_TOKEN } });
  });
  afterAll(async () => {
    await shop?.app.close();
    await handle?.close();
  });

  const get = (url: string, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
    shop.app.inject({ method: 'GET', url, ...options });

  it('echoes a plain X-Request-Id and replaces one that is not', async () => {
    const given = await get('/health/live', { headers: { 'x-request-id': 'storefront-42.a:b' } });
    expect(given.headers['x-request-id']).toBe('storefront-42.a:b');
    for (const bad of ['has space', 'x'.repeat(65), 'quote"d', '']) {
      const res = await get('/health/live', { headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const a = await get('/health/live');
    const b = await get('/health/live');
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("refuses a NUL byte anywhere with a 400 naming the field, in the request's language", async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/contact-form?lang=ar',
      payload: { name: 'Ava', phone: '', email: 'a@example.com', subject: 'Hi\u0000', message: 'Hello there' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'البيانات المدخلة غير صحيحة',
      errors: { subject: [PLATFORM_MESSAGES.text_has_nul_byte.ar] },
    });
    const query = await get('/api/en/categories?lang=en&q=a%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual({ q: [PLATFORM_MESSAGES.text_has_nul_byte.en] });
    const param = await get('/api/en/products/1%00');
    expect(param.statusCode).toBe(400);
  });

  it('is live and ready; draining turns it not-ready while it keeps serving', async () => {
    expect((await get('/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await get('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers.connection).not.toBe('close');
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'ready', redis: 'not configured' });
    shop.app.lifecycle.draining = true;
    try {
      const draining = await get('/health/ready');
      expect(draining.statusCode).toBe(503);
      expect(draining.json().status).toBe('draining');
      expect((await get('/health')).statusCode).toBe(503);
      expect((await get('/health/live')).statusCode).toBe(200);
      const served = await get('/api/en/categories');
      expect(served.statusCode).toBeLessThan(500);
      // Keep-alive connections are closed after each answer, so proxies open new ones to other processes.
      expect(served.headers.connection).toBe('close');
    } finally {
      shop.app.lifecycle.draining = false;
    }
  });

  it('counts requests by route pattern and shows them to this machine or the token holder only', async () => {
    await get('/api/en/products/999999');
    const local = await get('/metrics');
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toContain('text/plain');
    expect(local.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/:locale\/products\/:id",status="404"\} [1-9]/,
    );
    expect(local.body).not.toContain('products/999999');
    expect(local.body).toContain('dukan_job_queue_depth 0');
    expect(local.body).toContain('dukan_orders_placed_total 0');
    expect(local.body).toContain('dukan_search_duration_seconds');
    expect(local.body).toContain('# TYPE dukan_orders_by_payment gauge');

    expect((await get('/metrics', { remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    // Forwarded by a proxy on this machine: the socket is loopback, the caller is not.
    expect((await get('/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    const wrong = await get('/metrics', { remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(403);
    const withToken = await get('/metrics', {
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
  });

  it('limits bank callbacks per payment and address, so nobody can use up the limit of a payment', async () => {
    const payment = `no-such-payment-${backend}`;
    const callback = (remoteAddress: string) =>
      shop.app.inject({ method: 'POST', url: '/api/payments/fib/callback', payload: { id: payment }, remoteAddress });
    const flood: number[] = [];
    for (let i = 0; i < 12; i++) flood.push((await callback('198.51.100.7')).statusCode);
    expect(flood.at(-1)).toBe(429);
    // The bank, from its own address, is still heard for the same payment.
    expect((await callback('192.0.2.10')).statusCode).toBe(404);
  });

  it('a direct caller cannot name another address in X-Forwarded-For (only loopback proxies are trusted)', async () => {
    const from = (remoteAddress: string, forwarded: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/payments/fib/callback',
        payload: { id: `rotate-${backend}` },
        remoteAddress,
        headers: { 'x-forwarded-for': forwarded },
      });
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) answers.push((await from('198.51.100.8', `10.0.0.${i}`)).statusCode);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('cookies in production', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('are Secure on every Set-Cookie the API makes', async () => {
    const app = await buildAccountsServer(handle, {
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(40),
        SEARCH_API_KEY: 'k'.repeat(20),
        ALLOW_EMBEDDED_DATABASE: 'true',
        PUBLIC_URL: 'https://dukan.example',
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      },
    });
    try {
      const res = await app.inject({ method: 'POST', url: '/auth/public/auth/logout' });
      const cookies = [res.headers['set-cookie'] ?? []].flat();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    } finally {
      await app.close();
    }
  });

  it('builds with the whole production configuration (no simulator, no outbox route)', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      SEARCH_API_KEY: 'k'.repeat(20),
      ALLOW_EMBEDDED_DATABASE: 'true',
      PUBLIC_URL: 'https://dukan.example',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LOG_LEVEL: 'silent',
    } as NodeJS.ProcessEnv);
    const app = await buildServer({ config, db: handle.db, search: fakeSearchEngine });
    try {
      expect(app.registeredRoutes.some((r) => r.url.startsWith('/dev/'))).toBe(false);
    } finally {
      await app.close();
    }
  });
});
