'use client';

import type { City } from '@dukan/core/contract/catalogue';
import { DEFAULT_MAP_CENTER, type VoucherCheck } from '@dukan/core/contract/orders';
import { isInDeliveryArea } from '@dukan/core/delivery/area';
import { ShopLink } from '@/ui/ShopLink';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { getPoints, placeOrder } from '@/features/orders/orders-api';
import { forgetPreloadedOrders } from '@/features/orders/browser-orders';
import { checkVoucher, getCart } from '@/features/basket/shopping-api';
import { getCartStore } from '@/features/basket/browser-basket';
import { createOrderAttempts } from '@/features/orders/attempt';
import type { MapTiles } from '@/features/orders/map-config';
import { previewCheckout, pricingRulesOf } from '@/features/orders/totals';
import {
  CHECKOUT_FIELDS,
  EMPTY_DRAFT,
  parsePoints,
  serverFieldErrors,
  validateCheckout,
  type CheckoutDraft,
  type CheckoutErrors,
  type CheckoutField,
  type LatLng,
} from '@/features/orders/validation';
import type { MessageKey } from '@/i18n/translator';
import { withCustomer } from '@/lib/auth/use-customer-call';
import { describedBy, errorId, FieldError, FormError, INPUT_CLASS, SubmitButton, TextField } from '@/ui/form/fields';
import { OrderTotals } from './OrderTotals';
import { useOrderText } from './OrderText';
import { useCustomerData } from './use-customer-data';
import { LocationPicker } from './LocationPicker';

export interface CheckoutPaymentMethod {
  key: string;
  title: string;
  description: string;
}

interface Props {
  cities: City[];
  paymentMethods: CheckoutPaymentMethod[];
  tiles: MapTiles;
  /** A voucher code handed over by the cart page (`?voucher=`), checked as soon as the cart is known. */
  initialVoucher: string | null;
}

/** Where each field's error sends the focus. */
const FIELD_ELEMENT: Record<CheckoutField, string> = {
  location: 'checkout-location',
  address: 'checkout-address',
  city_id: 'checkout-city',
  notes: 'checkout-notes',
  payment_method: 'checkout-payment',
  voucher_code: 'checkout-voucher',
  points: 'checkout-points',
  accept_terms: 'checkout-terms',
};

const CITY_ZOOM = 12;
const PIN_ZOOM = 16;

type VoucherState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'applied'; check: VoucherCheck }
  | { status: 'refused'; message: string };

export function CheckoutForm({ cities, paymentMethods, tiles, initialVoucher }: Props) {
  const t = useOrderText();
  const router = useRouter();
  const cart = useCustomerData(getCart);
  const points = useCustomerData(getPoints);
  const [draft, setDraft] = useState<CheckoutDraft>(() => ({ ...EMPTY_DRAFT, voucherInput: initialVoucher ?? '' }));
  const [view, setView] = useState({ center: { ...DEFAULT_MAP_CENTER } as LatLng, zoom: CITY_ZOOM });
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<CheckoutField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [voucher, setVoucher] = useState<VoucherState>({ status: 'idle' });
  const [submitting, setSubmitting] = useState(false);
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

  const clearError = useCallback((field: CheckoutField) => {
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    setServerErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  function change<K extends keyof CheckoutDraft>(key: K, value: CheckoutDraft[K], field?: CheckoutField) {
    setDraft((d) => ({ ...d, [key]: value }));
    if (field) clearError(field);
  }

  const pick = useCallback(
    (point: LatLng, moveView = false) => {
      if (!isInDeliveryArea(point)) {
        setErrors((e) => ({ ...e, location: 'location_outside' }));
        return;
      }
      setDraft((d) => ({ ...d, location: point }));
      clearError('location');
      if (moveView) setView({ center: point, zoom: PIN_ZOOM });
    },
    [clearError],
  );

  function chooseCity(value: string) {
    const chosen = cities.find((c) => String(c.id) === value) ?? null;
    change('cityId', chosen?.id ?? null, 'city_id');
    if (chosen) setView({ center: { lat: chosen.lat, lng: chosen.lng }, zoom: CITY_ZOOM });
  }

  const runVoucherCheck = useCallback(
    async (code: string) => {
      const typed = code.trim();
      if (typed === '') return;
      setVoucher({ status: 'checking' });
      const result = await withCustomer((context, token) => checkVoucher(context, token, typed));
      if (result.ok) {
        const check = result.data.data;
        setVoucher({ status: 'applied', check });
        setDraft((d) => ({ ...d, voucherInput: check.code, appliedVoucher: check.code }));
        clearError('voucher_code');
      } else {
        setVoucher({ status: 'refused', message: result.error.message });
        setDraft((d) => ({ ...d, appliedVoucher: null }));
      }
    },
    [clearError],
  );

  // A code brought from the cart page is checked once the cart (the voucher's base) has loaded.
  useEffect(() => {
    if (!cartData || !initialVoucher || voucherHandedOver.current) return;
    voucherHandedOver.current = true;
    void runVoucherCheck(initialVoucher);
  }, [cartData, initialVoucher, runVoucherCheck]);

  function removeVoucher() {
    setVoucher({ status: 'idle' });
    setDraft((d) => ({ ...d, voucherInput: '', appliedVoucher: null }));
    clearError('voucher_code');
  }

  function messageFor(field: CheckoutField): string | undefined {
    const server = serverErrors[field];
    if (server) return server;
    const code = errors[field];
    if (!code) return undefined;
    return t(`checkout_error_${code}` as MessageKey, { max: preview.maxPoints });
  }

  function focusFirst(fields: readonly CheckoutField[]) {
    const first = CHECKOUT_FIELDS.find((f) => fields.includes(f));
    if (first) document.getElementById(FIELD_ELEMENT[first])?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    setServerErrors({});
    const checked = validateCheckout(draft, preview.maxPoints);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(Object.keys(checked.errors) as CheckoutField[]);
      return;
    }
    setErrors({});
    setSubmitting(true);
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
          ? `/${t.locale}/payment-success?order=${encodeURIComponent(order.id)}`
          : `/${t.locale}/account/order-history`,
      );
      return;
    }
    setSubmitting(false);
    const fields = serverFieldErrors(result.error.errors);
    setServerErrors(fields);
    // No answer (0) has only a technical message; every answer of the API is in the shopper's language.
    setFormError(result.error.status === 0 ? t('checkout_error_generic') : result.error.message);
    focusFirst(Object.keys(fields) as CheckoutField[]);
  }

  if (cart.state.status === 'loading') {
    return <p className="text-stone-600">{t('checkout_loading')}</p>;
  }
  if (cart.state.status === 'error') {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5">
        <p className="text-red-800">{t('checkout_load_error')}</p>
        <button
          type="button"
          onClick={cart.reload}
          className="mt-3 rounded-lg border border-red-300 bg-white px-3 py-1.5 font-medium text-red-800 hover:bg-red-100"
        >
          {t('checkout_retry')}
        </button>
      </div>
    );
  }
  if (!cartData || cartData.items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center">
        <p className="text-lg font-medium text-stone-700">{t('checkout_empty')}</p>
        <ShopLink
          href={`/${t.locale}/products`}
          className="mt-4 inline-block font-medium text-brand-700 hover:underline"
        >
          {t('checkout_browse')}
        </ShopLink>
      </div>
    );
  }

  const balance = pointsData?.balance ?? 0;
  const pointsError = messageFor('points');
  const voucherError = messageFor('voucher_code') ?? (voucher.status === 'refused' ? voucher.message : undefined);
  const paymentError = messageFor('payment_method');
  const termsError = messageFor('accept_terms');
  const cityError = messageFor('city_id');

  return (
    <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        <section
          aria-labelledby="checkout-delivery"
          className="space-y-4 rounded-xl border border-stone-200 bg-white p-5"
        >
          <h2 id="checkout-delivery" className="text-lg font-bold">
            {t('checkout_delivery_title')}
          </h2>
          <div>
            <label htmlFor="checkout-city" className="mb-1 block text-sm font-medium text-stone-800">
              {t('checkout_city')}
            </label>
            <select
              id="checkout-city"
              value={draft.cityId === null ? '' : String(draft.cityId)}
              onChange={(event) => chooseCity(event.target.value)}
              aria-invalid={cityError ? true : undefined}
              aria-describedby={describedBy('checkout-city', false, cityError)}
              className={INPUT_CLASS}
            >
              <option value="">{t('checkout_city_choose')}</option>
              {cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} — {t.price(c.delivery_price)}
                </option>
              ))}
            </select>
            <FieldError id="checkout-city" error={cityError} />
          </div>
          <LocationPicker
            id={FIELD_ELEMENT.location}
            view={view}
            pin={draft.location}
            cityCentre={city ? { lat: city.lat, lng: city.lng } : null}
            onPick={pick}
            tileUrl={tiles.url}
            attribution={tiles.attribution}
            error={messageFor('location') ?? null}
            errorId={errorId(FIELD_ELEMENT.location)}
          />
          <TextField
            id="checkout-address"
            label={t('checkout_address')}
            hint={t('checkout_address_hint')}
            value={draft.address}
            onChange={(value) => change('address', value, 'address')}
            error={messageFor('address')}
            autoComplete="street-address"
            maxLength={500}
            required
          />
          <div>
            <label htmlFor="checkout-notes" className="mb-1 block text-sm font-medium text-stone-800">
              {t('checkout_notes')}
            </label>
            <textarea
              id="checkout-notes"
              rows={3}
              maxLength={1000}
              value={draft.notes}
              onChange={(event) => change('notes', event.target.value, 'notes')}
              aria-invalid={messageFor('notes') ? true : undefined}
              aria-describedby={describedBy('checkout-notes', false, messageFor('notes'))}
              className={INPUT_CLASS}
            />
            <FieldError id="checkout-notes" error={messageFor('notes')} />
          </div>
        </section>

        <fieldset
          id={FIELD_ELEMENT.payment_method}
          tabIndex={-1}
          aria-describedby={paymentError ? errorId(FIELD_ELEMENT.payment_method) : undefined}
          className="rounded-xl border border-stone-200 bg-white p-5 outline-none"
        >
          <legend className="float-start mb-3 text-lg font-bold">{t('checkout_payment_title')}</legend>
          <div className="clear-both space-y-2">
            {paymentMethods.map((method) => (
              <label
                key={method.key}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="payment_method"
                  value={method.key}
                  checked={draft.paymentMethod === method.key}
                  onChange={() => change('paymentMethod', method.key, 'payment_method')}
                  className="mt-1 h-4 w-4 accent-brand-700"
                />
                <span>
                  <span className="block font-medium text-stone-900">{method.title}</span>
                  {method.description ? (
                    <span className="block text-sm text-stone-600">{method.description}</span>
                  ) : null}
                </span>
              </label>
            ))}
          </div>
          <FieldError id={FIELD_ELEMENT.payment_method} error={paymentError} />
        </fieldset>

        <div className="space-y-4 rounded-xl border border-stone-200 bg-white p-5">
          <div>
            <label htmlFor="checkout-voucher" className="mb-1 block text-sm font-medium text-stone-800">
              {t('checkout_voucher')}
            </label>
            <div className="flex gap-2">
              <input
                id="checkout-voucher"
                type="text"
                dir="ltr"
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={40}
                value={draft.voucherInput}
                onChange={(event) => {
                  change('voucherInput', event.target.value, 'voucher_code');
                  if (voucher.status === 'refused') setVoucher({ status: 'idle' });
                }}
                onKeyDown={(event) => {
                  // Enter in the code field checks the code instead of placing the order.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void runVoucherCheck(draft.voucherInput);
                  }
                }}
                aria-invalid={voucherError ? true : undefined}
                aria-describedby={describedBy('checkout-voucher', Boolean(applied), voucherError)}
                className={`${INPUT_CLASS} font-mono uppercase`}
              />
              {applied && applied.code === draft.voucherInput.trim().toUpperCase() ? (
                <button
                  type="button"
                  onClick={removeVoucher}
                  className="shrink-0 rounded-lg border border-stone-300 px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100"
                >
                  {t('checkout_voucher_remove')}
                </button>
              ) : (
                <button
                  type="button"
                  onClick={() => void runVoucherCheck(draft.voucherInput)}
                  disabled={voucher.status === 'checking' || draft.voucherInput.trim() === ''}
                  className="shrink-0 rounded-lg border border-brand-700 px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-50"
                >
                  {voucher.status === 'checking' ? t('checkout_voucher_checking') : t('checkout_voucher_check')}
                </button>
              )}
            </div>
            <div aria-live="polite">
              {applied ? (
                <p id="checkout-voucher-hint" className="mt-1 text-sm font-medium text-brand-800">
                  {t('checkout_voucher_applied', { code: applied.code, amount: t.price(preview.totals.discount) })}
                </p>
              ) : null}
              <FieldError id="checkout-voucher" error={voucherError} />
            </div>
          </div>

          {balance > 0 ? (
            <div>
              <label htmlFor="checkout-points" className="mb-1 block text-sm font-medium text-stone-800">
                {t('checkout_points')}
              </label>
              <div className="flex gap-2">
                <input
                  id="checkout-points"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  dir="ltr"
                  value={draft.points}
                  placeholder="0"
                  onChange={(event) => change('points', event.target.value, 'points')}
                  aria-invalid={pointsError ? true : undefined}
                  aria-describedby={describedBy('checkout-points', true, pointsError)}
                  className={`${INPUT_CLASS} max-w-40`}
                />
                <button
                  type="button"
                  onClick={() => change('points', String(preview.maxPoints), 'points')}
                  disabled={preview.maxPoints === 0}
                  className="shrink-0 rounded-lg border border-stone-300 px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-50"
                >
                  {t('checkout_points_use_max')}
                </button>
              </div>
              <p id="checkout-points-hint" className="mt-1 text-sm text-stone-600">
                {t('checkout_points_hint', {
                  balance,
                  max: preview.maxPoints,
                  value: t.price(pricingRulesOf(pointsData).pointValueIqd),
                })}
              </p>
              <FieldError id="checkout-points" error={pointsError} />
            </div>
          ) : (
            <div>
              <p className="text-sm font-medium text-stone-800">{t('checkout_points')}</p>
              <p className="text-sm text-stone-600">{t('checkout_points_none')}</p>
            </div>
          )}
        </div>
      </div>

      <aside className="min-w-0 lg:row-span-2">
        <section
          aria-labelledby="checkout-summary"
          className="space-y-4 rounded-xl border border-stone-200 bg-white p-5 lg:sticky lg:top-4"
        >
          <h2 id="checkout-summary" className="text-lg font-bold">
            {t('checkout_summary_title')}
          </h2>
          <ul className="divide-y divide-stone-100 text-sm">
            {cartData.items.map((item) => (
              <li key={item.product_id} className="flex items-baseline justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="block truncate font-medium text-stone-900">{item.product.title}</span>
                  <span className="text-stone-600">{t('checkout_item_quantity', { quantity: item.quantity })}</span>
                </span>
                <span className="shrink-0 tabular-nums">{t.price(item.line_total)}</span>
              </li>
            ))}
          </ul>
          <OrderTotals totals={preview.totals} deliveryKnown={preview.deliveryKnown} />
          <div>
            <label className="flex items-start gap-2 text-sm text-stone-800">
              <input
                id="checkout-terms"
                type="checkbox"
                checked={draft.acceptTerms}
                onChange={(event) => change('acceptTerms', event.target.checked, 'accept_terms')}
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsError ? errorId('checkout-terms') : undefined}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              />
              <span>{t('checkout_terms')}</span>
            </label>
            <FieldError id="checkout-terms" error={termsError} />
          </div>
          <FormError error={formError} />
          <SubmitButton busy={submitting} busyLabel={t('checkout_submitting')}>
            {t('checkout_submit')}
          </SubmitButton>
          <ShopLink
            href={`/${t.locale}/cart`}
            className="block text-center text-sm font-medium text-brand-700 hover:underline"
          >
            {t('checkout_back_to_cart')}
          </ShopLink>
        </section>
      </aside>
    </form>
  );
}
