import { describe, expect, it, vi } from 'vitest';
import { fetchMe } from './auth-api';
import { receiveDiscount, updateMe } from './customer-api';

const CUSTOMER = {
  id: '6f1c2b1e-8d9a-4f5e-9b7c-1a2b3c4d5e6f',
  first_name: 'Shad',
  last_name: 'Ahmed',
  birthday: '1990-04-01',
  gender: 'female',
  phone: '+9647501234567',
  email: null,
  has_password: true,
  created_at: '2025-01-01T00:00:00Z',
};

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('customer calls', () => {
  it('me: sends the bearer token and reads the customer', async () => {
    const fetchImpl = fakeFetch(200, { data: CUSTOMER });
    const result = await fetchMe({ base: '/api', lang: 'ku', fetchImpl }, 'jwt');
    expect(result).toEqual({ ok: true, data: { data: CUSTOMER } });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/customer/auth/me?lang=ku');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer jwt');
  });

  it('me: a 404 (profile not filled in) comes back as an error with its status', async () => {
    const result = await fetchMe({ base: '/api', lang: 'ku', fetchImpl: fakeFetch(404, { message: 'x' }) }, 'jwt');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.status).toBe(404);
  });

  it('update-me: PUT with the Client-Platform header', async () => {
    const fetchImpl = fakeFetch(200, { data: CUSTOMER, message: 'saved' });
    const result = await updateMe({ base: '/api', lang: 'en', fetchImpl }, 'jwt', {
      first_name: 'Shad',
      last_name: 'Ahmed',
      birthday: '1990-04-01',
      gender: 'female',
    });
    expect(result.ok).toBe(true);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/customer/auth/update-me?lang=en');
    expect(init!.method).toBe('PUT');
    expect((init!.headers as Record<string, string>)['Client-Platform']).toBe('web');
  });

  it('receive-discount: validates the voucher', async () => {
    const good = fakeFetch(200, { data: { code: 'WELCOME-7K2Q', percent_off: 10, expires_at: '2030-01-01' } });
    expect((await receiveDiscount({ base: '/api', lang: 'en', fetchImpl: good }, 'jwt')).ok).toBe(true);
    const bad = fakeFetch(200, { data: { code: 'X' } });
    expect((await receiveDiscount({ base: '/api', lang: 'en', fetchImpl: bad }, 'jwt')).ok).toBe(false);
  });
});
