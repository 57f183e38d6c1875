// What the storefront tells the API about a browser request it forwards (/api, /auth, /search through
// proxy.ts). The API's per-address limits (sign-in, codes, contact form, vouchers) read X-Forwarded-For from
// the storefront, which it trusts (loopback); passing on what the browser sent would let anyone name any
// address and escape every limit. So the API gets exactly one address: the last one in the chain, which is
// the one the nearest proxy saw (server.mjs writes the connection's own address there; a TLS proxy in front
// of it, when trusted, adds the one it saw). Forwarded and X-Real-IP are dropped: nothing may say otherwise.
//
// The storefront's own server-side reads (catalogue, content, search) build their headers from scratch in
// request.ts and carry no browser address at all: they are cached and shared by every visitor.

export const REQUEST_ID_HEADER = 'x-request-id';

// The API accepts the same shape (apps/api/src/http/request-id.ts): short, plain, safe in a log line.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;

/** The browser's X-Request-Id when plain, otherwise a new one: one id follows the request into the API's log. */
export function requestIdFor(incoming: Headers): string {
  const given = incoming.get(REQUEST_ID_HEADER);
  return given && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** The last X-Forwarded-For entry, when it is an address: the one the nearest proxy saw. */
export function clientAddressOf(incoming: Headers): string | null {
  const last = incoming.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return last && ADDRESS.test(last) ? last : null;
}

/** The request headers the API receives for a forwarded browser request. */
export function headersForApi(incoming: Headers): Headers {
  const headers = new Headers(incoming);
  headers.delete('forwarded');
  headers.delete('x-real-ip');
  const address = clientAddressOf(incoming);
  if (address) headers.set('x-forwarded-for', address);
  else headers.delete('x-forwarded-for');
  headers.set(REQUEST_ID_HEADER, requestIdFor(incoming));
  return headers;
}
