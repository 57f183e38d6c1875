// A guest's hearts are kept in the browser, and the header's wishlist link opens them: the list a guest made is
// a page of its own, not only a count.
import { expect, test } from '@playwright/test';
import { seeAlert, type Product } from './shop-helpers';

test('a guest hearts a product and opens the wishlist from the header', async ({ page }) => {
  const response = await page.request.get('/api/en/products?in_stock=true&limit=5');
  const { data } = (await response.json()) as { data: Product[] };
  const product = data[0]!;

  await page.goto(`/en/products/${product.id}`);
  await page.getByRole('button', { name: 'Add to wishlist', exact: true }).click();
  await seeAlert(page, 'Added successfully');

  const link = page.getByRole('banner').getByRole('link', { name: 'Wishlist (1)' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/en\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await expect(page.getByRole('main').getByText(product.title).first()).toBeVisible();
});
