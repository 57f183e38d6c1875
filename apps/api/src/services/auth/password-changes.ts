// Forgotten and changed passwords. A reset goes by link (a 256-bit token, 30 minutes, single use) rather
// than by a 6-digit code, because the reset call carries no verification id to bind a short code to.
import type { IdentifierKind, OtpChannel } from '@dukan/core/contract/auth';
import type { Locale } from '@dukan/core/locales';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { OutgoingMessage } from '../../adapters/messaging/types';
import { accounts, passwordResets } from '../../db/schema';
import { refuse, succeed, type ServiceResult } from '../result';
import { findAccount, findAccountByIdentifier } from './accounts';
import type { AuthContext } from './context';
import { resetMessageText } from './message-texts';
import { hashPassword, verifyPassword } from './passwords';
import { generateToken, hashToken } from './secrets';
import { revokeAccountSessions } from './tokens';

export const RESET_LINK_TTL_MS = 30 * 60 * 1000;

/**
 * Sends a reset link when an account uses the identifier. The answer is the same either way (spec §7:
 * "errors and success hidden"), so the form cannot be used to learn who has an account.
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  input: { kind: IdentifierKind; identifier: string; channel?: OtpChannel; locale: Locale },
): Promise<void> {
  const account = await findAccountByIdentifier(ctx.db, input.kind, input.identifier);
  // A link cannot ride WhatsApp's authentication template, which carries only a code: phones get SMS.
  const channel = input.kind === 'email' ? 'email' : 'sms';
  const sender = ctx.senders.forChannel(channel);
  if (!sender) return;
  const token = generateToken();
  const link = `${ctx.config.PUBLIC_URL.replace(/\/+$/, '')}/${input.locale}?reset=${encodeURIComponent(token)}`;
  const message: OutgoingMessage = {
    to: input.identifier,
    channel,
    text: resetMessageText(input.locale, link),
    code: token,
    locale: input.locale,
    purpose: 'reset_password',
  };
  if (!account || account.status === 'deleted') {
    // Nobody to send to: with the job queue a decoy takes the real message's place, so both answers cost alike.
    await ctx.senders.decoy?.(message);
    return;
  }
  const now = ctx.now();
  await ctx.db.insert(passwordResets).values({
    token_hash: hashToken(token),
    account_id: account.id,
    expires_at: new Date(now.getTime() + RESET_LINK_TTL_MS),
    created_at: now,
  });
  await sender.send(message);
}

export async function resetPassword(
  ctx: AuthContext,
  input: { token: string; newPassword: string },
): Promise<ServiceResult<true>> {
  const now = ctx.now();
  // Spending the link is the conditional UPDATE itself: two uses of one link cannot both succeed.
  const [reset] = await ctx.db
    .update(passwordResets)
    .set({ used_at: now })
    .where(
      and(
        eq(passwordResets.token_hash, hashToken(input.token)),
        isNull(passwordResets.used_at),
        gt(passwordResets.expires_at, now),
      ),
    )
    .returning({ accountId: passwordResets.account_id });
  if (!reset) return refuse(400, 'reset_token_invalid', { errors: { token: ['reset_token_invalid'] } });
  const account = await findAccount(ctx.db, reset.accountId);
  if (!account || account.status === 'deleted') {
    return refuse(400, 'reset_token_invalid', { errors: { token: ['reset_token_invalid'] } });
  }
  await ctx.db
    .update(accounts)
    .set({ password_hash: await hashPassword(input.newPassword), updated_at: now })
    .where(eq(accounts.id, account.id));
  // Whoever knew the old password is signed out everywhere.
  await revokeAccountSessions(ctx.db, account.id, now);
  return succeed(true);
}

export async function changePassword(
  ctx: AuthContext,
  input: { accountId: string; familyId: string; currentPassword: string; newPassword: string },
): Promise<ServiceResult<true>> {
  const account = await findAccount(ctx.db, input.accountId);
  if (!account || account.status !== 'active') return refuse(401, 'unauthorized');
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
    return refuse(400, 'current_password_wrong', { errors: { currentPassword: ['current_password_wrong'] } });
  }
  const now = ctx.now();
  await ctx.db
    .update(accounts)
    .set({ password_hash: await hashPassword(input.newPassword), updated_at: now })
    .where(eq(accounts.id, account.id));
  // Other devices signed in with the old password are signed out; this one stays.
  await revokeAccountSessions(ctx.db, account.id, now, input.familyId);
  return succeed(true);
}
