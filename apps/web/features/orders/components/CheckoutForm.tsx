'use client';

import type { City } from '@dukan/core/contract/catalogue';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { getPoints, placeOrder } from '@/features/orders/orders-api';
import { forgetPreloadedOrders } from '@/features/orders/browser-orders';
import { checkVoucher, getCart } from '@/features/basket/shopping-api';
import { getCartStore } from '@/features/basket/browser-basket';
import { createOrderAttempts } from '@/features/orders/attempt';
import { change, checkoutReducer, initialCheckoutState } from '@/features/orders/checkout-draft';
import type { MapTiles } from '@/features/orders/map-config';
import { previewCheckout, pricingRulesOf } from '@/features/orders/totals';
import {
  CHECKOUT_FIELDS,
  parsePoints,
  serverFieldErrors,
  validateCheckout,
  type CheckoutField,
} from '@/features/orders/validation';
import { withCustomer } from '@/lib/auth/use-customer-call';
import { CheckoutDeliverySection } from './CheckoutDeliverySection';
import { CHECKOUT_ELEMENT } from './CheckoutForm.elements';
import { CheckoutPaymentSection, type CheckoutPaymentMethod } from './CheckoutPaymentSection';
import { CheckoutPointsSection } from './CheckoutPointsSection';
import { CheckoutSummary } from './CheckoutSummary';
import { CheckoutVoucherField } from './CheckoutVoucherField';
import { useText } from '@/i18n/use-text';
import { useCustomerData } from './use-customer-data';
import { LoadError, NothingYet } from './LoadStates';

export type { CheckoutPaymentMethod };

interface Props {
  cities: City[];
  paymentMethods: CheckoutPaymentMethod[];
  tiles: MapTiles;
  /** A voucher code handed over by the cart page (`?voucher=`), checked as soon as the cart is known. */
  initialVoucher: string | null;
}

/**
 * The checkout page's form: it loads the cart and the points balance, keeps the draft in checkoutReducer, lays
 * out the delivery, payment, voucher and points, and summary sections, and places the order (one idempotency
 * key per draft, so a retry after a lost answer cannot order twice).
 */
export function CheckoutForm({ cities, paymentMethods, tiles, initialVoucher }: Props) {
  const tCheckout = useText('checkout');
  const router = useRouter();
  const cart = useCustomerData(getCart);
  const points = useCustomerData(getPoints);
  const [state, dispatch] = useReducer(checkoutReducer, initialVoucher, initialCheckoutState);
  const { draft, errors, serverErrors, voucher, submitting } = state;
  const [attempts] = useState(createOrderAttempts);
  const voucherHandedOver = useRef(false);

  const cartData = cart.state.status === 'ready' ? cart.state.data.data : null;
  const pointsData = points.state.status === 'ready' ? points.state.data.data : null;
  const city = cities.find((c) => c.id === draft.cityId) ?? null;
  const applied = voucher.status === 'applied' ? voucher.check : null;
  const preview = previewCheckout({
    subtotal: cartData?.subtotal ?? 0,
    voucherDiscount: applied?.discount ?? 0,
    balance: pointsData?.balance ?? 0,
    requestedPoints: parsePoints(draft.points),
    deliveryPrice: city?.delivery_price ?? null,
    rules: pricingRulesOf(pointsData),
  });

  const runVoucherCheck = useCallback(async (code: string) => {
    const typed = code.trim();
    if (typed === '') return;
    dispatch({ type: 'voucher-checking' });
    const result = await withCustomer((context, token) => checkVoucher(context, token, typed));
    dispatch(
      result.ok
        ? { type: 'voucher-applied', check: result.data.data }
        : { type: 'voucher-refused', message: result.error.message },
    );
  }, []);

  // A code brought from the cart page is checked once the cart (the voucher's base) has loaded.
  useEffect(() => {
    if (!cartData || !initialVoucher || voucherHandedOver.current) return;
    voucherHandedOver.current = true;
    void runVoucherCheck(initialVoucher);
  }, [cartData, initialVoucher, runVoucherCheck]);

  function messageFor(field: CheckoutField): string | undefined {
    const server = serverErrors[field];
    if (server) return server;
    const code = errors[field];
    if (!code) return undefined;
    const key = `checkout_error_${code}`;
    return tCheckout.has(key) ? tCheckout(key, { max: preview.maxPoints }) : tCheckout('checkout_error_generic');
  }

  function focusFirst(fields: readonly CheckoutField[]) {
    const first = CHECKOUT_FIELDS.find((f) => fields.includes(f));
    if (first) document.getElementById(CHECKOUT_ELEMENT[first])?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const checked = validateCheckout(draft, preview.maxPoints);
    dispatch({ type: 'submit-checked', errors: checked.ok ? null : checked.errors });
    if (!checked.ok) {
      focusFirst(Object.keys(checked.errors) as CheckoutField[]);
      return;
    }
    const key = attempts.keyFor(checked.body);
    const result = await withCustomer((context, token) => placeOrder(context, token, checked.body, key));
    attempts.answered(result.ok ? 201 : result.error.status);
    if (result.ok) {
      // The API emptied the server cart: the header's badge follows; the orders loaded at sign-in lack this one.
      void getCartStore().refresh();
      forgetPreloadedOrders();
      const order = result.data.data;
      router.push(
        order.payment_method === 'fib'
          ? `/${tCheckout.locale}/payment-success?order=${encodeURIComponent(order.id)}`
          : `/${tCheckout.locale}/account/order-history`,
      );
      return;
    }
    const fields = serverFieldErrors(result.error.errors);
    // No answer (0) has only a technical message; every answer of the API is in the shopper's language.
    const formError = result.error.status === 0 ? tCheckout('checkout_error_generic') : result.error.message;
    dispatch({ type: 'submit-refused', serverErrors: fields, formError });
    focusFirst(Object.keys(fields) as CheckoutField[]);
  }

  if (cart.state.status === 'loading') {
    return <p className="text-stone-600">{tCheckout('checkout_loading')}</p>;
  }
  if (cart.state.status === 'error') {
    return (
      <LoadError
        message={tCheckout('checkout_load_error')}
        retryLabel={tCheckout('checkout_retry')}
        onRetry={cart.reload}
      />
    );
  }
  if (!cartData || cartData.items.length === 0) {
    return (
      <NothingYet
        message={tCheckout('checkout_empty')}
        browseLabel={tCheckout('checkout_browse')}
        locale={tCheckout.locale}
      />
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        <CheckoutDeliverySection
          cities={cities}
          city={city}
          state={state}
          dispatch={dispatch}
          tiles={tiles}
          messageFor={messageFor}
        />
        <CheckoutPaymentSection
          methods={paymentMethods}
          selected={draft.paymentMethod}
          error={messageFor('payment_method')}
          onChoose={(key) => dispatch(change('paymentMethod', key))}
        />
        <div className="space-y-4 rounded-xl border border-stone-200 bg-white p-5">
          <CheckoutVoucherField
            typed={draft.voucherInput}
            voucher={voucher}
            discount={preview.totals.discount}
            error={messageFor('voucher_code') ?? (voucher.status === 'refused' ? voucher.message : undefined)}
            onType={(value) => dispatch({ type: 'voucher-typed', value })}
            onCheck={(code) => void runVoucherCheck(code)}
            onRemove={() => dispatch({ type: 'voucher-removed' })}
          />
          <CheckoutPointsSection
            balance={pointsData?.balance ?? 0}
            value={draft.points}
            maxPoints={preview.maxPoints}
            pointValue={pricingRulesOf(pointsData).pointValueIqd}
            error={messageFor('points')}
            onChange={(value) => dispatch(change('points', value))}
          />
        </div>
      </div>
      <CheckoutSummary
        items={cartData.items}
        totals={preview.totals}
        deliveryKnown={preview.deliveryKnown}
        acceptTerms={draft.acceptTerms}
        termsError={messageFor('accept_terms')}
        formError={state.formError}
        submitting={submitting}
        onAcceptTerms={(accepted) => dispatch(change('acceptTerms', accepted))}
      />
    </form>
  );
}
