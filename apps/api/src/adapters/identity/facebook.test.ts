import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHttpServer, type FakeHttpServer, type RecordedRequest } from '../../test/fake-http-server';
import { FacebookIdentityVerifier } from './facebook';

const APP_ID = '138483919580948';
const APP_SECRET = 'app-secret-value';
const USER_TOKEN = 'EAAB-user-access-token';
const USER = { id: '10158', email: 'Shopper@Example.com', first_name: 'Zhino', last_name: 'Karim' };

describe('FacebookIdentityVerifier', () => {
  let graph: FakeHttpServer;
  beforeAll(async () => {
    graph = await startFakeHttpServer();
  });
  afterAll(() => graph.close());
  beforeEach(() => graph.reset());

  const verifier = () =>
    new FacebookIdentityVerifier({ appId: APP_ID, appSecret: APP_SECRET, graphUrl: `${graph.url}/v21.0` });

  /** A Graph stub: the debug_token answer is scripted, /me answers only the token it was given. */
  function stub(debugData: Record<string, unknown>, user: Record<string, unknown> = USER) {
    graph.on('GET', '/v21.0/debug_token', { body: { data: debugData } });
    graph.on('GET', '/v21.0/me', (req: RecordedRequest) =>
      req.query.get('access_token') === USER_TOKEN
        ? { body: user }
        : { status: 400, body: { error: { message: 'Invalid OAuth access token', code: 190 } } },
    );
  }

  it('checks the token with the app credentials, then reads the person', async () => {
    stub({ app_id: APP_ID, type: 'USER', is_valid: true, user_id: '10158', scopes: ['email', 'public_profile'] });
    expect(await verifier().verify(USER_TOKEN)).toEqual({
      provider: 'facebook',
      subject: '10158',
      email: 'shopper@example.com',
      firstName: 'Zhino',
      lastName: 'Karim',
    });

    const [debug, me] = graph.requests;
    expect(debug!.method).toBe('GET');
    expect(debug!.pathname).toBe('/v21.0/debug_token');
    expect(Object.fromEntries(debug!.query)).toEqual({
      input_token: USER_TOKEN,
      access_token: `${APP_ID}|${APP_SECRET}`,
    });
    expect(me!.method).toBe('GET');
    expect(me!.pathname).toBe('/v21.0/me');
    expect(Object.fromEntries(me!.query)).toEqual({
      fields: 'id,email,first_name,last_name',
      access_token: USER_TOKEN,
      appsecret_proof: createHmac('sha256', APP_SECRET).update(USER_TOKEN).digest('hex'),
    });
  });

  it('answers a person without an email with email null', async () => {
    stub({ app_id: APP_ID, is_valid: true, user_id: '10158' }, { id: '10158', first_name: 'Zhino' });
    expect(await verifier().verify(USER_TOKEN)).toEqual({
      provider: 'facebook',
      subject: '10158',
      email: null,
      firstName: 'Zhino',
      lastName: null,
    });
  });

  it('refuses an invalid token without asking who it belongs to', async () => {
    stub({ app_id: APP_ID, is_valid: false, error: { code: 190, message: 'Session has expired' } });
    expect(await verifier().verify(USER_TOKEN)).toBeNull();
    expect(graph.requests.map((r) => r.pathname)).toEqual(['/v21.0/debug_token']);
  });

  it('refuses a valid token issued to another app', async () => {
    stub({ app_id: '999999999', is_valid: true, user_id: '10158' });
    expect(await verifier().verify(USER_TOKEN)).toBeNull();
    expect(graph.requests).toHaveLength(1);
  });

  it('refuses when /me speaks of another person than debug_token', async () => {
    stub({ app_id: APP_ID, is_valid: true, user_id: '777' });
    expect(await verifier().verify(USER_TOKEN)).toBeNull();
  });

  it('refuses on Graph errors and unreachable Graph', async () => {
    graph.on('GET', '/v21.0/debug_token', { status: 500, body: { error: { code: 1 } } });
    expect(await verifier().verify(USER_TOKEN)).toBeNull();

    stub({ app_id: APP_ID, is_valid: true, user_id: '10158' });
    graph.on('GET', '/v21.0/me', { status: 400, body: { error: { code: 190 } } });
    expect(await verifier().verify(USER_TOKEN)).toBeNull();

    graph.on('GET', '/v21.0/debug_token', { hangUp: true });
    expect(await verifier().verify(USER_TOKEN)).toBeNull();
  });
});
