// Checks a form before it is sent, with the same contract schemas the API validates with, so the shopper
// reads the same rule in the same words before and after a round trip. Errors are the contract's codes
// (`phone_invalid`, `password_rule`…); the messages files name them `auth_error_<code>`.
import {
  CustomerProfileBody,
  IDENTIFIER_ID,
  normalizeIdentifier,
  OtpCode,
  type IdentifierKind,
} from '@dukan/core/contract/auth';
import { PASSWORD_MAX_LENGTH, passwordProblems } from '@dukan/core/auth/password';
import type { ZodType } from 'zod';
import type { ApiError } from '@/lib/api/result';

export type FieldCodes = Record<string, string>;
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldCodes };

/** The API names the identifier field after the call (provider, identifier, newIdentifier); forms have one. */
const FIELD_ALIASES: Record<string, string> = {
  provider: 'identifier',
  identifier: 'identifier',
  newIdentifier: 'identifier',
  id: 'code',
  token: 'code',
};

function formField(name: string): string {
  return FIELD_ALIASES[name] ?? name;
}

/** Runs a schema and keeps the first problem of each field. */
export function checkWith<T>(schema: ZodType<T>, input: unknown): Checked<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldCodes = {};
  for (const issue of parsed.error.issues) {
    const field = formField(String(issue.path[0] ?? 'form'));
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The identifier as the API stores it (E.164 or a lower-case email), or the reason it is not one. */
export function checkIdentifier(kind: IdentifierKind, raw: string): Checked<{ value: string; identifierId: number }> {
  if (raw.trim() === '') return { ok: false, errors: { identifier: 'identifier_required' } };
  const value = normalizeIdentifier(kind, raw);
  if (value === null)
    return { ok: false, errors: { identifier: kind === 'phone' ? 'phone_invalid' : 'email_invalid' } };
  return { ok: true, data: { value, identifierId: IDENTIFIER_ID[kind] } };
}

/**
 * The identifier a sign-in field holds: for phones the E.164 number the phone input read in its selected
 * country (null while not valid there), for emails the typed address.
 */
export function checkIdentifierField(
  kind: IdentifierKind,
  text: string,
  e164: string | null,
): Checked<{ value: string; identifierId: number }> {
  if (kind === 'email') return checkIdentifier('email', text);
  if (text.trim() === '') return { ok: false, errors: { identifier: 'identifier_required' } };
  if (e164 === null) return { ok: false, errors: { identifier: 'phone_invalid' } };
  return checkIdentifier('phone', e164);
}

/** A password being chosen must follow the rule of spec §5; one being checked must only be there. */
export function checkPassword(password: string, choosing: boolean): string | null {
  if (!choosing) return password === '' || password.length > PASSWORD_MAX_LENGTH ? 'password_required' : null;
  return passwordProblems(password).length === 0 ? null : 'password_rule';
}

export function checkNewPassword(newPassword: string, confirmPassword: string): FieldCodes {
  const errors: FieldCodes = {};
  const rule = checkPassword(newPassword, true);
  if (rule) errors.newPassword = rule;
  if (confirmPassword !== newPassword) errors.confirmPassword = 'password_confirm_mismatch';
  return errors;
}

/** A one-time code in ASCII digits (Arabic-Indic and Persian digits are accepted as typed). */
export function checkCode(raw: string): Checked<string> {
  const parsed = OtpCode.safeParse(raw);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: { code: 'code_invalid' } };
}

export interface ProfileValues {
  first_name: string;
  last_name: string;
  birthday: string;
  gender: string;
}

export function checkProfile(values: ProfileValues) {
  return checkWith(CustomerProfileBody, {
    first_name: values.first_name,
    last_name: values.last_name,
    birthday: values.birthday === '' ? null : values.birthday,
    gender: values.gender === '' ? null : values.gender,
  });
}

/** The field errors a failed call brought back (already in the shopper's language), by form field. */
export function serverFieldErrors(error: ApiError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, texts] of Object.entries(error.errors ?? {})) {
    const text = Array.isArray(texts) ? texts.find((t) => typeof t === 'string' && t !== '') : undefined;
    if (text) out[formField(field)] ??= text;
  }
  return out;
}
