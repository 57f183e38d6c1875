// What services return for expected failures instead of throwing (saleor/storefront style): the route
// turns a failure into the status and the message in the shopper's language.
import type { ApiMessageKey } from '../http/messages';

export interface ServiceFailure {
  status: number;
  key: ApiMessageKey;
  /** Field errors as message keys. */
  errors?: Record<string, ApiMessageKey[]>;
  /** For 429: seconds until trying again makes sense. */
  retryAfterSeconds?: number;
}

export type ServiceResult<T> = { ok: true; data: T } | { ok: false; error: ServiceFailure };

export const succeed = <T>(data: T): ServiceResult<T> => ({ ok: true, data });
export const refuse = <T = never>(
  status: number,
  key: ApiMessageKey,
  extra: Omit<ServiceFailure, 'status' | 'key'> = {},
): ServiceResult<T> => ({ ok: false, error: { status, key, ...extra } });
