// A place on the map (showrooms, delivery zones): click the map or type the coordinates. The numbers are
// the accessible way in; the map is a help for the eye. It draws no tiles: nothing is downloaded at run time.
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { MapContainer, CircleMarker, useMap, useMapEvents } from 'react-leaflet';
import { useText } from '../i18n/I18nProvider';
import { TextField } from './fields';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Iraq's middle: where an empty field's map opens. */
const IRAQ: LatLng = { lat: 33.3, lng: 44.4 };

function ClickToPlace({ onPick }: { onPick: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

function FollowValue({ value }: { value: LatLng | null }) {
  const map = useMap();
  const first = useRef(true);
  useEffect(() => {
    if (value && !first.current) map.panTo([value.lat, value.lng]);
    first.current = false;
  }, [map, value]);
  return null;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export function MapPinField({
  label,
  value,
  onChange,
  error,
  readOnly,
}: {
  label: string;
  value: LatLng | null;
  onChange: (value: LatLng | null) => void;
  error?: string;
  /** Shows the pin without letting it move (an order's delivery place). */
  readOnly?: boolean;
}) {
  const t = useText('common');
  const center = value ?? IRAQ;
  const setPart = (part: keyof LatLng, raw: string) => {
    const n = Number(raw);
    if (raw === '' || !Number.isFinite(n)) return;
    onChange({ ...(value ?? IRAQ), [part]: n });
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{label}</legend>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          key={`lat-${value?.lat}`}
          label={t('latitude')}
          inputMode="decimal"
          defaultValue={value?.lat ?? ''}
          readOnly={readOnly}
          onBlur={(e) => setPart('lat', e.target.value)}
          error={error}
        />
        <TextField
          key={`lng-${value?.lng}`}
          label={t('longitude')}
          inputMode="decimal"
          defaultValue={value?.lng ?? ''}
          readOnly={readOnly}
          onBlur={(e) => setPart('lng', e.target.value)}
        />
      </div>
      <div aria-hidden="true" className="h-56 overflow-hidden rounded-md border border-stone-300 bg-stone-200">
        <MapContainer
          center={[center.lat, center.lng]}
          zoom={value ? 13 : 6}
          className="size-full"
          keyboard={false}
          // The map is hidden from assistive technology (the coordinates are the accessible way in), so it
          // may hold nothing focusable: Leaflet's zoom buttons are links. The wheel and double-click still zoom.
          zoomControl={false}
          attributionControl={false}
        >
          {!readOnly && <ClickToPlace onPick={(p) => onChange({ lat: round(p.lat), lng: round(p.lng) })} />}
          <FollowValue value={value} />
          {value && <CircleMarker center={[value.lat, value.lng]} radius={8} pathOptions={{ color: '#0b6254' }} />}
        </MapContainer>
      </div>
    </fieldset>
  );
}
