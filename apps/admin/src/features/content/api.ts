// Content (apps/api/src/routes/admin/{content,delivery,inbox}.ts): banners and highlights per page key,
// articles, showrooms, site pages, meta entries, socials, contacts, cities, payment methods, the inbox.
// Every text arrives in its three languages ({ku, ar, en}) side by side.
import type {
  ArticleView,
  BannerView,
  CityView,
  HighlightView,
  PaymentMethodView,
  SitePageView,
} from '@dukan/core/contract/admin-content';
import { api, type Envelope } from '../../lib/api';

export type { ArticleView, BannerView, CityView, HighlightView, PaymentMethodView, SitePageView };
export type BlockKind = 'banners' | 'highlights';
export type BlockView = BannerView | HighlightView;

type Said<T> = Envelope<T> & { message?: string };

export const listBlocks = async (kind: BlockKind, page: string) =>
  (await api.get<Envelope<BlockView[]>>(`/api/admin/${kind}`, { page })).data;
export const readBlock = async (kind: BlockKind, id: string) =>
  (await api.get<Envelope<BlockView>>(`/api/admin/${kind}/${id}`)).data;
export const createBlock = (kind: BlockKind, body: unknown) => api.post<Said<BlockView>>(`/api/admin/${kind}`, body);
export const updateBlock = (kind: BlockKind, id: string | number, body: unknown) =>
  api.patch<Said<BlockView>>(`/api/admin/${kind}/${id}`, body);
export const deleteBlock = (kind: BlockKind, id: number) =>
  api.delete<{ message?: string }>(`/api/admin/${kind}/${id}`);
export const reorderBlocks = (kind: BlockKind, page: string, ids: number[]) =>
  api.post<Said<BlockView[]>>(`/api/admin/${kind}/reorder`, { page, ids });

export const listArticles = async () => (await api.get<Envelope<ArticleView[]>>('/api/admin/articles')).data;
export const readArticle = async (id: string) =>
  (await api.get<Envelope<ArticleView>>(`/api/admin/articles/${id}`)).data;
export const createArticle = (body: unknown) => api.post<Said<ArticleView>>('/api/admin/articles', body);
export const updateArticle = (id: string | number, body: unknown) =>
  api.patch<Said<ArticleView>>(`/api/admin/articles/${id}`, body);
export const deleteArticle = (id: number) => api.delete<{ message?: string }>(`/api/admin/articles/${id}`);

// ---- the contact-message inbox ----

export interface ContactMessage {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  subject: string;
  message: string;
  locale: string;
  created_at: string;
  handled_at: string | null;
}
export const INBOX_PAGE_SIZE = 50;
export const listInbox = (status: string, page: number, signal?: AbortSignal) =>
  api.get<{ data: ContactMessage[]; meta: { total: number; unhandled: number } }>(
    '/api/admin/contact-messages',
    { status, page },
    signal,
  );
export const markHandled = (id: string) => api.post<Said<ContactMessage>>(`/api/admin/contact-messages/${id}/handled`);

// ---- delivery: cities and payment methods ----

export const listCities = async () => (await api.get<Envelope<CityView[]>>('/api/admin/cities')).data;
export const updateCity = (id: number, body: Partial<Pick<CityView, 'delivery_price' | 'active'>>) =>
  api.patch<Said<CityView>>(`/api/admin/cities/${id}`, body);
export const listPaymentMethods = async () =>
  (await api.get<Envelope<PaymentMethodView[]>>('/api/admin/payment-methods')).data;
export const updatePaymentMethod = (key: string, body: { active: boolean }) =>
  api.patch<Said<PaymentMethodView>>(`/api/admin/payment-methods/${key}`, body);

// ---- the storefront's footer pages ----

export const listSitePages = async () => (await api.get<Envelope<SitePageView[]>>('/api/admin/pages')).data;
export const readSitePage = async (slug: string) =>
  (await api.get<Envelope<SitePageView>>(`/api/admin/pages/${slug}`)).data;
export const saveSitePage = (slug: string, body: unknown) => api.put<Said<unknown>>(`/api/admin/pages/${slug}`, body);
