// One error shape for every surface: { message, errors?: { field: string[] } }, with the shopper's language.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { Locale } from '@dukan/core/locales';
import { isApiMessageKey, localeOfRequest, messageFor, translateApiMessage, type ApiMessageKey } from './messages';

export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** Thrown by services and routes for an expected failure with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: ApiMessageKey,
    readonly errors?: Record<string, string[]>,
    /** Sent as `Retry-After` (429 and 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(messageKey);
  }
}

/** Zod issues by field. Messages that are API message keys (the accounts contract uses them) are translated. */
export function fieldErrors(error: ZodError, locale?: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    const message =
      locale && isApiMessageKey(issue.message) ? translateApiMessage(issue.message, locale) : issue.message;
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  key: ApiMessageKey,
  errors?: Record<string, string[]>,
) {
  const body: ErrorBody = { message: messageFor(request, key) };
  if (errors) body.errors = errors;
  return reply.code(statusCode).send(body);
}

export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return sendError(request, reply, error.statusCode, error.messageKey, error.errors);
    }
    const zodError = error instanceof ZodError ? error : error.cause instanceof ZodError ? error.cause : undefined;
    if (zodError)
      return sendError(request, reply, 400, 'invalid_input', fieldErrors(zodError, localeOfRequest(request)));
    if (
      error.validation ||
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return sendError(request, reply, 400, 'invalid_input', { _: [error.message] });
    }
    if (error.statusCode === 429) {
      return sendError(request, reply, 429, 'too_many_requests');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large…): keep the status, say it plainly.
      return sendError(request, reply, error.statusCode, 'invalid_input', { _: [error.message] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'server_error');
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, 'not_found'));
}
