// The auth API (spec §7 "Auth API", base `/auth` by default): typed calls built from the shared contract.
// Every call carries the bot-protection headers; a token for the call's named action is minted by the
// caller's `captcha` function (reCAPTCHA Enterprise when configured; none otherwise).
//
// This module validates with the contract's zod schemas, so it is loaded with the sign-in modal and the
// account pages only. The calls every page makes (refresh, logout, me) live in session-calls.ts without them.
import {
  AccessTokenResponse,
  IdentifierTypeList,
  IdentifierUpdateStarted,
  MessageResponse,
  VerificationStarted,
  type InitializeRegisterInput,
  type InitiateUpdateIdentifierInput,
  type LoginInput,
  type OtpChannel,
  type OtpSendInput,
  type ResetPasswordInput,
  type SsoInitializeInput,
  type UpdatePasswordInput,
  type VerifyCodeInput,
} from '@dukan/core/contract/auth';
import type { z } from 'zod';
import type { AlertSuppression } from '@/lib/api/alert-policy';
import { authHeaders, type AuthCallContext, type CaptchaAction } from '@/lib/auth/session-calls';
import { apiRequest } from '@/lib/api/request';
import type { Result } from '@/lib/api/result';

export {
  authHeaders,
  fetchMe,
  logoutSession,
  refreshAccessToken,
  type AuthCallContext,
  type CaptchaAction,
  type CustomerCallContext,
} from '@/lib/auth/session-calls';

export type AccessTokenData = z.infer<typeof AccessTokenResponse>;
export type VerificationStartedData = z.infer<typeof VerificationStarted>;
export type MessageData = z.infer<typeof MessageResponse>;
export type IdentifierUpdateStartedData = z.infer<typeof IdentifierUpdateStarted>;

interface CallOptions<T> {
  method?: 'GET' | 'POST';
  body?: unknown;
  schema: z.ZodType<T>;
  action?: CaptchaAction;
  /** The customer's access token, for the calls that need one. */
  token?: string;
  alerts?: false | AlertSuppression;
}

async function authCall<T>(context: AuthCallContext, path: string, options: CallOptions<T>): Promise<Result<T>> {
  const captchaToken = options.action && context.captcha ? await context.captcha(options.action) : null;
  return apiRequest<T>(context.base, path, {
    method: options.method ?? 'POST',
    body: options.body,
    schema: options.schema,
    token: options.token,
    lang: context.lang,
    alerts: options.alerts,
    fetchImpl: context.fetchImpl,
    headers: authHeaders(captchaToken),
  });
}

const MFA = '/public/mfa-provider-password-otp';

/**
 * Calls that send a code: their "code sent" success message is not alerted, because the code step says
 * where the code went in its own text, and an alert covering the screen would take the first click meant
 * for the code field. Their errors are alerted as usual.
 */
const CODE_SENT_QUIETLY = { success: true } as const;

export function fetchIdentifierTypes(context: AuthCallContext) {
  return authCall(context, '/public/identifier-types', { method: 'GET', schema: IdentifierTypeList });
}

export function initializeRegister(context: AuthCallContext, body: InitializeRegisterInput) {
  return authCall(context, `${MFA}/initialize-register`, {
    body,
    schema: VerificationStarted,
    action: 'MFA_INITIALIZE_REGISTER_PW_OTP',
    alerts: CODE_SENT_QUIETLY,
  });
}

export function verifyRegister(context: AuthCallContext, body: VerifyCodeInput) {
  return authCall(context, `${MFA}/verify-register`, {
    body,
    schema: AccessTokenResponse,
    action: 'MFA_VERIFY_REGISTER_PW_OTP',
  });
}

export function resendRegisterCode(context: AuthCallContext, body: { id: string; channel?: OtpChannel }) {
  return authCall(context, `${MFA}/resend-otp-register`, {
    body,
    schema: VerificationStarted,
    action: 'MFA_RESEND_OTP_REGISTER_PW_OTP',
    alerts: CODE_SENT_QUIETLY,
  });
}

export function loginWithPassword(context: AuthCallContext, body: LoginInput) {
  return authCall(context, `${MFA}/login`, {
    body,
    schema: VerificationStarted,
    action: 'MFA_LOGIN_PW_OTP',
    alerts: CODE_SENT_QUIETLY,
  });
}

/** The passwordless path: a code only. */
export function sendLoginCode(context: AuthCallContext, body: OtpSendInput) {
  // The API assesses the passwordless path under the login action (the spec's list has no action of its own).
  return authCall(context, '/public/otp/send', {
    body,
    schema: VerificationStarted,
    action: 'MFA_LOGIN_PW_OTP',
    alerts: CODE_SENT_QUIETLY,
  });
}

/** Completes a login (password + code, or code only) with tokens. */
export function verifyLoginCode(context: AuthCallContext, body: VerifyCodeInput) {
  return authCall(context, '/public/otp/verify', { body, schema: AccessTokenResponse, action: 'MFA_LOGIN_PW_OTP' });
}

/** Spec §7: the answer is the same whether or not the account exists, and its alerts are hidden. */
export function forgotPassword(
  context: AuthCallContext,
  body: { provider: string; identifierId: number; channel?: OtpChannel },
) {
  return authCall(context, `${MFA}/forgot-password`, {
    body,
    schema: MessageResponse,
    action: 'MFA_FORGOT_PASSWORD_PW_OTP',
    alerts: { success: true, error: true },
  });
}

export function resetPassword(context: AuthCallContext, body: ResetPasswordInput) {
  return authCall(context, `${MFA}/reset-password`, {
    body,
    schema: MessageResponse,
    action: 'MFA_RESET_PASSWORD_PW_OTP',
  });
}

export function updatePassword(context: AuthCallContext, token: string, body: UpdatePasswordInput) {
  return authCall(context, `${MFA}/update-password`, { body, token, schema: MessageResponse });
}

export function initiateIdentifierUpdate(context: AuthCallContext, token: string, body: InitiateUpdateIdentifierInput) {
  return authCall(context, '/public/auth/initiate-update-identifier', {
    body,
    token,
    schema: IdentifierUpdateStarted,
    action: 'INITIALIZE_UPDATE_IDENTIFIER',
    alerts: CODE_SENT_QUIETLY,
  });
}

export function verifyIdentifierUpdate(context: AuthCallContext, token: string, body: { code: string; token: string }) {
  return authCall(context, '/public/auth/verify-update-identifier', {
    body,
    token,
    schema: MessageResponse,
    action: 'VERIFY_UPDATE_IDENTIFIER',
  });
}

export function ssoInitialize(context: AuthCallContext, body: SsoInitializeInput) {
  return authCall(context, '/public/sso/initialize', { body, schema: AccessTokenResponse });
}
