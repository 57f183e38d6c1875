// Staff accounts and API keys (apps/api/src/routes/admin/{staff,api-keys}.ts), owners only.
import type { StaffRole } from '@dukan/core/contract/staff';
import { api, type Envelope } from '../../lib/api';

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  has_password: boolean;
  last_sign_in_at: string | null;
  created_at: string;
}

export interface CreatedMember {
  member: StaffMember;
  set_password: { url: string; expires_at: string };
  emailed: boolean;
}

export interface ApiKey {
  id: string;
  name: string;
  role: StaffRole;
  prefix: string;
  created_at: string;
  revoked_at: string | null;
}

type Said<T> = Envelope<T> & { message?: string };

export const listStaff = async () => (await api.get<Envelope<StaffMember[]>>('/api/admin/staff')).data;
export const inviteStaff = (body: { email: string; role: StaffRole; name?: string }) =>
  api.post<Said<CreatedMember>>('/api/admin/staff', body);
export const updateStaff = (id: string, changes: Partial<Pick<StaffMember, 'role' | 'name' | 'disabled'>>) =>
  api.patch<Said<StaffMember>>(`/api/admin/staff/${id}`, changes);
export const signOutEverywhere = (id: string) => api.post<Said<unknown>>(`/api/admin/staff/${id}/sign-out-everywhere`);
export const newSetPasswordLink = (id: string) =>
  api.post<Said<{ url: string; expires_at: string }>>(`/api/admin/staff/${id}/set-password-link`);

export const listApiKeys = async () => (await api.get<Envelope<ApiKey[]>>('/api/admin/api-keys')).data;
export const createApiKey = (body: { name: string; role: StaffRole }) =>
  api.post<Said<ApiKey & { key: string }>>('/api/admin/api-keys', body);
export const revokeApiKey = (id: string) => api.delete<Said<ApiKey>>(`/api/admin/api-keys/${id}`);
