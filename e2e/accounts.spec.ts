// Accounts journeys from the accounts issue: sign up with a phone number typed in Arabic-Indic digits and a
// code read from the development outbox, personal information, sign out and in again; the route guard; guest
// mode running out after 20 minutes on a controlled clock.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const PASSWORD = 'Kurd-Shop-2024!';

/** A fresh Iraqi mobile number per test run (0750 + 7 digits), ASCII and as typed in Arabic-Indic digits. */
function uniquePhone() {
  const digits = String(Date.now() * 10 + Math.floor(Math.random() * 10)).slice(-7);
  const national = `0750${digits}`;
  return {
    national,
    e164: `+964750${digits}`,
    arabicIndic: national.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))),
  };
}

const toArabicIndic = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

interface OutboxMessage {
  to: string;
  channel: string;
  code: string | null;
  createdAt: string;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/auth/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMessage[];
}

/** Waits for message number `count` to `to` (newest first) and returns its code. */
async function codeNumber(request: APIRequestContext, to: string, count: number): Promise<OutboxMessage> {
  let newest: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const messages = await outbox(request, to);
      newest = messages[0];
      return messages.length;
    })
    .toBeGreaterThanOrEqual(count);
  expect(newest?.code).toMatch(/^\d{6}$/);
  return newest!;
}

function dialog(page: Page) {
  return page.getByRole('dialog');
}

async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
}

async function register(page: Page, phone: ReturnType<typeof uniquePhone>, name: { first: string; last: string }) {
  await page.goto('/en');
  await openSignIn(page);
  await dialog(page).getByRole('button', { name: 'Create an account' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await dialog(page).getByRole('textbox', { name: 'Phone number' }).fill(phone.arabicIndic);
  await dialog(page).getByRole('radio', { name: 'WhatsApp' }).check();
  await dialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Create account' }).click();

  await expect(dialog(page).getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  const message = await codeNumber(page.request, phone.e164, 1);
  expect(message.channel).toBe('whatsapp');
  // The code is typed in Arabic-Indic digits too.
  await dialog(page).getByRole('textbox', { name: 'Verification code' }).fill(toArabicIndic(message.code!));
  await dialog(page).getByRole('button', { name: 'Verify' }).click();

  // A new account has no profile yet: the modal goes on to personal information (spec §4).
  await expect(dialog(page).getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(dialog(page).getByText('Enter a name').first()).toBeVisible();
  await dialog(page).getByLabel('First name').fill(name.first);
  await dialog(page).getByLabel('Last name').fill(name.last);
  await dialog(page).getByRole('button', { name: 'Save and continue' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(name.first) })).toBeVisible();
}

test('register with an Arabic-Indic phone number, sign out, sign in again with password and code', async ({ page }) => {
  const phone = uniquePhone();
  await register(page, phone, { first: 'Shad', last: 'Ahmed' });

  await page.goto('/en/account/profile');
  await expect(page.getByRole('heading', { name: 'Hello, Shad Ahmed' })).toBeVisible();
  await expect(page.getByText(phone.e164)).toBeVisible();

  // Signing out on an account page leaves it for '/'.
  await page.getByRole('banner').getByRole('button', { name: /Shad/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  const afterLogout = await page.evaluate(() => ['cart', 'wishlist', 'veriId'].map((k) => localStorage.getItem(k)));
  expect(afterLogout).toEqual([null, null, null]);

  // A wrong password is refused with the server's words.
  await openSignIn(page);
  await dialog(page).getByRole('textbox', { name: 'Phone number' }).fill(phone.national);
  await dialog(page).getByLabel('Password', { exact: true }).fill('Wrong-password-1');
  await dialog(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog(page).getByText('The phone number/email or password is wrong')).toBeVisible();

  await dialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  const message = await codeNumber(page.request, phone.e164, 2);
  expect(message.channel).toBe('sms');
  await dialog(page).getByRole('textbox', { name: 'Verification code' }).fill(message.code!);
  await dialog(page).getByRole('button', { name: 'Verify' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: /Shad/ })).toBeVisible();

  // The session survives a reload: the token is renewed from the httpOnly cookie, never read from storage.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /Shad/ })).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toMatch(/eyJ/);
});

test('the sign-in modal in Kurdish: accessible, says what is wrong, Escape closes it and focus returns', async ({
  page,
}) => {
  await page.goto('/ku');
  const signIn = page.getByRole('banner').getByRole('button', { name: 'چوونەژوورەوە' });
  await signIn.click();
  const modal = dialog(page);
  await expect(modal.getByRole('heading', { name: 'بچۆ ژوورەوەی هەژمارەکەت' })).toBeVisible();
  // Bad input is named in the shopper's language before anything is sent.
  await modal.getByRole('textbox', { name: 'ژمارەی مۆبایل' }).fill('١٢٣');
  await modal.getByRole('button', { name: 'چوونەژوورەوە', exact: true }).click();
  await expect(modal.getByText('ئەم ژمارە مۆبایلە دروست نییە')).toBeVisible();
  await expect(modal.getByText('وشەی نهێنی بنووسە')).toBeVisible();
  await expect(modal.getByRole('textbox', { name: 'ژمارەی مۆبایل' })).toHaveAttribute('aria-invalid', 'true');

  const scan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(signIn).toBeFocused();
});

test('a guest opening an account page lands on /', async ({ page }) => {
  await page.goto('/en/account/profile');
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('guest mode ends after 20 minutes and clears the local cart and wishlist', async ({ page }) => {
  await page.clock.install();
  await page.goto('/en');
  await openSignIn(page);
  await dialog(page).getByRole('button', { name: 'Continue as guest' }).click();
  await expect(dialog(page)).toBeHidden();
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Guest', { exact: true })).toBeVisible();
  // Stand-ins for the guest's local cart and wishlist (the shopping issue fills them).
  await page.evaluate(() => {
    localStorage.setItem('cart', JSON.stringify([{ id: 1, quantity: 1 }]));
    localStorage.setItem('wishlist', JSON.stringify([{ id: 2 }]));
  });

  await page.clock.fastForward('19:00');
  await expect(banner.getByText('Guest', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).not.toBeNull();

  await page.clock.fastForward('01:01');
  await expect(banner.getByText('Guest', { exact: true })).toBeHidden();
  await expect(page.getByText(/guest session has ended/)).toBeVisible();
  const keys = await page.evaluate(() => ['cart', 'wishlist', 'loginType'].map((k) => localStorage.getItem(k)));
  expect(keys).toEqual([null, null, null]);
});

test('a guest session that ran out while the tab was closed ends when the shop opens again', async ({ page }) => {
  await page.goto('/en');
  await page.evaluate(() => {
    localStorage.setItem('loginType', 'guest');
    localStorage.setItem('loginTimestamp', String(Date.now() - 21 * 60_000));
    localStorage.setItem('cart', '[{"id":1,"quantity":2}]');
    localStorage.setItem('wishlist', '[{"id":3}]');
  });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => ['cart', 'wishlist', 'loginType'].map((k) => localStorage.getItem(k))))
    .toEqual([null, null, null]);
});

test('security page: the confirmation must match, then the account can be deleted', async ({ page }) => {
  test.setTimeout(120_000);
  const phone = uniquePhone();
  await register(page, phone, { first: 'Rezan', last: 'Karim' });

  await page.goto('/en/account/security');
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('New-pass-2025!');
  await page.getByLabel('Confirm the new password').fill('New-pass-2026!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your confirm password should be same the new password')).toBeVisible();

  await page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete account' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.getByText('Your account and personal data are deleted')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
});
