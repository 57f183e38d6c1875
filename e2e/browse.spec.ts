// Browsing journeys from the browse issue, against the demo shop seeded into a fresh database.
import { expect, test } from '@playwright/test';
import { hydrated } from './a11y-helpers';

// A first visit follows the browser's languages (Accept-Language, which Chromium takes from the context's
// locale); a browser whose languages the shop does not speak gets Kurdish.
test.describe('in a browser set to French', () => {
  test.use({ locale: 'fr-FR' });

  test('the home page is Kurdish and right-to-left by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ckb');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: /ساردکەرەوە|چای|سامسۆنگ/ }).first()).toBeVisible();
  });

  test('switching to English keeps the page and turns it left-to-right', async ({ page }) => {
    await page.goto('/ku/products?sort=price_asc');
    await page
      .getByRole('navigation', { name: /زمان|Language/ })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/en\/products\?sort=price_asc/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // The choice is remembered: the bare root now opens in English, whatever the browser's languages.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('a search typed with Arabic letter variants finds the Kurdish product', async ({ page }) => {
  await page.goto('/ku/products');
  await hydrated(page);
  // Arabic yeh (ي) and teh marbuta (ة) where Sorani writes ی and ە.
  const search = page.getByRole('search').getByRole('searchbox');
  await search.fill('چاي ئةحمةد');
  await search.press('Enter');
  await expect(page).toHaveURL(/q=/);
  const hit = page.getByRole('link', { name: /چای ئەحمەد/ }).first();
  await expect(hit).toBeVisible();
  // The matched words are highlighted.
  await expect(page.locator('mark').first()).toBeVisible();
});

test('words typed in the search box before the app has mounted stay there and are searched', async ({ page }) => {
  // Hold the app's scripts until the shopper has typed, as a slow phone does: the box in the HTML must be the box
  // the app then runs, not one swapped in that starts empty.
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/en/products', { waitUntil: 'commit' });
  const search = page.getByRole('search').getByRole('searchbox', { name: 'Search products' });
  await search.fill('samsung');
  release();
  await hydrated(page);
  await expect(search).toHaveValue('samsung');
  await expect(search).toBeFocused();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/en\/products\?q=samsung$/);
  await expect(search).toHaveValue('samsung');
  // Leaving the results for a product empties the box again.
  await page
    .getByRole('main')
    .getByRole('link', { name: /Samsung/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/products\/\d+$/);
  await expect(search).toHaveValue('');
});

// Nothing prefetches (ShopLink, the search form): a page that has just opened on a phone fetches no other page's
// payload, nor the pictures such a payload would preload, until the shopper asks for that page.
test('opening the home page fetches no other page until the shopper asks', async ({ page }) => {
  const otherPages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc') || request.headers()['next-router-prefetch']) otherPages.push(url.pathname);
  });
  await page.goto('/ku');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(otherPages).toEqual([]);
  // The search box still navigates, fetching the listing then.
  const search = page.getByRole('search').getByRole('searchbox');
  await search.fill('چای');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/ku\/products\?q=/);
  expect(otherPages).toContain('/ku/products');
});

test('a search with no match says so', async ({ page }) => {
  await page.goto('/en/products?q=zzzzqqqxxyy');
  await expect(page.getByText('No Results Found!')).toBeVisible();
});

test('filter by collection, then page through the results', async ({ page }) => {
  await page.goto('/en/products');
  const collection = page.getByRole('group', { name: 'Collection' });
  await collection.getByRole('checkbox').first().check();
  // With JavaScript the filter applies at once; the form still works as a plain GET.
  if (!/collection=/.test(page.url())) await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/collection=\d+/);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/collection=\d+/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // Reloading the shared URL gives the same page.
  await page.reload();
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('open a product from the listing', async ({ page }) => {
  await page.goto('/en/products?q=samsung');
  const card = page.getByRole('link', { name: /Samsung/ }).first();
  const title = (await card.innerText()).split('\n')[0]!.trim();
  await card.click();
  await expect(page).toHaveURL(/\/en\/products\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 10));
  await expect(page.getByText(/IQD/).first()).toBeVisible();
});

test('an unknown product and an unknown route show the 404 page', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const product = await page.goto('/en/products/424242');
  expect(product?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const route = await page.goto('/en/no-such-page');
  expect(route?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // The running app draws the same page when it navigates to a missing product (Next's own router, as a link
  // to a product deleted since the page was cached would).
  await page.getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL(/\/en\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push('/en/products/434343'),
  );
  await expect(page).toHaveURL(/\/en\/products\/434343$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // Only the 404 responses themselves; no error from React taking the page over.
  expect(errors.filter((text) => !text.includes('status of 404'))).toEqual([]);
});
