import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStaticSitemapPages } from './sitemap-feed';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the storefront's server sees it: article feed pages and the editable pages by slug. */
function stubApi(pages: Record<string, number>) {
  const fetchMock = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/sitemap/articles') {
      const page = Number(url.searchParams.get('page'));
      return json(200, { data: [{ id: page, type: page === 1 ? 'news' : 'guides', lastmod: null }] });
    }
    const slug = /^\/api\/ku\/pages\/([a-z-]+)$/.exec(url.pathname)?.[1];
    if (slug) {
      const status = pages[slug] ?? 404;
      return status === 200
        ? json(200, { data: { slug, title: slug, body: '', updated_at: '2025-05-01T00:00:00.000Z' } })
        : json(status, { message: 'no' });
    }
    return json(404, { message: `unexpected ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getStaticSitemapPages', () => {
  it('reads article types from every feed page and lists written pages with their date', async () => {
    stubApi({ 'about-us': 200 });
    const result = await getStaticSitemapPages([{ kind: 'articles', total: 2, pages: 2 }]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const paths = result.data.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/articles/news', '/articles/guides', '/about-us', '/shop']));
    expect(paths).not.toContain('/terms');
    expect(result.data.find((p) => p.path === '/about-us')!.lastmod).toBe('2025-05-01T00:00:00.000Z');
  });

  it('fails rather than drop pages when the API errs', async () => {
    stubApi({ terms: 500 });
    const result = await getStaticSitemapPages([]);
    expect(result.ok).toBe(false);
  });
});
