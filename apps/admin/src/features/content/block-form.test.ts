import { BannerCreateBody, HighlightCreateBody } from '@dukan/core/contract/admin-content';
import { describe, expect, it } from 'vitest';
import { blockFormOf, toBlockBody } from './BlockFormPage';
import { contractResolver } from './contract-resolver';

const empty = blockFormOf(undefined, 'home');
const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as never;

describe('banner and highlight form', () => {
  it('sends an empty link and no picture as null, and a highlight without an icon as null', () => {
    const banner = toBlockBody('banners', { ...empty, title: { ku: 'ئۆفەر', ar: '', en: '' } });
    expect(banner).toMatchObject({ page: 'home', link: null, image: null, subtitle: { ku: '', ar: '', en: '' } });
    expect(BannerCreateBody.safeParse(banner).success).toBe(true);
    const highlight = toBlockBody('highlights', { ...empty, title: { ku: 'گەیاندن', ar: '', en: '' } });
    expect(highlight).toMatchObject({ icon: null, description: { ku: '', ar: '', en: '' } });
    expect(HighlightCreateBody.safeParse(highlight).success).toBe(true);
  });

  it('reads a saved banner back into the form, picture included', () => {
    const form = blockFormOf(
      {
        id: 3,
        page: 'offers',
        title: { ku: 'a', ar: 'b', en: 'c' },
        subtitle: { ku: 'd', ar: '', en: '' },
        image: '/api/media/x.webp',
        link: '/offers',
        sort: 0,
        active: false,
      },
      'home',
    );
    expect(form).toMatchObject({ page: 'offers', link: '/offers', active: false, text: { ku: 'd' } });
    expect(form.pictures).toEqual([
      { media: '/api/media/x.webp', url: '/api/media/x.webp', alt: { ku: '', ar: '', en: '' } },
    ]);
  });

  it('checks with the API contract and says its message keys in words', async () => {
    const resolve = contractResolver<typeof empty>(
      BannerCreateBody,
      (v) => toBlockBody('banners', v),
      (key) => `said:${key}`,
    );
    const refused = await resolve({ ...empty, link: 'javascript:alert(1)' }, undefined, resolverOptions);
    expect(refused.errors).toMatchObject({
      title: { ku: { message: 'said:text_required' } },
      link: { message: 'said:link_invalid' },
    });
    const accepted = await resolve(
      { ...empty, title: { ku: 'ئۆفەر', ar: '', en: '' }, link: '/offers' },
      undefined,
      resolverOptions,
    );
    expect(accepted.errors).toEqual({});
  });
});
