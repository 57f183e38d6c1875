// The one HTTP helper under every call to the main API, the auth API and the search service.
// Returns results instead of throwing; adds the lang parameter and JSON headers; retries idempotent
// calls once on transient statuses (spec §9); raises alerts per spec §7/§8 when running in a browser.
import type { ZodType } from 'zod';
import { showAlert } from '@/lib/alerts/store';
import { alertForOutcome, errorMessage, type AlertSuppression } from './alert-policy';
import { fail, ok, type ApiError, type Result } from './result';

export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions<T> {
  method?: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Bearer token (the search key, or the customer's access token). */
  token?: string;
  /** Added as ?lang= unless null (spec §7: requests carry lang by default). */
  lang?: string | null;
  /** Validates the JSON body; a mismatch is an error result, never a crash in a component. */
  schema?: ZodType<T>;
  /** Next's data cache for server-side reads. */
  next?: { revalidate?: number | false; tags?: string[] };
  cache?: RequestCache;
  signal?: AbortSignal;
  /** Alerts are raised only where a document exists; this turns them off even there. */
  alerts?: false | AlertSuppression;
  fetchImpl?: typeof fetch;
}

export function buildUrl(base: string, path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const qs = params.toString();
  const joined = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return qs ? `${joined}${joined.includes('?') ? '&' : '?'}${qs}` : joined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function apiRequest<T = unknown>(
  base: string,
  path: string,
  options: RequestOptions<T> = {},
): Promise<Result<T>> {
  const method = (options.method ?? 'GET').toUpperCase();
  const fetchImpl = options.fetchImpl ?? fetch;
  const query = { ...options.query };
  if (options.lang) query.lang = options.lang;
  const url = buildUrl(base, path, query);

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  const init: RequestInit & { next?: RequestOptions<T>['next'] } = {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  };
  if (options.cache) init.cache = options.cache;
  if (options.next) init.next = options.next;

  let status = 0;
  let body: unknown = null;
  let errorText: string | undefined;
  let responseOk = false;
  const attempts = IDEMPOTENT_METHODS.has(method) ? 2 : 1;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await fetchImpl(url, init);
      status = response.status;
      responseOk = response.ok;
      body = await readBody(response);
      errorText = undefined;
    } catch (error) {
      status = 0;
      responseOk = false;
      body = null;
      errorText = error instanceof Error ? error.message : String(error);
      if (options.signal?.aborted) break;
    }
    if (responseOk || !RETRY_STATUSES.has(status)) break;
  }

  if (typeof document !== 'undefined' && options.alerts !== false) {
    const alert = alertForOutcome({ method, status, ok: responseOk, body, errorText }, options.alerts || {});
    if (alert) showAlert(alert);
  }

  if (!responseOk) return fail(toApiError(status, body, errorText));
  if (!options.schema) return ok(body as T);
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    return fail({ status: 0, message: `Unexpected response from ${path}: ${parsed.error.message}`, body });
  }
  return ok(parsed.data);
}

function toApiError(status: number, body: unknown, errorText: string | undefined): ApiError {
  const { message } = errorMessage(body, errorText);
  const error: ApiError = { status, message: message ?? (status ? `HTTP ${status}` : 'Network error'), body };
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) error.errors = errors as Record<string, string[]>;
  return error;
}
