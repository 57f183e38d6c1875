import { describe, expect, it } from 'vitest';
import { DELIVERY_BOUNDS } from '../contract/orders';
import { isInDeliveryArea } from './area';

describe('isInDeliveryArea', () => {
  it('takes the cities of Iraq', () => {
    expect(isInDeliveryArea({ lat: 36.191, lng: 44.009 })).toBe(true); // Erbil
    expect(isInDeliveryArea({ lat: 30.5, lng: 47.8 })).toBe(true); // Basra
    expect(isInDeliveryArea({ lat: 35.557, lng: 45.435 })).toBe(true); // Sulaymaniyah
  });

  it('refuses points outside the box', () => {
    expect(isInDeliveryArea({ lat: 41.0, lng: 29.0 })).toBe(false); // Istanbul
    expect(isInDeliveryArea({ lat: 48.86, lng: 2.35 })).toBe(false); // Paris
    expect(isInDeliveryArea({ lat: 0, lng: 0 })).toBe(false);
  });

  it('includes its borders and nothing past them', () => {
    const { south, north, west, east } = DELIVERY_BOUNDS;
    expect(isInDeliveryArea({ lat: south, lng: west })).toBe(true);
    expect(isInDeliveryArea({ lat: north, lng: east })).toBe(true);
    expect(isInDeliveryArea({ lat: south - 0.001, lng: 44 })).toBe(false);
    expect(isInDeliveryArea({ lat: north + 0.001, lng: 44 })).toBe(false);
    expect(isInDeliveryArea({ lat: 33, lng: west - 0.001 })).toBe(false);
    expect(isInDeliveryArea({ lat: 33, lng: east + 0.001 })).toBe(false);
  });

  it('never takes a coordinate that is not a number', () => {
    expect(isInDeliveryArea({ lat: Number.NaN, lng: 44 })).toBe(false);
    expect(isInDeliveryArea({ lat: 36, lng: Number.NaN })).toBe(false);
  });
});
