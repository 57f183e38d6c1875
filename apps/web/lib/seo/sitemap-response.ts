// HTTP answers of the sitemap routes.
import type { ApiError } from '@/lib/api/result';
import { SITEMAP_CONTENT_TYPE, SITEMAP_MAX_AGE } from './sitemap';

export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      'content-type': SITEMAP_CONTENT_TYPE,
      'cache-control': `public, max-age=${SITEMAP_MAX_AGE}, s-maxage=${SITEMAP_MAX_AGE}`,
    },
  });
}

/**
 * The catalogue could not be read: 503 with Retry-After, never an empty or partial sitemap (a crawler
 * would take the missing pages as removed).
 */
export function unavailableResponse(error: ApiError): Response {
  console.error(`Sitemap unavailable: the API answered ${error.status}: ${error.message}`);
  return new Response('Sitemap temporarily unavailable, try again later.\n', {
    status: 503,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(SITEMAP_MAX_AGE),
    },
  });
}

export function notFoundResponse(): Response {
  return new Response('No such sitemap.\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': `public, max-age=${SITEMAP_MAX_AGE}` },
  });
}
