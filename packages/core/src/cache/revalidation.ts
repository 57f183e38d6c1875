// How the API tells the storefront that data changed, so its cached reads are dropped at once instead of
// waiting out their revalidation time. The API signs `{tags, at}` with the secret both sides share
// (REVALIDATE_SECRET); the storefront refuses an unsigned, wrongly signed or stale message. Pure (node:crypto
// only), so both apps use the same rule and tests check it without a server.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The storefront's own path for it; the storefront's proxy lets it through without a language prefix. */
export const REVALIDATE_PATH = '/internal/revalidate';
export const REVALIDATE_SIGNATURE_HEADER = 'x-dukan-signature';
/** The storefront's answer names the tags it expired, for its page cache (apps/web/page-cache.mjs) to drop by. */
export const REVALIDATED_TAGS_HEADER = 'x-dukan-revalidated-tags';
/** A message older than this is refused, so a captured one cannot be replayed later to load the shop. */
export const REVALIDATE_MAX_AGE_MS = 60_000;

export interface RevalidationMessage {
  /** The API's change tags ('catalogue', 'content', 'delivery', 'search', 'product:<id>'). */
  tags: string[];
  /** When it was sent, in milliseconds since the epoch. */
  at: number;
}

export function signRevalidation(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** The message in `body` when its signature is right and it is fresh; otherwise null. */
export function readRevalidation(
  secret: string,
  body: string,
  signature: string | null,
  now: number = Date.now(),
): RevalidationMessage | null {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return null;
  const expected = Buffer.from(signRevalidation(secret, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const message = parsed as Partial<RevalidationMessage>;
  if (!Array.isArray(message.tags) || !message.tags.every((t) => typeof t === 'string' && t.length <= 100)) return null;
  if (typeof message.at !== 'number' || Math.abs(now - message.at) > REVALIDATE_MAX_AGE_MS) return null;
  return { tags: message.tags.slice(0, 100), at: message.at };
}

/** The API's change tags; anything else in a message is ignored. */
const CHANGE_TAG = /^(?:catalogue|content|delivery|search|product:\d{1,12})$/;

/**
 * The storefront's cache tags an API change touches. The storefront tags each read (and so each cached page)
 * with the API's own tag for its data ('catalogue', 'content', 'delivery', `product:<id>`); search answers
 * are tagged 'search', and a product's stock, price or texts show in them too.
 */
export function storefrontTagsFor(apiTags: string[]): string[] {
  const tags = new Set<string>();
  for (const tag of apiTags) {
    if (!CHANGE_TAG.test(tag)) continue;
    tags.add(tag);
    if (tag === 'catalogue' || tag.startsWith('product:')) tags.add('search');
  }
  return [...tags];
}
