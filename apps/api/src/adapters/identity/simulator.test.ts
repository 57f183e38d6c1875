// The sign-in simulator end to end through the real route: choose a test account on the simulator's page, take
// the token it hands back, and sign in with POST /auth/public/sso/initialize, as the storefront does.
import { IDENTIFIER_ID } from '@dukan/core/contract/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { buildServer } from '../../server';
import { openTestDatabase } from '../../test/databases';
import { createIdentityVerifiers } from './index';
import { IdentitySimulator } from './simulator';

describe('sign-in simulator', () => {
  let handle: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    app = await buildServer({ config, db: handle.db, search: undefined as never });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const signIn = (provider: string, token: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/public/sso/initialize',
      payload: { identifierToken: token, identifierId: IDENTIFIER_ID.email, provider },
    });

  it('serves a page to choose a test account, escaping what it echoes', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/dev/identity/google/choose?redirect_uri=/ku/account&state=%22%3E%3Cscript%3E',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('choose a test account');
    expect(page.body).toContain('shilan.test@example.com');
    expect(page.body).not.toContain('"><script>');
  });

  it.each(['google', 'facebook'])('signs a %s test account in through the real verifier', async (provider) => {
    const chosen = await app.inject({
      method: 'POST',
      url: `/dev/identity/${provider}/choose`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ account: 'shilan', redirect_uri: '/ku/account', state: 'xyz' }).toString(),
    });
    expect(chosen.statusCode).toBe(303);
    const location = new URL(chosen.headers.location as string, 'http://shop.test');
    expect(location.pathname).toBe('/ku/account');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('provider')).toBe(provider);
    expect(fragment.get('state')).toBe('xyz');
    const first = await signIn(provider, fragment.get('token')!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toHaveProperty('accessToken');
    // Twice: the same account again (by provider id), not a second one.
    const again = await app.inject({
      method: 'POST',
      url: `/dev/identity/${provider}/token`,
      payload: { account: 'shilan' },
    });
    expect((await signIn(provider, again.json().token)).statusCode).toBe(200);
  });

  it('signs in an account without an email address', async () => {
    const { token } = (
      await app.inject({ method: 'POST', url: '/dev/identity/facebook/token', payload: { account: 'sara' } })
    ).json();
    expect((await signIn('facebook', token)).statusCode).toBe(200);
  });

  it('refuses forged tokens, other origins and unknown accounts', async () => {
    expect((await signIn('facebook', 'EAAsim-made-up-token-0000')).statusCode).toBe(401);
    expect((await signIn('google', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln')).statusCode).toBe(401);
    // A token from another simulator (another key) proves nothing here.
    const other = new IdentitySimulator();
    const foreign = await other.tokenFor('google', { id: 'x', firstName: 'X', lastName: 'Y', email: 'x@example.com' });
    expect((await signIn('google', foreign)).statusCode).toBe(401);
    const elsewhere = await app.inject({
      method: 'GET',
      url: '/dev/identity/google/choose?redirect_uri=https://evil.example/steal',
    });
    expect(elsewhere.statusCode).toBe(400);
    const protocolRelative = await app.inject({
      method: 'POST',
      url: '/dev/identity/google/choose',
      payload: { account: 'shilan', redirect_uri: '//evil.example/' },
    });
    expect(protocolRelative.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: '/dev/identity/google/token',
      payload: { account: 'nobody' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('tells the storefront how each provider signs in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sso/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        google: {
          mode: 'simulator',
          clientId: null,
          chooseUrl: expect.stringMatching(/\/dev\/identity\/google\/choose$/),
        },
        facebook: {
          mode: 'simulator',
          appId: null,
          chooseUrl: expect.stringMatching(/\/dev\/identity\/facebook\/choose$/),
        },
      },
    });
  });
});

describe('sign-in in production without keys', () => {
  it('has no simulator: the providers are off and refuse every token', async () => {
    const verifiers = createIdentityVerifiers({
      NODE_ENV: 'production',
      GOOGLE_JWKS_URL: 'https://g.invalid',
      FACEBOOK_GRAPH_URL: 'https://f.invalid',
    });
    const simulator = new IdentitySimulator();
    const token = await simulator.tokenFor('facebook', { id: 'a', firstName: 'A', lastName: 'B', email: null });
    expect([verifiers.google.enabled, verifiers.facebook.enabled]).toEqual([false, false]);
    expect(await verifiers.facebook.verify(token)).toBeNull();
  });
});
