// The storefront's forwarding to the API, through the proxy function itself: what the API would receive.
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { cachedVariant, proxy } from './proxy';

/** The request headers Next hands the rewritten request, as proxy.ts set them. */
function forwardedHeaders(response: Response): Headers {
  const names = response.headers.get('x-middleware-override-headers')?.split(',') ?? [];
  const headers = new Headers();
  for (const name of names) {
    const value = response.headers.get(`x-middleware-request-${name}`);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

function call(path: string, headers: Record<string, string>) {
  return proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));
}

describe('proxy forwarding to the API', () => {
  it('passes one client address, never the addresses a browser wrote itself', () => {
    // What server.mjs hands on: the browser's claim, then the connection's own address.
    const response = call('/auth/public/otp/send', { 'x-forwarded-for': '10.9.8.7, 203.0.113.5' });
    expect(response.headers.get('x-middleware-rewrite')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/auth\/public\/otp\/send$/,
    );
    const sent = forwardedHeaders(response);
    expect(sent.get('x-forwarded-for')).toBe('203.0.113.5');
  });

  it('drops Forwarded and X-Real-IP, and anything that is not an address', () => {
    const sent = forwardedHeaders(
      call('/api/contact-form', {
        forwarded: 'for=10.0.0.1',
        'x-real-ip': '10.0.0.2',
        'x-forwarded-for': 'not an address',
      }),
    );
    expect(sent.get('forwarded')).toBeNull();
    expect(sent.get('x-real-ip')).toBeNull();
    expect(sent.get('x-forwarded-for')).toBeNull();
  });

  it('passes a plain request id on and makes one otherwise', () => {
    expect(forwardedHeaders(call('/search/health', { 'x-request-id': 'page-view-1' })).get('x-request-id')).toBe(
      'page-view-1',
    );
    const made = forwardedHeaders(call('/search/health', { 'x-request-id': 'no spaces please' })).get('x-request-id');
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves page requests to the language routing', () => {
    const response = call('/en', { 'x-forwarded-for': '10.9.8.7' });
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });
});

describe('the cached first page of the listing and the offers', () => {
  it('is where a listing or offers request without a query goes; any query keeps the page per request', () => {
    expect(cachedVariant('/ku/products', '')).toBe('/ku/products/first-page');
    expect(cachedVariant('/en/offers', '')).toBe('/en/offers/first-page');
    expect(cachedVariant('/ku/products', '?q=fridge')).toBeNull();
    expect(cachedVariant('/ku/offers', '?page=2')).toBeNull();
    expect(cachedVariant('/ku/products/12', '')).toBeNull();
    expect(cachedVariant('/ku', '')).toBeNull();
  });

  it('keeps the address the shopper asked for and sends the internal one back to it', () => {
    const rewritten = call('/ar/products', { cookie: 'lang=ar' });
    expect(rewritten.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/ar/products/first-page');
    const redirected = call('/ar/products/first-page', {});
    expect(redirected.status).toBe(307);
    expect(redirected.headers.get('location')).toBe('http://localhost:3000/ar/products');
  });
});

describe('the Content-Security-Policy nonce', () => {
  const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? null;

  it('is new for each page rendered per request, and the same in what Next reads and what the browser gets', () => {
    const first = call('/ku/checkout', { cookie: 'lang=ku' });
    const second = call('/ku/checkout', { cookie: 'lang=ku' });
    const sent = nonceOf(first.headers.get('content-security-policy'));
    expect(sent).toMatch(/^[A-Za-z0-9+/=]{24,}$/);
    expect(nonceOf(forwardedHeaders(first).get('content-security-policy'))).toBe(sent);
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(sent);
    expect(first.headers.get('content-security-policy')).toContain("'strict-dynamic'");
    expect(
      nonceOf(call('/ar/products', { cookie: 'lang=ar' }).headers.get('x-middleware-request-content-security-policy')),
    ).toBeNull();
    expect(nonceOf(call('/ar/products?q=tv', {}).headers.get('content-security-policy'))).not.toBeNull();
  });

  it('is never given to a cached page, whose copy is the same for everyone', () => {
    for (const path of ['/ku', '/ku/products/3', '/en/products', '/ar/offers', '/ku/contact']) {
      const response = call(path, { cookie: 'lang=ku' });
      expect(response.headers.get('content-security-policy'), path).toBeNull();
      expect(forwardedHeaders(response).get('content-security-policy'), path).toBeNull();
    }
  });
});
