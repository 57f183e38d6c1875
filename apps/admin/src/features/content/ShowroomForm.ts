// A showroom's form values and the body the API takes (apps/api/src/routes/admin/content.ts, /showrooms),
// apart from the screen so they can be tested without a browser (the map draws with Leaflet, which needs one).
import type { OpeningPeriod } from '@dukan/core/content/opening-hours';
import type { LocalizedText, ShowroomView } from '@dukan/core/contract/admin-content';
import { api, type Envelope } from '../../lib/api';
import type { Picture } from '../../ui/ImageUploader';
import { EMPTY_LOCALIZED } from '../../ui/LocalizedTextField';
import type { LatLng } from '../../ui/MapPinField';

type Said<T> = Envelope<T> & { message?: string };
export const listShowrooms = async () => (await api.get<Envelope<ShowroomView[]>>('/api/admin/showrooms')).data;
export const readShowroom = async (id: string) =>
  (await api.get<Envelope<ShowroomView>>(`/api/admin/showrooms/${id}`)).data;
export const deleteShowroom = (id: number) => api.delete<{ message?: string }>(`/api/admin/showrooms/${id}`);
export const updateShowroom = (id: string | number, body: unknown) =>
  api.patch<Said<ShowroomView>>(`/api/admin/showrooms/${id}`, body);
export const createShowroom = (body: unknown) => api.post<Said<ShowroomView>>('/api/admin/showrooms', body);

export interface ShowroomForm {
  /** The select's value: '' until a city is chosen. */
  city_id: string;
  name: LocalizedText;
  address: LocalizedText;
  phone: string;
  pin: LatLng | null;
  opening_hours: OpeningPeriod[];
  pictures: Picture[];
  active: boolean;
}

export const SHOWROOM_FIELDS = ['city_id', 'name', 'address', 'phone', 'pin', 'opening_hours', 'image', 'active'];

/** A new period's hours: a usual Iraqi shop day. */
export const NEW_PERIOD = { open: '09:00', close: '21:00' } as const;

export function toShowroomBody(v: ShowroomForm) {
  return {
    // No city chosen is 0, which the contract refuses with its own "choose a city" message.
    city_id: v.city_id === '' ? 0 : Number(v.city_id),
    name: v.name,
    address: v.address,
    phone: v.phone.trim(),
    pin: v.pin,
    // Sorted by weekday then opening, so the saved week reads in order whatever order staff added periods in.
    opening_hours: [...v.opening_hours]
      .map((p) => ({ day: p.day, open: p.open, close: p.close }))
      .sort((a, b) => a.day - b.day || a.open.localeCompare(b.open)),
    image: v.pictures[0]?.media ?? null,
    active: v.active,
  };
}

export function showroomFormOf(showroom: ShowroomView | undefined): ShowroomForm {
  if (!showroom) {
    return {
      city_id: '',
      name: EMPTY_LOCALIZED,
      address: EMPTY_LOCALIZED,
      phone: '',
      pin: null,
      opening_hours: [],
      pictures: [],
      active: true,
    };
  }
  return {
    city_id: String(showroom.city_id),
    name: showroom.name,
    address: showroom.address,
    phone: showroom.phone,
    pin: showroom.pin,
    opening_hours: showroom.opening_hours,
    pictures: showroom.image ? [{ media: showroom.image, url: showroom.image, alt: EMPTY_LOCALIZED }] : [],
    active: showroom.active,
  };
}
