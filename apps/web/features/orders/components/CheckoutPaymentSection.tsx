'use client';

import { errorId, FieldError } from '@/ui/form/fields';
import { CHECKOUT_ELEMENT } from './CheckoutForm.elements';
import { useText } from '@/i18n/use-text';

export interface CheckoutPaymentMethod {
  key: string;
  title: string;
  description: string;
}

interface Props {
  methods: CheckoutPaymentMethod[];
  selected: string | null;
  error: string | undefined;
  onChoose: (key: string) => void;
}

/** The payment methods the shop offers now, as radio buttons; the group takes the focus when none is chosen. */
export function CheckoutPaymentSection({ methods, selected, error, onChoose }: Props) {
  const tCheckout = useText('checkout');
  return (
    <fieldset
      id={CHECKOUT_ELEMENT.payment_method}
      tabIndex={-1}
      aria-describedby={error ? errorId(CHECKOUT_ELEMENT.payment_method) : undefined}
      className="rounded-xl border border-stone-200 bg-white p-5 outline-none"
    >
      <legend className="float-start mb-3 text-lg font-bold">{tCheckout('checkout_payment_title')}</legend>
      <div className="clear-both space-y-2">
        {methods.map((method) => (
          <label
            key={method.key}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="payment_method"
              value={method.key}
              checked={selected === method.key}
              onChange={() => onChoose(method.key)}
              className="mt-1 h-4 w-4 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-stone-900">{method.title}</span>
              {method.description ? <span className="block text-sm text-stone-600">{method.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={CHECKOUT_ELEMENT.payment_method} error={error} />
    </fieldset>
  );
}
