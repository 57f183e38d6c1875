import type { Locale } from '@dukan/core/locales';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '@/lib/api/result';

// The owner's page comes from the API; here it is whatever each test says.
const sitePage = vi.fn();
const metadata = vi.fn();
vi.mock('./site-page', () => ({
  loadSitePage: (...args: unknown[]) => sitePage(...args),
  sitePageMetadata: (...args: unknown[]) => metadata(...args),
}));

const { listSitePage } = await import('./ListSitePage');
const { SitePageView } = await import('./SitePageView');

const params = Promise.resolve({ lang: 'ar' });
const texts = (locale: Locale) => ({ title: `title-${locale}`, intro: `intro-${locale}` });

function render(load: () => Promise<Result<string[]>>) {
  const route = listSitePage({
    slug: 'categories',
    texts,
    load,
    what: 'Categories',
    list: (list, locale) => `${locale}:${list.join(',')}`,
  });
  return route.Page({ params }) as Promise<ReactElement<Record<string, unknown>>>;
}

describe('listSitePage', () => {
  beforeEach(() => {
    sitePage.mockReset();
  });

  it("shows the owner's page, the page's own texts to fall back on, and the list rendered in the language", async () => {
    const page = { title: 'Our categories', body: '<p>Hi</p>' };
    sitePage.mockResolvedValue(page);
    const element = await render(async () => ({ ok: true, data: ['phones', 'tvs'] }));
    expect(element.type).toBe(SitePageView);
    expect(element.props).toMatchObject({
      locale: 'ar',
      pageKey: 'categories',
      page,
      fallbackTitle: 'title-ar',
      fallbackIntro: 'intro-ar',
      children: 'ar:phones,tvs',
    });
    expect(sitePage).toHaveBeenCalledWith('ar', 'categories', { required: false });
  });

  it('fails the page when its list cannot be loaded, saying which list and why', async () => {
    sitePage.mockResolvedValue(null);
    await expect(render(async () => ({ ok: false, error: { status: 503, message: 'down' } }))).rejects.toThrow(
      'Categories could not be loaded (503): down',
    );
  });

  it("takes the metadata from the owner's page, with the page's own title and intro to fall back on", async () => {
    metadata.mockResolvedValue({ title: 'x' });
    const route = listSitePage({ slug: 'shop', texts, load: vi.fn(), what: 'Collections', list: () => null });
    await expect(route.generateMetadata({ params })).resolves.toEqual({ title: 'x' });
    expect(metadata).toHaveBeenCalledWith('ar', 'shop', {
      required: false,
      fallbackTitle: 'title-ar',
      fallbackDescription: 'intro-ar',
    });
  });
});
