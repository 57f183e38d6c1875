// The storefront's security headers (next.config.ts sends them; read when the app is built).
//
// Two Content-Security-Policies, by how a page is served:
// - Pages rendered per request (cart, checkout, account, payment, wishlist, showrooms, a search; the proxy names
//   them, lib/cache/per-request-pages.ts) get a nonce: the proxy makes one per response and Next writes it on each
//   of its scripts, and script-src allows only scripts carrying it and what they load ('strict-dynamic'). These
//   are the pages that show or take the shopper's own data.
// - Pages served from the cache cannot have one: a nonce must be new on every response, and a cached page is the
//   same bytes for everyone. Next's own inline scripts (the streamed page data) differ per page, so they cannot
//   be listed by hash either; script-src there allows inline scripts from the page itself and scripts from this
//   origin and the sign-in, captcha and map providers only.
// Both hold: no other site may frame the shop (clickjacking), no plugin content, no <base> rewriting, forms post
// only here, and scripts, frames and connections reach only the origins listed.

type Env = Record<string, string | undefined>;

const GOOGLE_SIGN_IN = 'https://accounts.google.com';
const RECAPTCHA = ['https://www.google.com', 'https://www.gstatic.com', 'https://recaptcha.google.com'];
const FACEBOOK = ['https://connect.facebook.net', 'https://www.facebook.com', 'https://web.facebook.com'];

/** The origin of an absolute URL setting (MAIN_API_URL, SEARCH_URL…); null for a same-origin path. */
function originOf(value: string | undefined): string | null {
  if (!value || !/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The policy of a cached page, or with `nonce` the policy of a page rendered for this response. */
export function contentSecurityPolicy(env: Env = process.env, nonce?: string): string {
  const production = env.NODE_ENV === 'production';
  const apiOrigins = [env.MAIN_API_URL, env.AUTH_API_URL, env.SEARCH_URL]
    .map(originOf)
    .filter((o): o is string => o !== null);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React in development evaluates code for its error overlay and stack traces; production never does.
    'script-src': [
      "'self'",
      // With a nonce, browsers ignore 'unsafe-inline' (it stays for those that know no nonces) and, under
      // 'strict-dynamic', the origins listed: a script runs when it carries the nonce or a script that does loads it.
      ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : []),
      "'unsafe-inline'",
      ...(production ? [] : ["'unsafe-eval'"]),
      GOOGLE_SIGN_IN,
      ...RECAPTCHA,
      FACEBOOK[0]!,
    ],
    'style-src': ["'self'", "'unsafe-inline'", GOOGLE_SIGN_IN],
    // Product pictures come from this origin; map tiles from the tile server NEXT_PUBLIC_MAP_TILE_URL names
    // (any https server), the FIB QR code is a data: image.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...apiOrigins, GOOGLE_SIGN_IN, ...RECAPTCHA, 'https://graph.facebook.com', ...FACEBOOK],
    'frame-src': [GOOGLE_SIGN_IN, ...RECAPTCHA, ...FACEBOOK.slice(1)],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`);
  if (production) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export interface Header {
  key: string;
  value: string;
}

/** Every response of the storefront, API paths included. */
export function baseSecurityHeaders(env: Env = process.env): Header[] {
  const headers: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  ];
  // Only in production: browsers remember HSTS for the whole host, and development runs on plain http.
  if (env.NODE_ENV === 'production') {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  }
  return headers;
}

/** The storefront's pages (not /api, /auth, /search or the back office, which set their own). */
export function pageSecurityHeaders(env: Env = process.env): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env) },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), payment=(), geolocation=(self)' },
  ];
}

/** The source pattern of the storefront's own pages for next.config.ts `headers()`. */
export const PAGE_SOURCE = '/:path((?!api/|auth/|search/|admin/|admin$|dev/fib/).*)';
