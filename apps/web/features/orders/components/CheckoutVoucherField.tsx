'use client';

import { orderFormat } from './order-format';
import { describedBy, FieldError, INPUT_CLASS } from '@/ui/form/fields';
import type { VoucherState } from '@/features/orders/checkout-draft';
import { useText } from '@/i18n/use-text';

interface Props {
  typed: string;
  voucher: VoucherState;
  /** The discount the applied code gives this order, as the totals count it. */
  discount: number;
  error: string | undefined;
  onType: (value: string) => void;
  onCheck: (code: string) => void;
  onRemove: () => void;
}

/**
 * The checkout's voucher code. Unlike the cart's VoucherField it is a field of the order form, not a form of its
 * own (forms do not nest), its code goes into the order body, and its errors take the focus like every other
 * field's; the check itself is the same call to the API.
 */
export function CheckoutVoucherField({ typed, voucher, discount, error, onType, onCheck, onRemove }: Props) {
  const tCheckout = useText('checkout');
  const format = orderFormat(tCheckout.locale);
  const applied = voucher.status === 'applied' ? voucher.check : null;
  return (
    <div>
      <label htmlFor="checkout-voucher" className="mb-1 block text-sm font-medium text-stone-800">
        {tCheckout('checkout_voucher')}
      </label>
      <div className="flex gap-2">
        <input
          id="checkout-voucher"
          type="text"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          value={typed}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={(event) => {
            // Enter in the code field checks the code instead of placing the order.
            if (event.key === 'Enter') {
              event.preventDefault();
              onCheck(typed);
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('checkout-voucher', Boolean(applied), error)}
          className={`${INPUT_CLASS} font-mono uppercase`}
        />
        {applied && applied.code === typed.trim().toUpperCase() ? (
          <button
            type="button"
            onClick={onRemove}
            className="shrink-0 rounded-lg border border-stone-300 px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100"
          >
            {tCheckout('checkout_voucher_remove')}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => onCheck(typed)}
            disabled={voucher.status === 'checking' || typed.trim() === ''}
            className="shrink-0 rounded-lg border border-brand-700 px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-50"
          >
            {voucher.status === 'checking'
              ? tCheckout('checkout_voucher_checking')
              : tCheckout('checkout_voucher_check')}
          </button>
        )}
      </div>
      <div aria-live="polite">
        {applied ? (
          <p id="checkout-voucher-hint" className="mt-1 text-sm font-medium text-brand-800">
            {tCheckout('checkout_voucher_applied', { code: applied.code, amount: format.price(discount) })}
          </p>
        ) : null}
        <FieldError id="checkout-voucher" error={error} />
      </div>
    </div>
  );
}
