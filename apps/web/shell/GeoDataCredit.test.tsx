import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { countryDetectionOn, GeoDataCredit, IP2LOCATION_LITE_URL } from './GeoDataCredit';

const render = (locale: 'ku' | 'ar' | 'en') => renderToStaticMarkup(<GeoDataCredit locale={locale} />);
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('GeoDataCredit', () => {
  it('says in English what the IP2Location LITE licence asks, word for word', () => {
    expect(text(render('en'))).toBe(
      'This site or product includes IP2Location LITE data available from https://lite.ip2location.com',
    );
  });

  it('links the address as a plain link to the other site, read left to right', () => {
    for (const locale of ['ku', 'ar', 'en'] as const) {
      const html = render(locale);
      expect(html).toContain(`<a href="${IP2LOCATION_LITE_URL}" rel="noopener noreferrer" dir="ltr"`);
      expect(html.match(/<a /g)).toHaveLength(1);
      expect(text(html)).toContain(IP2LOCATION_LITE_URL);
    }
  });

  it('writes the sentence in Sorani and Arabic, the product name isolated, no placeholder left', () => {
    const ku = text(render('ku'));
    const ar = text(render('ar'));
    expect(ku).toContain('ماڵپەڕ');
    expect(ar).toContain('الموقع');
    for (const sentence of [ku, ar]) {
      expect(sentence).toContain('\u2066IP2Location LITE\u2069');
      expect(sentence).not.toMatch(/[{}\uE000]/);
    }
  });

  it('is shown while country detection is on, which it is unless set to false', () => {
    expect(countryDetectionOn(undefined)).toBe(true);
    expect(countryDetectionOn('true')).toBe(true);
    expect(countryDetectionOn('false')).toBe(false);
  });
});
