// The strings of the checkout, payment, order history and reward points pages: their server pages pick
// these prefixes and hand them to OrderTextProvider, so other pages never ship them.
import type { MessageKey } from '@/i18n/translator';

export const ORDER_MESSAGE_PREFIXES = ['checkout_', 'order_', 'payment_', 'points_'] as const;
export type OrderMessageKey = Extract<
  MessageKey,
  `checkout_${string}` | `order_${string}` | `payment_${string}` | `points_${string}`
>;
export type OrderMessages = Record<OrderMessageKey, string>;
