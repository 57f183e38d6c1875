// The storefront's page cache on the real stack: an order drops its product's page and the listing (the API tells
// the storefront, Next expires the tags, the revalidate route names them) and keeps every other page, so orders
// coming in do not send every view to Next.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { placeCashOnDeliveryOrder, putInCart, register, type Product } from './shop-helpers';

/**
 * How the page cache answered a view (its `x-dukan-page-cache` header): 'hit' (fresh), 'stale' (expired, being
 * refreshed), 'behind' (touched during a burst of changes, lacking the latest) or 'none' (rendered by Next).
 */
const cacheAnswer = async (request: APIRequestContext, path: string) =>
  (await request.get(path)).headers()['x-dukan-page-cache'] ?? 'none';

// Kept means answered from memory with no change missing, fresh or not: a page is fresh for Next's revalidation
// minute, and on a slow machine home, viewed by an earlier test, can pass that minute between being kept here and
// being checked after the order. A copy sent 'behind' lacks the order, so it is not counted as kept.
const KEPT = ['hit', 'stale'];

/** Views a page until the page cache answers it from memory. */
async function keep(request: APIRequestContext, path: string) {
  await expect.poll(() => cacheAnswer(request, path), { message: path }).toBe('hit');
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
  for (const path of touched) expect(KEPT, path).not.toContain(await cacheAnswer(request, path));
  for (const path of untouched) expect(KEPT, path).toContain(await cacheAnswer(request, path));
});
