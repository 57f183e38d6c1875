// Orders (apps/api/src/routes/admin/orders.ts): the list, one order, its moves, its First Iraqi Bank
// payment and its printable documents. Shapes come from @dukan/core's contract, the API's own.
import type {
  AdminOrderDetail,
  AdminOrderSummary,
  PageMeta,
  PrintableDocument,
} from '@dukan/core/contract/admin-operations';
import { api, type Envelope } from '../../lib/api';

export { ADMIN_PAGE_SIZE as ORDERS_PAGE_SIZE } from '@dukan/core/contract/admin-operations';
export type { AdminOrderDetail, AdminOrderSummary, PrintableDocument };

type Said<T> = Envelope<T> & { message?: string };

export interface OrderListFilters {
  page: number;
  q?: string;
  status?: string;
  payment?: string;
  from?: string;
  to?: string;
}

export const listOrders = (filters: OrderListFilters, signal?: AbortSignal) =>
  api.get<{ data: AdminOrderSummary[]; meta: PageMeta }>('/api/admin/orders', { ...filters }, signal);

export const readOrder = async (id: string) =>
  (await api.get<Envelope<AdminOrderDetail>>(`/api/admin/orders/${id}`)).data;

export type OrderMove = 'start' | 'deliver' | 'cancel';
export const moveOrder = (id: string, type: OrderMove) =>
  api.post<Said<unknown>>(`/api/admin/orders/${id}/events`, { type });

export const refreshPayment = (id: string) =>
  api.post<Said<AdminOrderDetail>>(`/api/admin/orders/${id}/payment/refresh`);
export const refundPayment = (id: string) => api.post<Said<AdminOrderDetail>>(`/api/admin/orders/${id}/payment/refund`);

export type DocumentKind = PrintableDocument['doc'];
export const readPrintable = async (id: string, doc: DocumentKind) =>
  (await api.get<Envelope<PrintableDocument>>(`/api/admin/orders/${id}/invoice`, { doc })).data;
