// reCAPTCHA Enterprise tokens for the auth calls' named actions (spec §7). Without a site key nothing
// loads and no token is sent; when anything fails the token is null (the spec's rule) and the API decides.
import type { CaptchaAction } from './session-calls';
import { loadScript } from './load-script';

interface GrecaptchaEnterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: { enterprise?: GrecaptchaEnterprise };
  }
}

const TOKEN_TIMEOUT_MS = 10_000;

export function recaptchaTokenFor(siteKey: string | null): (action: CaptchaAction) => Promise<string | null> {
  return async (action) => {
    if (!siteKey) return null;
    try {
      await loadScript(`https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(siteKey)}`);
      const enterprise = window.grecaptcha?.enterprise;
      if (!enterprise) return null;
      await new Promise<void>((resolve) => enterprise.ready(resolve));
      const token = await Promise.race([
        enterprise.execute(siteKey, { action }),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), TOKEN_TIMEOUT_MS)),
      ]);
      return token || null;
    } catch (error) {
      console.warn('reCAPTCHA token failed', error);
      return null;
    }
  };
}
