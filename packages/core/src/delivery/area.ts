// Whether a map pin is somewhere the shop delivers. The storefront asks it as the shopper drops the pin (so the
// refusal comes at once, in the shopper's language) and the API asks it again before an order is written (a
// request need not come from the storefront): one rule, so the two can never disagree about the same point.
import { DELIVERY_BOUNDS } from '../contract/orders';

export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * True when the point lies inside the delivery area, its borders included. The area is one box around Iraq: a
 * pin outside it is a mis-click rather than an address, and the city (with its delivery price) is chosen apart.
 * A coordinate that is not a number (NaN) is never inside.
 */
export function isInDeliveryArea({ lat, lng }: GeoPoint): boolean {
  const b = DELIVERY_BOUNDS;
  return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
}
