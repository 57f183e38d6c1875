// The storefront's page cache on the real stack: an order drops its product's page and the listing (the API tells
// the storefront, Next expires the tags, the revalidate route names them) and keeps every other page, so orders
// coming in do not send every view to Next.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { placeCashOnDeliveryOrder, putInCart, register, type Product } from './shop-helpers';

const answeredFromMemory = async (request: APIRequestContext, path: string) =>
  (await request.get(path)).headers()['x-dukan-page-cache'] === 'hit';

/** Views a page until the page cache answers it from memory. */
async function keep(request: APIRequestContext, path: string) {
  await expect.poll(() => answeredFromMemory(request, path), { message: path }).toBe(true);
}

test("an order drops its product's page and the listing from the page cache, and keeps home and other products", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await register(page, 'Dilan');
  const request = page.request;
  const listed = (await (await request.get('/api/en/products?in_stock=true&limit=20')).json()) as { data: Product[] };
  const ordered = listed.data.find((p) => p.stock >= 2)!;
  const other = listed.data.find((p) => p.id !== ordered.id)!;
  expect(ordered).toBeDefined();
  expect(other).toBeDefined();
  await putInCart(request, ordered.id, 1);

  const untouched = ['/en', `/en/products/${other.id}`];
  const touched = [`/en/products/${ordered.id}`, '/en/products'];
  for (const path of [...untouched, ...touched]) await keep(request, path);

  const placed = await placeCashOnDeliveryOrder(request);
  expect(placed.status()).toBe(201);

  // The API told the storefront before it answered.
  for (const path of touched) expect(await answeredFromMemory(request, path), path).toBe(false);
  for (const path of untouched) expect(await answeredFromMemory(request, path), path).toBe(true);
});
