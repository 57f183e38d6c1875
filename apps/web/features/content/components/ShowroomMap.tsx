'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { LocationMapProps } from '@/ui/map/LocationMap';

// The checkout's Leaflet map, read-only here: it loads in the browser after the page is up, and the page's
// address, hours and directions link never wait for it.
const LocationMap = dynamic<LocationMapProps>(() => import('@/ui/map/LocationMap'), {
  ssr: false,
  loading: () => <MapPlaceholder />,
});

// next/dynamic's placeholder takes no props: its text comes through context.
const LoadingText = createContext('');

function MapPlaceholder() {
  return (
    <div className="grid h-72 w-full place-items-center rounded-lg bg-stone-200 text-sm text-stone-600 md:h-96">
      {useContext(LoadingText)}
    </div>
  );
}

const SHOWROOM_ZOOM = 15;

interface Props {
  lat: number;
  lng: number;
  tileUrl: string | null;
  attribution: string | null;
  label: string;
  markerLabel: string;
  loadingText: string;
  noTilesText: string;
}

/** A showroom's pin on a map. Without tiles (switched off, blocked or offline) the pin stays on a blank map. */
export function ShowroomMap({ lat, lng, tileUrl, attribution, label, markerLabel, loadingText, noTilesText }: Props) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTilesFailed = useCallback(() => setTilesFailed(true), []);
  const pin = useMemo(() => ({ lat, lng }), [lat, lng]);
  const view = useMemo(() => ({ center: pin, zoom: SHOWROOM_ZOOM }), [pin]);
  return (
    <LoadingText.Provider value={loadingText}>
      {/* Map content is not text: it keeps Leaflet's own left-to-right layout in every language. */}
      <div dir="ltr" data-showroom-map="">
        <LocationMap
          view={view}
          pin={pin}
          tileUrl={tileUrl}
          attribution={attribution}
          onTilesFailed={onTilesFailed}
          label={label}
          markerLabel={markerLabel}
        />
      </div>
      {tilesFailed || !tileUrl ? <p className="mt-2 text-sm text-amber-800">{noTilesText}</p> : null}
    </LoadingText.Provider>
  );
}
