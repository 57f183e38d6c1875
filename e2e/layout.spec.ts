// Where things land on the screen: the listing's first row of products is whole above the fold on a phone and
// on a laptop, and a map's own controls (Leaflet draws them at z-index 1000) stay under the sign-in dialog.
import { expect, test } from '@playwright/test';

for (const [width, height] of [
  [390, 844],
  [1366, 900],
] as const) {
  test(`the listing shows its first row of products whole above the fold at ${width}×${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/ku/products');
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first).toBeVisible();
    const box = (await first.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
  });
}

test("a map's zoom buttons and credit line stay under the sign-in dialog", async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const response = await page.request.get('/api/en/showroom');
  const { data } = (await response.json()) as { data: { id: number }[] };
  await page.goto(`/en/showroom/${data[0]!.id}`);
  const controls = [page.locator('.leaflet-control-zoom-in'), page.locator('.leaflet-control-attribution')];
  await controls[0]!.scrollIntoViewIfNeeded();
  const centres = [];
  for (const control of controls) {
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    centres.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  }
  // Without the dialog, the controls are what a click there reaches (the check below can fail).
  const onTop = (points: { x: number; y: number }[]) =>
    page.evaluate(
      (at) => at.map(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.leaflet-control-container'))),
      points,
    );
  expect(await onTop(centres)).toEqual([true, true]);

  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await onTop(centres)).toEqual([false, false]);
});
