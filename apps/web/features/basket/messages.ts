// The strings the cart and wishlist components show, picked on the server (like i18n/client-messages.ts)
// so the browser gets only these. Client components fill `{name}` placeholders with fill(): none of these
// strings needs plural rules, so catalogue pages never ship the message formatter.
import type { Locale } from '@dukan/core/locales';
import { formatNumeral } from '@dukan/core/format/numbers';
import type { MessageKey, Messages } from '@/i18n/translator';
import { pickMessagesByPrefix } from '@/i18n/client-messages';

const BASKET_PREFIXES = ['cart_', 'basket_', 'wishlist_'] as const;
/** Older keys of the spec's texts (§8) the basket shows too. */
const BASKET_EXTRA_KEYS = [
  'cart_added',
  'cart_removed',
  'wishlist_clear_confirm',
  'wishlist_hint',
  'cart_browse_products',
  'cart_out_of_stock',
] as const satisfies readonly MessageKey[];

export type BasketMessageKey =
  | Extract<MessageKey, `cart_${string}` | `basket_${string}` | `wishlist_${string}`>
  | (typeof BASKET_EXTRA_KEYS)[number];
export type BasketMessages = Record<BasketMessageKey, string>;

/** What the product page's controls and the cards' hearts show (a few strings, not the whole set). */
export const PRODUCT_BASKET_KEYS = [
  'basket_quantity',
  'basket_decrease',
  'basket_increase',
  'basket_add_to_cart',
  'basket_update_cart',
  'basket_in_cart',
  'basket_view_cart',
  'basket_sold_out',
  'basket_quantity_limit',
  'basket_quantity_negative',
  'basket_full',
  'basket_failed',
  'basket_wishlist_add',
  'basket_wishlist_remove',
] as const satisfies readonly BasketMessageKey[];
export type ProductBasketMessages = Pick<BasketMessages, (typeof PRODUCT_BASKET_KEYS)[number]>;

export function pickBasketMessages(messages: Messages): BasketMessages {
  const picked = pickMessagesByPrefix<BasketMessageKey>(messages, BASKET_PREFIXES);
  for (const key of BASKET_EXTRA_KEYS) picked[key] = messages[key];
  return picked;
}

/** Replaces each `{name}` with its value; unknown names stay as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * A count in the page's numerals (Arabic-Indic for ku and ar), as the server writes the prices. A digit table
 * (@dukan/core/format), not Intl: a page's first Intl call loads the browser's locale data (30–100 ms here, four times that on the
 * phone Lighthouse imitates), and the product page's quantity stepper made it while hydrating (decision 008).
 */
export function formatCount(count: number, locale: Locale): string {
  return formatNumeral(count, locale);
}
