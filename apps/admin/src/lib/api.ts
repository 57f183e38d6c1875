// The one way the back office calls the API. The access token lives in memory only (never in storage a
// script could read); the refresh token is an httpOnly cookie scoped to /api/admin/auth, so a reload or a
// 401 asks `POST /api/admin/auth/refresh` for a new pair, once, shared by every call waiting on it. Every
// call carries `?lang=` so errors come back in the back office's language, and failures become ApiError
// with the API's `{message, errors: {field: [..]}}` kept for forms to show beside their fields.
import type { Locale } from '../i18n/locale';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface TokenPair {
  accessToken: string;
  accessTokenExpiresIn: number;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart (uploads). */
  form?: FormData;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  fetch?: typeof fetch;
  locale: () => Locale;
  /** Called when the session is gone (refresh refused): the app shows the sign-in page. */
  onSignedOut?: () => void;
}

const REFRESH_PATH = '/api/admin/auth/refresh';
/** Calls whose 401 means "wrong credentials", not "token expired". */
const NO_REFRESH = /^\/api\/admin\/auth\/(login|verify|refresh|resend|set-password)/;

export function urlOf(path: string, locale: Locale, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  params.set('lang', locale);
  return `${path}${path.includes('?') ? '&' : '?'}${params}`;
}

async function errorOf(response: Response): Promise<ApiError> {
  let message = response.statusText || `HTTP ${response.status}`;
  let errors: Record<string, string[]> = {};
  try {
    const body = (await response.json()) as { message?: unknown; errors?: unknown };
    if (typeof body.message === 'string') message = body.message;
    if (body.errors && typeof body.errors === 'object') errors = body.errors as Record<string, string[]>;
  } catch {
    // Not JSON (a proxy's error page): the status text will do.
  }
  return new ApiError(response.status, message, errors);
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let accessToken: string | null = null;
  let refreshing: Promise<boolean> | null = null;

  async function send(method: string, path: string, request: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    let body: BodyInit | undefined;
    if (request.form) body = request.form;
    else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    if (accessToken) headers.authorization = `Bearer ${accessToken}`;
    return doFetch(urlOf(path, options.locale(), request.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: request.signal,
    });
  }

  /** Trades the refresh cookie for a new pair; concurrent callers share one attempt. */
  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      try {
        const response = await send('POST', REFRESH_PATH, {});
        if (!response.ok) {
          accessToken = null;
          return false;
        }
        accessToken = ((await response.json()) as TokenPair).accessToken;
        return true;
      } catch {
        return false;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  async function request<T>(method: string, path: string, req: RequestOptions = {}): Promise<T> {
    let response = await send(method, path, req);
    if (response.status === 401 && !NO_REFRESH.test(path)) {
      if (await refresh()) response = await send(method, path, req);
      if (response.status === 401) {
        accessToken = null;
        options.onSignedOut?.();
      }
    }
    if (!response.ok) throw await errorOf(response);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body: body ?? {} }),
    patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, { body }),
    put: <T>(path: string, body: unknown) => request<T>('PUT', path, { body }),
    delete: <T = void>(path: string) => request<T>('DELETE', path, {}),
    upload: <T>(path: string, form: FormData) => request<T>('POST', path, { form }),
    /** A file the API streams (a CSV export): a link cannot carry the access token, so it is fetched. */
    async download(path: string, query?: Query): Promise<Blob> {
      let response = await send('GET', path, { query });
      if (response.status === 401 && (await refresh())) response = await send('GET', path, { query });
      if (!response.ok) throw await errorOf(response);
      return response.blob();
    },
    /** At start: is there a session to resume (refresh cookie still good)? */
    resume: () => refresh(),
    /** After the sign-in code is accepted. */
    signedIn(tokens: TokenPair) {
      accessToken = tokens.accessToken;
    },
    async signOut() {
      try {
        await request('POST', '/api/admin/auth/logout', { body: {} });
      } catch {
        // Signing out locally is what matters; the session dies with its refresh token anyway.
      } finally {
        accessToken = null;
      }
    },
    hasSession: () => accessToken !== null,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let currentLocale: Locale = 'ku';
const signedOutListeners = new Set<() => void>();

/** The app's client; I18nProvider keeps its language current, SessionProvider listens for sign-out. */
export const api = createApiClient({
  locale: () => currentLocale,
  onSignedOut: () => signedOutListeners.forEach((listener) => listener()),
});

export function setApiLocale(locale: Locale) {
  currentLocale = locale;
}

export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** The `{data}` envelope the admin API answers with. */
export interface Envelope<T> {
  data: T;
}
export interface Page<T> {
  data: T[];
  meta?: { total?: number; page?: number; per_page?: number; last_page?: number };
}
