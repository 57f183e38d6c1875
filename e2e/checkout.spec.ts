// The checkout journey of the shopping issue: the spec's three checkout messages when the map, the payment
// method or the terms are missing; then a customer with a server cart picks the delivery point with a map
// click, applies a voucher, pays through First Iraqi Bank in the API's simulator, and finds the order paid
// in the order history. Map tiles are never fetched: the page must work without them.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { amountOf, register, seeAlert, type Product } from './shop-helpers';

const LOCATION_MESSAGE = 'Please, select your location on map';
const PAYMENT_MESSAGE = 'Please, select your payment method';
const TERMS_MESSAGE = 'Please, Accept the policy and terms condition first';

/** The signed-in customer's access token, from the refresh cookie this browser holds. */
async function accessToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/auth/public/auth/refresh?lang=en', {
    headers: { 'Client-Platform': 'web', 'X-Recaptcha-Enterprise': '' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** An in-stock product worth a DUKAN10 voucher (carts from 25,000 IQD). */
async function pickProduct(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/api/en/products?in_stock=true&limit=100&sort=price_asc');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Product[] };
  const product = data.find((p) => p.price >= 25_000 && p.price <= 400_000 && p.stock >= 3);
  expect(product).toBeDefined();
  return product!;
}

async function cityId(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get('/api/en/cities?lang=en');
  const { data } = (await response.json()) as { data: { id: number; name: string }[] };
  const city = data.find((c) => c.name === name);
  expect(city).toBeDefined();
  return String(city!.id);
}

async function putInCart(request: APIRequestContext, token: string, productId: number, quantity: number) {
  const response = await request.post('/api/cart?lang=en', {
    data: { productId, quantity },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
}

const checkoutMessages = (page: Page) =>
  Promise.all(
    [LOCATION_MESSAGE, PAYMENT_MESSAGE, TERMS_MESSAGE].map((m) => page.getByText(m, { exact: true }).isVisible()),
  );

test.beforeEach(async ({ page }) => {
  // No tile server in tests: every tile request fails, as it does for a shopper offline or behind a firewall.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

test('checkout: validation messages, a map click, a voucher, FIB paid in the simulator, paid in the history', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await register(page, 'Rozhan');
  const product = await pickProduct(page.request);
  const token = await accessToken(page.request);
  await putInCart(page.request, token, product.id, 2);

  await page.goto('/en/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(product.title)).toBeVisible();
  const submit = page.getByRole('button', { name: 'Place order' });

  // Nothing chosen: the spec's three messages (and the address and city ones).
  await submit.click();
  expect(await checkoutMessages(page)).toEqual([true, true, true]);
  await expect(page.getByText('Enter the delivery address')).toBeVisible();
  await expect(page.getByText('Choose your city')).toBeVisible();

  // The city moves the map and sets the delivery price; a click on the map drops the pin.
  await page.getByLabel('City').selectOption(await cityId(page.request, 'Erbil'));
  await expect.poll(async () => amountOf(await page.locator('[data-total="delivery"] dd').textContent())).toBe(3_000);
  const map = page.getByRole('application', { name: 'Map: click to place the delivery pin' });
  await expect(map).toBeVisible();
  await map.click();
  await expect(page.getByText(/^Pin placed at 36\.\d+, 44\.\d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delivery location pin' })).toBeVisible();
  await page.getByLabel('Address').fill('Gulan Street, building 4, near the park');

  // Map given, payment method and terms still missing.
  await submit.click();
  expect(await checkoutMessages(page)).toEqual([false, true, true]);

  // Payment method given, terms still missing.
  await page.getByRole('radio', { name: /First Iraqi Bank/ }).check();
  await submit.click();
  expect(await checkoutMessages(page)).toEqual([false, false, true]);
  await expect(page.getByRole('checkbox', { name: /I accept/ })).toBeFocused();

  // A voucher the API checks on this cart: 10 % off.
  await page.getByLabel('Voucher code').fill('dukan10');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText(/^Voucher DUKAN10 applied/)).toBeVisible();
  const subtotal = product.price * 2;
  const discount = Math.min(50_000, Math.floor(subtotal / 10));
  const expectedTotal = subtotal - discount + 3_000;
  await expect
    .poll(async () => amountOf(await page.locator('[data-total="total"] dd').textContent()))
    .toBe(expectedTotal);

  const scan = await new AxeBuilder({ page }).include('main').exclude('.leaflet-control-container').analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await submit.click();

  // The payment page: QR code, readable code, the three apps, a countdown.
  await expect(page).toHaveURL(/\/en\/payment-success\?order=[0-9a-f-]{36}$/);
  await seeAlert(page, 'Your order has been placed');
  await expect(page.getByRole('heading', { name: 'Pay with First Iraqi Bank' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code of the payment for order #\d+/ })).toBeVisible();
  await expect(page.getByTestId('fib-readable-code')).toHaveText(/\S{4,}/);
  for (const app of ['Personal', 'Business', 'Corporate']) {
    await expect(page.getByRole('link', { name: `Open in FIB ${app}` })).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(page.getByRole('timer')).toHaveText(/The code expires in \d+:\d\d/);
  await expect(page.getByText('Waiting for your payment…')).toBeVisible();
  await expect(page.getByText(String(expectedTotal).replace(/\B(?=(\d{3})+$)/g, ','))).toBeVisible();

  // The customer's bank app says yes: the simulator's button on the payment page (through the storefront's
  // proxy); the simulator then calls the shop back and the page's polling sees the order paid.
  await page.getByRole('button', { name: 'Simulate paying in the bank app' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('link', { name: 'See my orders' }).click();
  await expect(page).toHaveURL(/\/en\/account\/order-history$/);
  const card = page.getByRole('article').first();
  await expect(card.getByTestId('payment-status')).toHaveText('First Iraqi Bank · Paid');
  await expect(card.getByTestId('order-status')).toHaveText('Pending');
  await expect(card.getByText('Voucher: DUKAN10')).toBeVisible();
  expect(amountOf(await card.locator('[data-total="total"] dd').textContent())).toBe(expectedTotal);
  // Paid: no longer the customer's to cancel.
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // The cart was ordered: checking out again finds it empty.
  await page.goto('/en/checkout');
  await expect(page.getByText('Your cart is empty. Add some products before checking out.')).toBeVisible();
});

test('cash on delivery lands in the order history, where a pending order can be cancelled', async ({ page }) => {
  test.setTimeout(120_000);
  await register(page, 'Hawre');
  const product = await pickProduct(page.request);
  await putInCart(page.request, await accessToken(page.request), product.id, 1);

  await page.goto('/en/checkout');
  await page.getByLabel('City').selectOption(await cityId(page.request, 'Sulaymaniyah'));
  // Without a pointer: the city's centre as the delivery point.
  await page.getByRole('button', { name: 'Use the city centre' }).click();
  await expect(page.getByText('Pin placed at 35.56130, 45.43750')).toBeVisible();
  await page.getByLabel('Address').fill('Salim Street 12');
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/en\/account\/order-history$/);
  await seeAlert(page, 'Your order has been placed');
  const card = page.getByRole('article').first();
  await expect(card.getByTestId('payment-status')).toHaveText('Cash on delivery · Unpaid');
  await expect(card.getByTestId('order-status')).toHaveText('Pending');
  await card.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await seeAlert(page, 'Your order has been cancelled');
  await expect(card.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // The reward points page is in the account menu (the footer links the public reward points page too).
  await page.getByRole('navigation', { name: 'Account pages' }).getByRole('link', { name: 'Reward points' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reward points' })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText('0 points');
});
