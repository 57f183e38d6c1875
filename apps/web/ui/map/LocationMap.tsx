'use client';

// The Leaflet map itself. Loaded only by the checkout and the showroom pages, in the browser, after the page
// is up (LocationPicker and ShowroomMap import it with next/dynamic and no server rendering): Leaflet needs
// `window`, and weighs ~40 kB that no other page should carry. Its stylesheet and marker pictures come from
// the leaflet package, bundled by the storefront's build, never from a CDN.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { LatLng } from './lat-lng';

export interface LocationMapProps {
  /** Where the view is: moves when the shopper picks a city (a new object each time). */
  view: { center: LatLng; zoom: number };
  pin: LatLng | null;
  /** Without it the map only shows the pin (a showroom's page): no picking by click, no dragging. */
  onPick?: (point: LatLng) => void;
  tileUrl: string | null;
  attribution: string | null;
  onTilesFailed: () => void;
  label: string;
  markerLabel: string;
}

/** An imported picture's URL: the build gives `{ src }` for images, a plain URL in some setups. */
const urlOf = (image: string | { src: string }) => (typeof image === 'string' ? image : image.src);

const PIN_ICON = L.icon({
  iconUrl: urlOf(markerIcon),
  iconRetinaUrl: urlOf(markerIcon2x),
  shadowUrl: urlOf(markerShadow),
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

function FollowView({ view }: { view: LocationMapProps['view'] }) {
  const map = useMap();
  useEffect(() => {
    map.setView([view.center.lat, view.center.lng], view.zoom);
  }, [map, view]);
  return null;
}

function PickOnClick({ onPick }: { onPick: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** Leaflet's own container is the focusable map (arrow keys pan, +/- zoom); it gets the page's name for it. */
function NameContainer({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('aria-label', label);
    container.setAttribute('role', 'application');
  }, [map, label]);
  return null;
}

/**
 * `isolate` makes the map its own stacking context: Leaflet gives its panes z-index 400 and its zoom buttons and
 * credit line 1000, which otherwise compete with the whole page and were drawn over the sign-in dialog (z 80)
 * and the notification overlay (z 90). Inside the context they only order the map's own layers.
 */
export const MAP_CLASS = 'isolate z-0 h-72 w-full rounded-lg bg-stone-200 md:h-96';

export default function LocationMap(props: LocationMapProps) {
  const { view, pin, onPick, tileUrl, attribution, onTilesFailed, label, markerLabel } = props;
  const markerHandlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const at = (event.target as L.Marker).getLatLng();
        onPick?.({ lat: at.lat, lng: at.lng });
      },
    }),
    [onPick],
  );
  const tileHandlers = useMemo(() => ({ tileerror: onTilesFailed }), [onTilesFailed]);
  return (
    <MapContainer
      center={[view.center.lat, view.center.lng]}
      zoom={view.zoom}
      scrollWheelZoom={false}
      className={MAP_CLASS}
    >
      <NameContainer label={label} />
      <FollowView view={view} />
      {onPick ? <PickOnClick onPick={onPick} /> : null}
      {tileUrl ? (
        <TileLayer url={tileUrl} attribution={attribution ?? undefined} maxZoom={19} eventHandlers={tileHandlers} />
      ) : null}
      {pin ? (
        <Marker
          position={[pin.lat, pin.lng]}
          icon={PIN_ICON}
          draggable={Boolean(onPick)}
          title={markerLabel}
          alt={markerLabel}
          eventHandlers={onPick ? markerHandlers : undefined}
        />
      ) : null}
    </MapContainer>
  );
}
