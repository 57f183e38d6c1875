import { describe, expect, it } from 'vitest';
import { readRevalidation, signRevalidation, storefrontTagsFor, REVALIDATE_MAX_AGE_MS } from './revalidation';

const SECRET = 'a-revalidation-secret-of-some-length';

describe('revalidation messages', () => {
  const now = 1_800_000_000_000;
  const body = JSON.stringify({ tags: ['content'], at: now });

  it('reads a message signed with the shared secret', () => {
    expect(readRevalidation(SECRET, body, signRevalidation(SECRET, body), now)).toEqual({ tags: ['content'], at: now });
  });

  it('refuses a missing, malformed or wrong signature', () => {
    expect(readRevalidation(SECRET, body, null, now)).toBeNull();
    expect(readRevalidation(SECRET, body, 'zz', now)).toBeNull();
    expect(readRevalidation(SECRET, body, signRevalidation('another-secret-of-some-length!!', body), now)).toBeNull();
  });

  it('refuses a stale message, so a captured one cannot be replayed later', () => {
    const late = now + REVALIDATE_MAX_AGE_MS + 1;
    expect(readRevalidation(SECRET, body, signRevalidation(SECRET, body), late)).toBeNull();
  });

  it('refuses a signed body that is not a message', () => {
    const junk = JSON.stringify({ tags: [1], at: now });
    expect(readRevalidation(SECRET, junk, signRevalidation(SECRET, junk), now)).toBeNull();
  });

  it('maps API change tags to the storefront cache tags', () => {
    expect(storefrontTagsFor(['content'])).toEqual(['content']);
    expect(storefrontTagsFor(['delivery'])).toEqual(['delivery']);
    expect(storefrontTagsFor(['search'])).toEqual(['search']);
    expect(storefrontTagsFor(['product:7']).sort()).toEqual(['product:7', 'search']);
    expect(storefrontTagsFor(['catalogue', 'search', 'product:7']).sort()).toEqual([
      'catalogue',
      'product:7',
      'search',
    ]);
    expect(storefrontTagsFor(['sitemap', 'product:x', '_N_T_/ku'])).toEqual([]);
    expect(storefrontTagsFor([])).toEqual([]);
  });
});
