import { SocialCreateBody } from '@dukan/core/contract/admin-content';
import { describe, expect, it } from 'vitest';
import { contractResolver } from './contract-resolver';
import { platformName, socialFormOf, toSocialBody, type SocialForm } from './SocialForm';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as never;
const resolve = contractResolver<SocialForm>(SocialCreateBody, toSocialBody, (key) => `said:${key}`);

describe('social account form', () => {
  it('trims the link and takes an https address', async () => {
    const body = toSocialBody({ platform: 'instagram', url: ' https://instagram.com/dukan ' });
    expect(body).toEqual({ platform: 'instagram', url: 'https://instagram.com/dukan' });
    expect(SocialCreateBody.safeParse(body).success).toBe(true);
    expect(
      (
        await resolve(
          socialFormOf({ id: 1, platform: 'x', url: 'https://x.com/dukan', sort: 0 }),
          undefined,
          resolverOptions,
        )
      ).errors,
    ).toEqual({});
  });

  it('refuses a plain http link and a made-up network, in words', async () => {
    const result = await resolve({ platform: 'myspace', url: 'http://facebook.com/dukan' }, undefined, resolverOptions);
    const errors = result.errors as Record<string, unknown>;
    expect(errors.url).toMatchObject({ message: 'said:link_invalid' });
    expect(errors.platform).toMatchObject({ message: 'said:platform_invalid' });
  });

  it('names networks by their brand and shows an unknown one as it is', () => {
    expect(platformName('tiktok')).toBe('TikTok');
    expect(platformName('mastodon')).toBe('mastodon');
  });
});
