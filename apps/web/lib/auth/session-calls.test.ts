import { describe, expect, it, vi } from 'vitest';
import { fetchMe } from './session-calls';

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

const CUSTOMER = { id: 'c1', first_name: 'Shad', last_name: 'Ahmed' };

describe('session me call', () => {
  it('reads the customer', async () => {
    const result = await fetchMe({ base: '/api', lang: 'ku', fetchImpl: fakeFetch(200, { data: CUSTOMER }) }, 'jwt');
    expect(result).toEqual({ ok: true, data: { data: CUSTOMER } });
  });

  it.each([{ data: null }, {}])('answers a me response with no user (%j) like a 404', async (body) => {
    const result = await fetchMe({ base: '/api', lang: 'ku', fetchImpl: fakeFetch(200, body) }, 'jwt');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.status).toBe(404);
  });

  it('still refuses a malformed user as an unexpected answer, not as a missing profile', async () => {
    const result = await fetchMe({ base: '/api', lang: 'ku', fetchImpl: fakeFetch(200, { data: { id: 1 } }) }, 'jwt');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.status).toBe(0);
  });
});
