// A meta entry's form values and the body `PUT /api/admin/meta/{page}` takes: the title and description
// search engines and link previews show for one storefront page, in three languages.
import { adminKey, MetaEntryBody, type LocalizedText, type MetaEntryView } from '@dukan/core/contract/admin-content';
import { api, type Envelope } from '../../lib/api';
import { EMPTY_LOCALIZED } from '../../ui/LocalizedTextField';

type Said<T> = Envelope<T> & { message?: string };
export const listMetaEntries = async () => (await api.get<Envelope<MetaEntryView[]>>('/api/admin/meta')).data;
export const readMetaEntry = async (page: string) =>
  (await api.get<Envelope<MetaEntryView>>(`/api/admin/meta/${encodeURIComponent(page)}`)).data;
export const saveMetaEntry = (page: string, body: unknown) =>
  api.put<Said<MetaEntryView>>(`/api/admin/meta/${encodeURIComponent(page)}`, body);
export const deleteMetaEntry = (page: string) =>
  api.delete<{ message?: string }>(`/api/admin/meta/${encodeURIComponent(page)}`);

export interface MetaEntryForm {
  page: string;
  title: LocalizedText;
  description: LocalizedText;
}
export const META_FIELDS = ['page', 'title', 'description'];

/** The page key travels in the address, not the body; the form checks it with the same rule the API's address does. */
export const MetaEntryFormSchema = MetaEntryBody.extend({ page: adminKey() });

export const toMetaEntryForm = (v: MetaEntryForm) => ({
  page: v.page.trim(),
  title: v.title,
  description: v.description,
});
export const toMetaEntryBody = (v: MetaEntryForm) => ({ title: v.title, description: v.description });

export function metaEntryFormOf(entry: MetaEntryView | undefined, page = ''): MetaEntryForm {
  if (!entry) return { page, title: EMPTY_LOCALIZED, description: EMPTY_LOCALIZED };
  return { page: entry.page, title: entry.title, description: entry.description };
}
