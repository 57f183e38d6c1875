// The customer endpoints of the main API (spec §7, `/api/customer/auth/…`): the signed-in shopper's own
// profile, the welcome voucher, deactivation and deletion. Every call needs the access token. (GET me,
// which every page's session makes, is in session-calls.ts: it must not load the contract's schemas.)
import {
  CustomerResponse,
  MessageResponse,
  WelcomeVoucherResponse,
  type CustomerProfileInput,
} from '@dukan/core/contract/auth';
import type { z } from 'zod';
import type { CustomerCallContext } from '@/lib/auth/session-calls';
import { apiRequest } from '@/lib/api/request';

export type CustomerData = z.infer<typeof CustomerResponse>;
export type WelcomeVoucherData = z.infer<typeof WelcomeVoucherResponse>;

const PATH = '/customer/auth';

export function registerProfile(context: CustomerCallContext, token: string, body: CustomerProfileInput) {
  return apiRequest(context.base, `${PATH}/register`, {
    method: 'POST',
    body,
    token,
    lang: context.lang,
    schema: CustomerResponse,
    fetchImpl: context.fetchImpl,
  });
}

export function updateMe(context: CustomerCallContext, token: string, body: CustomerProfileInput) {
  return apiRequest(context.base, `${PATH}/update-me`, {
    method: 'PUT',
    body,
    token,
    lang: context.lang,
    headers: { 'Client-Platform': 'web' },
    schema: CustomerResponse,
    fetchImpl: context.fetchImpl,
  });
}

export function deleteAccount(context: CustomerCallContext, token: string) {
  return apiRequest(context.base, `${PATH}/delete-account`, {
    method: 'POST',
    body: {},
    token,
    lang: context.lang,
    schema: MessageResponse,
    fetchImpl: context.fetchImpl,
  });
}

export function deactivateAccount(context: CustomerCallContext, token: string) {
  return apiRequest(context.base, `${PATH}/deactivate-account`, {
    method: 'POST',
    body: {},
    token,
    lang: context.lang,
    schema: MessageResponse,
    fetchImpl: context.fetchImpl,
  });
}

/** The one-time personal welcome voucher; asking again returns the same one. */
export function receiveDiscount(context: CustomerCallContext, token: string) {
  return apiRequest(context.base, `${PATH}/receive-discount`, {
    token,
    lang: context.lang,
    schema: WelcomeVoucherResponse,
    fetchImpl: context.fetchImpl,
  });
}
