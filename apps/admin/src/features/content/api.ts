// Content (apps/api/src/routes/admin/{content,delivery,inbox}.ts): banners and highlights per page key,
// articles, showrooms, site pages, meta entries, socials, contacts, cities, payment methods, the inbox.
// Every text arrives in its three languages ({ku, ar, en}) side by side.
import type { ArticleView, BannerView, HighlightView } from '@dukan/core/contract/admin-content';
import { api, type Envelope } from '../../lib/api';

export type { ArticleView, BannerView, HighlightView };
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
