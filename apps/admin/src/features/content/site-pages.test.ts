import { SitePageBody } from '@dukan/core/contract/admin-content';
import { describe, expect, it } from 'vitest';
import { formFieldOf, toSitePageBody } from './SitePagesPage';

describe('site page form', () => {
  it('sends the page flat, as the API takes it, and refuses a page without its Kurdish text', () => {
    const body = toSitePageBody({
      title: { ku: 'دەربارەی ئێمە', ar: 'من نحن', en: 'About us' },
      body: { ku: '<p>دوکان</p>', ar: '', en: '' },
    });
    expect(body).toEqual({
      title_ku: 'دەربارەی ئێمە',
      title_ar: 'من نحن',
      title_en: 'About us',
      body_ku: '<p>دوکان</p>',
      body_ar: '',
      body_en: '',
    });
    expect(SitePageBody.safeParse(body).success).toBe(true);
    expect(SitePageBody.safeParse({ ...body, body_ku: '' }).success).toBe(false);
  });

  it('puts the API’s flat field errors beside the form’s language fields', () => {
    expect(formFieldOf('title_ku')).toBe('title.ku');
    expect(formFieldOf('body_en')).toBe('body.en');
    expect(formFieldOf('other')).toBe('other');
  });
});
