// The session of this browser tab, wired to the real auth and customer APIs. Created on first use in
// the browser; the server renders with the 'loading' snapshot and never holds a session.
import {
  fetchMe,
  logoutSession,
  refreshAccessToken,
  type AuthCallContext,
  type CustomerCallContext,
} from './session-calls';
import { baseUrlsFromDocument } from '@/lib/api/config';
import { publicAuthConfigFromDocument } from './public-config';
import { recaptchaTokenFor } from './recaptcha';
import { createSession, type Session } from './session';
import { browserStore } from './storage';

let session: Session | null = null;

function documentLocale(): string {
  return document.documentElement.lang || 'ku';
}

/** The context of an auth API call from this page: base URL, language and bot-protection tokens. */
export function authCallContext(): AuthCallContext {
  const config = publicAuthConfigFromDocument(document);
  return {
    base: baseUrlsFromDocument(document).auth,
    lang: documentLocale(),
    captcha: recaptchaTokenFor(config.recaptchaSiteKey),
  };
}

export function customerCallContext(): CustomerCallContext {
  return { base: baseUrlsFromDocument(document).main, lang: documentLocale() };
}

/** Serializes refreshes across the shop's open tabs where the browser supports Web Locks. */
function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('dukan-auth-refresh', work) as Promise<T>) : work();
}

export function getSession(): Session {
  if (session) return session;
  const store = browserStore();
  session = createSession({
    store,
    now: () => Date.now(),
    // window.setTimeout, so Playwright's page.clock (and any fake clock) controls the guest timer.
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number),
    refresh: () => refreshAccessToken(authCallContext()),
    fetchMe: (token) => fetchMe(customerCallContext(), token),
    logoutRemote: (token, quiet) => logoutSession(authCallContext(), token, { quiet }),
    locale: documentLocale,
    withLock: withRefreshLock,
  });
  const current = session;
  window.addEventListener('storage', (event) => {
    if (event.storageArea === window.localStorage) current.onStorageChanged(event.key);
  });
  return session;
}
