import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, fail } from '@/lib/api/result';

const getMetaEntries = vi.hoisted(() => vi.fn());
vi.mock('@/features/catalogue/catalogue-api', () => ({ getMetaEntries }));

const { localeAlternates, pageMetadata, privatePageMetadata, publicPageMetadata, SOCIAL_IMAGE, toDescription } =
  await import('./metadata');

beforeEach(() => {
  getMetaEntries.mockReset();
  getMetaEntries.mockResolvedValue(ok([]));
});

describe('localeAlternates', () => {
  it('names the page in every language with x-default on Kurdish, canonical in its own language', () => {
    expect(localeAlternates('ar', '/products/12')).toEqual({
      canonical: '/ar/products/12',
      languages: {
        ku: '/ku/products/12',
        ar: '/ar/products/12',
        en: '/en/products/12',
        'x-default': '/ku/products/12',
      },
    });
    expect(localeAlternates('en', '')).toMatchObject({ canonical: '/en', languages: { 'x-default': '/ku' } });
    expect(localeAlternates('ku', '/products?category=3').languages).toMatchObject({ en: '/en/products?category=3' });
  });
});

describe('toDescription', () => {
  it('turns HTML into one line of text', () => {
    expect(toDescription('<p>Fresh&nbsp;tea &amp; <b>cups</b></p>\n\n<p>&#1583;&#x648;</p>')).toBe(
      'Fresh tea & cups دو',
    );
  });

  it('cuts long text at a word boundary within 160 characters', () => {
    const text = 'word '.repeat(60);
    const description = toDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/word…$/);
    expect(toDescription('x'.repeat(300))).toHaveLength(160);
  });
});

describe('pageMetadata', () => {
  it("uses the page's own title and description when the owner wrote no meta entry", async () => {
    getMetaEntries.mockResolvedValue(ok([{ page: 'offers', title: 'Owner offers', description: 'Owner text' }]));
    const metadata = await pageMetadata({
      locale: 'en',
      path: '/products',
      metaPage: 'products',
      title: 'Products',
      description: 'All <b>products</b>',
    });
    expect(metadata.title).toBe('Products');
    expect(metadata.description).toBe('All products');
    expect(metadata.alternates?.canonical).toBe('/en/products');
    expect(metadata.openGraph).toMatchObject({
      title: 'Products',
      url: '/en/products',
      siteName: 'Dukan',
      locale: 'en_IQ',
      alternateLocale: ['ckb_IQ', 'ar_IQ'],
      images: [{ ...SOCIAL_IMAGE, alt: 'Dukan' }],
    });
    expect(metadata.robots).toBeUndefined();
  });

  it("prefers the owner's meta entry, as the whole title", async () => {
    getMetaEntries.mockResolvedValue(ok([{ page: 'home', title: 'دوکان', description: 'وەسف' }]));
    const metadata = await pageMetadata({ locale: 'ku', path: '', metaPage: 'home', title: 'x', description: 'y' });
    expect(getMetaEntries).toHaveBeenCalledWith('ku');
    expect(metadata.title).toEqual({ absolute: 'دوکان' });
    expect(metadata.description).toBe('وەسف');
    expect(metadata.openGraph).toMatchObject({ title: 'دوکان', siteName: 'دوکان', locale: 'ckb_IQ' });
  });

  it('falls back to the page content when the meta entries cannot be read', async () => {
    getMetaEntries.mockResolvedValue(fail({ status: 0, message: 'down' }));
    const metadata = await pageMetadata({ locale: 'ar', path: '', metaPage: 'home', title: 'الرئيسية' });
    expect(metadata.title).toBe('الرئيسية');
    expect(metadata.description).toBeUndefined();
  });

  it("does not ask for meta entries for a page that has none, and shows the page's image first", async () => {
    const metadata = await pageMetadata({
      locale: 'en',
      path: '/products/3',
      title: 'Kettle',
      image: '/api/media/products/K-1/1.svg',
    });
    expect(getMetaEntries).not.toHaveBeenCalled();
    expect(metadata.openGraph?.images).toEqual([
      { url: '/api/media/products/K-1/1.svg', alt: 'Kettle' },
      { ...SOCIAL_IMAGE, alt: 'Dukan' },
    ]);
    // X shows no SVG: its card gets the site picture.
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [SOCIAL_IMAGE.url] });
  });

  it('keeps a PNG page image on the X card', async () => {
    const metadata = await pageMetadata({ locale: 'en', path: '/products/3', title: 'K', image: '/p.png' });
    expect(metadata.twitter).toMatchObject({ images: ['/p.png', SOCIAL_IMAGE.url] });
  });

  it('marks private pages noindex, without canonical or language alternates', async () => {
    const metadata = await pageMetadata({ locale: 'en', path: '/cart', title: 'Cart', noIndex: true });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates).toBeUndefined();
  });

  it('gives a private page its title in the route language, never indexed', async () => {
    const generate = privatePageMetadata('/cart', 'cart', 'cart_title');
    const metadata = await generate({ params: Promise.resolve({ lang: 'ar' }) });
    expect(metadata.title).toBe('سلة التسوق');
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });

  it('gives a public page its title and intro in the route language, at its own address, indexed', async () => {
    const generate = publicPageMetadata('contact', 'site', 'site_contact_title', 'site_contact_intro');
    const metadata = await generate({ params: Promise.resolve({ lang: 'en' }) });
    expect(metadata.title).toBe('Contact us');
    expect(metadata.description).toMatch(/^Call us, write to us/);
    expect(metadata.alternates?.canonical).toBe('/en/contact');
    expect(metadata.robots).toBeUndefined();
  });

  it("lets the owner's meta entry of a public page win", async () => {
    getMetaEntries.mockResolvedValue(ok([{ page: 'showroom', title: 'Visit us', description: 'Two shops' }]));
    const generate = publicPageMetadata('showroom', 'showroom', 'showroom_list_title', 'showroom_list_intro');
    const metadata = await generate({ params: Promise.resolve({ lang: 'en' }) });
    expect(metadata.title).toEqual({ absolute: 'Visit us' });
    expect(metadata.description).toBe('Two shops');
  });
});
