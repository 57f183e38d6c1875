// No text this shop stores or searches may hold a NUL byte: PostgreSQL refuses it in text columns and
// parameters, which surfaced as a 500 from a dozen routes (contact form, order address, voucher code, page
// edits, search filters…). Checking every parsed body, query and path parameter here, before any route's
// schema runs, turns all of them into the same 400 with the field named, on routes written later too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { localeOfRequest, translateApiMessage } from './messages';

const NUL = '\u0000';

/** Paths ("address", "items.0.note", "query.q") of every string or key holding a NUL byte. */
export function nulBytePaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path.join('.') || '_');
  } else if (ArrayBuffer.isView(value)) {
    // A raw body (an uploaded image) is bytes, not text.
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulBytePaths(item, [...path, String(index)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) found.push([...path, key.replaceAll(NUL, '')].join('.'));
      else nulBytePaths(item, [...path, key], found);
    }
  }
  return found;
}

function assertNoNulBytes(request: FastifyRequest) {
  const fields = [...nulBytePaths(request.body), ...nulBytePaths(request.query), ...nulBytePaths(request.params)];
  if (fields.length === 0) return;
  const message = translateApiMessage('text_has_nul_byte', localeOfRequest(request));
  throw new HttpError(400, 'invalid_input', Object.fromEntries(fields.map((field) => [field, [message]])));
}

export function rejectNulBytes(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => assertNoNulBytes(request));
}
