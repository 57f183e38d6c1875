// The storefront's public address, for everything that must be absolute: canonical and hreflang links,
// sitemaps, robots.txt, structured data. PUBLIC_URL when the deployment sets it (behind a proxy the request's
// host may be an internal one); otherwise the origin the request came to, so a storefront without PUBLIC_URL
// still writes URLs that work where it was reached.
import 'server-only';
import { headers } from 'next/headers';

type HeaderSource = { get(name: string): string | null };

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/** `https://shop.example` (the origin: pages live at the root), or null when the value is not an http(s) URL. */
export function parsePublicUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The origin a request came to, from the proxy's forwarded headers or Host; null if they are unusable. */
export function requestOrigin(headers: HeaderSource): string | null {
  const firstOf = (value: string | null) => value?.split(',')[0]?.trim() || null;
  const host = firstOf(headers.get('x-forwarded-host')) ?? firstOf(headers.get('host'));
  // A Host header is client input: anything but a plain host name must not end up in our URLs.
  if (!host || !HOST.test(host)) return null;
  const proto = firstOf(headers.get('x-forwarded-proto'));
  return `${proto === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}

export function siteUrlFrom(env: Record<string, string | undefined>, headers: HeaderSource): string {
  return parsePublicUrl(env.PUBLIC_URL) ?? requestOrigin(headers) ?? 'http://localhost:3000';
}

/**
 * For pages: PUBLIC_URL, else this server's own local address. Never reads the request, so a page that
 * needs an absolute URL can still be rendered once and served from the cache (production refuses to start
 * without an https PUBLIC_URL; start.mjs and the browser tests set it).
 */
export function publicSiteUrl(env: Record<string, string | undefined> = process.env): string {
  return parsePublicUrl(env.PUBLIC_URL) ?? `http://localhost:${env.PORT || 3000}`;
}

/** For route handlers rendered per request (sitemaps, robots.txt): PUBLIC_URL, else the request's origin. */
export async function siteUrl(): Promise<string> {
  return siteUrlFrom(process.env, await headers());
}

/** `path` (site-relative, or already absolute) as an absolute URL on `base`. */
export function absoluteUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
