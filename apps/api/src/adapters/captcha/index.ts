// reCAPTCHA Enterprise is on only when its project, API key and site key are all set; with none of them every
// auth call passes, whatever its X-Recaptcha-Enterprise header says (development, tests, shops without it).
// Some but not all set is a startup error: silently running without bot protection is the worse surprise.
import type { Config } from '../../config';
import { RecaptchaEnterpriseVerifier } from './recaptcha-enterprise';
import type { CaptchaVerifier } from './types';

export type CaptchaConfig = Pick<
  Config,
  'RECAPTCHA_PROJECT_ID' | 'RECAPTCHA_API_KEY' | 'RECAPTCHA_SITE_KEY' | 'RECAPTCHA_API_URL' | 'RECAPTCHA_MIN_SCORE'
>;

export const disabledCaptchaVerifier: CaptchaVerifier = {
  enabled: false,
  verify: async () => ({ ok: true }),
};

export function createCaptchaVerifier(config: CaptchaConfig): CaptchaVerifier {
  const { RECAPTCHA_PROJECT_ID: projectId, RECAPTCHA_API_KEY: apiKey, RECAPTCHA_SITE_KEY: siteKey } = config;
  const settings = { RECAPTCHA_PROJECT_ID: projectId, RECAPTCHA_API_KEY: apiKey, RECAPTCHA_SITE_KEY: siteKey };
  const missing = Object.keys(settings).filter((k) => !settings[k as keyof typeof settings]);
  if (missing.length === 3) return disabledCaptchaVerifier;
  if (!projectId || !apiKey || !siteKey) {
    throw new Error(`Invalid configuration:\n  reCAPTCHA Enterprise needs ${missing.join(', ')} as well`);
  }
  return new RecaptchaEnterpriseVerifier({
    projectId,
    apiKey,
    siteKey,
    apiUrl: config.RECAPTCHA_API_URL,
    minScore: config.RECAPTCHA_MIN_SCORE,
  });
}

export { CAPTCHA_ACTIONS } from './types';
export type { CaptchaAction, CaptchaVerdict, CaptchaVerifier } from './types';
