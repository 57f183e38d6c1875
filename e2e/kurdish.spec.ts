// Kurdish first (issue 16): a Kurdish page says it is Sorani (`ckb`), a first visit follows the browser's
// language, the phone country list speaks Sorani with Iraq on top, and the views a customer reads most (checkout,
// order history, profile) show Kurdish dates and only Arabic-Indic digits, except in data shown as written
// (product names, phone numbers, anything isolated as left-to-right).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { latestCode, PASSWORD, putInCart, uniquePhone, type Product } from './shop-helpers';

const SORANI_MONTH =
  /[٠-٩]+ی (کانوونی دووەم|شوبات|ئازار|نیسان|ئایار|حوزەیران|تەمووز|ئاب|ئەیلوول|تشرینی یەکەم|تشرینی دووەم|کانوونی یەکەم)ی [٠-٩]{4}/;

/**
 * Western digits in what `root` shows, leaving out data shown as written: elements marked left to right (phone
 * numbers, SKUs), runs isolated as left to right, form fields, and the given strings (product names).
 */
async function westernDigitsOutsideData(root: Locator, data: string[]): Promise<string[]> {
  const text = await root.evaluate((element) => {
    const clone = element.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[dir="ltr"], input, textarea, script, style, noscript').forEach((node) => node.remove());
    return clone.textContent ?? '';
  });
  let rest = text.replace(/\u2066[^\u2069]*\u2069/g, ' ');
  for (const value of data) rest = rest.split(value).join(' ');
  return [...rest.matchAll(/.{0,25}[0-9].{0,25}/g)].map((m) => m[0].replace(/\s+/g, ' '));
}

async function expectOnlyArabicIndicDigits(page: Page, data: string[]) {
  // A view that is still loading has nothing to check yet.
  await expect(page.getByRole('main')).not.toContainText('…');
  expect(await westernDigitsOutsideData(page.getByRole('main'), data)).toEqual([]);
}

/**
 * Letters typed on a Sorani keyboard: one keydown per character, as the keyboard sends them (Playwright's own
 * keyboard knows only the US layout's keys).
 */
async function typeInto(target: Locator, text: string) {
  for (const key of text) await target.dispatchEvent('keydown', { key });
}

async function kurdishProduct(page: Page): Promise<Product> {
  const response = await page.request.get('/api/ku/products?in_stock=true&limit=50&sort=price_asc');
  const { data } = (await response.json()) as { data: Product[] };
  const product = data.find((p) => p.stock >= 3 && p.price >= 20_000);
  expect(product).toBeDefined();
  return product!;
}

/** Registers in the Kurdish sign-in modal, with a birthday, so the profile has a calendar date to show. */
async function registerInKurdish(page: Page, first: string) {
  const phone = uniquePhone();
  await page.goto('/ku');
  await page.getByRole('banner').getByRole('button', { name: 'چوونەژوورەوە' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'هەژمارێک دروست بکە' }).click();
  await modal.getByRole('textbox', { name: 'ژمارەی مۆبایل' }).fill(phone.national);
  await modal.getByLabel('وشەی نهێنی', { exact: true }).fill(PASSWORD);
  await modal.getByRole('button', { name: 'دروستکردنی هەژمار' }).click();
  await modal.getByRole('textbox', { name: 'کۆدی پشتڕاستکردنەوە' }).fill(await latestCode(page.request, phone.e164));
  await modal.getByRole('button', { name: 'پشتڕاستکردنەوە' }).click();
  await modal.getByLabel('ناوی یەکەم').fill(first);
  await modal.getByLabel('ناوی کۆتایی').fill('Karim');
  await modal.getByLabel(/ڕێکەوتی لەدایکبوون/).fill('1995-03-21');
  await modal.getByRole('button', { name: 'پاشەکەوتکردن و بەردەوامبوون' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(first) })).toBeVisible();
}

test('Kurdish pages are marked Sorani (ckb), right to left; /ckb/... leads to /ku/...', async ({ page }) => {
  await page.goto('/ku/products');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ckb');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // hreflang keeps the route's code.
  await expect(page.locator('link[rel="alternate"][hreflang="ku"]').first()).toHaveAttribute('href', /\/ku\/products/);

  const response = await page.goto('/ckb/offers');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/ku\/offers$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ckb');
});

for (const [acceptLanguage, lang] of [
  ['ar-IQ', 'ar'],
  ['en-GB', 'en'],
  ['ckb-IQ', 'ckb'],
  ['fr-FR', 'ckb'],
] as const) {
  test(`a first visit to / with Accept-Language ${acceptLanguage} shows the ${lang} home page`, async ({ browser }) => {
    // The context's locale is what Chromium sends as Accept-Language.
    const context = await browser.newContext({ locale: acceptLanguage });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The choice is remembered: the browser's language no longer decides once a page was seen.
    await page.goto(lang === 'en' ? '/ar' : '/en');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'ar' : 'en');
    await context.close();
  });
}

test('the phone country list is Sorani on Kurdish pages, starts with Iraq and finds countries by typing', async ({
  page,
}) => {
  await page.goto('/ku/contact');
  await page.getByRole('button', { name: /^وڵات: عێراق/ }).click();
  const list = page.getByRole('listbox', { name: 'وڵاتان' });
  await expect(list).toBeFocused();
  const options = list.getByRole('option');
  await expect(options.first()).toContainText('عێراق');
  // Sorani names, not Arabic ones (Chromium has no Sorani names of its own).
  await expect(list.getByRole('option', { name: /ئەڵمانیا/ })).toHaveCount(1);
  await expect(list.getByRole('option', { name: /ألمانيا/ })).toHaveCount(0);

  await typeInto(list, 'ئێران');
  await expect(list.getByRole('option', { selected: true })).toContainText('ئێران');
  // The typed letters reset after 700 ms without typing.
  await page.waitForTimeout(900);
  await typeInto(list, 'عێراق');
  await expect(list.getByRole('option', { selected: true })).toContainText('عێراق');
  await page.waitForTimeout(900);
  // The English name finds it too, and so does the calling code.
  await typeInto(list, 'germ');
  await expect(list.getByRole('option', { selected: true })).toContainText('ئەڵمانیا');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^وڵات: ئەڵمانیا/ })).toBeVisible();
});

test('checkout, order history and profile in Kurdish: Kurdish dates, Arabic-Indic digits only', async ({ page }) => {
  test.setTimeout(150_000);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await registerInKurdish(page, 'Hawre');
  const product = await kurdishProduct(page);
  await putInCart(page.request, product.id, 2);
  const data = [product.title, 'Hawre', 'Karim'];

  await page.goto('/ku/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'تەواوکردنی کڕین' })).toBeVisible();
  await expect(page.getByText('بڕ: ٢')).toBeVisible();
  await page.getByLabel('شار', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'ناوەندی شار بەکاربهێنە' }).click();
  await expect(page.getByText(/^نیشانەکە لە [٠-٩]+٫[٠-٩]{5}، [٠-٩]+٫[٠-٩]{5} دانرا$/)).toBeVisible();
  await page.getByLabel('ناونیشان', { exact: true }).fill('شەقامی سالم، نزیک پارکەکە');
  await page.getByRole('radio', { name: /پارەدان لە کاتی وەرگرتن/ }).check();
  await page.getByRole('checkbox', { name: /سیاسەتی تایبەتێتی/ }).check();
  await expectOnlyArabicIndicDigits(page, data);
  await page.screenshot({ path: test.info().outputPath('checkout-ku.png'), fullPage: true });
  await page.getByRole('button', { name: 'ناردنی داواکاری' }).click();

  await expect(page).toHaveURL(/\/ku\/account\/order-history$/);
  const card = page.getByRole('article').first();
  await expect(card).toContainText(/داواکاریی ژمارە [٠-٩]+/);
  await expect(card).toContainText(SORANI_MONTH);
  await expect(card).toContainText(/[٠-٩]+:[٠-٩]{2} (ب\.ن|د\.ن)/);
  await page.getByRole('button', { name: 'بۆ داخستن لە هەر شوێنێک کرتە بکە' }).click();
  await expectOnlyArabicIndicDigits(page, data);
  await page.screenshot({ path: test.info().outputPath('order-history-ku.png'), fullPage: true });

  await page.getByRole('navigation', { name: 'پەڕەکانی هەژمار' }).getByRole('link', { name: 'پرۆفایل' }).click();
  await expect(page.getByRole('heading', { name: 'سڵاو، Hawre Karim' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-ku.png'), fullPage: true });
  await expect(page.getByText('٢١ی ئازاری ١٩٩٥')).toBeVisible();
  await expect(page.getByText(/ڕێکەوتی ئەندامبوون: /)).toContainText(SORANI_MONTH);
  await expectOnlyArabicIndicDigits(page, data);
});

test('the digit check fails on a Western digit outside data', async ({ page }) => {
  await page.setContent(
    '<main><p>بڕ: 2</p><p dir="ltr">+964 750 123 4567</p><p>\u2066A+\u2069 Hawre 7</p><p>٢١ی ئازاری ١٩٩٥</p></main>',
  );
  const found = await westernDigitsOutsideData(page.locator('main'), ['Hawre 7']);
  expect(found).toHaveLength(1);
  expect(found[0]).toContain('بڕ: 2');
  expect(found[0]).not.toContain('964');
});

test('icons that point along the text mirror on Kurdish pages and not on English ones', async ({ page }) => {
  // The "see all" arrow beside a home section, and the pagination arrows of the listing.
  const mirrored = (icon: Locator) =>
    icon.evaluate((svg) => {
      const style = getComputedStyle(svg);
      return style.scale.startsWith('-') || /^matrix\(-1,/.test(style.transform);
    });
  for (const [lang, expected] of [
    ['ku', true],
    ['en', false],
  ] as const) {
    await page.goto(`/${lang}`);
    const seeAll = page.getByRole('main').locator('section a[href] svg').first();
    await expect(seeAll).toBeAttached();
    expect(await mirrored(seeAll), `${lang} section arrow`).toBe(expected);
    await page.goto(`/${lang}/products`);
    const nextPage = page.getByRole('main').getByRole('navigation').locator('a svg').last();
    await expect(nextPage).toBeAttached();
    expect(await mirrored(nextPage), `${lang} next-page arrow`).toBe(expected);
  }
});
