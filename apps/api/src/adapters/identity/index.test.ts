import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { FacebookIdentityVerifier } from './facebook';
import { GoogleIdentityVerifier } from './google';
import { createIdentityVerifiers, providerModes } from './index';

describe('createIdentityVerifiers', () => {
  it('enables each provider that has its credentials', () => {
    const v = createIdentityVerifiers(
      loadConfig({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 's' }),
    );
    expect(v.google).toBeInstanceOf(GoogleIdentityVerifier);
    expect(v.facebook).toBeInstanceOf(FacebookIdentityVerifier);
    expect([v.google.enabled, v.facebook.enabled]).toEqual([true, true]);
  });

  it('disables unconfigured providers without the simulator, which prove nothing', async () => {
    const v = createIdentityVerifiers(loadConfig({ IDENTITY_SIMULATOR: 'false' }));
    expect([v.google.provider, v.google.enabled]).toEqual(['google', false]);
    expect([v.facebook.provider, v.facebook.enabled]).toEqual(['facebook', false]);
    expect(await v.google.verify('eyJhbGciOiJub25lIn0.e30.')).toBeNull();
    expect(await v.facebook.verify('EAAB-token')).toBeNull();
  });

  it('refuses to start with a Facebook app id but no secret', () => {
    expect(() => createIdentityVerifiers(loadConfig({ FACEBOOK_APP_ID: '1' }))).toThrow(
      'Facebook sign-in needs both FACEBOOK_APP_ID and FACEBOOK_APP_SECRET',
    );
  });

  it('simulates providers without keys outside production, and turns them off in production', () => {
    const none = { GOOGLE_JWKS_URL: 'https://g.invalid', FACEBOOK_GRAPH_URL: 'https://f.invalid' };
    expect(providerModes({ ...none, NODE_ENV: 'development' })).toEqual({ google: 'simulator', facebook: 'simulator' });
    expect(providerModes({ ...none, NODE_ENV: 'test' })).toEqual({ google: 'simulator', facebook: 'simulator' });
    expect(providerModes({ ...none, NODE_ENV: 'production' })).toEqual({ google: 'off', facebook: 'off' });
    expect(providerModes({ ...none, NODE_ENV: 'development', GOOGLE_CLIENT_ID: 'x' })).toEqual({
      google: 'live',
      facebook: 'simulator',
    });
    const v = createIdentityVerifiers(loadConfig({}));
    expect([v.google.enabled, v.facebook.enabled]).toEqual([true, true]);
  });
});
