import { exportJWK, generateKeyPair, SignJWT, type JWTPayload, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http-server';
import { GoogleIdentityVerifier } from './google';

const CLIENT_ID = '1234-dukan.apps.googleusercontent.com';
const now = () => Math.floor(Date.now() / 1000);

describe('GoogleIdentityVerifier', () => {
  let jwks: FakeHttpServer;
  let googleKey: CryptoKey;
  let otherKey: CryptoKey;
  let verifier: GoogleIdentityVerifier;

  beforeAll(async () => {
    const google = await generateKeyPair('RS256', { extractable: true });
    googleKey = google.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    jwks = await startFakeHttpServer();
    jwks.on('GET', '/oauth2/v3/certs', {
      body: { keys: [{ ...(await exportJWK(google.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' }] },
    });
    verifier = new GoogleIdentityVerifier({ clientId: CLIENT_ID, jwksUrl: `${jwks.url}/oauth2/v3/certs` });
  });
  afterAll(() => jwks.close());

  const claims = (overrides: JWTPayload = {}): JWTPayload => ({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: '110169484474386276334',
    email: 'Shopper@Gmail.com',
    email_verified: true,
    given_name: 'Shvan',
    family_name: 'Ahmed',
    iat: now() - 10,
    exp: now() + 3600,
    ...overrides,
  });

  const sign = (payload: JWTPayload, key: CryptoKey = googleKey, kid = 'google-1') =>
    new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);

  it('reads the subject, the lower-cased verified email and the names from a valid token', async () => {
    expect(await verifier.verify(await sign(claims()))).toEqual({
      provider: 'google',
      subject: '110169484474386276334',
      email: 'shopper@gmail.com',
      firstName: 'Shvan',
      lastName: 'Ahmed',
    });
    expect(jwks.requests.every((r) => r.method === 'GET' && r.pathname === '/oauth2/v3/certs')).toBe(true);
  });

  it('accepts the issuer without a scheme too', async () => {
    const identity = await verifier.verify(await sign(claims({ iss: 'accounts.google.com' })));
    expect(identity?.subject).toBe('110169484474386276334');
  });

  it('keeps the identity but drops an email Google has not verified', async () => {
    const identity = await verifier.verify(await sign(claims({ email_verified: false })));
    expect(identity).toMatchObject({ subject: '110169484474386276334', email: null, firstName: 'Shvan' });
    const noNames = await verifier.verify(await sign(claims({ given_name: undefined, family_name: '' })));
    expect(noNames).toMatchObject({ firstName: null, lastName: null });
  });

  it.each([
    ['another audience', () => sign(claims({ aud: 'someone-else.apps.googleusercontent.com' }))],
    ['another issuer', () => sign(claims({ iss: 'https://evil.example.com' }))],
    ['an expired token', () => sign(claims({ iat: now() - 7200, exp: now() - 3600 }))],
    ['a token without a subject', () => sign(claims({ sub: undefined }))],
    ['a token signed by another key', () => sign(claims(), otherKey)],
    ['a token naming an unknown key', () => sign(claims(), otherKey, 'unknown-kid')],
    [
      'a symmetric token (algorithm confusion)',
      () =>
        new SignJWT(claims())
          .setProtectedHeader({ alg: 'HS256', kid: 'google-1' })
          .sign(new TextEncoder().encode('a-secret-of-thirty-two-bytes-long!')),
    ],
    ['something that is not a JWT', async () => 'not-a-jwt-at-all'],
  ])('refuses %s', async (_, token) => {
    expect(await verifier.verify(await token())).toBeNull();
  });

  it('refuses every token when the key set cannot be fetched', async () => {
    const offline = new GoogleIdentityVerifier({ clientId: CLIENT_ID, jwksUrl: `${jwks.url}/missing` });
    expect(await offline.verify(await sign(claims()))).toBeNull();
  });
});
