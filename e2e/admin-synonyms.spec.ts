// The owner keeps the search synonym table in the back office: a new group makes a word nobody used before find
// the products named with the other words, a group that is not one word an entry is refused beside the field,
// and deleting the group takes the widening away again.
import { expect, test, type Page } from '@playwright/test';
import { adminText, openBackOffice, OWNER, signIn } from './admin-helpers';

const catalogue = (key: string, values?: Record<string, string>) => adminText('en', 'catalogue', key, values);
const common = (key: string) => adminText('en', 'common', key);

/** Whether a storefront search for `word` lists the demo shop's Tefal kettle (once its results are shown). */
async function kettleFound(shop: Page, word: string): Promise<boolean> {
  await shop.goto(`/en/products?q=${encodeURIComponent(word)}`);
  await expect(shop.getByRole('heading', { level: 1, name: new RegExp(word) })).toBeVisible();
  return (await shop.getByRole('link', { name: /Tefal Electric Kettle/ }).count()) > 0;
}

/** The search says so within the time the engines take to hear of a change (a first page view may take seconds). */
async function expectKettleFound(shop: Page, word: string, found: boolean) {
  await expect.poll(() => kettleFound(shop, word), { timeout: 30_000, intervals: [250, 500, 1000] }).toBe(found);
}

test('the owner adds a search synonym group, a shopper finds by it, and deleting it takes it away', async ({
  page,
  browser,
}) => {
  const word = `qzv${Date.now().toString(36)}`;
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await expectKettleFound(shop, word, false);

  await openBackOffice(page, 'en', '/admin/catalogue/synonyms');
  await signIn(page, 'en', OWNER);
  await expect(page.getByRole('heading', { name: catalogue('synonyms') })).toBeVisible();
  // The starting groups of a fresh shop are listed.
  await expect(page.getByRole('list', { name: /television/ })).toBeVisible();

  await page.getByRole('button', { name: catalogue('new_synonyms') }).click();
  const dialog = page.getByRole('dialog', { name: catalogue('new_synonyms') });
  const words = dialog.getByRole('textbox', { name: catalogue('synonym_words') });
  // Two words in one entry: said beside the field, nothing sent.
  await words.fill('electric kettle, غلاية');
  await dialog.getByRole('button', { name: common('save') }).click();
  await expect(words).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(catalogue('error_synonym_one_word', { term: 'electric kettle' }))).toBeVisible();

  await words.fill(`${word}\nkettle`);
  await dialog.getByRole('button', { name: common('save') }).click();
  await expect(dialog).toBeHidden();
  const group = page.getByRole('list', { name: `${word}, kettle` });
  await expect(group).toBeVisible();

  await expectKettleFound(shop, word, true);

  await page.getByRole('button', { name: `${common('delete')}: ${word}, kettle` }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: common('delete') })
    .click();
  await expect(group).toHaveCount(0);

  await expectKettleFound(shop, word, false);
  await shopper.close();
});
