// Google Identity Services and the Facebook JS SDK: loaded only when their client id is configured and the
// sign-in modal shows their buttons. Each hands back a token the auth API verifies (sso/initialize).
import type { Locale } from '@dukan/core/locales';
import { loadScript } from '@/lib/auth/load-script';

interface GoogleId {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup' | 'redirect';
    use_fedcm_for_prompt?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type: 'standard';
      theme: 'outline';
      size: 'large';
      text: 'continue_with';
      locale: string;
      width?: number;
    },
  ): void;
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken?: string } | null; status?: string }) => void,
    options: { scope: string },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
    FB?: FacebookSdk;
  }
}

/** Renders Google's own button into `parent`; `onToken` receives the ID token after the shopper chose an account. */
export async function renderGoogleButton(
  parent: HTMLElement,
  clientId: string,
  locale: Locale,
  onToken: (idToken: string) => void,
): Promise<boolean> {
  await loadScript('https://accounts.google.com/gsi/client');
  const id = window.google?.accounts?.id;
  if (!id) return false;
  id.initialize({
    client_id: clientId,
    ux_mode: 'popup',
    callback: (response) => {
      if (response.credential) onToken(response.credential);
    },
  });
  id.renderButton(parent, {
    type: 'standard',
    theme: 'outline',
    size: 'large',
    text: 'continue_with',
    // Google has no Sorani; Arabic script reads better to a Kurdish reader than English does.
    locale: locale === 'en' ? 'en' : 'ar',
    width: Math.min(parent.clientWidth || 320, 400),
  });
  return true;
}

const FACEBOOK_SDK_VERSION = 'v21.0';
let facebookReady: Promise<FacebookSdk | null> | null = null;

/** Loads and initializes the SDK once; call early (FB.login must run inside the click that asks for it). */
export function prepareFacebook(appId: string, locale: Locale): Promise<FacebookSdk | null> {
  facebookReady ??= loadScript(`https://connect.facebook.net/${locale === 'en' ? 'en_US' : 'ar_AR'}/sdk.js`)
    .then(() => {
      const sdk = window.FB;
      if (!sdk) return null;
      sdk.init({ appId, version: FACEBOOK_SDK_VERSION, cookie: false, xfbml: false });
      return sdk;
    })
    .catch(() => {
      facebookReady = null;
      return null;
    });
  return facebookReady;
}

/** Opens Facebook's login popup; resolves with the access token, or null when the shopper cancelled. */
export function facebookLogin(sdk: FacebookSdk): Promise<string | null> {
  return new Promise((resolve) => {
    sdk.login((response) => resolve(response.authResponse?.accessToken ?? null), { scope: 'email' });
  });
}
