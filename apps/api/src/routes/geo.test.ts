import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { buildServer } from '../server';
import { openTestDatabase } from '../test/databases';

describe('GET /api/geo/country', () => {
  let handle: DbHandle;
  const apps: FastifyInstance[] = [];
  const server = async (env: Record<string, string>) => {
    const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env } as NodeJS.ProcessEnv);
    const app = await buildServer({ config, db: handle.db, search: undefined as never });
    apps.push(app);
    return app;
  };
  const ask = (app: FastifyInstance, forwardedFor?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/geo/country',
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await handle?.close();
  });

  it('reads the client address the trusted proxy names, and falls back to Iraq for a private one', async () => {
    const app = await server({ TRUST_PROXY: 'loopback' });
    // 8.8.8.8 is in the table as the United States; 37.236.0.1 as Iraq.
    const us = await ask(app, '8.8.8.8');
    expect(us.statusCode).toBe(200);
    expect(us.headers['cache-control']).toBe('private, no-store');
    expect(us.json()).toEqual({ data: { country: 'US', detected: true } });
    expect((await ask(app, '37.236.0.1')).json()).toEqual({ data: { country: 'IQ', detected: true } });
    expect((await ask(app, '192.168.0.7')).json()).toEqual({ data: { country: 'IQ', detected: false } });
    // No proxy header: the peer itself (loopback under inject).
    expect((await ask(app)).json()).toEqual({ data: { country: 'IQ', detected: false } });
  });

  it('ignores X-Forwarded-For from a peer it does not trust', async () => {
    const app = await server({ TRUST_PROXY: '10.9.9.9' });
    expect((await ask(app, '8.8.8.8')).json()).toEqual({ data: { country: 'IQ', detected: false } });
  });

  it('always answers Iraq when detection is off', async () => {
    const app = await server({ COUNTRY_DETECTION: 'false' });
    expect((await ask(app, '8.8.8.8')).json()).toEqual({ data: { country: 'IQ', detected: false } });
  });
});
