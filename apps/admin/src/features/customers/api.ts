// Customers (apps/api/src/routes/admin/customers.ts): the list and search, one customer with their orders,
// points ledger and vouchers, and disabling or enabling the account.
import type { AdminCustomerDetail, AdminCustomerSummary, PageMeta } from '@dukan/core/contract/admin-operations';
import { api, type Envelope } from '../../lib/api';

export { ADMIN_PAGE_SIZE as CUSTOMERS_PAGE_SIZE } from '@dukan/core/contract/admin-operations';
export type { AdminCustomerDetail, AdminCustomerSummary };

export const listCustomers = (filters: { page: number; q?: string; status?: string }, signal?: AbortSignal) =>
  api.get<{ data: AdminCustomerSummary[]; meta: PageMeta }>('/api/admin/customers', { ...filters }, signal);
export const readCustomer = async (id: string) =>
  (await api.get<Envelope<AdminCustomerDetail>>(`/api/admin/customers/${id}`)).data;
export const setCustomerDisabled = (id: string, disabled: boolean) =>
  api.post<{ message?: string }>(`/api/admin/customers/${id}/${disabled ? 'disable' : 'enable'}`);
