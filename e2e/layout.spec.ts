// Where things land on the screen: the listing's first row of products is whole above the fold on a phone and
// on a laptop; cards and the footer below the fold wait to be drawn at about their own height; and a map's own
// controls (Leaflet draws them at z-index 1000) stay under the sign-in dialog and the notification overlay (the
// showroom's map and the checkout's are one component, ui/map/LocationMap).
import { expect, test, type Locator, type Page } from '@playwright/test';

/** The map's zoom-in button and credit line, scrolled into view. */
async function mapControls(page: Page) {
  const controls = [page.locator('.leaflet-control-zoom-in'), page.locator('.leaflet-control-attribution')];
  await controls[0]!.scrollIntoViewIfNeeded();
  return controls;
}

/** Whether a click at the centre of each control reaches the map's controls (false: something covers them). */
async function onTop(page: Page, controls: Locator[]) {
  const centres = [];
  for (const control of controls) {
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    centres.push({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  }
  return page.evaluate(
    (at) => at.map(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.leaflet-control-container'))),
    centres,
  );
}

async function openShowroom(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const response = await page.request.get('/api/en/showroom');
  const { data } = (await response.json()) as { data: { id: number }[] };
  await page.goto(`/en/showroom/${data[0]!.id}`);
}

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

// Cards and the footer are drawn only when they come near the viewport (render-when-near, app/globals.css); until
// then each takes the height it gives itself. That height must stay close to the drawn one, or the scrollbar
// jumps as the shopper scrolls: checked on the home page, whose last cards and footer start far below the fold.
for (const [width, height] of [
  [390, 844],
  [800, 900],
  [1366, 900],
] as const) {
  test(`cards and the footer below the fold wait to be drawn at about their own height at ${width}×${height}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/ku');
    await expect(page.locator('#app-loader')).toHaveCount(0);
    const blocks = [page.getByRole('main').getByRole('article').last(), page.getByRole('contentinfo')];
    // While a block's content is skipped (not drawn), the block takes its placeholder height.
    const isDrawn = (block: Locator) =>
      block.evaluate((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    const waiting = [];
    for (const block of blocks) {
      expect(await block.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('auto');
      expect(await isDrawn(block)).toBe(false);
      waiting.push((await block.boundingBox())!.height);
    }
    for (const [index, block] of blocks.entries()) {
      await block.scrollIntoViewIfNeeded();
      await expect.poll(() => isDrawn(block)).toBe(true);
      const drawn = (await block.boundingBox())!.height;
      expect(Math.abs(waiting[index]! - drawn) / drawn).toBeLessThan(0.15);
    }
  });
}

test("a map's zoom buttons and credit line stay under the sign-in dialog", async ({ page }) => {
  await openShowroom(page);
  const controls = await mapControls(page);
  // Without the dialog, the controls are what a click there reaches (the check below can fail).
  expect(await onTop(page, controls)).toEqual([true, true]);

  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await onTop(page, controls)).toEqual([false, false]);
});

test("a map's zoom buttons and credit line stay under the notification overlay", async ({ page }) => {
  await page.clock.install();
  await openShowroom(page);
  const controls = await mapControls(page);
  expect(await onTop(page, controls)).toEqual([true, true]);

  // Starting a guest session says so in the overlay, over the page the shopper is on. Time stands still from the
  // click, so the alert (it hides itself after 5 seconds) stays while it is checked.
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const asGuest = page.getByRole('dialog').getByRole('button', { name: 'Continue as guest' });
  await expect(asGuest).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
  await asGuest.click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('status').getByText(/You are shopping as a guest/)).toBeVisible();
  expect(await onTop(page, controls)).toEqual([false, false]);
});
