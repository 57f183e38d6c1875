// IP2Location LITE's licence asks every site that uses its data (the phone input's default country, while
// COUNTRY_DETECTION is on, as it is by default) to credit it: the footer of every page says so in the page's
// language, with the address as a link that reads left to right.
import { expect, test } from '@playwright/test';

for (const [lang, sentence] of [
  ['en', /This site or product includes IP2Location LITE data available from/],
  ['ku', /ئەم ماڵپەڕە یان بەرهەمە داتای/],
  ['ar', /يتضمن هذا الموقع أو المنتج بيانات/],
] as const) {
  test(`the ${lang} footer credits IP2Location LITE with a link to its site`, async ({ page }) => {
    await page.goto(`/${lang}/products`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(sentence)).toBeVisible();
    const link = footer.getByRole('link', { name: 'https://lite.ip2location.com' });
    await expect(link).toHaveAttribute('href', 'https://lite.ip2location.com');
    await expect(link).toHaveAttribute('dir', 'ltr');
  });
}
