import { describe, expect, it } from 'vitest';
import { routeLocale, switchLocalePath } from './routing';

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
