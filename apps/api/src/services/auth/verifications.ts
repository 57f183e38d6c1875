// The life of a one-time code: sent (6 digits, stored only as an HMAC), tried at most OTP_MAX_ATTEMPTS
// times, valid for OTP_TTL_SECONDS, used once, resent no sooner than the cooldown.
import { randomUUID } from 'node:crypto';
import { OTP_LENGTH, type DeliveryChannel, type IdentifierKind, type OtpChannel } from '@dukan/core/contract/auth';
import type { Locale } from '@dukan/core/locales';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { verifications } from '../../db/schema';
import { refuse, succeed, type ServiceResult } from '../result';
import type { AuthContext } from './context';
import { codeMessageText } from './message-texts';
import { generateCode, hashCode, sameHash } from './secrets';

export type VerificationPurpose = 'register' | 'login' | 'update_identifier';
export type VerificationRow = typeof verifications.$inferSelect;

/** How many codes one verification may send in all (first send plus resends). */
export const MAX_SENDS_PER_VERIFICATION = 5;

export interface StartedVerification {
  id: string;
  destination: string;
  channel: DeliveryChannel;
}

export function deliveryChannelFor(kind: IdentifierKind, chosen: OtpChannel | undefined): DeliveryChannel {
  return kind === 'email' ? 'email' : (chosen ?? 'sms');
}

/** What the screen may show of where the code went: enough to recognise, not enough to harvest. */
export function maskDestination(destination: string): string {
  const at = destination.indexOf('@');
  if (at > 0) return `${destination[0]}•••${destination.slice(at)}`;
  return `${destination.slice(0, 4)}${'•'.repeat(Math.max(destination.length - 7, 0))}${destination.slice(-3)}`;
}

async function deliverCode(
  ctx: AuthContext,
  row: { id: string; destination: string; channel: DeliveryChannel; purpose: VerificationPurpose; locale: Locale },
  code: string,
): Promise<ServiceResult<true>> {
  const sender = ctx.senders.forChannel(row.channel);
  if (!sender) return refuse(503, 'delivery_unavailable');
  const sent = await sender.send({
    to: row.destination,
    channel: row.channel,
    text: codeMessageText(row.purpose, row.locale, code),
    code,
    locale: row.locale,
    purpose: row.purpose,
  });
  return sent.ok ? succeed(true) : refuse(502, 'delivery_failed');
}

export async function startVerification(
  ctx: AuthContext,
  input: {
    purpose: VerificationPurpose;
    kind: IdentifierKind;
    destination: string;
    channel: OtpChannel | undefined;
    locale: Locale;
    accountId?: string;
    passwordHash?: string;
  },
): Promise<ServiceResult<StartedVerification>> {
  const id = randomUUID();
  const code = generateCode(OTP_LENGTH);
  const now = ctx.now();
  const channel = deliveryChannelFor(input.kind, input.channel);
  // Checked before the row exists, so an unconfigured channel leaves nothing behind.
  if (!ctx.senders.forChannel(channel)) return refuse(503, 'delivery_unavailable');
  await ctx.db.insert(verifications).values({
    id,
    purpose: input.purpose,
    account_id: input.accountId ?? null,
    kind: input.kind,
    destination: input.destination,
    channel,
    locale: input.locale,
    password_hash: input.passwordHash ?? null,
    code_hash: hashCode(ctx.keys.codePepper, id, code),
    last_sent_at: now,
    expires_at: new Date(now.getTime() + ctx.config.OTP_TTL_SECONDS * 1000),
    created_at: now,
  });
  const delivered = await deliverCode(ctx, { ...input, id, channel }, code);
  if (!delivered.ok) {
    await ctx.db.delete(verifications).where(eq(verifications.id, id));
    return delivered;
  }
  return succeed({ id, destination: maskDestination(input.destination), channel });
}

/** An open verification of `purpose` (and of `accountId` when given: codes are their owner's only). */
export async function findOpenVerification(
  ctx: AuthContext,
  id: string,
  purpose: VerificationPurpose,
  accountId?: string,
): Promise<VerificationRow | null> {
  const conditions = [eq(verifications.id, id), eq(verifications.purpose, purpose), isNull(verifications.consumed_at)];
  if (accountId) conditions.push(eq(verifications.account_id, accountId));
  const [row] = await ctx.db
    .select()
    .from(verifications)
    .where(and(...conditions))
    .limit(1);
  return row ?? null;
}

/** A new code for an open verification: after the cooldown, at most MAX_SENDS_PER_VERIFICATION in all. */
export async function resendCode(
  ctx: AuthContext,
  row: VerificationRow,
  channel: OtpChannel | undefined,
): Promise<ServiceResult<StartedVerification>> {
  const now = ctx.now();
  const waitMs = row.last_sent_at.getTime() + ctx.config.OTP_RESEND_COOLDOWN_SECONDS * 1000 - now.getTime();
  if (waitMs > 0) return refuse(429, 'resend_too_soon', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
  if (row.sends >= MAX_SENDS_PER_VERIFICATION) return refuse(429, 'verification_not_found');
  const nextChannel = row.kind === 'email' ? 'email' : (channel ?? (row.channel as DeliveryChannel));
  if (!ctx.senders.forChannel(nextChannel)) return refuse(503, 'delivery_unavailable');
  const code = generateCode(OTP_LENGTH);
  // Conditional on the send count read above, so two resends racing send one code, not two.
  const updated = await ctx.db
    .update(verifications)
    .set({
      code_hash: hashCode(ctx.keys.codePepper, row.id, code),
      attempts: 0,
      sends: sql`${verifications.sends} + 1`,
      channel: nextChannel,
      last_sent_at: now,
      expires_at: new Date(now.getTime() + ctx.config.OTP_TTL_SECONDS * 1000),
    })
    .where(and(eq(verifications.id, row.id), eq(verifications.sends, row.sends), isNull(verifications.consumed_at)))
    .returning({ id: verifications.id });
  if (updated.length === 0) return refuse(429, 'resend_too_soon', { retryAfterSeconds: 1 });
  const delivered = await deliverCode(
    ctx,
    {
      id: row.id,
      destination: row.destination,
      channel: nextChannel,
      purpose: row.purpose,
      locale: row.locale as Locale,
    },
    code,
  );
  if (!delivered.ok) return delivered;
  return succeed({ id: row.id, destination: maskDestination(row.destination), channel: nextChannel });
}

/**
 * Tries `code` against an open verification and, when right, spends it. The attempt is counted before
 * comparing, in one conditional UPDATE, so parallel guesses cannot exceed the limit.
 */
export async function consumeCode(ctx: AuthContext, row: VerificationRow, code: string): Promise<ServiceResult<true>> {
  const now = ctx.now();
  const counted = await ctx.db
    .update(verifications)
    .set({ attempts: sql`${verifications.attempts} + 1` })
    .where(
      and(
        eq(verifications.id, row.id),
        isNull(verifications.consumed_at),
        lt(verifications.attempts, ctx.config.OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: verifications.code_hash, expiresAt: verifications.expires_at });
  const current = counted[0];
  if (!current) {
    const [again] = await ctx.db
      .select({ consumed: verifications.consumed_at })
      .from(verifications)
      .where(eq(verifications.id, row.id));
    return again && !again.consumed
      ? refuse(422, 'code_locked', { errors: { code: ['code_locked'] } })
      : refuse(404, 'verification_not_found');
  }
  if (current.expiresAt.getTime() <= now.getTime()) {
    return refuse(422, 'code_expired', { errors: { code: ['code_expired'] } });
  }
  if (!sameHash(current.codeHash, hashCode(ctx.keys.codePepper, row.id, code))) {
    return refuse(422, 'code_wrong', { errors: { code: ['code_wrong'] } });
  }
  const spent = await ctx.db
    .update(verifications)
    .set({ consumed_at: now })
    .where(and(eq(verifications.id, row.id), isNull(verifications.consumed_at)))
    .returning({ id: verifications.id });
  return spent.length ? succeed(true) : refuse(404, 'verification_not_found');
}
