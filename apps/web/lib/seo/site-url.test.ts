import { describe, expect, it } from 'vitest';
import { absoluteUrl, parsePublicUrl, publicSiteUrl, requestOrigin, siteUrlFrom } from './site-url';

const headers = (values: Record<string, string>) => new Headers(values);

describe('site URL', () => {
  it('is PUBLIC_URL when it is an http(s) URL', () => {
    expect(parsePublicUrl('https://shop.example/')).toBe('https://shop.example');
    expect(parsePublicUrl('http://localhost:3000')).toBe('http://localhost:3000');
    expect(parsePublicUrl('ftp://shop.example')).toBeNull();
    expect(parsePublicUrl('shop.example')).toBeNull();
    expect(siteUrlFrom({ PUBLIC_URL: 'https://shop.example' }, headers({ host: 'internal:3000' }))).toBe(
      'https://shop.example',
    );
  });

  it("else the request's origin, from the proxy's headers first", () => {
    expect(requestOrigin(headers({ host: 'Shop.Example:8080' }))).toBe('http://shop.example:8080');
    expect(
      requestOrigin(headers({ host: 'web:3000', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' })),
    ).toBe('https://shop.example');
    expect(siteUrlFrom({}, headers({ host: 'localhost:3350' }))).toBe('http://localhost:3350');
  });

  it('is PUBLIC_URL or the local address for cached pages, which never read the request', () => {
    expect(publicSiteUrl({ PUBLIC_URL: 'https://shop.example/' })).toBe('https://shop.example');
    expect(publicSiteUrl({ PUBLIC_URL: 'not a url', PORT: '3401' })).toBe('http://localhost:3401');
    expect(publicSiteUrl({})).toBe('http://localhost:3000');
  });

  it('ignores a Host header that is not a host name', () => {
    expect(requestOrigin(headers({ host: 'evil.example/"><script>' }))).toBeNull();
    expect(requestOrigin(headers({}))).toBeNull();
    expect(siteUrlFrom({}, headers({ host: 'a b' }))).toBe('http://localhost:3000');
  });

  it('makes site-relative paths absolute and leaves absolute ones', () => {
    expect(absoluteUrl('https://shop.example', '/api/media/1.svg')).toBe('https://shop.example/api/media/1.svg');
    expect(absoluteUrl('https://shop.example', 'x.png')).toBe('https://shop.example/x.png');
    expect(absoluteUrl('https://shop.example', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
});
