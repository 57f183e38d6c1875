// What the shopping journeys share: a fresh phone number, the development outbox's codes, registering
// through the sign-in modal, the notification overlay, and amounts read as numbers.
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

export const PASSWORD = 'Kurd-Shop-2024!';

export interface Product {
  id: number;
  title: string;
  price: number;
  stock: number;
}

/** Prices are compared as numbers: formatted ones carry invisible direction and spacing marks. */
export const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

export function uniquePhone() {
  const digits = String(Date.now() * 10 + Math.floor(Math.random() * 10)).slice(-7);
  return { national: `0750${digits}`, e164: `+964750${digits}` };
}

/** The newest one-time code the development outbox holds for `to`. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/auth/dev/outbox?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as { code: string | null }[];
      code = messages[0]?.code ?? null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** The notification overlay shows `message`; a click anywhere dismisses it (spec §2). */
export async function seeAlert(page: Page, message: string) {
  await expect(page.getByRole('status').getByText(message)).toBeVisible();
  await page.getByRole('button', { name: 'Click anywhere to close' }).click();
  await expect(page.getByRole('status').getByText(message)).toBeHidden();
}

/** Registers through the open sign-in modal with a code read from the development outbox (English pages). */
export async function registerInOpenModal(page: Page, first: string, last = 'Karim') {
  const phone = uniquePhone();
  const modal = page.getByRole('dialog');
  // The modal opens at register unless the shopper chose to log in (the header's "Sign in" button).
  const registerTitle = modal.getByRole('heading', { name: 'Create your account' });
  const loginTitle = modal.getByRole('heading', { name: 'Sign in to your account' });
  await expect(registerTitle.or(loginTitle)).toBeVisible();
  if (await loginTitle.isVisible()) await modal.getByRole('button', { name: 'Create an account' }).click();
  await expect(registerTitle).toBeVisible();
  await modal.getByRole('textbox', { name: 'Phone number' }).fill(phone.national);
  await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await modal.getByRole('button', { name: 'Create account' }).click();
  await expect(modal.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await modal.getByRole('textbox', { name: 'Verification code' }).fill(await latestCode(page.request, phone.e164));
  await modal.getByRole('button', { name: 'Verify' }).click();
  await expect(modal.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
  await modal.getByLabel('First name').fill(first);
  await modal.getByLabel('Last name').fill(last);
  await modal.getByRole('button', { name: 'Save and continue' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(first) })).toBeVisible();
}

/** Opens the English home page's sign-in modal and registers. */
export async function register(page: Page, first: string, last?: string) {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await registerInOpenModal(page, first, last);
}

/** The signed-in customer's access token, from the refresh cookie this browser holds. */
export async function accessToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/auth/public/auth/refresh?lang=en', {
    headers: { 'Client-Platform': 'web', 'X-Recaptcha-Enterprise': '' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Puts `quantity` of a product in the signed-in customer's server cart. */
export async function putInCart(request: APIRequestContext, productId: number, quantity: number) {
  const response = await request.post('/api/cart?lang=en', {
    data: { productId, quantity },
    headers: { Authorization: `Bearer ${await accessToken(request)}` },
  });
  expect(response.ok()).toBe(true);
}

/** Places the signed-in customer's server cart as a cash-on-delivery order through the API, to the first city. */
export async function placeCashOnDeliveryOrder(request: APIRequestContext): Promise<APIResponse> {
  const cities = (await (await request.get('/api/en/cities?lang=en')).json()) as { data: { id: number }[] };
  return request.post('/api/orders?lang=en', {
    headers: { Authorization: `Bearer ${await accessToken(request)}` },
    data: {
      address: 'Gulan Street, house 12',
      city_id: cities.data[0]!.id,
      location: { lat: 36.19, lng: 44.01 },
      payment_method: 'cod',
      accept_terms: true,
    },
  });
}
