'use client';

import { orderFormat } from './order-format';
import type { CartItem } from '@dukan/core/contract/shopping';
import type { OrderTotals as Totals } from '@dukan/core/orders/pricing';
import { errorId, FieldError, FormError, SubmitButton } from '@/ui/form/fields';
import { ShopLink } from '@/ui/ShopLink';
import { OrderTotals } from './OrderTotals';
import { useText } from '@/i18n/use-text';

interface Props {
  items: CartItem[];
  totals: Totals;
  /** False until a city is chosen: the delivery line waits for its price. */
  deliveryKnown: boolean;
  acceptTerms: boolean;
  termsError: string | undefined;
  formError: string | null;
  submitting: boolean;
  onAcceptTerms: (accepted: boolean) => void;
}

/** The order as it will be placed: its lines, the totals, the terms to accept and the button that places it. */
export function CheckoutSummary({
  items,
  totals,
  deliveryKnown,
  acceptTerms,
  termsError,
  formError,
  submitting,
  onAcceptTerms,
}: Props) {
  const tCheckout = useText('checkout');
  const format = orderFormat(tCheckout.locale);
  return (
    <aside className="min-w-0 lg:row-span-2">
      <section
        aria-labelledby="checkout-summary"
        className="space-y-4 rounded-xl border border-stone-200 bg-white p-5 lg:sticky lg:top-4"
      >
        <h2 id="checkout-summary" className="text-lg font-bold">
          {tCheckout('checkout_summary_title')}
        </h2>
        <ul className="divide-y divide-stone-100 text-sm">
          {items.map((item) => (
            <li key={item.product_id} className="flex items-baseline justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block truncate font-medium text-stone-900">{item.product.title}</span>
                <span className="text-stone-600">
                  {tCheckout('checkout_item_quantity', { quantity: item.quantity })}
                </span>
              </span>
              <span className="shrink-0 tabular-nums">{format.price(item.line_total)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals totals={totals} deliveryKnown={deliveryKnown} />
        <div>
          <label className="flex items-start gap-2 text-sm text-stone-800">
            <input
              id="checkout-terms"
              type="checkbox"
              checked={acceptTerms}
              onChange={(event) => onAcceptTerms(event.target.checked)}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? errorId('checkout-terms') : undefined}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
            />
            <span>{tCheckout('checkout_terms')}</span>
          </label>
          <FieldError id="checkout-terms" error={termsError} />
        </div>
        <FormError error={formError} />
        <SubmitButton busy={submitting} busyLabel={tCheckout('checkout_submitting')}>
          {tCheckout('checkout_submit')}
        </SubmitButton>
        <ShopLink
          href={`/${tCheckout.locale}/cart`}
          className="block text-center text-sm font-medium text-brand-700 hover:underline"
        >
          {tCheckout('checkout_back_to_cart')}
        </ShopLink>
      </section>
    </aside>
  );
}
