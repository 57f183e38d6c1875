import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, contentSecurityPolicy, pageSecurityHeaders } from './security-headers';

const valueOf = (headers: { key: string; value: string }[], key: string) => headers.find((h) => h.key === key)?.value;

describe('storefront security headers', () => {
  it('with a nonce, let only scripts carrying it run, and what they load', () => {
    const scripts = contentSecurityPolicy({ NODE_ENV: 'production' }, 'abc123')
      .split('; ')
      .find((d) => d.startsWith('script-src '))!;
    expect(scripts).toContain("'nonce-abc123'");
    expect(scripts).toContain("'strict-dynamic'");
    expect(contentSecurityPolicy({ NODE_ENV: 'production' })).not.toMatch(/nonce-|strict-dynamic/);
  });

  it('forbid framing, plugins and <base>, and post forms only to the shop', () => {
    const policy = contentSecurityPolicy({ NODE_ENV: 'production' });
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).toContain('upgrade-insecure-requests');
    expect(policy).not.toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ NODE_ENV: 'development' })).toContain("'unsafe-eval'");
  });

  it('let scripts come only from the shop and the sign-in and captcha providers', () => {
    const scripts = contentSecurityPolicy({ NODE_ENV: 'production' })
      .split('; ')
      .find((d) => d.startsWith('script-src '))!;
    expect(scripts.split(' ').slice(1).sort()).toEqual(
      [
        "'self'",
        "'unsafe-inline'",
        'https://accounts.google.com',
        'https://connect.facebook.net',
        'https://recaptcha.google.com',
        'https://www.google.com',
        'https://www.gstatic.com',
      ].sort(),
    );
  });

  it('let the browser reach an API on another origin when the storefront is told to use one', () => {
    const policy = contentSecurityPolicy({ SEARCH_URL: 'https://search.dukan.iq/', MAIN_API_URL: '/api' });
    expect(policy).toMatch(/connect-src 'self' https:\/\/search\.dukan\.iq /);
  });

  it('send HSTS in production only, nosniff and a referrer policy always', () => {
    expect(valueOf(baseSecurityHeaders({ NODE_ENV: 'production' }), 'Strict-Transport-Security')).toMatch(
      /^max-age=\d{8}; includeSubDomains$/,
    );
    expect(valueOf(baseSecurityHeaders({ NODE_ENV: 'development' }), 'Strict-Transport-Security')).toBeUndefined();
    expect(valueOf(baseSecurityHeaders({}), 'X-Content-Type-Options')).toBe('nosniff');
    expect(valueOf(baseSecurityHeaders({}), 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(valueOf(pageSecurityHeaders({}), 'X-Frame-Options')).toBe('DENY');
  });
});
