// The accounts contract: request bodies and responses of the auth API (/auth/public/…) and the customer
// endpoints of the main API (/api/customer/auth/…), spec §7. The API validates with these schemas and its
// tests parse responses with them; the storefront builds requests from the same types.
//
// Field-error messages are message keys (`password_rule`, `phone_invalid`…); the API answers them in the
// request's language.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, passwordProblems } from '../auth/password';
import { normalizePhoneNumber } from '../phone/normalize';
import { toAsciiDigits } from '../text/normalize';
import { isCalendarDay } from './text';

/** Identifier kinds of `GET /auth/public/identifier-types`. */
export const IDENTIFIER_TYPES = [
  { id: 1, key: 'phone' },
  { id: 2, key: 'email' },
] as const;
export type IdentifierKind = (typeof IDENTIFIER_TYPES)[number]['key'];
export const IDENTIFIER_ID = { phone: 1, email: 2 } as const satisfies Record<IdentifierKind, number>;

export const IdentifierType = z.object({ id: z.number().int(), key: z.enum(['phone', 'email']) });
export const IdentifierTypeList = z.array(IdentifierType);

export const IdentifierId = z.coerce
  .number({ message: 'identifier_type_invalid' })
  .int({ message: 'identifier_type_invalid' })
  .refine((n) => n === IDENTIFIER_ID.phone || n === IDENTIFIER_ID.email, { message: 'identifier_type_invalid' });

export function identifierKindOf(identifierId: number): IdentifierKind {
  return identifierId === IDENTIFIER_ID.email ? 'email' : 'phone';
}

/** How a code reaches a phone; email identifiers always get email. */
export const OTP_CHANNELS = ['sms', 'whatsapp'] as const;
export const OtpChannel = z.enum(OTP_CHANNELS, { message: 'channel_invalid' });
export type OtpChannel = z.infer<typeof OtpChannel>;
export type DeliveryChannel = OtpChannel | 'email';

export const OTP_LENGTH = 6;

const EMAIL_MAX = 254;
const emailShape = z.email({ message: 'email_invalid' });

/**
 * Reads a phone number or an email address as the kind `identifierId` names, normalized: E.164 for phones,
 * lower-case for emails. Null when it is not one.
 */
export function normalizeIdentifier(kind: IdentifierKind, raw: string): string | null {
  const value = raw.trim();
  if (kind === 'phone') return normalizePhoneNumber(value);
  if (value.length > EMAIL_MAX) return null;
  const lower = value.toLowerCase();
  return emailShape.safeParse(lower).success ? lower : null;
}

// A raw identifier field: bounded text, checked against its kind together with identifierId.
const rawIdentifier = z.string({ message: 'identifier_required' }).trim().min(1, 'identifier_required').max(250);

/** Adds the normalized identifier, or a field error on `field` that says which kind was expected. */
function withIdentifier<T extends { identifierId: number }>(field: keyof T & string) {
  return (value: T, ctx: z.RefinementCtx) => {
    const kind = identifierKindOf(value.identifierId);
    const normalized = normalizeIdentifier(kind, String(value[field]));
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', path: [field], message: kind === 'phone' ? 'phone_invalid' : 'email_invalid' });
      return z.NEVER;
    }
    return { ...value, kind, normalized };
  };
}

/** The new password of register, reset and change: the spec §5 rule. */
export const NewPassword = z
  .string({ message: 'password_rule' })
  .max(PASSWORD_MAX_LENGTH, 'password_rule')
  .refine((p) => passwordProblems(p).length === 0, { message: 'password_rule' });
/** A password being checked, not chosen: any non-empty string within bounds. */
const GivenPassword = z.string({ message: 'password_required' }).min(1, 'password_required').max(PASSWORD_MAX_LENGTH);

/** A one-time code: exactly 6 digits, Arabic-Indic and Persian digits accepted. */
export const OtpCode = z
  .string({ message: 'code_invalid' })
  .transform((s) => toAsciiDigits(s).replace(/\s/g, ''))
  .refine((s) => new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(s), { message: 'code_invalid' });

export const VerificationId = z.uuid({ message: 'verification_invalid' });

function confirmMatches(value: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.newPassword !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'password_confirm_mismatch' });
  }
}

// ---- requests -------------------------------------------------------------------------------------------

export const InitializeRegisterBody = z
  .object({
    provider: rawIdentifier,
    password: NewPassword,
    identifierId: IdentifierId,
    channel: OtpChannel.optional(),
  })
  .transform(withIdentifier('provider'));
export type InitializeRegisterInput = z.input<typeof InitializeRegisterBody>;

export const VerifyCodeBody = z.object({ id: VerificationId, code: OtpCode, identifierId: IdentifierId });
export type VerifyCodeInput = z.input<typeof VerifyCodeBody>;

export const ResendOtpRegisterBody = z.object({ id: VerificationId, channel: OtpChannel.optional() });

export const LoginBody = z
  .object({
    provider: rawIdentifier,
    password: GivenPassword,
    identifierId: IdentifierId,
    channel: OtpChannel.optional(),
  })
  .transform(withIdentifier('provider'));
export type LoginInput = z.input<typeof LoginBody>;

export const OtpSendBody = z
  .object({ identifier: rawIdentifier, identifierId: IdentifierId, channel: OtpChannel.optional() })
  .transform(withIdentifier('identifier'));
export type OtpSendInput = z.input<typeof OtpSendBody>;

export const ForgotPasswordBody = z
  .object({ provider: rawIdentifier, identifierId: IdentifierId, channel: OtpChannel.optional() })
  .transform(withIdentifier('provider'));

export const ResetPasswordBody = z
  .object({
    token: z.string({ message: 'reset_token_invalid' }).min(16, 'reset_token_invalid').max(200, 'reset_token_invalid'),
    newPassword: NewPassword,
    confirmPassword: z.string({ message: 'password_confirm_mismatch' }).max(PASSWORD_MAX_LENGTH),
  })
  .superRefine(confirmMatches);
export type ResetPasswordInput = z.input<typeof ResetPasswordBody>;

export const UpdatePasswordBody = z
  .object({
    currentPassword: GivenPassword,
    newPassword: NewPassword,
    confirmPassword: z.string({ message: 'password_confirm_mismatch' }).max(PASSWORD_MAX_LENGTH),
  })
  .superRefine(confirmMatches);
export type UpdatePasswordInput = z.input<typeof UpdatePasswordBody>;

export const InitiateUpdateIdentifierBody = z
  .object({ newIdentifier: rawIdentifier, identifierId: IdentifierId, channel: OtpChannel.optional() })
  .transform(withIdentifier('newIdentifier'));
export type InitiateUpdateIdentifierInput = z.input<typeof InitiateUpdateIdentifierBody>;

export const VerifyUpdateIdentifierBody = z.object({ code: OtpCode, token: VerificationId });

export const SSO_PROVIDERS = ['google', 'facebook'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];
export const SsoInitializeBody = z.object({
  identifierToken: z.string({ message: 'sso_token_invalid' }).min(10, 'sso_token_invalid').max(8192),
  identifierId: IdentifierId,
  /** Which provider issued the token; when absent a JWT is read as Google's and anything else as Facebook's. */
  provider: z.enum(SSO_PROVIDERS).optional(),
});
export type SsoInitializeInput = z.input<typeof SsoInitializeBody>;

// ---- responses ------------------------------------------------------------------------------------------

/** A code went out: the verification id to send back with the code. */
export const VerificationStarted = z.object({
  id: z.uuid(),
  message: z.string().optional(),
  /** Where the code went, masked for display: "+964 750 ••• •567", "s•••@example.com". */
  destination: z.string().optional(),
  channel: z.enum(['sms', 'whatsapp', 'email']).optional(),
});
export type VerificationStarted = z.infer<typeof VerificationStarted>;

export const AccessTokenResponse = z.object({
  accessToken: z.string().min(1),
  /** Seconds until the access token expires. */
  accessTokenExpiresIn: z.number().int().positive(),
  message: z.string().optional(),
});
export type AccessTokenResponse = z.infer<typeof AccessTokenResponse>;

export const IdentifierUpdateStarted = z.object({ token: z.uuid(), message: z.string().optional() });

export const MessageResponse = z.object({ message: z.string() });

/** `GET /auth/dev/outbox?to=` (never in production). */
export const OutboxMessage = z.object({
  to: z.string(),
  channel: z.enum(['sms', 'whatsapp', 'email']),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
export const OutboxList = z.array(OutboxMessage);
export type OutboxMessage = z.infer<typeof OutboxMessage>;

// ---- customer (main API) --------------------------------------------------------------------------------

export const GENDERS = ['male', 'female'] as const;

const personName = z
  .string({ message: 'name_required' })
  .trim()
  .min(1, 'name_required')
  .max(60, 'name_too_long')
  // Letters of any script, spaces, apostrophes, hyphens and dots: no markup, no digits.
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u, 'name_invalid');

/** A birthday as YYYY-MM-DD, not in the future and not before 1900. */
const birthday = z
  .string()
  .transform((s) => toAsciiDigits(s).trim())
  // One check: a second refine would still run after the first failed, and read a date that is not one.
  .refine((s) => {
    if (!isCalendarDay(s)) return false;
    const d = new Date(`${s}T00:00:00Z`);
    return d.getUTCFullYear() >= 1900 && d.getTime() <= Date.now();
  }, 'birthday_invalid');

export const CustomerProfileBody = z.object({
  first_name: personName,
  last_name: personName,
  birthday: birthday.nullish(),
  gender: z.enum(GENDERS, { message: 'gender_invalid' }).nullish(),
});
export type CustomerProfileInput = z.input<typeof CustomerProfileBody>;

export const CustomerIdentifier = z.object({
  kind: z.enum(['phone', 'email', 'google', 'facebook']),
  value: z.string(),
});

export const Customer = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  birthday: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Whether a password is set (accounts made through Google or Facebook may have none). */
  has_password: z.boolean(),
  created_at: z.string(),
});
export type Customer = z.infer<typeof Customer>;

export const CustomerResponse = z.object({ data: Customer, message: z.string().optional() });

export const WelcomeVoucher = z.object({
  code: z.string(),
  percent_off: z.number().int().min(1).max(100),
  expires_at: z.string(),
});
export const WelcomeVoucherResponse = z.object({ data: WelcomeVoucher, message: z.string().optional() });
export type WelcomeVoucher = z.infer<typeof WelcomeVoucher>;
