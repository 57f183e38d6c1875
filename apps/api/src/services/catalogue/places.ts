// Where the shop delivers and where it can be visited: countries, cities with delivery prices, showrooms.
import type { City, Country, Showroom } from '@dukan/core/contract/catalogue';
import { ICU_LOCALE, pickLocalized, type Locale } from '@dukan/core/locales';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, countries, showrooms, type OpeningHours } from '../../db/schema/content';

export async function listCountries(db: Database, locale: Locale): Promise<Country[]> {
  const rows = await db.select().from(countries).orderBy(asc(countries.id));
  const collator = new Intl.Collator(ICU_LOCALE[locale]);
  return rows
    .map((r) => ({ id: r.id, iso2: r.iso2, calling_code: r.calling_code, name: pickLocalized(r, 'name', locale) }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

export async function listCities(db: Database, locale: Locale): Promise<City[]> {
  const rows = await db.select().from(cities).where(eq(cities.active, true)).orderBy(asc(cities.sort), asc(cities.id));
  return rows.map((r) => ({
    id: r.id,
    country_id: r.country_id,
    name: pickLocalized(r, 'name', locale),
    delivery_price: r.delivery_price,
    lat: r.lat,
    lng: r.lng,
  }));
}

const showroomColumns = {
  id: showrooms.id,
  name_ku: showrooms.name_ku,
  name_ar: showrooms.name_ar,
  name_en: showrooms.name_en,
  address_ku: showrooms.address_ku,
  address_ar: showrooms.address_ar,
  address_en: showrooms.address_en,
  phone: showrooms.phone,
  lat: showrooms.lat,
  lng: showrooms.lng,
  opening_hours: showrooms.opening_hours,
  image: showrooms.image,
  city: { id: cities.id, name_ku: cities.name_ku, name_ar: cities.name_ar, name_en: cities.name_en },
};

function showroomQuery(db: Database) {
  return db.select(showroomColumns).from(showrooms).innerJoin(cities, eq(cities.id, showrooms.city_id));
}

type ShowroomRow = Awaited<ReturnType<typeof showroomQuery>>[number];

function toShowroom(r: ShowroomRow, locale: Locale): Showroom {
  return {
    id: r.id,
    name: pickLocalized(r, 'name', locale),
    address: pickLocalized(r, 'address', locale),
    city: { id: r.city.id, name: pickLocalized(r.city, 'name', locale) },
    phone: r.phone,
    lat: r.lat,
    lng: r.lng,
    opening_hours: Array.isArray(r.opening_hours) ? (r.opening_hours as OpeningHours) : [],
    image: r.image,
  };
}

export async function listShowrooms(db: Database, locale: Locale): Promise<Showroom[]> {
  const rows = await showroomQuery(db)
    .where(eq(showrooms.active, true))
    .orderBy(asc(showrooms.sort), asc(showrooms.id));
  return rows.map((r) => toShowroom(r, locale));
}

/** null when no showroom has this id. */
export async function getShowroom(db: Database, locale: Locale, id: number): Promise<Showroom | null> {
  const [row] = await showroomQuery(db)
    .where(and(eq(showrooms.id, id), eq(showrooms.active, true)))
    .limit(1);
  return row ? toShowroom(row, locale) : null;
}
