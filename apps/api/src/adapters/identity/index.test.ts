import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { FacebookIdentityVerifier } from './facebook';
import { GoogleIdentityVerifier } from './google';
import { createIdentityVerifiers } from './index';

describe('createIdentityVerifiers', () => {
  it('enables each provider that has its credentials', () => {
    const v = createIdentityVerifiers(
      loadConfig({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 's' }),
    );
    expect(v.google).toBeInstanceOf(GoogleIdentityVerifier);
    expect(v.facebook).toBeInstanceOf(FacebookIdentityVerifier);
    expect([v.google.enabled, v.facebook.enabled]).toEqual([true, true]);
  });

  it('disables unconfigured providers, which prove nothing', async () => {
    const v = createIdentityVerifiers(loadConfig({}));
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
});
