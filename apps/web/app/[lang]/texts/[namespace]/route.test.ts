// The lazily fetched namespaces (i18n/lazy-namespaces.ts): what the sign-in modal reads when it opens.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@dukan/core/locales';
import { LAZY_NAMESPACES } from '@/i18n/lazy-namespaces';
import { getText } from '@/i18n/text';
import { GET, generateStaticParams } from './route';

const call = (lang: string, namespace: string) =>
  GET(new Request(`http://shop/${lang}/texts/${namespace}`), { params: Promise.resolve({ lang, namespace }) });

describe('the texts of a lazily fetched namespace', () => {
  it("are that namespace's messages in the page's language, and no others", async () => {
    const response = await call('ku', 'auth');
    expect(response.status).toBe(200);
    const messages = (await response.json()) as Record<string, string>;
    expect(Object.keys(messages).length).toBeGreaterThan(50);
    expect(Object.keys(messages).every((key) => key.startsWith('auth_'))).toBe(true);
    expect(messages.auth_login_title).toBe(getText('ku', 'auth')('auth_login_title'));
  });

  it('are made for every language and lazy namespace when the app is built', () => {
    expect(generateStaticParams()).toHaveLength(LOCALES.length * LAZY_NAMESPACES.length);
  });

  it('are not served for a namespace pages ship, or a language the shop does not have', async () => {
    expect((await call('ku', 'cart')).status).toBe(404);
    expect((await call('fr', 'auth')).status).toBe(404);
    expect((await call('ku', 'auth\u0000')).status).toBe(404);
  });
});
