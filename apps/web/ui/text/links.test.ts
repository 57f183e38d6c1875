import { describe, expect, it } from 'vitest';
import { contentHref } from './links';

describe('contentHref', () => {
  it('prefixes site paths with the language', () => {
    expect(contentHref('/products?collection=2', 'ar')).toBe('/ar/products?collection=2');
    expect(contentHref('/', 'en')).toBe('/en');
    expect(contentHref('/ku/offers', 'en')).toBe('/ku/offers');
  });

  it('passes web URLs and refuses script-like or protocol-relative ones', () => {
    expect(contentHref('https://example.com/x', 'ku')).toBe('https://example.com/x');
    expect(contentHref('javascript:alert(1)', 'ku')).toBeNull();
    expect(contentHref('//evil.example', 'ku')).toBeNull();
    expect(contentHref(null, 'ku')).toBeNull();
  });
});
