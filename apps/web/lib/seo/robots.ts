// robots.txt: the catalogue is open; a shopper's own pages and the API are not for crawlers.
import { LOCALES } from '@dukan/core/locales';
import type { MetadataRoute } from 'next';

/** Pages of one shopper (spec §2: they need a session or hold a basket), per language. */
export const PRIVATE_PAGES = ['cart', 'checkout', 'payment-success', 'account'] as const;

export function robotsRules(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      // Product pictures are served under /api/media/: crawlers need them for image results and rich
      // results, and the longest matching rule wins over `Disallow: /api/`.
      allow: ['/', '/api/media/'],
      disallow: [
        ...LOCALES.flatMap((locale) => PRIVATE_PAGES.map((page) => `/${locale}/${page}`)),
        '/api/',
        '/auth/',
        '/search/',
        '/dev/',
      ],
    },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
