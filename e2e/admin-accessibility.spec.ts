// axe over the back office's main screens in Kurdish (right to left) and English: sign-in, dashboard,
// products list and product form. One sign-in for both languages (the language switch changes the page's
// language and direction in place), because staff sign-in codes are rate-limited per address.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y-helpers';
import { adminText, openBackOffice, OWNER, signIn, type AdminLanguage } from './admin-helpers';

async function expectLanguage(page: Page, lang: AdminLanguage) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'ku' ? 'ckb' : lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'en' ? 'ltr' : 'rtl');
}

async function switchLanguage(page: Page, from: AdminLanguage, to: AdminLanguage) {
  await page.getByRole('combobox', { name: adminText(from, 'common', 'language'), exact: true }).selectOption(to);
  await expectLanguage(page, to);
}

/** Dashboard, products list and a product's form, each checked by axe. */
async function checkSignedInScreens(page: Page, lang: AdminLanguage) {
  const menu = page.getByRole('navigation', { name: adminText(lang, 'common', 'main_menu') });
  await menu.getByRole('link', { name: adminText(lang, 'dashboard', 'menu') }).click();
  await expect(page.getByRole('heading', { level: 1, name: adminText(lang, 'dashboard', 'title') })).toBeVisible();
  await expectNoSeriousViolations(page, `dashboard (${lang})`);

  await menu.getByRole('link', { name: adminText(lang, 'catalogue', 'products') }).click();
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  await expectNoSeriousViolations(page, `products (${lang})`);

  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('group', { name: adminText(lang, 'catalogue', 'title') })).toBeVisible();
  await expectNoSeriousViolations(page, `product form (${lang})`);
}

test('the back office passes axe in Kurdish and English, and is usable by keyboard', async ({ page }) => {
  // Eight axe runs over full screens: each takes seconds on a shared CI machine.
  test.setTimeout(240_000);
  await openBackOffice(page, 'ku');
  await expectLanguage(page, 'ku');
  await expect(page.getByRole('heading', { name: adminText('ku', 'auth', 'sign_in_title') })).toBeVisible();
  await expectNoSeriousViolations(page, 'sign-in (ku)');
  await switchLanguage(page, 'ku', 'en');
  await expect(page.getByRole('heading', { name: adminText('en', 'auth', 'sign_in_title') })).toBeVisible();
  await expectNoSeriousViolations(page, 'sign-in (en)');
  await switchLanguage(page, 'en', 'ku');

  await signIn(page, 'ku', OWNER);
  await checkSignedInScreens(page, 'ku');
  await switchLanguage(page, 'ku', 'en');
  await checkSignedInScreens(page, 'en');

  // The choice is remembered, and a reload keeps the session. The skip link is the first stop and leads
  // the keyboard into the screen.
  await page.reload();
  await expectLanguage(page, 'en');
  await expect(page.getByRole('group', { name: adminText('en', 'catalogue', 'title') })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: adminText('en', 'common', 'skip_to_content') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
