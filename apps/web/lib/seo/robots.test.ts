import { describe, expect, it } from 'vitest';
import { robotsRules } from './robots';

describe('robotsRules', () => {
  const robots = robotsRules('https://shop.example');
  const rules = Array.isArray(robots.rules) ? robots.rules[0]! : robots.rules;

  it("keeps crawlers out of every language's private pages and the API, but not the catalogue", () => {
    expect(rules.userAgent).toBe('*');
    for (const locale of ['ku', 'ar', 'en'])
      for (const page of ['cart', 'checkout', 'payment-success', 'account'])
        expect(rules.disallow).toContain(`/${locale}/${page}`);
    expect(rules.disallow).toEqual(expect.arrayContaining(['/api/', '/auth/', '/search/', '/dev/']));
    expect(rules.disallow).not.toContain('/');
    for (const open of ['/ku/products', '/en/offers', '/ar/reward-points'])
      expect((rules.disallow as string[]).some((prefix) => open.startsWith(prefix))).toBe(false);
  });

  it('lets product pictures through and points at the sitemap index', () => {
    expect(rules.allow).toEqual(['/', '/api/media/']);
    expect(robots.sitemap).toBe('https://shop.example/sitemap.xml');
  });
});
