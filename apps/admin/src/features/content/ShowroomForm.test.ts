import { ShowroomCreateBody, ShowroomPatchBody } from '@dukan/core/contract/admin-content';
import { describe, expect, it } from 'vitest';
import { contractResolver } from './contract-resolver';
import { NEW_PERIOD, showroomFormOf, toShowroomBody, type ShowroomForm } from './ShowroomForm';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as never;
const filled: ShowroomForm = {
  ...showroomFormOf(undefined),
  city_id: '4',
  name: { ku: 'پیشانگای هەولێر', ar: '', en: '' },
  address: { ku: 'شەقامی ٦٠ مەتری', ar: '', en: '' },
  phone: ' 0750 123 4567 ',
  pin: { lat: 36.19, lng: 44.01 },
};

describe('showroom form', () => {
  it('sends the city as a number, the phone trimmed, no picture as null, and the week in order', () => {
    const body = toShowroomBody({
      ...filled,
      opening_hours: [
        { day: 5, open: '16:00', close: '23:00' },
        { day: 6, open: '10:00', close: '01:00' },
        { day: 5, open: '09:00', close: '12:00' },
      ],
    });
    expect(body).toMatchObject({ city_id: 4, phone: '0750 123 4567', image: null, active: true });
    expect(body.opening_hours).toEqual([
      { day: 5, open: '09:00', close: '12:00' },
      { day: 5, open: '16:00', close: '23:00' },
      { day: 6, open: '10:00', close: '01:00' },
    ]);
    // The late Saturday period (closing at 01:00) is one period that runs past midnight, which the contract takes.
    expect(ShowroomCreateBody.safeParse(body).success).toBe(true);
  });

  it('reads a saved showroom back into the form, and sends it back unchanged', () => {
    const saved = {
      id: 7,
      city_id: 2,
      name: { ku: 'a', ar: 'b', en: 'c' },
      address: { ku: 'd', ar: 'e', en: 'f' },
      phone: '07701234567',
      pin: { lat: 33.3, lng: 44.4 },
      opening_hours: [{ day: 0, ...NEW_PERIOD }],
      image: '/api/media/shop.webp',
      sort: 1,
      active: false,
    };
    const form = showroomFormOf(saved);
    expect(form).toMatchObject({ city_id: '2', active: false, phone: '07701234567' });
    expect(form.pictures).toEqual([
      { media: '/api/media/shop.webp', url: '/api/media/shop.webp', alt: { ku: '', ar: '', en: '' } },
    ]);
    const { id: _id, sort: _sort, ...rest } = saved;
    expect(toShowroomBody(form)).toEqual(rest);
    expect(ShowroomPatchBody.safeParse(toShowroomBody(form)).success).toBe(true);
  });

  it('refuses no city, no pin and a time that is not one, in words beside each field', async () => {
    const resolve = contractResolver<ShowroomForm>(ShowroomCreateBody, toShowroomBody, (key) => `said:${key}`);
    const result = await resolve(
      { ...filled, city_id: '', pin: null, opening_hours: [{ day: 1, open: '9 am', close: '17:00' }] },
      undefined,
      resolverOptions,
    );
    const errors = result.errors as Record<string, unknown>;
    expect(errors.city_id).toMatchObject({ message: 'said:city_required' });
    expect(errors.pin).toMatchObject({ message: 'said:pin_invalid' });
    expect(JSON.stringify(errors.opening_hours)).toContain('said:opening_hours_invalid');
    const ok = await resolve(filled, undefined, resolverOptions);
    expect(ok.errors).toEqual({});
  });
});
