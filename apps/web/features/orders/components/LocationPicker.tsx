'use client';

import { formatNumber } from '@dukan/core/format/numbers';
import { Crosshair, LocateFixed, MapPin } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import type { LatLng } from '@/features/orders/validation';
import { useText } from '@/i18n/use-text';
import type { LocationMapProps } from '@/ui/map/LocationMap';

// Leaflet loads in the browser only, and only here: the rest of the form works while it is on its way.
const LocationMap = dynamic<LocationMapProps>(() => import('@/ui/map/LocationMap'), {
  ssr: false,
  loading: () => <MapPlaceholder />,
});

function MapPlaceholder() {
  const tCheckout = useText('checkout');
  return (
    <div className="grid h-72 w-full place-items-center rounded-lg bg-stone-200 text-sm text-stone-600 md:h-96">
      {tCheckout('checkout_map_loading')}
    </div>
  );
}

interface Props {
  id: string;
  view: LocationMapProps['view'];
  pin: LatLng | null;
  /** The chosen city's centre, for the keyboard-friendly "use the city centre" button. */
  cityCentre: LatLng | null;
  onPick: (point: LatLng, moveView?: boolean) => void;
  tileUrl: string | null;
  attribution: string | null;
  /** Already in the shopper's language. */
  error: string | null;
  errorId: string;
}

/** Delivery location: a map to click (or a pin to drag), plus buttons that need no pointer. */
export function LocationPicker({ id, view, pin, cityCentre, onPick, tileUrl, attribution, error, errorId }: Props) {
  const tCheckout = useText('checkout');
  const [tilesFailed, setTilesFailed] = useState(false);
  const [locating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  const pickOnMap = useCallback((point: LatLng) => onPick(point), [onPick]);

  function useMyLocation() {
    if (!('geolocation' in navigator)) {
      setLocateFailed(true);
      return;
    }
    setLocating(true);
    setLocateFailed(false);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onPick({ lat: position.coords.latitude, lng: position.coords.longitude }, true);
      },
      () => {
        setLocating(false);
        setLocateFailed(true);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  // Coordinates in the page's digits and decimal mark (٣٥٫٥٦١٣٠ on Kurdish and Arabic pages).
  const fixed = (value: number) =>
    formatNumber(value, tCheckout.locale, { grouping: false, minimumFractionDigits: 5, maximumFractionDigits: 5 });

  return (
    // The fieldset takes the focus when the form points at a missing location (its buttons may be disabled).
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? errorId : undefined} className="outline-none">
      <legend className="text-sm font-medium text-stone-800">{tCheckout('checkout_location_label')}</legend>
      <p className="mt-1 text-sm text-stone-600">{tCheckout('checkout_location_hint')}</p>
      {/* Map content is not text: it keeps Leaflet's own left-to-right layout in every language. */}
      <div dir="ltr" className={`mt-2 rounded-lg ${error ? 'ring-2 ring-red-600' : ''}`}>
        <LocationMap
          view={view}
          pin={pin}
          onPick={pickOnMap}
          tileUrl={tileUrl}
          attribution={attribution}
          onTilesFailed={onTilesFailed}
          label={tCheckout('checkout_map_label')}
          markerLabel={tCheckout('checkout_marker_label')}
        />
      </div>
      {tilesFailed || !tileUrl ? (
        <p className="mt-2 text-sm text-amber-800">{tCheckout('checkout_map_tiles_failed')}</p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button
          type="button"
          disabled={!cityCentre}
          onClick={() => cityCentre && onPick(cityCentre, true)}
          className="inline-flex items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-50"
        >
          <Crosshair className="h-4 w-4" aria-hidden="true" />
          {tCheckout('checkout_use_city_centre')}
        </button>
        <button
          type="button"
          onClick={useMyLocation}
          disabled={locating}
          className="inline-flex items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-50"
        >
          <LocateFixed className="h-4 w-4" aria-hidden="true" />
          {locating ? tCheckout('checkout_locating') : tCheckout('checkout_use_my_location')}
        </button>
      </div>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-stone-700" aria-live="polite">
        <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          {pin
            ? tCheckout('checkout_location_set', { lat: fixed(pin.lat), lng: fixed(pin.lng) })
            : tCheckout('checkout_location_none')}
        </span>
      </p>
      {locateFailed ? <p className="mt-1 text-sm text-amber-800">{tCheckout('checkout_locate_failed')}</p> : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
