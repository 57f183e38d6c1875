// The three calls every page's session makes: refresh, logout and me. They check responses with small
// guards instead of the contract's zod schemas, so the catalogue pages that mount the session do not ship
// zod and the phone-number metadata (features/account/auth-api.ts and features/account/customer-api.ts, which use them, load with the
// modal and the account pages).
import type { Customer } from '@dukan/core/contract/auth';
import { apiRequest } from '@/lib/api/request';
import { fail, ok, type Result } from '@/lib/api/result';

/** The bot-protection actions of spec §7, one per protected call. */
export type CaptchaAction =
  | 'MFA_INITIALIZE_REGISTER_PW_OTP'
  | 'MFA_VERIFY_REGISTER_PW_OTP'
  | 'MFA_LOGIN_PW_OTP'
  | 'MFA_FORGOT_PASSWORD_PW_OTP'
  | 'MFA_RESET_PASSWORD_PW_OTP'
  | 'MFA_RESEND_OTP_REGISTER_PW_OTP'
  | 'INITIALIZE_UPDATE_IDENTIFIER'
  | 'VERIFY_UPDATE_IDENTIFIER'
  // Not in the spec's list: the contact form is the main API's one public write and is guarded the same way.
  | 'CONTACT_FORM';

export interface AuthCallContext {
  /** The auth API's base URL (`/auth` behind the storefront's proxy). */
  base: string;
  /** Sent as ?lang= so messages come back in the shopper's language. */
  lang: string;
  /** A bot-protection token for the action, or null when it failed or protection is not configured. */
  captcha?: (action: CaptchaAction) => Promise<string | null>;
  fetchImpl?: typeof fetch;
}

export interface CustomerCallContext {
  /** The main API's base URL (`/api` behind the storefront's proxy). */
  base: string;
  lang: string;
  fetchImpl?: typeof fetch;
}

/** The headers every auth call carries (spec §7). */
export function authHeaders(captchaToken: string | null): Record<string, string> {
  return { 'Client-Platform': 'web', 'X-Recaptcha-Enterprise': captchaToken ?? '' };
}

export interface TokenBody {
  accessToken: string;
  accessTokenExpiresIn: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function readTokenBody(body: unknown): TokenBody | null {
  if (!isRecord(body) || typeof body.accessToken !== 'string' || body.accessToken === '') return null;
  const expiresIn = body.accessTokenExpiresIn;
  return {
    accessToken: body.accessToken,
    accessTokenExpiresIn: typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? expiresIn : 0,
  };
}

export function readCustomerBody(body: unknown): { data: Customer } | null {
  if (!isRecord(body) || !isRecord(body.data)) return null;
  const c = body.data;
  if (typeof c.id !== 'string' || typeof c.first_name !== 'string' || typeof c.last_name !== 'string') return null;
  return { data: c as unknown as Customer };
}

function shaped<T>(result: Result<unknown>, read: (body: unknown) => T | null, what: string): Result<T> {
  if (!result.ok) return result;
  const value = read(result.data);
  return value === null ? fail({ status: 0, message: `Unexpected ${what} response`, body: result.data }) : ok(value);
}

/** Trades the httpOnly refresh cookie for a new access token (401 when there is no live session). */
export async function refreshAccessToken(context: AuthCallContext): Promise<Result<TokenBody>> {
  const result = await apiRequest(context.base, '/public/auth/refresh', {
    lang: context.lang,
    headers: authHeaders(null),
    alerts: { success: true, error: true },
    fetchImpl: context.fetchImpl,
  });
  return shaped(result, readTokenBody, 'refresh');
}

/**
 * Revokes the session on the server: the access token's family when there is one, and the refresh
 * cookie's in any case (the API also clears the cookie). Its "signed out" message is shown unless `quiet`.
 */
export function logoutSession(
  context: AuthCallContext,
  token: string | null,
  options: { quiet?: boolean } = {},
): Promise<Result<unknown>> {
  return apiRequest(context.base, '/public/auth/logout', {
    method: 'POST',
    body: {},
    token: token ?? undefined,
    lang: context.lang,
    headers: authHeaders(null),
    alerts: options.quiet ? { success: true, error: true } : undefined,
    fetchImpl: context.fetchImpl,
  });
}

/** The signed-in customer; a 404 means the profile has not been filled in yet (spec §4). */
export async function fetchMe(context: CustomerCallContext, token: string): Promise<Result<{ data: Customer }>> {
  const result = await apiRequest(context.base, '/customer/auth/me', {
    token,
    lang: context.lang,
    alerts: { success: true },
    fetchImpl: context.fetchImpl,
  });
  // A me answer without a user means the same as a 404: signed in, profile (personal information) not filled in.
  // Answered as a 404 so the session opens the register modal at personal info in both cases.
  if (result.ok && isRecord(result.data) && result.data.data == null) {
    return fail({ status: 404, message: 'No customer profile', body: result.data });
  }
  return shaped(result, readCustomerBody, 'me');
}
