// What the accessibility, keyboard and no-JavaScript specs share: the storefront's own texts in each
// language (so a test finds controls by the names a screen reader reads), the hydrated page, and axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import ar from '../apps/web/messages/ar.json' with { type: 'json' };
import en from '../apps/web/messages/en.json' with { type: 'json' };
import ku from '../apps/web/messages/ku.json' with { type: 'json' };
import type { Product } from './shop-helpers';

export const LANGUAGES = ['ku', 'ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const MESSAGES: Record<Language, Record<string, string>> = { ku, ar, en };

/** A storefront text as the page shows it (placeholders filled in, plural forms not handled). */
export function text(lang: Language, key: keyof typeof en, values: Record<string, string | number> = {}): string {
  const message = MESSAGES[lang][key];
  if (message === undefined) throw new Error(`No message ${key} in ${lang}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** The page has hydrated: the full-screen loader is gone, so tests see and use what the shopper does. */
export async function hydrated(page: Page) {
  await expect(page.locator('#app-loader')).toHaveCount(0);
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe (WCAG 2.0 and 2.1, A and AA, plus best practices) over the page and fails on any serious or
 * critical violation, naming the rule, its help page and each offending element with what to fix.
 */
export async function expectNoSeriousViolations(page: Page, where: string, exclude: string[] = []) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .map((n) => `    ${n.target.join(' ')}: ${n.html.slice(0, 160)}\n      ${n.failureSummary ?? ''}`)
          .join('\n'),
    );
  expect(serious, `axe on ${where} (${page.url()})`).toEqual([]);
}

/** An in-stock demo product of at least 25,000 IQD (so a DUKAN10 voucher applies) with a few in stock. */
export async function inStockProduct(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/api/en/products?in_stock=true&limit=100&sort=price_asc');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Product[] };
  const product = data.find((p) => p.stock >= 5 && p.price >= 25_000 && p.price <= 400_000);
  expect(product).toBeDefined();
  return product!;
}
