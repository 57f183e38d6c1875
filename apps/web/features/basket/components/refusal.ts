// The shopper-facing text of a refused basket change: the spec's own messages for the rules checked in the
// browser, the server's words for anything it refused (already in the shopper's language).
import type { BasketOutcome, BasketRefusal } from '@/features/basket/types';
import type { KeyOf, Text } from '@/i18n/namespaces';

const KEY: Record<Exclude<BasketRefusal, 'failed'>, KeyOf<'basket'>> = {
  quantity_limit: 'basket_quantity_limit',
  quantity_negative: 'basket_quantity_negative',
  sold_out: 'basket_sold_out',
  basket_full: 'basket_full',
};

export function refusalText(outcome: BasketOutcome, t: Text<'basket'>): string | null {
  if (outcome.ok) return null;
  if (outcome.reason === 'failed') return outcome.message || t('basket_failed');
  return t(KEY[outcome.reason]);
}
