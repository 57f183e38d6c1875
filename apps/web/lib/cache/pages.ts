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
