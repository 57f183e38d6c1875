// Language routing (Next 16 "proxy", formerly middleware): every page lives under /{lang}. The bare root
// shows the home page in the remembered language; unknown languages fall back to ku; the language of
// the page being visited is remembered in a cookie for 365 days (spec §9).
import { REVALIDATE_PATH } from '@dukan/core/cache/revalidation';
import { NextResponse, type NextRequest } from 'next/server';
import { apiInternalUrl } from '@/lib/api/config';
import { headersForApi } from '@/lib/api/forwarding';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, routeLocale } from '@/i18n/routing';
import { rendersPerRequest } from '@/lib/cache/pages';
import { contentSecurityPolicy } from '@/lib/security-headers';

// /api, /auth and /search belong to the API. The storefront's own server (server.mjs, api-pass.mjs) and nginx in a
// deployment send them to the API before Next sees them; this forwarding is what `next dev` uses. next.config.ts
// rewrites them too, but rewrites are fixed when the app is built; forwarding here reads API_INTERNAL_URL /
// API_PORT when the server runs, so a storefront built once keeps working when the API moves to another port. /dev/fib/payments is the FIB simulator's "bank app"
// (the API answers 404 there in production). /admin is the back office, which the API serves.
export const API_PREFIX = /^\/(?:api|auth|search|admin|dev\/fib\/payments)(?:\/|$)/;

// The listing and the offers read their query, which makes Next render them per request. Without a query
// (the pages most visits land on) the same page is `…/first-page`, which reads none and is served from the
// cache: the URL stays `/{lang}/products`, and `…/first-page` itself is never a page of its own.
const CACHED_FIRST_PAGE = /^\/[a-z]{2}\/(?:products|offers)$/;
const FIRST_PAGE_SUFFIX = '/first-page';

/** Where a page request goes inside the app: the cached first page for a listing without a query. */
export function cachedVariant(pathname: string, search: string): string | null {
  return search === '' && CACHED_FIRST_PAGE.test(pathname) ? `${pathname}${FIRST_PAGE_SUFFIX}` : null;
}

export function proxy(request: NextRequest) {
  if (API_PREFIX.test(request.nextUrl.pathname)) {
    const target = new URL(`${apiInternalUrl()}${request.nextUrl.pathname}${request.nextUrl.search}`);
    // One client address and a request id, never the browser's own X-Forwarded-For (lib/api/forwarding.ts).
    return NextResponse.rewrite(target, { request: { headers: headersForApi(request.headers) } });
  }

  // The API's signed "this data changed" call (app/internal/revalidate): no language, no cookie.
  if (request.nextUrl.pathname === REVALIDATE_PATH) return NextResponse.next();

  const { pathname, search } = request.nextUrl;
  if (pathname.endsWith(FIRST_PAGE_SUFFIX) && CACHED_FIRST_PAGE.test(pathname.slice(0, -FIRST_PAGE_SUFFIX.length))) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice(0, -FIRST_PAGE_SUFFIX.length);
    return NextResponse.redirect(url);
  }

  const remembered = request.cookies.get(LOCALE_COOKIE)?.value;
  const routing = routeLocale(request.nextUrl.pathname, remembered, request.headers.get('accept-language'));

  if (routing.kind === 'redirect') {
    const url = request.nextUrl.clone();
    url.pathname = routing.pathname;
    return NextResponse.redirect(url);
  }

  let response: NextResponse;
  if (routing.kind === 'rewrite') {
    const url = request.nextUrl.clone();
    url.pathname = routing.pathname;
    response = NextResponse.rewrite(url);
  } else {
    const cached = cachedVariant(pathname, search);
    if (cached) {
      const url = request.nextUrl.clone();
      url.pathname = cached;
      response = NextResponse.rewrite(url);
    } else if (rendersPerRequest(pathname, search)) {
      // A page rendered for this response gets its own nonce: Next reads it from the request's policy and writes
      // it on every script it sends; the browser gets the same policy (lib/security-headers.ts).
      const policy = contentSecurityPolicy(process.env, btoa(crypto.randomUUID()));
      const headers = new Headers(request.headers);
      headers.set('content-security-policy', policy);
      response = NextResponse.next({ request: { headers } });
      response.headers.set('content-security-policy', policy);
    } else {
      response = NextResponse.next();
    }
  }

  if (routing.kind === 'pass' && remembered !== routing.locale) {
    response.cookies.set(LOCALE_COOKIE, routing.locale, {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE,
      sameSite: 'lax',
    });
  }
  return response;
}

export const config = {
  // Everything but Next's own files and public files with an extension (icons, robots.txt). API paths are
  // matched even with a dot in them (/api/media/…/1.svg).
  matcher: ['/(api|auth|search|admin)/:path*', '/admin', '/((?!_next/|.*\\..*).*)'],
};
