// Accessibility issue, keyboard half: the skip link, visible focus, the header's controls, the listing's
// filters, the sign-in modal's focus trap, the notification overlay and a whole checkout, all without a
// mouse (the map pin is set by the "use the city centre" button).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated, inStockProduct, text } from './a11y-helpers';
import { putInCart, register } from './shop-helpers';

test.describe.configure({ timeout: 120_000 });

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}: ${target}`);
}

/** The focused element shows a focus indicator: an outline of at least 2px, or a ring (box-shadow). */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const style = await target.evaluate((el) => {
    const css = getComputedStyle(el);
    return { outline: css.outlineStyle, width: parseFloat(css.outlineWidth), shadow: css.boxShadow };
  });
  const outlined = style.outline !== 'none' && style.width >= 2;
  expect(outlined || style.shadow !== 'none', `focus indicator: ${JSON.stringify(style)}`).toBe(true);
}

const focusedInside = (container: Locator) => container.evaluate((el) => el.contains(document.activeElement));

for (const lang of ['ku', 'en'] as const) {
  test(`the first Tab reaches the skip link, which moves the focus to the main content (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/products`);
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: text(lang, 'site_skip_to_content') });
    await expectVisibleFocus(skip);
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab goes on inside the main content, not back to the header.
    await page.keyboard.press('Tab');
    expect(await focusedInside(page.locator('main'))).toBe(true);
    await expectVisibleFocus(page.locator(':focus'));
  });
}

test('header: search and the language links by keyboard, each control with a visible focus', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page);
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await tabTo(page, search);
  await expectVisibleFocus(search);
  await page.keyboard.type('samsung');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/products\?q=samsung/);
  await hydrated(page);

  const arabic = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' });
  await tabTo(page, arabic);
  await expectVisibleFocus(arabic);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ar\/products\?q=samsung/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await hydrated(page);

  // In right-to-left pages too, every header control shows where the focus is.
  const banner = page.getByRole('banner');
  for (const control of [
    banner.getByRole('link', { name: text('ar', 'site_name') }),
    banner.getByRole('button', { name: text('ar', 'search_submit') }),
    banner.getByRole('button', { name: text('ar', 'session_sign_in') }),
    banner.getByRole('link', { name: text('ar', 'nav_products') }),
  ]) {
    await tabTo(page, control);
    await expectVisibleFocus(control);
  }
});

test('listing filters change and apply with the keyboard only', async ({ page }) => {
  await page.goto('/en/products');
  await hydrated(page);
  const collection = page.getByRole('group', { name: 'Collection' }).getByRole('checkbox').first();
  await tabTo(page, collection);
  await expectVisibleFocus(collection);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/collection=\d+/);
  await expect(collection).toBeChecked();

  const min = page.getByRole('textbox', { name: 'Minimum price' });
  await tabTo(page, min);
  await page.keyboard.type('١٠٠٠٠');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/min_price=10000/);
  await expect(page).toHaveURL(/collection=\d+/);

  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await tabTo(page, sort);
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/sort=/);

  // Paging on by keyboard keeps the filters.
  const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' });
  if ((await next.count()) > 0) {
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/min_price=10000/);
  }
});

test('on a phone screen the filter panel opens and closes from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/products');
  await hydrated(page);
  const toggle = page.getByRole('checkbox', { name: 'Filters' });
  const panel = page.locator('#listing-filters');
  await expect(panel).toBeHidden();
  await tabTo(page, toggle);
  // The toggle's visible label shows the focus (the drawer's backdrop and close control are labels of the same
  // box too).
  const style = await page.locator('#filters-toggle-label').evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(style).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(panel).toBeVisible();
  const first = page.getByRole('group', { name: 'Collection' }).getByRole('checkbox').first();
  await tabTo(page, first);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/collection=\d+/);
});

test('the sign-in modal keeps the focus inside, Escape closes it and the focus returns to its opener', async ({
  page,
}) => {
  await page.goto('/en');
  await hydrated(page);
  const opener = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Sign in to your account' });
  await expect(modal).toBeVisible();
  await expect.poll(() => focusedInside(modal)).toBe(true);
  // Round the whole dialog both ways: the focus never leaves it.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(key);
      expect(await focusedInside(modal), `${key} #${i + 1}`).toBe(true);
    }
  }
  await expectVisibleFocus(page.locator(':focus'));
  // The phone field's country list is a nested popup: Escape closes it first, then the dialog.
  const country = modal.getByRole('button', { name: /^Country: / });
  await tabTo(page, country);
  await page.keyboard.press('ArrowDown');
  const list = modal.getByRole('listbox', { name: 'Countries' });
  await expect(list).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(country).toBeFocused();
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the notification overlay is announced, never takes the focus, and Escape or its button dismisses it', async ({
  page,
}) => {
  const start = new Date('2026-03-01T10:00:00');
  await page.clock.install({ time: start });
  const product = await inStockProduct(page.request);
  await page.goto(`/en/products/${product.id}`);
  await hydrated(page);
  // Time stands still from here: the alert (it hides itself after 5 seconds) stays while the keyboard gets to it.
  await page.clock.pauseAt(new Date(start.getTime() + 120_000));
  // After the first add the same button says "Update cart".
  const add = page.getByRole('main').getByRole('button', { name: /^(Add to cart|Update cart)$/ });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const status = page.getByRole('status').getByText('Added successfully');
  await expect(status).toBeVisible();
  const region = page.getByRole('status').filter({ hasText: 'Added successfully' });
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region).toHaveAttribute('aria-atomic', 'true');
  await expect(add).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(status).toBeHidden();
  await expect(add).toBeFocused();

  // Another alert (the wishlist's), dismissed with its button reached by Tab: the focus comes back to where
  // the shopper was.
  const wish = page.getByRole('main').getByRole('button', { name: /^(Add to|Remove from) wishlist$/ });
  await tabTo(page, wish);
  await page.keyboard.press('Enter');
  await expect(status).toBeVisible();
  await expect(wish).toHaveText('Remove from wishlist');
  const dismiss = page.getByRole('button', { name: 'Click anywhere to close' });
  await tabTo(page, dismiss, { max: 150 });
  await expectVisibleFocus(dismiss);
  await page.keyboard.press('Enter');
  await expect(status).toBeHidden();
  await expect(wish).toBeFocused();
});

test('a customer checks out with the keyboard only; the account menu and an error alert by keyboard too', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await register(page, 'Dilan');
  const product = await inStockProduct(page.request);
  await putInCart(page.request, product.id, 1);

  // The account menu: Enter opens it, Escape closes it and gives the focus back to its button.
  await page.goto('/en');
  await hydrated(page);
  const account = page.getByRole('banner').getByRole('button', { name: /Dilan/ });
  await tabTo(page, account);
  await page.keyboard.press('Enter');
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const myAccount = page.getByRole('link', { name: 'My account' });
  await page.keyboard.press('Tab');
  await expect(myAccount).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(myAccount).toBeHidden();
  await expect(account).toBeFocused();
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  // Tabbing on past the open menu closes it.
  await page.keyboard.press('Enter');
  await expect(myAccount).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: /^Cart/ }));
  await expect(myAccount).toBeHidden();

  await page.goto('/en/checkout');
  await hydrated(page);
  const city = page.getByRole('combobox', { name: 'City' });
  await tabTo(page, city);
  await expectVisibleFocus(city);
  await page.keyboard.press('ArrowDown');
  await expect(city).not.toHaveValue('');
  // The pin without a pointer: the chosen city's centre.
  const centre = page.getByRole('button', { name: 'Use the city centre' });
  await tabTo(page, centre);
  await expectVisibleFocus(centre);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Pin placed at \d+\.\d+, \d+\.\d+$/)).toBeVisible();
  const address = page.getByRole('textbox', { name: 'Address' });
  await tabTo(page, address);
  await page.keyboard.type('Kawa Street 7, near the mosque');
  const cash = page.getByRole('radio', { name: /Cash on delivery/ });
  await tabTo(page, page.getByRole('radio').first());
  // Arrow keys move through the payment methods and choose as they go.
  for (let i = 0; i < 5 && !(await cash.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(cash).toBeChecked();
  await expect(cash).toBeFocused();
  const terms = page.getByRole('checkbox', { name: /I accept/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  const submit = page.getByRole('button', { name: 'Place order' });
  await tabTo(page, submit);
  await expectVisibleFocus(submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/account\/order-history$/);
  await expect(page.getByRole('status').getByText('Your order has been placed')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Your order has been placed')).toBeHidden();

  // A refusal from the API is an error alert, read out at once (role alert, assertive), and the focus stays
  // with the shopper: here cancelling the new order, with the API made to refuse.
  await page.route('**/api/orders/*/cancel?**', (route) =>
    route.fulfill({ status: 422, json: { message: 'The shop refused this change' } }),
  );
  const cancel = page.getByRole('article').first().getByRole('button', { name: 'Cancel order' });
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Yes, cancel it' }));
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alert').getByText('The shop refused this change');
  await expect(alert).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The shop refused this change' })).toHaveAttribute(
    'aria-live',
    'assertive',
  );
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
  // The question closed: the focus is back on the button that asked it.
  await expect(cancel).toBeFocused();
});
