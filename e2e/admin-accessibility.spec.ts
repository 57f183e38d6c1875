// axe over the back office's main screens in Kurdish (right to left) and English: sign-in, dashboard,
// products list and product form. Also checks the page's language and direction follow the choice.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y-helpers';
import { adminText, openBackOffice, OWNER, signIn } from './admin-helpers';

for (const lang of ['ku', 'en'] as const) {
  test(`back office screens pass axe in ${lang}`, async ({ page }) => {
    // Four axe runs over full screens: each takes seconds on a shared CI machine.
    test.slow();
    await openBackOffice(page, lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'ku' ? 'ckb' : 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ku' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { name: adminText(lang, 'auth', 'sign_in_title') })).toBeVisible();
    await expectNoSeriousViolations(page, `sign-in (${lang})`);

    await signIn(page, lang, OWNER);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, `dashboard (${lang})`);

    const menu = page.getByRole('navigation', { name: adminText(lang, 'common', 'main_menu') });
    await menu.getByRole('link', { name: adminText(lang, 'catalogue', 'products') }).click();
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
    await expectNoSeriousViolations(page, `products (${lang})`);

    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('group', { name: adminText(lang, 'catalogue', 'title') })).toBeVisible();
    await expectNoSeriousViolations(page, `product form (${lang})`);

    // Keyboard: after a reload (the session survives it), the skip link is the first stop and leads into the screen.
    await page.reload();
    await expect(page.getByRole('group', { name: adminText(lang, 'catalogue', 'title') })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: adminText(lang, 'common', 'skip_to_content') });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
}
