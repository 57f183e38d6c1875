// Accessibility issue: every page passes axe-core (WCAG 2.0 and 2.1, A and AA, plus best practices) with
// no serious or critical violation in Kurdish, Arabic and English, as do the sign-in modal and the
// notification overlay. One test per page, looping over the three languages; one customer for checkout.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations, hydrated, inStockProduct, LANGUAGES, text } from './a11y-helpers';
import { putInCart, register } from './shop-helpers';

// Three languages of a page each, on machines shared with other work.
test.describe.configure({ timeout: 150_000 });

async function firstOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  const { data } = (await response.json()) as { data: T[] };
  expect(data.length, `${path} lists something`).toBeGreaterThan(0);
  return data[0]!;
}

test('home page', async ({ page }) => {
  for (const lang of LANGUAGES) {
    await page.goto(`/${lang}`);
    await hydrated(page);
    await expectNoSeriousViolations(page, `home (${lang})`);
  }
});

test('product listing, and its filter panel opened on a phone screen', async ({ page }) => {
  for (const lang of LANGUAGES) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${lang}/products`);
    await hydrated(page);
    await expectNoSeriousViolations(page, `listing (${lang})`);
    // Narrow screens fold the filters behind a disclosure: open it and scan what it shows.
    await page.setViewportSize({ width: 390, height: 844 });
    const filters = page.locator('#listing-filters');
    await expect(filters).toBeHidden();
    await page.getByText(text(lang, 'listing_filters_title'), { exact: true }).first().click();
    await expect(filters).toBeVisible();
    await expectNoSeriousViolations(page, `listing with the filters open (${lang})`);
  }
});

test('product page', async ({ page }) => {
  const product = await inStockProduct(page.request);
  for (const lang of LANGUAGES) {
    await page.goto(`/${lang}/products/${product.id}`);
    await hydrated(page);
    await expectNoSeriousViolations(page, `product (${lang})`);
  }
});

test('cart with an item, and the notification overlay over a page', async ({ page }) => {
  const product = await inStockProduct(page.request);
  for (const lang of LANGUAGES) {
    await page.goto(`/${lang}/products/${product.id}`);
    await hydrated(page);
    if (lang === 'ku') {
      // A guest's first add shows the success overlay: scan it while it covers the page.
      await page.getByRole('button', { name: text(lang, 'basket_add_to_cart') }).click();
      await expect(page.getByRole('status').getByText(text(lang, 'cart_added'))).toBeVisible();
      await expectNoSeriousViolations(page, `notification overlay (${lang})`);
    }
    await page.goto(`/${lang}/cart`);
    await hydrated(page);
    await expect(page.getByRole('textbox', { name: text(lang, 'cart_quantity_of', { title: '' }) })).toBeVisible();
    await expectNoSeriousViolations(page, `cart (${lang})`);
  }
});

test('sign-in modal', async ({ page }) => {
  for (const lang of LANGUAGES) {
    await page.goto(`/${lang}`);
    await hydrated(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: text(lang, 'session_sign_in') })
      .click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: text(lang, 'auth_login_title') })).toBeVisible();
    await expectNoSeriousViolations(page, `sign-in modal (${lang})`);
    // The register phase, with its errors shown, is scanned too.
    await modal.getByRole('button', { name: text(lang, 'auth_go_register') }).click();
    await modal.getByRole('button', { name: text(lang, 'auth_register_submit') }).click();
    await expect(modal.getByRole('textbox', { name: text(lang, 'auth_phone_label') })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoSeriousViolations(page, `register modal with errors (${lang})`);
  }
});

// One test per language: six pages with axe each, which on CI's two busy cores took most of five minutes, so
// three languages in one test ran out of its time.
for (const lang of LANGUAGES) {
  test(`checkout and the account pages, signed in (${lang})`, async ({ page }) => {
    test.setTimeout(300_000);
    // No tile server in tests (as for a shopper behind a firewall): the map shows without pictures.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await register(page, 'Aram');
    const product = await inStockProduct(page.request);
    await putInCart(page.request, product.id, 1);
    await page.goto(`/${lang}/checkout`);
    await hydrated(page);
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expectNoSeriousViolations(page, `checkout (${lang})`);
    // With every error shown (nothing chosen yet).
    await page.getByRole('button', { name: text(lang, 'checkout_submit') }).click();
    await expect(page.getByText(text(lang, 'checkout_error_terms_required'))).toBeVisible();
    await expectNoSeriousViolations(page, `checkout with errors (${lang})`);

    for (const account of ['profile', 'personal-information', 'security', 'wishlist', 'order-history']) {
      await page.goto(`/${lang}/account/${account}`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The customer's data has arrived (no "loading" line left).
      await expect(page.getByText(/…$/)).toHaveCount(0);
      await expectNoSeriousViolations(page, `account/${account} (${lang})`);
    }
  });
}

test('contact page', async ({ page }) => {
  for (const lang of LANGUAGES) {
    const response = await page.goto(`/${lang}/contact`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expectNoSeriousViolations(page, `contact (${lang})`);
  }
});

test('a showroom', async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const showroom = await firstOf<{ id: number }>(page.request, '/api/en/showroom');
  for (const lang of LANGUAGES) {
    const response = await page.goto(`/${lang}/showroom/${showroom.id}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expectNoSeriousViolations(page, `showroom (${lang})`);
  }
});

test('an article', async ({ page }) => {
  const article = await firstOf<{ id: number; type: string }>(page.request, '/api/en/articles');
  for (const lang of LANGUAGES) {
    const response = await page.goto(`/${lang}/articles/${article.type}/${article.id}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expectNoSeriousViolations(page, `article (${lang})`);
  }
});

test('the other catalogue and content pages, and the 404 page', async ({ page }) => {
  // 33 pages through axe; on CI a back-office journey shares the two cores with it.
  test.setTimeout(480_000);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const article = await firstOf<{ type: string }>(page.request, '/api/en/articles');
  const pages = [
    'offers',
    'shop',
    'categories',
    'best-sellers',
    'showroom',
    `articles/${article.type}`,
    'about-us',
    'privacy-policy',
    'terms',
    'reward-points',
  ];
  for (const lang of LANGUAGES) {
    for (const path of pages) {
      const response = await page.goto(`/${lang}/${path}`);
      expect(response?.status(), path).toBe(200);
      await hydrated(page);
      await expectNoSeriousViolations(page, `${path} (${lang})`);
    }
    const missing = await page.goto(`/${lang}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'site_not_found_title') })).toBeVisible();
    await expectNoSeriousViolations(page, `404 page (${lang})`);
  }
});
