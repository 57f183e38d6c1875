// Accessibility issue, graceful degradation: with JavaScript off, the catalogue is readable and navigable.
// The full-screen loader gets out of the way, product links open products, the language links switch the
// language, the header search and the listing's filter form submit as plain GET forms, and paging keeps
// the filters.
import { expect, test, type Page } from '@playwright/test';
import { text } from './a11y-helpers';

test.use({ javaScriptEnabled: false });

/** Nothing covers the page: the loader is hidden by the <noscript> style and the page can scroll. */
async function expectUncovered(page: Page) {
  await expect(page.locator('#app-loader')).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('home page: readable, a product link opens the product, a language link switches the page', async ({ page }) => {
  await page.goto('/en');
  await expectUncovered(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' })).toBeVisible();
  const card = page.getByRole('main').getByRole('article').first().getByRole('link');
  const title = (await card.innerText()).trim();
  await card.click();
  await expect(page).toHaveURL(/\/en\/products\/\d+$/);
  await expectUncovered(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(/IQD/).first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'کوردی' }).click();
  await expect(page).toHaveURL(/\/ku\/products\/\d+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ckb');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectUncovered(page);
});

test('the header search submits as a GET form', async ({ page }) => {
  await page.goto('/en');
  const search = page.getByRole('search').getByRole('searchbox', { name: 'Search products' });
  await search.fill('samsung');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/en\/products\?q=samsung$/);
  await expectUncovered(page);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Samsung/i })
      .first(),
  ).toBeVisible();
});

test('listing: filters, sort and price apply through the GET form, and paging keeps them', async ({ page }) => {
  await page.goto('/en/products');
  await expectUncovered(page);
  await page.getByRole('group', { name: 'Collection' }).getByRole('checkbox').first().check();
  // The sort select belongs to the filter form (form attribute) though it sits above the results.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
  await page.getByRole('textbox', { name: 'Minimum price' }).fill('1000');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/collection=\d+/);
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page).toHaveURL(/min_price=1000/);
  await expectUncovered(page);
  await expect(page.getByRole('group', { name: 'Collection' }).getByRole('checkbox').first()).toBeChecked();

  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  const pages = page.getByRole('navigation', { name: 'Pages' });
  if ((await pages.count()) === 0) {
    // Fewer results than a page: page through the whole catalogue instead.
    await page.goto('/en/products?sort=price_asc');
  }
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectUncovered(page);
});

test('on a phone screen the filter panel opens without JavaScript', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/products');
  await expectUncovered(page);
  const panel = page.locator('#listing-filters');
  await expect(panel).toBeHidden();
  await page.locator('#filters-toggle-label').click();
  await expect(panel).toBeVisible();
  await panel.getByRole('checkbox').first().check();
  await panel.getByRole('button', { name: text('ar', 'listing_apply_filters') }).click();
  await expect(page).toHaveURL(/\/ar\/products\?.+=\d+/);
});

test('the skip link works without JavaScript', async ({ page }) => {
  await page.goto('/en/products');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  // The browser moved on to the main content: the next Tab starts there.
  await page.keyboard.press('Tab');
  expect(await page.locator('main').evaluate((main) => main.contains(document.activeElement))).toBe(true);
});

test("the 404 page is in the HTML: in the shop's header and footer, in the page's language, with a 404 status", async ({
  page,
}) => {
  // An unknown address, an unknown product, an unknown article type and a malformed showroom id: the four ways a
  // page finds that what its URL names is not there.
  for (const [address, lang] of [
    ['/ku/no-such-page/deeper', 'ku'],
    ['/en/products/424242', 'en'],
    ['/ar/articles/no-such-type', 'ar'],
    ['/en/showroom/x', 'en'],
  ] as const) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expectUncovered(page);
    await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(text(lang, 'site_not_found_title'));
    await expect(page).toHaveTitle(new RegExp(`^${text(lang, 'site_not_found_title')} · `));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${address}$`));
  }
  await page
    .getByRole('main')
    .getByRole('link', { name: text('en', 'cart_browse_products') })
    .click();
  await expect(page).toHaveURL(/\/en\/products$/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});
