'use client';

import { orderFormat } from './order-format';
import type { City } from '@dukan/core/contract/catalogue';
import { useCallback, type Dispatch } from 'react';
import { change, type CheckoutAction, type CheckoutState } from '@/features/orders/checkout-draft';
import type { MapTiles } from '@/features/orders/map-config';
import type { CheckoutField, LatLng } from '@/features/orders/validation';
import { describedBy, errorId, FieldError, INPUT_CLASS, TextField } from '@/ui/form/fields';
import { CHECKOUT_ELEMENT } from './CheckoutForm.elements';
import { LocationPicker } from './LocationPicker';
import { useText } from '@/i18n/use-text';

interface Props {
  cities: City[];
  city: City | null;
  state: Pick<CheckoutState, 'draft' | 'view'>;
  dispatch: Dispatch<CheckoutAction>;
  tiles: MapTiles;
  messageFor: (field: CheckoutField) => string | undefined;
}

/** Where the order goes: the city (which sets the delivery price), the pin on the map, the address and notes. */
export function CheckoutDeliverySection({ cities, city, state: { draft, view }, dispatch, tiles, messageFor }: Props) {
  const tCheckout = useText('checkout');
  const format = orderFormat(tCheckout.locale);
  const pick = useCallback(
    (point: LatLng, moveView = false) => dispatch({ type: 'pick', point, moveView }),
    [dispatch],
  );
  const chooseCity = (value: string) =>
    dispatch({ type: 'city', city: cities.find((c) => String(c.id) === value) ?? null });
  const cityError = messageFor('city_id');
  const notesError = messageFor('notes');

  return (
    <section aria-labelledby="checkout-delivery" className="space-y-4 rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="checkout-delivery" className="text-lg font-bold">
        {tCheckout('checkout_delivery_title')}
      </h2>
      <div>
        <label htmlFor="checkout-city" className="mb-1 block text-sm font-medium text-stone-800">
          {tCheckout('checkout_city')}
        </label>
        <select
          id="checkout-city"
          value={draft.cityId === null ? '' : String(draft.cityId)}
          onChange={(event) => chooseCity(event.target.value)}
          aria-invalid={cityError ? true : undefined}
          aria-describedby={describedBy('checkout-city', false, cityError)}
          className={INPUT_CLASS}
        >
          <option value="">{tCheckout('checkout_city_choose')}</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} — {format.price(c.delivery_price)}
            </option>
          ))}
        </select>
        <FieldError id="checkout-city" error={cityError} />
      </div>
      <LocationPicker
        id={CHECKOUT_ELEMENT.location}
        view={view}
        pin={draft.location}
        cityCentre={city ? { lat: city.lat, lng: city.lng } : null}
        onPick={pick}
        tileUrl={tiles.url}
        attribution={tiles.attribution}
        error={messageFor('location') ?? null}
        errorId={errorId(CHECKOUT_ELEMENT.location)}
      />
      <TextField
        id="checkout-address"
        label={tCheckout('checkout_address')}
        hint={tCheckout('checkout_address_hint')}
        value={draft.address}
        onChange={(value) => dispatch(change('address', value))}
        error={messageFor('address')}
        autoComplete="street-address"
        maxLength={500}
        required
      />
      <div>
        <label htmlFor="checkout-notes" className="mb-1 block text-sm font-medium text-stone-800">
          {tCheckout('checkout_notes')}
        </label>
        <textarea
          id="checkout-notes"
          rows={3}
          maxLength={1000}
          value={draft.notes}
          onChange={(event) => dispatch(change('notes', event.target.value))}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={describedBy('checkout-notes', false, notesError)}
          className={INPUT_CLASS}
        />
        <FieldError id="checkout-notes" error={notesError} />
      </div>
    </section>
  );
}
