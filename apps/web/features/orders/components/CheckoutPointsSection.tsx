'use client';

import { orderFormat } from './order-format';
import { describedBy, FieldError, INPUT_CLASS } from '@/ui/form/fields';
import { useText } from '@/i18n/use-text';

interface Props {
  balance: number;
  /** The points as typed. */
  value: string;
  /** What this order may redeem (its share of the total, within the balance). */
  maxPoints: number;
  /** What one point is worth, in IQD. */
  pointValue: number;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** Reward points to spend on this order; a customer without points is told so instead of shown a field. */
export function CheckoutPointsSection({ balance, value, maxPoints, pointValue, error, onChange }: Props) {
  const tCheckout = useText('checkout');
  const format = orderFormat(tCheckout.locale);
  if (balance <= 0) {
    return (
      <div>
        <p className="text-sm font-medium text-stone-800">{tCheckout('checkout_points')}</p>
        <p className="text-sm text-stone-600">{tCheckout('checkout_points_none')}</p>
      </div>
    );
  }
  return (
    <div>
      <label htmlFor="checkout-points" className="mb-1 block text-sm font-medium text-stone-800">
        {tCheckout('checkout_points')}
      </label>
      <div className="flex gap-2">
        <input
          id="checkout-points"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          value={value}
          placeholder="0"
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('checkout-points', true, error)}
          className={`${INPUT_CLASS} max-w-40`}
        />
        <button
          type="button"
          onClick={() => onChange(String(maxPoints))}
          disabled={maxPoints === 0}
          className="shrink-0 rounded-lg border border-stone-300 px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-50"
        >
          {tCheckout('checkout_points_use_max')}
        </button>
      </div>
      <p id="checkout-points-hint" className="mt-1 text-sm text-stone-600">
        {tCheckout('checkout_points_hint', { balance, max: maxPoints, value: format.price(pointValue) })}
      </p>
      <FieldError id="checkout-points" error={error} />
    </div>
  );
}
