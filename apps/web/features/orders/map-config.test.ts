import { describe, expect, it } from 'vitest';
import { mapTilesFromEnv, OSM_ATTRIBUTION, OSM_TILE_URL } from './map-config';

describe('mapTilesFromEnv', () => {
  it('defaults to OpenStreetMap with its attribution', () => {
    expect(mapTilesFromEnv({})).toEqual({ url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION });
  });

  it('an empty value shows no tiles', () => {
    expect(mapTilesFromEnv({ NEXT_PUBLIC_MAP_TILE_URL: '' })).toEqual({ url: null, attribution: null });
    expect(mapTilesFromEnv({ NEXT_PUBLIC_MAP_TILE_URL: '  ' })).toEqual({ url: null, attribution: null });
  });

  it('takes a configured server, with its attribution as text', () => {
    expect(
      mapTilesFromEnv({
        NEXT_PUBLIC_MAP_TILE_URL: 'https://tiles.dukan.iq/{z}/{x}/{y}.png',
        NEXT_PUBLIC_MAP_TILE_ATTRIBUTION: 'Maps <b>Dukan</b>',
      }),
    ).toEqual({ url: 'https://tiles.dukan.iq/{z}/{x}/{y}.png', attribution: 'Maps &lt;b&gt;Dukan&lt;/b&gt;' });
    expect(mapTilesFromEnv({ NEXT_PUBLIC_MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).url).toBe('/tiles/{z}/{x}/{y}.png');
  });

  it('refuses a template that is not a web address', () => {
    expect(mapTilesFromEnv({ NEXT_PUBLIC_MAP_TILE_URL: 'javascript:alert(1)//{z}' }).url).toBeNull();
  });
});
