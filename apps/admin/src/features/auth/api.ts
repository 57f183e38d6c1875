// Staff sign-in calls (apps/api/src/routes/admin/auth.ts): password, then the emailed code.
import { api, type TokenPair } from '../../lib/api';

export const startSignIn = (email: string, password: string) =>
  api.post<{ verify_id: string; message?: string }>('/api/admin/auth/login', { email, password });

export const resendCode = (verifyId: string) =>
  api.post<{ verify_id?: string; message?: string }>('/api/admin/auth/resend', { verify_id: verifyId });

export const verifyCode = (verifyId: string, code: string) =>
  api.post<TokenPair>('/api/admin/auth/verify', { verify_id: verifyId, code });

export const setPassword = (token: string, password: string) =>
  api.post<{ message: string }>('/api/admin/auth/set-password', { token, password });

/** Arabic-Indic and Persian digits typed on a phone's keyboard count as the code's digits. */
export function asciiDigits(value: string): string {
  return value
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\s+/g, '');
}
