// Turns a service's failure into the HTTP answer: status, message and field errors in the shopper's language.
import type { FastifyRequest } from 'fastify';
import type { ServiceResult } from '../services/result';
import { HttpError } from './errors';
import { localeOfRequest, translateApiMessage } from './messages';

export function unwrap<T>(request: FastifyRequest, result: ServiceResult<T>): T {
  if (result.ok) return result.data;
  const { status, key, errors, retryAfterSeconds } = result.error;
  const locale = localeOfRequest(request);
  const translated = errors
    ? Object.fromEntries(
        Object.entries(errors).map(([field, keys]) => [field, keys.map((k) => translateApiMessage(k, locale))]),
      )
    : undefined;
  throw new HttpError(status, key, translated, retryAfterSeconds);
}
