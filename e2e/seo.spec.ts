// What search engines and phones read: sitemaps against the database (through the API), product JSON-LD
// against the product's real price and stock, canonical and hreflang links in <head>, robots.txt and the
// web app manifest with icons that load.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const LOCALES = ['ku', 'ar', 'en'] as const;

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

interface ApiProduct {
  id: number;
  price: number;
  stock: number;
  in_stock: boolean;
}

/** Parsed by the browser's strict XML parser: malformed XML fails here as it would for a crawler. */
async function parseSitemap(page: Page, xml: string): Promise<{ root: string; locs: string[]; urls: SitemapUrl[] }> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length > 0) throw new Error(`Invalid XML: ${text.slice(0, 200)}`);
    const urls = Array.from(doc.getElementsByTagName('url')).map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      alternates: Object.fromEntries(
        Array.from(url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')).map((link) => [
          link.getAttribute('hreflang') ?? '',
          link.getAttribute('href') ?? '',
        ]),
      ),
    }));
    return {
      root: doc.documentElement.localName,
      locs: Array.from(doc.getElementsByTagName('loc')).map((loc) => loc.textContent ?? ''),
      urls,
    };
  }, xml);
}

async function getXml(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toContain('application/xml');
  return response.text();
}

async function apiProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/en/products?limit=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiProduct[] }).data;
}

test('the sitemap index lists what the database holds, every URL in three languages', async ({
  page,
  request,
  baseURL,
}) => {
  const feed = (await (await request.get('/api/sitemap')).json()) as {
    data: { kind: string; total: number; pages: number }[];
  };
  const total = (kind: string) => feed.data.find((row) => row.kind === kind)?.total ?? 0;
  expect(total('products')).toBeGreaterThan(0);

  const index = await parseSitemap(page, await getXml(request, '/sitemap.xml'));
  expect(index.root).toBe('sitemapindex');
  expect(index.locs[0]).toBe(`${baseURL}/sitemaps/static.xml`);

  const urls: SitemapUrl[] = [];
  for (const loc of index.locs) {
    expect(loc.startsWith(`${baseURL}/sitemaps/`), loc).toBe(true);
    const file = await parseSitemap(page, await getXml(request, loc));
    expect(file.root).toBe('urlset');
    urls.push(...file.urls);
  }
  const paths = urls.map((url) => url.loc.slice(baseURL!.length));
  const count = (pattern: RegExp) => paths.filter((path) => pattern.test(path)).length;
  // Each product, category, collection, article and showroom once per language.
  expect(count(/^\/(ku|ar|en)\/products\/\d+$/)).toBe(total('products') * 3);
  expect(count(/^\/(ku|ar|en)\/products\?category=\d+$/)).toBe(total('categories') * 3);
  expect(count(/^\/(ku|ar|en)\/products\?collection=\d+$/)).toBe(total('collections') * 3);
  expect(count(/^\/(ku|ar|en)\/articles\/[^/]+\/\d+$/)).toBe(total('articles') * 3);
  expect(count(/^\/(ku|ar|en)\/showroom\/\d+$/)).toBe(total('showrooms') * 3);
  expect(new Set(paths).size).toBe(paths.length);
  for (const path of ['', '/products', '/offers', '/contact', '/showroom', '/about-us', '/terms', '/reward-points'])
    for (const locale of LOCALES) expect(paths).toContain(`/${locale}${path}`);
  // No private page is offered to crawlers.
  expect(paths.filter((path) => /\/(cart|checkout|payment-success|account)/.test(path))).toEqual([]);

  // A product the catalogue lists, in the three languages, each naming the others.
  const [known] = await apiProducts(request);
  const alternates = {
    ku: `${baseURL}/ku/products/${known!.id}`,
    ar: `${baseURL}/ar/products/${known!.id}`,
    en: `${baseURL}/en/products/${known!.id}`,
    'x-default': `${baseURL}/ku/products/${known!.id}`,
  };
  for (const locale of LOCALES) {
    const url = urls.find((u) => u.loc === alternates[locale]);
    expect(url, locale).toBeDefined();
    expect(url!.alternates).toEqual(alternates);
    expect(Number.isNaN(Date.parse(url!.lastmod ?? ''))).toBe(false);
  }

  // A page past the end of a kind is not an empty sitemap.
  expect((await request.get('/sitemaps/products-999.xml')).status()).toBe(404);
});

test("the product page's JSON-LD carries the product's real price and stock", async ({ page, request, baseURL }) => {
  const products = await apiProducts(request);
  const inStock = products.find((p) => p.in_stock && p.stock > 0);
  const outOfStock = products.find((p) => !p.in_stock || p.stock === 0);
  expect(inStock, 'the demo shop has a product in stock').toBeDefined();
  expect(outOfStock, 'the demo shop has a sold-out product').toBeDefined();

  for (const listed of [inStock!, outOfStock!]) {
    const product = ((await (await request.get(`/api/en/products/${listed.id}`)).json()) as { data: ApiProduct }).data;
    await page.goto(`/en/products/${product.id}`);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null') as Record<string, unknown>));
    const data = blocks.find((b) => b['@type'] === 'Product') as {
      sku: string;
      url: string;
      image: string[];
      offers: { price: unknown; priceCurrency: string; availability: string; itemCondition: string };
    };
    expect(data, `Product JSON-LD on product ${product.id}`).toBeDefined();
    expect(data.offers.price).toBe(product.price);
    expect(data.offers.priceCurrency).toBe('IQD');
    expect(data.offers.availability).toBe(
      product.in_stock && product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    );
    expect(data.offers.itemCondition).toBe('https://schema.org/NewCondition');
    expect(data.url).toBe(`${baseURL}/en/products/${product.id}`);
    expect(data.image[0]).toMatch(/^https?:\/\//);
    expect((await request.get(data.image[0]!)).status()).toBe(200);

    const breadcrumb = blocks.find((b) => b['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; item: string }[];
    };
    expect(breadcrumb.itemListElement.at(-1)!.item).toBe(`${baseURL}/en/products/${product.id}`);
  }

  // The layout describes the shop once, with its search box on the listing.
  const kinds = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => (JSON.parse(s.textContent ?? '{}') as { '@type'?: string })['@type']));
  expect(kinds.filter((kind) => kind === 'Organization')).toHaveLength(1);
  expect(kinds.filter((kind) => kind === 'WebSite')).toHaveLength(1);
});

// Sorting and extra filters share their category's canonical URL; later pages are pages of their own.
const CANONICAL_CASES = [
  { name: 'home', visit: '', canonical: '' },
  { name: 'a product', visit: '/products/{id}', canonical: '/products/{id}' },
  {
    name: 'a sorted, filtered listing',
    visit: '/products?category=1&sort=price_desc&min_price=1000',
    canonical: '/products?category=1',
  },
  { name: 'a later page of the listing', visit: '/products?page=2', canonical: '/products?page=2' },
];

for (const { name, visit, canonical } of CANONICAL_CASES) {
  test(`${name} names its canonical URL and the three languages in <head>`, async ({ page, request, baseURL }) => {
    const [product] = await apiProducts(request);
    const withId = (path: string) => path.replace('{id}', String(product!.id));
    for (const locale of LOCALES) {
      await page.goto(`/${locale}${withId(visit)}`);
      const head = page.locator('head');
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}/${locale}${withId(canonical)}`,
      );
      for (const other of LOCALES) {
        await expect(head.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
          'href',
          `${baseURL}/${other}${withId(canonical)}`,
        );
      }
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        `${baseURL}/ku${withId(canonical)}`,
      );
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
      await expect(head.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https?:\/\//);
      await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    }
  });
}

test("search results and a shopper's own pages are kept out of the index", async ({ request }) => {
  // Read as a crawler does: guests are sent away from checkout and account pages once scripts run.
  for (const path of ['/en/products?q=samsung', '/ku/cart', '/ar/checkout', '/en/account/wishlist']) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toMatch(/<meta name="robots" content="noindex/);
    expect(head, path).not.toContain('rel="canonical"');
  }
});

test('robots.txt is valid, keeps crawlers out of private pages and lists the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const lines = (await response.text()).split('\n').filter((line) => line.trim() !== '');
  for (const line of lines) expect(line).toMatch(/^(User-Agent|Allow|Disallow|Sitemap): ?\S*$/i);
  expect(lines).toContain('User-Agent: *');
  for (const locale of LOCALES)
    for (const page of ['cart', 'checkout', 'payment-success', 'account'])
      expect(lines).toContain(`Disallow: /${locale}/${page}`);
  for (const prefix of ['/api/', '/auth/', '/search/', '/dev/']) expect(lines).toContain(`Disallow: ${prefix}`);
  expect(lines).not.toContain('Disallow: /');
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the web app manifest is linked and its icons load', async ({ page, request, context, baseURL }) => {
  await page.goto('/ar');
  const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  // The manifest speaks the language the shopper chose last (the locale cookie set by visiting /ar).
  const cookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const response = await request.get(new URL(href!, baseURL).toString(), { headers: { cookie: cookies } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    dir: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'دكان', lang: 'ar', dir: 'rtl', start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toBe('#0b6254');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toBe(icon.sizes);
  }

  const apple = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
  const appleIcon = await request.get(apple!);
  expect(appleIcon.headers()['content-type']).toBe('image/png');
  expect(pngSize(await appleIcon.body())).toBe('180x180');

  const ogImage = await page.locator('head meta[property="og:image"]').first().getAttribute('content');
  const social = await request.get(ogImage!);
  expect(social.headers()['content-type']).toBe('image/png');
  expect(pngSize(await social.body())).toBe('1200x630');
});
