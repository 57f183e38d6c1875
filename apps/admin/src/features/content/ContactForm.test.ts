import { ContactCreateBody } from '@dukan/core/contract/admin-content';
import { describe, expect, it } from 'vitest';
import { contactFormOf, toContactBody, type ContactForm } from './ContactForm';
import { contractResolver } from './contract-resolver';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as never;
const resolve = contractResolver<ContactForm>(ContactCreateBody, toContactBody, (key) => `said:${key}`);
const title = { ku: 'پەیوەندی', ar: '', en: '' };
const words = { ku: 'هەولێر، شەقامی ١٠٠ مەتری', ar: 'أربيل', en: 'Erbil' };

describe('contact form', () => {
  it('sends one value for a phone and the words per language for an address, whichever box was last typed in', () => {
    const typed = { ...contactFormOf(undefined), title, value: ' 0750 123 4567 ', value_localized: words };
    const phone = toContactBody(typed);
    expect(phone).toEqual({
      type: 'phone',
      title,
      value: '0750 123 4567',
      value_localized: { ku: '', ar: '', en: '' },
    });
    expect(ContactCreateBody.safeParse(phone).success).toBe(true);
    const address = toContactBody({ ...typed, type: 'address' });
    expect(address).toEqual({ type: 'address', title, value: '', value_localized: words });
    expect(ContactCreateBody.safeParse(address).success).toBe(true);
  });

  it('asks for the value in the box the kind uses', async () => {
    const empty = { ...contactFormOf(undefined), title };
    const phone = (await resolve(empty, undefined, resolverOptions)).errors as Record<string, unknown>;
    expect(phone.value).toMatchObject({ message: 'said:contact_value_required' });
    const hours = (await resolve({ ...empty, type: 'hours', value: '9-5' }, undefined, resolverOptions))
      .errors as Record<string, unknown>;
    expect(hours.value_localized).toMatchObject({ message: 'said:contact_value_required' });
  });

  it('reads a saved contact back into the form', () => {
    const form = contactFormOf({
      id: 2,
      type: 'email',
      title,
      value: 'shop@dukan.iq',
      value_localized: words,
      sort: 0,
    });
    expect(form).toEqual({ type: 'email', title, value: 'shop@dukan.iq', value_localized: words });
  });
});
