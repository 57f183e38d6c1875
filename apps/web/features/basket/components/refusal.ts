// The shopper-facing text of a refused basket change: the spec's own messages for the rules checked in the
// browser, the server's words for anything it refused (already in the shopper's language).
import type { BasketMessages } from '@/features/basket/messages';
import type { BasketOutcome, BasketRefusal } from '@/features/basket/types';

type RefusalMessages = Pick<
  BasketMessages,
  'basket_quantity_limit' | 'basket_quantity_negative' | 'basket_sold_out' | 'basket_full' | 'basket_failed'
>;

const KEY: Record<Exclude<BasketRefusal, 'failed'>, keyof RefusalMessages> = {
  quantity_limit: 'basket_quantity_limit',
  quantity_negative: 'basket_quantity_negative',
  sold_out: 'basket_sold_out',
  basket_full: 'basket_full',
};

export function refusalText(outcome: BasketOutcome, messages: RefusalMessages): string | null {
  if (outcome.ok) return null;
  if (outcome.reason === 'failed') return outcome.message || messages.basket_failed;
  return messages[KEY[outcome.reason]];
}
