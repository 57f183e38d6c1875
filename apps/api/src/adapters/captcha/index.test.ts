import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createCaptchaVerifier } from './index';
import { RecaptchaEnterpriseVerifier } from './recaptcha-enterprise';

const KEYS = { RECAPTCHA_PROJECT_ID: 'dukan-shop', RECAPTCHA_API_KEY: 'key', RECAPTCHA_SITE_KEY: 'site' };

describe('createCaptchaVerifier', () => {
  it('assesses tokens when the project, API key and site key are all set', () => {
    const verifier = createCaptchaVerifier(loadConfig(KEYS));
    expect(verifier).toBeInstanceOf(RecaptchaEnterpriseVerifier);
    expect(verifier.enabled).toBe(true);
  });

  it('passes every call, token or none, when reCAPTCHA is not configured', async () => {
    const verifier = createCaptchaVerifier(loadConfig({}));
    expect(verifier.enabled).toBe(false);
    expect(await verifier.verify(null, 'MFA_LOGIN_PW_OTP', {})).toEqual({ ok: true });
    expect(await verifier.verify('anything', 'VERIFY_UPDATE_IDENTIFIER', {})).toEqual({ ok: true });
  });

  it('refuses to start half configured, naming what is missing', () => {
    expect(() => createCaptchaVerifier(loadConfig({ RECAPTCHA_PROJECT_ID: 'p', RECAPTCHA_API_KEY: 'k' }))).toThrow(
      'Invalid configuration:\n  reCAPTCHA Enterprise needs RECAPTCHA_SITE_KEY as well',
    );
  });
});
