// A contact's form values and the body `/api/admin/contacts` takes. A phone, WhatsApp number or email is
// one value for every language; an address or opening hours are words, so they are written per language.
// The form keeps both boxes and sends only the one the kind uses, so switching kind back and forth while
// editing loses nothing.
import { WORDED_CONTACT_TYPES, type ContactView, type LocalizedText } from '@dukan/core/contract/admin-content';
import { api, type Envelope } from '../../lib/api';
import { EMPTY_LOCALIZED } from '../../ui/LocalizedTextField';

type Said<T> = Envelope<T> & { message?: string };
export const listContacts = async () => (await api.get<Envelope<ContactView[]>>('/api/admin/contacts')).data;
export const readContact = async (id: string) =>
  (await api.get<Envelope<ContactView>>(`/api/admin/contacts/${id}`)).data;
export const createContact = (body: unknown) => api.post<Said<ContactView>>('/api/admin/contacts', body);
export const updateContact = (id: string | number, body: unknown) =>
  api.patch<Said<ContactView>>(`/api/admin/contacts/${id}`, body);
export const deleteContact = (id: number) => api.delete<{ message?: string }>(`/api/admin/contacts/${id}`);

export interface ContactForm {
  type: string;
  title: LocalizedText;
  value: string;
  value_localized: LocalizedText;
}
export const CONTACT_FIELDS = ['type', 'title', 'value', 'value_localized'];

export const isWorded = (type: string) => WORDED_CONTACT_TYPES.includes(type);

export function toContactBody(v: ContactForm) {
  return isWorded(v.type)
    ? { type: v.type, title: v.title, value: '', value_localized: v.value_localized }
    : { type: v.type, title: v.title, value: v.value.trim(), value_localized: EMPTY_LOCALIZED };
}

export function contactFormOf(contact: ContactView | undefined): ContactForm {
  if (!contact) return { type: 'phone', title: EMPTY_LOCALIZED, value: '', value_localized: EMPTY_LOCALIZED };
  return {
    type: contact.type,
    title: contact.title,
    value: contact.value,
    value_localized: contact.value_localized,
  };
}
