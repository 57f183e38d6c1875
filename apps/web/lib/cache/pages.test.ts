// Which pages render per request is said twice: by each page (opting in to the cache or not) and by the list the
// proxy gives CSP nonces by. A nonce on a cached page would block its scripts (the cached copy carries another
// or none), so the two must agree.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rendersPerRequest } from './pages';

const appDir = path.resolve(__dirname, '../../app/[lang]');

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name === 'page.tsx' ? [full] : [];
  });
}

/** An address the page answers, with its dynamic segments filled in. */
function sampleAddress(file: string): string {
  const route = path.relative(appDir, path.dirname(file)).split(path.sep).filter(Boolean);
  const segments = route.map((segment) => (segment.startsWith('[') ? 'x1' : segment));
  return `/ku${segments.length ? `/${segments.join('/')}` : ''}`;
}

describe('pages rendered per request', () => {
  const pages = pageFiles(appDir);

  it('are exactly the pages that do not opt in to the cache', () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const file of pages) {
      const cached = readFileSync(file, 'utf8').includes('generateStaticParams = renderedOnFirstVisit');
      const address = sampleAddress(file);
      if (address.endsWith('/first-page')) {
        expect(rendersPerRequest(address, ''), address).toBe(false);
        continue;
      }
      // The listing and the offers render per request only with a query; without one they are the cached first page.
      const search = /^\/ku\/(products|offers)$/.test(address) ? '?q=x' : '';
      expect(rendersPerRequest(address, search), `${address} (${path.relative(appDir, file)})`).toBe(!cached);
    }
  });

  it('leave the listing and the offers without a query to the cache', () => {
    expect(rendersPerRequest('/ar/products', '')).toBe(false);
    expect(rendersPerRequest('/ar/products', '?page=2')).toBe(true);
    expect(rendersPerRequest('/en/products/12', '?utm=x')).toBe(false);
    expect(rendersPerRequest('/en/account/order-history', '')).toBe(true);
  });
});

// A page rendered per request streams, so a MissingPage in it would be sent with a 200 (ui/not-found/MissingPage.tsx).
describe("pages that can be the shop's 404 page", () => {
  const missingPageUsers = /\b(?:MissingPage|TextSitePage)\b/;

  it('are served from the cache', () => {
    const pages = pageFiles(appDir).filter((file) => missingPageUsers.test(readFileSync(file, 'utf8')));
    expect(pages.map((file) => path.relative(appDir, path.dirname(file))).sort()).toEqual(
      expect.arrayContaining(['about-us', 'page-not-found', 'products/[id]', 'showroom/[id]']),
    );
    for (const file of pages) {
      expect(readFileSync(file, 'utf8'), path.relative(appDir, file)).toContain(
        'generateStaticParams = renderedOnFirstVisit',
      );
    }
  });
});
