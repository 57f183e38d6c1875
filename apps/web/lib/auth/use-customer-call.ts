'use client';

import { customerCallContext, getSession } from './browser-session';
import type { CustomerCallContext } from './session-calls';
import type { Result } from '@/lib/api/result';

/** Runs a customer API call with the current access token (renewed and retried once when refused). */
export function withCustomer<T>(call: (context: CustomerCallContext, token: string) => Promise<Result<T>>) {
  return getSession().authorized((token) => call(customerCallContext(), token));
}
