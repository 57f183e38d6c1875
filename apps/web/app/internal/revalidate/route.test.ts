// The storefront's end of a change: a signed message expires the storefront tags it touches in Next's cache and
// names them in a header for the page cache in front of Next.
import { REVALIDATE_SIGNATURE_HEADER, REVALIDATED_TAGS_HEADER, signRevalidation } from '@dukan/core/cache/revalidation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const expired: string[] = [];
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => void expired.push(tag) }));
const { POST } = await import('./route');

const SECRET = 'storefront-revalidation-secret-0123456789';

function signed(tags: string[], secret = SECRET): Request {
  const body = JSON.stringify({ tags, at: Date.now() });
  return new Request('http://localhost/internal/revalidate', {
    method: 'POST',
    headers: { [REVALIDATE_SIGNATURE_HEADER]: signRevalidation(secret, body) },
    body,
  });
}

describe('POST /internal/revalidate', () => {
  beforeEach(() => {
    vi.stubEnv('REVALIDATE_SECRET', SECRET);
    expired.length = 0;
  });
  afterEach(() => vi.unstubAllEnvs());

  it("expires an order's tags and names them for the page cache", async () => {
    const res = await POST(signed(['product:7']));
    expect(res.status).toBe(200);
    expect(expired).toEqual(['product:7', 'search']);
    expect(res.headers.get(REVALIDATED_TAGS_HEADER)).toBe('product:7,search');
  });

  it('names no tags when the message had none it knows', async () => {
    const res = await POST(signed(['nonsense']));
    expect(res.status).toBe(200);
    expect(res.headers.get(REVALIDATED_TAGS_HEADER)).toBe('');
    expect(expired).toEqual([]);
  });

  it('refuses a message signed with another secret, expiring nothing', async () => {
    const res = await POST(signed(['catalogue'], 'another-secret-0123456789-0123456789'));
    expect(res.status).toBe(401);
    expect(res.headers.get(REVALIDATED_TAGS_HEADER)).toBeNull();
    expect(expired).toEqual([]);
  });
});
