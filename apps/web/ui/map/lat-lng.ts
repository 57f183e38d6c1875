/** A point on the map (WGS 84 degrees), as the location picker and the showroom map place their marker. */
export interface LatLng {
  lat: number;
  lng: number;
}
