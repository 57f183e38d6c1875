// Signing in: password then code (login → otp/verify), code only (otp/send → otp/verify), or a Google or
// Facebook token (sso/initialize). A verified sign-in reactivates a deactivated account.
import type { IdentifierKind, OtpChannel, SsoProvider } from '@dukan/core/contract/auth';
import type { Locale } from '@dukan/core/locales';
import type { MessageSender } from '../../adapters/messaging/types';
import { accountIdentifiers } from '../../db/schema';
import { refuse, succeed, type ServiceResult } from '../result';
import {
  createAccount,
  findAccount,
  findAccountByIdentifier,
  isUniqueViolation,
  reactivateIfDeactivated,
  type AccountRecord,
} from './accounts';
import type { AuthContext } from './context';
import { verifyPassword } from './passwords';
import { issueTokens, type IssuedTokens } from './tokens';
import { consumeCode, findOpenVerification, startVerification, type StartedVerification } from './verifications';

/** Deleted accounts are gone; accounts disabled by staff stay shut until staff enable them again. */
function signInable(account: AccountRecord | null): account is AccountRecord {
  return account !== null && account.status !== 'deleted' && account.status !== 'disabled';
}

export async function startPasswordSignIn(
  ctx: AuthContext,
  input: { kind: IdentifierKind; identifier: string; password: string; channel?: OtpChannel; locale: Locale },
): Promise<ServiceResult<StartedVerification>> {
  const account = await findAccountByIdentifier(ctx.db, input.kind, input.identifier);
  // The password is checked even when there is no account, so both answers take as long.
  const passwordOk = await verifyPassword(signInable(account) ? account.passwordHash : null, input.password);
  if (!signInable(account) || !passwordOk) return refuse(401, 'invalid_credentials');
  return sendSignInCode(ctx, account, input);
}

/**
 * Delivers nothing and says it did: the decoy code of an identifier without an account. With the job queue it
 * enqueues a sealed decoy the worker drops, so the answer costs what a real send costs.
 */
function silentSender(senders: AuthContext['senders']): MessageSender {
  return {
    send: async (message) => {
      await senders.decoy?.(message);
      return { ok: true };
    },
  };
}

/**
 * Code sign-in answers an unknown identifier exactly as a known one (same status, body, same database work):
 * otherwise the form would tell anyone which phone numbers and emails have an account. The unknown one gets
 * a real verification row without an account whose code is never sent, so trying codes on it fails like a
 * wrong code. With the job queue the provider's delivery time is the worker's, not the answer's: both answers
 * enqueue one job.
 */
export async function startCodeSignIn(
  ctx: AuthContext,
  input: { kind: IdentifierKind; identifier: string; channel?: OtpChannel; locale: Locale },
): Promise<ServiceResult<StartedVerification>> {
  const account = await findAccountByIdentifier(ctx.db, input.kind, input.identifier);
  if (signInable(account)) return sendSignInCode(ctx, account, input);
  const silent: AuthContext = {
    ...ctx,
    senders: { forChannel: (channel) => (ctx.senders.forChannel(channel) ? silentSender(ctx.senders) : null) },
  };
  return startVerification(silent, {
    purpose: 'login',
    kind: input.kind,
    destination: input.identifier,
    channel: input.channel,
    locale: input.locale,
  });
}

/** The sign-in code for `account`, sent to the identifier it signs in with. */
function sendSignInCode(
  ctx: AuthContext,
  account: AccountRecord,
  input: { kind: IdentifierKind; identifier: string; channel?: OtpChannel; locale: Locale },
): Promise<ServiceResult<StartedVerification>> {
  return startVerification(ctx, {
    purpose: 'login',
    kind: input.kind,
    destination: input.identifier,
    channel: input.channel,
    locale: input.locale,
    accountId: account.id,
  });
}

export async function completeCodeSignIn(
  ctx: AuthContext,
  input: { id: string; code: string; kind: IdentifierKind },
): Promise<ServiceResult<IssuedTokens>> {
  const row = await findOpenVerification(ctx, input.id, 'login');
  if (!row || row.kind !== input.kind) return refuse(404, 'verification_not_found');
  // The code first: a decoy (no account) then fails as a wrong code does, never with an answer of its own.
  const spent = await consumeCode(ctx, row, input.code);
  if (!spent.ok) return spent;
  if (!row.account_id) return refuse(404, 'verification_not_found');
  const account = await findAccount(ctx.db, row.account_id);
  if (!signInable(account)) return refuse(404, 'account_not_found');
  await reactivateIfDeactivated(ctx.db, account, ctx.now());
  return succeed(await issueTokens(ctx.db, ctx.tokens, account.id));
}

/**
 * Signs in with a provider's token: the provider identity's account, else the account of the email the
 * provider vouches for (linked from now on), else a new account without a password.
 */
export async function signInWithProvider(
  ctx: AuthContext,
  input: { provider: SsoProvider; token: string },
): Promise<ServiceResult<IssuedTokens>> {
  const verifier = ctx.identity[input.provider];
  if (!verifier.enabled) return refuse(503, 'sso_unavailable');
  const identity = await verifier.verify(input.token);
  if (!identity) return refuse(401, 'sso_token_invalid');
  const now = ctx.now();

  let account = await findAccountByIdentifier(ctx.db, identity.provider, identity.subject);
  if (!signInable(account) && identity.email) {
    account = await findAccountByIdentifier(ctx.db, 'email', identity.email);
    if (signInable(account)) {
      try {
        await ctx.db.insert(accountIdentifiers).values({
          account_id: account.id,
          kind: identity.provider,
          value: identity.subject,
          verified_at: now,
          created_at: now,
        });
      } catch (error) {
        // Linked by a parallel sign-in a moment ago: the link exists, which is what we wanted.
        if (!isUniqueViolation(error)) throw error;
      }
    }
  }
  if (signInable(account)) {
    await reactivateIfDeactivated(ctx.db, account, now);
    return succeed(await issueTokens(ctx.db, ctx.tokens, account.id));
  }
  const identifiers: { kind: 'google' | 'facebook' | 'email'; value: string }[] = [
    { kind: identity.provider, value: identity.subject },
  ];
  if (identity.email) identifiers.push({ kind: 'email', value: identity.email });
  const accountId = await createAccount(ctx.db, { passwordHash: null, identifiers, now });
  if (!accountId) return refuse(409, 'email_taken');
  return succeed(await issueTokens(ctx.db, ctx.tokens, accountId));
}
