// schema.org Store for a showroom's page: name, address, phone, pin and weekly hours as the page shows them.
import { SCHEMA_DAY, weekSchedule } from '@dukan/core/content/opening-hours';
import type { ShowroomData } from '@/features/content/content-api';
import { absoluteUrl } from '@/lib/seo/site-url';

/** A phone number as schema.org likes it: digits and a leading plus, no spaces. */
const telephoneOf = (phone: string) => phone.replace(/[^\d+]/g, '');

export function storeJsonLd(input: { siteUrl: string; url: string; showroom: ShowroomData }) {
  const { showroom } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': `${input.url}#store`,
    name: showroom.name,
    url: input.url,
    ...(showroom.image ? { image: absoluteUrl(input.siteUrl, showroom.image) } : {}),
    telephone: telephoneOf(showroom.phone),
    address: {
      '@type': 'PostalAddress',
      streetAddress: showroom.address,
      addressLocality: showroom.city,
      addressCountry: 'IQ',
    },
    geo: { '@type': 'GeoCoordinates', latitude: showroom.location.lat, longitude: showroom.location.lng },
    // One entry per period; a closing time at or before the opening one means after midnight, as schema.org reads it.
    openingHoursSpecification: weekSchedule(showroom.openingHours).flatMap((row) =>
      row.periods.map((period) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${SCHEMA_DAY[row.day]}`,
        opens: period.open,
        closes: period.close,
      })),
    ),
  };
}

/** Google Maps directions to the pin (opens the app on phones). */
export function directionsUrl(location: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${location.lat},${location.lng}`;
}

export function telHref(phone: string): string {
  return `tel:${telephoneOf(phone)}`;
}
