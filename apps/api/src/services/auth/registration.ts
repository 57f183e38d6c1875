// Sign-up with a phone number or email, a password and a code (spec §7 mfa-provider-password-otp):
// initialize → code sent; verify → account created and signed in; resend → a new code.
import type { IdentifierKind, OtpChannel } from '@dukan/core/contract/auth';
import type { Locale } from '@dukan/core/locales';
import { eq } from 'drizzle-orm';
import { verifications } from '../../db/schema';
import { refuse, succeed, type ServiceResult } from '../result';
import { createAccount, findAccountByIdentifier } from './accounts';
import type { AuthContext } from './context';
import { hashPassword } from './passwords';
import { issueTokens, type IssuedTokens } from './tokens';
import {
  consumeCode,
  findOpenVerification,
  resendCode,
  startVerification,
  type StartedVerification,
} from './verifications';

export const takenMessage = (kind: IdentifierKind) => (kind === 'phone' ? 'phone_taken' : 'email_taken');

export async function initializeRegistration(
  ctx: AuthContext,
  input: { kind: IdentifierKind; identifier: string; password: string; channel?: OtpChannel; locale: Locale },
): Promise<ServiceResult<StartedVerification>> {
  if (await findAccountByIdentifier(ctx.db, input.kind, input.identifier)) {
    return refuse(409, takenMessage(input.kind));
  }
  return startVerification(ctx, {
    purpose: 'register',
    kind: input.kind,
    destination: input.identifier,
    channel: input.channel,
    locale: input.locale,
    passwordHash: await hashPassword(input.password),
  });
}

export async function resendRegistrationCode(
  ctx: AuthContext,
  input: { id: string; channel?: OtpChannel },
): Promise<ServiceResult<StartedVerification>> {
  const row = await findOpenVerification(ctx, input.id, 'register');
  if (!row) return refuse(404, 'verification_not_found');
  return resendCode(ctx, row, input.channel);
}

export async function completeRegistration(
  ctx: AuthContext,
  input: { id: string; code: string; kind: IdentifierKind },
): Promise<ServiceResult<IssuedTokens>> {
  const row = await findOpenVerification(ctx, input.id, 'register');
  if (!row || row.kind !== input.kind) return refuse(404, 'verification_not_found');
  const spent = await consumeCode(ctx, row, input.code);
  if (!spent.ok) return spent;
  const now = ctx.now();
  const accountId = await createAccount(ctx.db, {
    passwordHash: row.password_hash,
    identifiers: [{ kind: row.kind, value: row.destination }],
    now,
  });
  // The chosen password's hash has done its job; it should not outlive the registration.
  await ctx.db.update(verifications).set({ password_hash: null }).where(eq(verifications.id, row.id));
  if (!accountId) return refuse(409, takenMessage(row.kind));
  return succeed(await issueTokens(ctx.db, ctx.tokens, accountId));
}
