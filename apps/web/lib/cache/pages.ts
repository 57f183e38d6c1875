// How a catalogue or content page is served: rendered on its first visit, then from Next's cache until the
// data it read changes. A page opts in with `export const generateStaticParams = renderedOnFirstVisit;`.
//
// - No path is listed, so nothing is rendered at build time, when the API may not be running.
// - The page's reads carry the API's change tags (lib/api/catalogue.ts, content.ts); the API's signed call to
//   /internal/revalidate drops every cached page that read a changed tag, so the next view renders afresh.
//   The reads' own revalidation time is the fallback when such a call is lost.
// - Such a page must not read the request (cookies, headers, the query, the clock through connection()):
//   what depends on the shopper is a client island. A page that must read it does not opt in.

/** No paths at build time; every path is rendered on its first visit and cached. */
export function renderedOnFirstVisit(): never[] {
  return [];
}

// The pages that do read the request, after the language prefix: the shopper's own pages. The listing and the
// offers are among them only with a query (without one the proxy serves their cached first page). These get a CSP
// nonce (lib/security-headers.ts); pages.test.ts holds this list to the pages that do not opt in above.
const PER_REQUEST_PAGE = /^\/[a-z]{2}\/(?:account(?:\/[^/]+)?|cart|checkout|payment-success|wishlist)\/?$/;
const PER_REQUEST_WITH_QUERY = /^\/[a-z]{2}\/(?:products|offers)\/?$/;

/** Whether the page at this address is rendered for each request (never served from the cache). */
export function rendersPerRequest(pathname: string, search: string): boolean {
  return PER_REQUEST_PAGE.test(pathname) || (search !== '' && PER_REQUEST_WITH_QUERY.test(pathname));
}
