// Promotions (apps/api/src/routes/admin/promotions.ts): vouchers, the reward-point rules checkout follows,
// and offers (sale prices).
import type {
  AdminOffer,
  AdminVoucher,
  PageMeta,
  RewardRules,
  RewardRulesView,
} from '@dukan/core/contract/admin-operations';
import { api, type Envelope } from '../../lib/api';

export { ADMIN_PAGE_SIZE as PROMOTIONS_PAGE_SIZE } from '@dukan/core/contract/admin-operations';
export type { AdminOffer, AdminVoucher, RewardRules, RewardRulesView };

type Said<T> = Envelope<T> & { message?: string };

export const listVouchers = (filters: { page: number; q?: string; kind?: string }, signal?: AbortSignal) =>
  api.get<{ data: AdminVoucher[]; meta: PageMeta }>('/api/admin/vouchers', { ...filters }, signal);
export const readVoucher = async (id: string) =>
  (await api.get<Envelope<AdminVoucher>>(`/api/admin/vouchers/${id}`)).data;
export const createVoucher = (body: unknown) => api.post<Said<AdminVoucher>>('/api/admin/vouchers', body);
export const updateVoucher = (id: string | number, body: unknown) =>
  api.patch<Said<AdminVoucher>>(`/api/admin/vouchers/${id}`, body);

export const readRewardRules = async () => (await api.get<Envelope<RewardRulesView>>('/api/admin/reward-rules')).data;
export const saveRewardRules = (body: Partial<Record<keyof RewardRules, number | null>>) =>
  api.put<Said<RewardRulesView>>('/api/admin/reward-rules', body);

export const listOffers = (page: number, signal?: AbortSignal) =>
  api.get<{ data: AdminOffer[]; meta: PageMeta }>('/api/admin/offers', { page }, signal);
export const putOffers = (offers: unknown[]) => api.put<Said<unknown>>('/api/admin/offers', { offers });
