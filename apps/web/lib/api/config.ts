// The three base URLs of spec §7 (main API, auth API, search service). The browser uses them as given
// (same-origin paths through the storefront's rewrites by default); the server resolves relative ones
// against API_INTERNAL_URL, because a server-side fetch has no origin to be relative to.

/** How long the server keeps a public catalogue or content read in Next's data cache (tag 'catalogue'). */
export const CATALOGUE_REVALIDATE_SECONDS = 60;

export interface ApiBases {
  main: string;
  auth: string;
  search: string;
}

type Env = Record<string, string | undefined>;

export function browserBaseUrls(env: Env = process.env): ApiBases {
  return {
    main: trimSlash(env.MAIN_API_URL || '/api'),
    auth: trimSlash(env.AUTH_API_URL || '/auth'),
    search: trimSlash(env.SEARCH_URL || '/search'),
  };
}

export function apiInternalUrl(env: Env = process.env): string {
  return trimSlash(env.API_INTERNAL_URL || `http://127.0.0.1:${env.API_PORT || 4000}`);
}

export function serverBaseUrls(env: Env = process.env): ApiBases {
  const internal = apiInternalUrl(env);
  const browser = browserBaseUrls(env);
  const resolve = (url: string) =>
    /^https?:\/\//i.test(url) ? url : `${internal}${url.startsWith('/') ? '' : '/'}${url}`;
  return { main: resolve(browser.main), auth: resolve(browser.auth), search: resolve(browser.search) };
}

/** In the browser the root layout publishes the base URLs as data attributes on <html> (read at request time, not baked into the bundle). */
export function baseUrlsFromDocument(doc: Document): ApiBases {
  const data = doc.documentElement.dataset;
  return { main: data.mainApi || '/api', auth: data.authApi || '/auth', search: data.searchUrl || '/search' };
}

function trimSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
}
