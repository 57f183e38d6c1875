// The API calls this when data changes (packages/core/src/cache/revalidation.ts): the storefront drops the
// cached reads the change touches at once, instead of showing them until their revalidation time runs out.
// Without REVALIDATE_SECRET the route does not exist.
import {
  readRevalidation,
  REVALIDATE_SIGNATURE_HEADER,
  REVALIDATED_TAGS_HEADER,
  storefrontTagsFor,
} from '@dukan/core/cache/revalidation';
import { revalidateTag } from 'next/cache';

export async function POST(request: Request): Promise<Response> {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return new Response(null, { status: 404 });
  const body = await request.text();
  if (body.length > 10_000) return new Response(null, { status: 413 });
  const message = readRevalidation(secret, body, request.headers.get(REVALIDATE_SIGNATURE_HEADER));
  if (!message) return new Response(null, { status: 401 });
  const tags = storefrontTagsFor(message.tags);
  // expire: 0 — the next request reads fresh data, not a stale copy while a new one loads.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // Read by the page cache in front of Next (page-cache.mjs), which drops only the kept pages these tags touch.
  return Response.json({ revalidated: tags }, { headers: { [REVALIDATED_TAGS_HEADER]: tags.join(',') } });
}
