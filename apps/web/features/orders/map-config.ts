// Where the checkout map's tiles come from. Read on the server per request (like the API base URLs), so one
// build serves any deployment: NEXT_PUBLIC_MAP_TILE_URL is a Leaflet URL template; unset means
// OpenStreetMap's standard tiles, empty means no tiles at all (the pin still works on a blank map).

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface MapTiles {
  url: string | null;
  /** HTML, as Leaflet renders it; a configured one is escaped (it is text, not markup). */
  attribution: string | null;
}

const TILE_URL_VAR = 'NEXT_PUBLIC_MAP_TILE_URL';
const ATTRIBUTION_VAR = 'NEXT_PUBLIC_MAP_TILE_ATTRIBUTION';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function mapTilesFromEnv(env: Record<string, string | undefined> = process.env): MapTiles {
  // Looked up by a variable name, so the build does not bake in the value of the machine that built it.
  const configured = env[TILE_URL_VAR];
  if (configured === undefined) return { url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION };
  const url = configured.trim();
  if (url === '') return { url: null, attribution: null };
  if (!/^(?:https?:\/\/|\/)/i.test(url)) return { url: null, attribution: null };
  const attribution = env[ATTRIBUTION_VAR]?.trim();
  return { url, attribution: attribution ? escapeHtml(attribution) : url === OSM_TILE_URL ? OSM_ATTRIBUTION : null };
}
