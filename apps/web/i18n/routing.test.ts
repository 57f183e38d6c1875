import { describe, expect, it } from 'vitest';
import { HTML_LANG, localeFromAcceptLanguage, routeLocale, switchLocalePath } from './routing';

describe('routeLocale', () => {
  it('shows the home page at / in the remembered language, or ku', () => {
    expect(routeLocale('/', undefined)).toEqual({ kind: 'rewrite', locale: 'ku', pathname: '/ku' });
    expect(routeLocale('/', 'en')).toEqual({ kind: 'rewrite', locale: 'en', pathname: '/en' });
    expect(routeLocale('/', 'fr')).toEqual({ kind: 'rewrite', locale: 'ku', pathname: '/ku' });
  });

  it('passes pages under a known language', () => {
    expect(routeLocale('/ar/products', 'en')).toEqual({ kind: 'pass', locale: 'ar' });
    expect(routeLocale('/en', undefined)).toEqual({ kind: 'pass', locale: 'en' });
  });

  it('replaces an unknown language with ku, keeping the rest of the path', () => {
    expect(routeLocale('/fr/products', 'en')).toEqual({ kind: 'redirect', locale: 'ku', pathname: '/ku/products' });
    expect(routeLocale('/de-AT/products/7', undefined)).toEqual({
      kind: 'redirect',
      locale: 'ku',
      pathname: '/ku/products/7',
    });
    expect(routeLocale('/fr', undefined)).toEqual({ kind: 'redirect', locale: 'ku', pathname: '/ku' });
  });

  it('lower-cases a known language written in capitals', () => {
    expect(routeLocale('/EN/offers', undefined)).toEqual({ kind: 'redirect', locale: 'en', pathname: '/en/offers' });
  });

  it('puts the remembered language in front of a path without one', () => {
    expect(routeLocale('/products', 'ar')).toEqual({ kind: 'redirect', locale: 'ar', pathname: '/ar/products' });
    expect(routeLocale('/no-such-page', undefined)).toEqual({
      kind: 'redirect',
      locale: 'ku',
      pathname: '/ku/no-such-page',
    });
  });
});

describe('first visit: Accept-Language', () => {
  it('shows / in the language the browser asks for when no language is remembered', () => {
    expect(routeLocale('/', undefined, 'ar-IQ,ar;q=0.9,en;q=0.8')).toEqual({
      kind: 'rewrite',
      locale: 'ar',
      pathname: '/ar',
    });
    expect(routeLocale('/', undefined, 'en-GB,en;q=0.9')).toEqual({ kind: 'rewrite', locale: 'en', pathname: '/en' });
    expect(routeLocale('/', undefined, 'ckb-IQ')).toEqual({ kind: 'rewrite', locale: 'ku', pathname: '/ku' });
    expect(routeLocale('/', undefined, 'fr-FR,de;q=0.5')).toEqual({ kind: 'rewrite', locale: 'ku', pathname: '/ku' });
  });

  it('lets the remembered language win over the browser', () => {
    expect(routeLocale('/', 'ku', 'ar')).toEqual({ kind: 'rewrite', locale: 'ku', pathname: '/ku' });
    expect(routeLocale('/', 'xx', 'ar')).toEqual({ kind: 'rewrite', locale: 'ar', pathname: '/ar' });
  });

  it('ranks by q-value, then by order, skipping q=0 and languages the shop lacks', () => {
    expect(localeFromAcceptLanguage('fr;q=1, en;q=0.4, ar;q=0.8')).toBe('ar');
    expect(localeFromAcceptLanguage('ar;q=0, en')).toBe('en');
    expect(localeFromAcceptLanguage('ku, ar')).toBe('ku');
    expect(localeFromAcceptLanguage('kmr, ckb;q=0.7, ar;q=0.6')).toBe('ku');
    expect(localeFromAcceptLanguage('*')).toBe('ku');
    expect(localeFromAcceptLanguage('')).toBe('ku');
    expect(localeFromAcceptLanguage(';;,q=,')).toBe('ku');
  });
});

describe('Sorani paths and attributes', () => {
  it('sends /ckb/... to /ku/...', () => {
    expect(routeLocale('/ckb/products/7', 'en')).toEqual({
      kind: 'redirect',
      locale: 'ku',
      pathname: '/ku/products/7',
    });
    expect(routeLocale('/ckb', undefined)).toEqual({ kind: 'redirect', locale: 'ku', pathname: '/ku' });
    expect(routeLocale('/CKB-IQ/offers', undefined)).toEqual({
      kind: 'redirect',
      locale: 'ku',
      pathname: '/ku/offers',
    });
  });

  it('marks Kurdish pages as Sorani (ckb), not generic Kurdish', () => {
    expect(HTML_LANG).toEqual({ ku: 'ckb', ar: 'ar', en: 'en' });
  });
});

describe('switchLocalePath', () => {
  it('keeps the path and the whole query', () => {
    expect(switchLocalePath('/ku/products', 'q=%D8%A8&page=2', 'en')).toBe('/en/products?q=%D8%A8&page=2');
    expect(switchLocalePath('/ar/products/12', '', 'ku')).toBe('/ku/products/12');
    expect(switchLocalePath('/ku', '?', 'ar')).toBe('/ar');
  });

  it('handles the bare root', () => {
    expect(switchLocalePath('/', '', 'en')).toBe('/en');
  });
});
