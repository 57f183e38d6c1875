import { describe, expect, it } from 'vitest';
import { allowedLinkHosts, contentHref, isAllowedExternalUrl } from './links';

describe('contentHref', () => {
  it('prefixes site paths with the language', () => {
    expect(contentHref('/products?collection=2', 'ar', [])).toBe('/ar/products?collection=2');
    expect(contentHref('/', 'en', [])).toBe('/en');
    expect(contentHref('/ku/offers', 'en', [])).toBe('/ku/offers');
  });

  it('passes an address on another site only when the owner allowed its host', () => {
    expect(contentHref('https://example.com/x', 'ku', ['example.com'])).toBe('https://example.com/x');
    expect(contentHref('https://www.example.com/x', 'ku', ['example.com'])).toBe('https://www.example.com/x');
    expect(contentHref('https://example.com/x', 'ku', [])).toBeNull();
    expect(contentHref('https://example.com.evil.test/x', 'ku', ['example.com'])).toBeNull();
    expect(contentHref('https://badexample.com/x', 'ku', ['example.com'])).toBeNull();
    expect(contentHref('https://example.com@evil.test/x', 'ku', ['example.com'])).toBeNull();
  });

  it('refuses script-like or protocol-relative links whatever the allow-list says', () => {
    expect(contentHref('javascript:alert(1)', 'ku', ['example.com'])).toBeNull();
    expect(contentHref('//example.com', 'ku', ['example.com'])).toBeNull();
    expect(contentHref('/\\example.com', 'ku', ['example.com'])).toBeNull();
    expect(contentHref(null, 'ku', ['example.com'])).toBeNull();
  });
});

describe('allowedLinkHosts', () => {
  it('reads comma-separated host names, lower-cased, ignoring anything that is not a host', () => {
    expect(allowedLinkHosts(' Example.com, *.fib.iq ,, https://x.test/ ,shop.test.')).toEqual([
      'example.com',
      'fib.iq',
      'shop.test',
    ]);
    expect(allowedLinkHosts(undefined)).toEqual([]);
  });

  it('allows nothing but http(s) without credentials', () => {
    expect(isAllowedExternalUrl('ftp://example.com/', ['example.com'])).toBe(false);
    expect(isAllowedExternalUrl('https://user:pw@example.com/', ['example.com'])).toBe(false);
    expect(isAllowedExternalUrl('not a url', ['example.com'])).toBe(false);
  });
});
