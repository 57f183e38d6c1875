import { describe, expect, it } from 'vitest';
import type { ShowroomData } from '@/features/content/content-api';
import { directionsUrl, storeJsonLd, telHref } from './showroom-json-ld';

const SHOWROOM: ShowroomData = {
  id: 4,
  name: 'Dukan Showroom – Baghdad',
  address: 'Arasat Street, Karrada',
  city: 'Baghdad',
  phone: '+964 780 456 7890',
  location: { lat: 33.3009, lng: 44.4217 },
  openingHours: [
    { day: 5, open: '16:00', close: '01:00' },
    { day: 6, open: '09:00', close: '22:00' },
  ],
  image: '/api/media/showrooms/baghdad.svg',
};

describe('storeJsonLd', () => {
  const data = storeJsonLd({
    siteUrl: 'https://shop.example',
    url: 'https://shop.example/en/showroom/4',
    showroom: SHOWROOM,
  });

  it('describes the store with absolute URLs, its address, phone and pin', () => {
    expect(data).toMatchObject({
      '@type': 'Store',
      name: SHOWROOM.name,
      url: 'https://shop.example/en/showroom/4',
      image: 'https://shop.example/api/media/showrooms/baghdad.svg',
      telephone: '+9647804567890',
      address: {
        '@type': 'PostalAddress',
        streetAddress: SHOWROOM.address,
        addressLocality: 'Baghdad',
        addressCountry: 'IQ',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 33.3009, longitude: 44.4217 },
    });
  });

  it('gives one opening-hours entry per period, Saturday first, closing after midnight as written', () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '09:00',
        closes: '22:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '16:00', closes: '01:00' },
    ]);
  });
});

describe('links', () => {
  it('asks Google Maps for directions to the pin', () => {
    expect(directionsUrl({ lat: 33.3009, lng: 44.4217 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=33.3009,44.4217',
    );
  });
  it('dials the number without its spaces', () => {
    expect(telHref('+964 780 456 7890')).toBe('tel:+9647804567890');
  });
});
