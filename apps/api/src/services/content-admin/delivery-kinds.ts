// Where the shop delivers and how shoppers pay, as owners and managers edit it: cities with their delivery
// price (whole dinars) and checkout map centre, and the payment methods switched on or off. A change here moves
// money at the next checkout, so it is announced as 'delivery' and audited like every other.
import type {
  CityCreateBody,
  CityPatchBody,
  CityView,
  PaymentMethodPatchBody,
  PaymentMethodView,
} from '@dukan/core/contract/admin-content';
import type { z } from 'zod';
import { cities, paymentMethods } from '../../db/schema';
import { columnsOf, localizedOf, sentFields } from './localized';
import type { RecordKind } from './records';

type Row = Record<string, unknown>;

export const cityKind: RecordKind<z.output<typeof CityCreateBody>, z.output<typeof CityPatchBody>, CityView> = {
  entity: 'city',
  table: cities,
  key: cities.id,
  sort: cities.sort,
  tag: 'delivery',
  notFound: 'city_not_found',
  reference: { field: 'country_id', key: 'country_not_found' },
  // Orders keep the city they were delivered to, and showrooms stand in one: such a city is switched off.
  inUse: 'city_in_use',
  columns: (body) => ({
    ...sentFields(body, ['country_id', 'delivery_price', 'sort', 'active']),
    ...(body.pin ? { lat: body.pin.lat, lng: body.pin.lng } : {}),
    ...columnsOf('name', body.name),
  }),
  view: (r: Row) => ({
    id: r.id as number,
    country_id: r.country_id as number,
    name: localizedOf(r, 'name'),
    delivery_price: r.delivery_price as number,
    pin: { lat: r.lat as number, lng: r.lng as number },
    sort: r.sort as number,
    active: r.active as boolean,
  }),
};

export const paymentMethodKind: RecordKind<never, z.output<typeof PaymentMethodPatchBody>, PaymentMethodView> = {
  entity: 'payment_method',
  table: paymentMethods,
  key: paymentMethods.key,
  sort: paymentMethods.sort,
  tag: 'delivery',
  notFound: 'payment_method_not_found',
  columns: (body) => ({
    ...sentFields(body, ['active', 'sort']),
    ...columnsOf('title', body.title),
    ...columnsOf('description', body.description),
  }),
  view: (r: Row) => ({
    id: r.id as number,
    key: r.key as string,
    title: localizedOf(r, 'title'),
    description: localizedOf(r, 'description'),
    active: r.active as boolean,
    sort: r.sort as number,
  }),
};
