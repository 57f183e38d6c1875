// loadTexts: one fetch per language and namespace for the whole visit, and another try after a failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTexts } from './lazy-text';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(...answers: Array<() => Response>) {
  const fetch = vi.fn(async (_path: string) => answers.shift()!());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('loadTexts', () => {
  it("fetches a namespace's messages once per language", async () => {
    const fetch = stubFetch(
      () => Response.json({ auth_login_title: 'Sign in to your account' }),
      () => Response.json({ auth_login_title: 'بچۆ ژوورەوە' }),
    );
    expect(await loadTexts('en', 'auth')).toEqual({ auth_login_title: 'Sign in to your account' });
    expect(await loadTexts('en', 'auth')).toEqual({ auth_login_title: 'Sign in to your account' });
    expect(await loadTexts('ku', 'auth')).toEqual({ auth_login_title: 'بچۆ ژوورەوە' });
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/en/texts/auth', '/ku/texts/auth']);
  });

  it('fetches again after a failed fetch', async () => {
    const fetch = stubFetch(
      () => new Response(null, { status: 502 }),
      () => Response.json({ auth_login_title: 'سجّل الدخول' }),
    );
    await expect(loadTexts('ar', 'auth')).rejects.toThrow(/502/);
    expect(await loadTexts('ar', 'auth')).toEqual({ auth_login_title: 'سجّل الدخول' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
