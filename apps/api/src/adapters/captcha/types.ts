// Bot protection for the auth API: each call carries `X-Recaptcha-Enterprise` (a token minted in the
// browser for a named action) and `Client-Platform: web`. With reCAPTCHA Enterprise configured the token
// is assessed; without it every call passes.

/** The actions of spec §7 (the storefront mints its token for exactly these names). */
export const CAPTCHA_ACTIONS = [
  'MFA_INITIALIZE_REGISTER_PW_OTP',
  'MFA_VERIFY_REGISTER_PW_OTP',
  'MFA_LOGIN_PW_OTP',
  'MFA_FORGOT_PASSWORD_PW_OTP',
  'MFA_RESET_PASSWORD_PW_OTP',
  'MFA_RESEND_OTP_REGISTER_PW_OTP',
  'INITIALIZE_UPDATE_IDENTIFIER',
  'VERIFY_UPDATE_IDENTIFIER',
  // Not in the spec's list: the contact form is the main API's one public write, so it is guarded the same way.
  'CONTACT_FORM',
] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

export type CaptchaVerdict =
  | { ok: true; score?: number }
  | { ok: false; reason: 'missing' | 'invalid' | 'wrong_action' | 'low_score' | 'unavailable' };

export interface CaptchaVerifier {
  /** Whether assessment happens at all; false means every token (or none) passes. */
  readonly enabled: boolean;
  verify(
    token: string | null | undefined,
    action: CaptchaAction,
    context: { ip?: string; userAgent?: string },
  ): Promise<CaptchaVerdict>;
}
