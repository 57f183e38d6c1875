// Staff sign-in: email and password, then a one-time code sent to that email, then a session. The code's
// life is the customers' (services/auth/verifications.ts): six digits stored as an HMAC, OTP_MAX_ATTEMPTS
// tries, OTP_TTL_SECONDS, used once, resent after the cooldown and at most MAX_SENDS_PER_VERIFICATION
// times. A wrong password sends nothing; unknown email, no password yet and wrong password answer alike
// and take as long (the password is checked against a decoy when there is no member).
import { randomUUID } from 'node:crypto';
import { OTP_LENGTH } from '@dukan/core/contract/auth';
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import type { Locale } from '@dukan/core/locales';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { staffMembers, staffVerifications } from '../../db/schema';
import { recordAudit } from '../audit/audit-log';
import type { AuthContext } from '../auth/context';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { generateCode, hashCode, sameHash } from '../auth/secrets';
import { MAX_SENDS_PER_VERIFICATION } from '../auth/verifications';
import { refuse, succeed, type ServiceResult } from '../result';
import { staffCodeText } from './message-texts';
import { findStaffByEmail, findStaffById } from './members';
import { revokeStaffSessions, startStaffSession, type StaffTokens } from './tokens';

async function sendCode(ctx: AuthContext, to: string, locale: Locale, code: string): Promise<ServiceResult<true>> {
  const sender = ctx.senders.forChannel('email');
  if (!sender) return refuse(503, 'delivery_unavailable');
  const sent = await sender.send({
    to,
    channel: 'email',
    text: staffCodeText(locale, code),
    code,
    locale,
    purpose: 'login',
  });
  return sent.ok ? succeed(true) : refuse(502, 'delivery_failed');
}

/** Checks the password; when right, sends a code and answers the verification's id. */
export async function startStaffSignIn(
  ctx: AuthContext,
  input: { email: string; password: string; locale: Locale },
): Promise<ServiceResult<{ verify_id: string }>> {
  const member = await findStaffByEmail(ctx.db, input.email);
  const passwordOk = await verifyPassword(member?.password_hash ?? null, input.password);
  if (!member || !passwordOk) return refuse(422, 'staff_invalid_credentials');
  // Said only to someone who knows the password: it tells an attacker nothing.
  if (member.status !== 'active') return refuse(403, 'staff_disabled');
  if (!ctx.senders.forChannel('email')) return refuse(503, 'delivery_unavailable');

  const id = randomUUID();
  const code = generateCode(OTP_LENGTH);
  const now = ctx.now();
  await ctx.db.insert(staffVerifications).values({
    id,
    staff_id: member.id,
    code_hash: hashCode(ctx.keys.codePepper, id, code),
    last_sent_at: now,
    expires_at: new Date(now.getTime() + ctx.config.OTP_TTL_SECONDS * 1000),
    created_at: now,
  });
  const sent = await sendCode(ctx, member.email, input.locale, code);
  if (!sent.ok) {
    await ctx.db.delete(staffVerifications).where(eq(staffVerifications.id, id));
    return sent;
  }
  return succeed({ verify_id: id });
}

type VerificationRow = typeof staffVerifications.$inferSelect;

async function openVerification(ctx: AuthContext, id: string): Promise<VerificationRow | null> {
  const [row] = await ctx.db
    .select()
    .from(staffVerifications)
    .where(and(eq(staffVerifications.id, id), isNull(staffVerifications.consumed_at)))
    .limit(1);
  return row ?? null;
}

/** A new code for an open sign-in: after the cooldown, at most MAX_SENDS_PER_VERIFICATION in all. */
export async function resendStaffCode(
  ctx: AuthContext,
  input: { verifyId: string; locale: Locale },
): Promise<ServiceResult<{ verify_id: string }>> {
  const row = await openVerification(ctx, input.verifyId);
  if (!row) return refuse(404, 'verification_not_found');
  const member = await findStaffById(ctx.db, row.staff_id);
  if (!member || member.status !== 'active') return refuse(404, 'verification_not_found');
  const now = ctx.now();
  const waitMs = row.last_sent_at.getTime() + ctx.config.OTP_RESEND_COOLDOWN_SECONDS * 1000 - now.getTime();
  if (waitMs > 0) return refuse(429, 'resend_too_soon', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
  if (row.sends >= MAX_SENDS_PER_VERIFICATION) return refuse(429, 'verification_not_found');
  const code = generateCode(OTP_LENGTH);
  // Conditional on the send count read above, so two resends racing send one code, not two.
  const updated = await ctx.db
    .update(staffVerifications)
    .set({
      code_hash: hashCode(ctx.keys.codePepper, row.id, code),
      attempts: 0,
      sends: sql`${staffVerifications.sends} + 1`,
      last_sent_at: now,
      expires_at: new Date(now.getTime() + ctx.config.OTP_TTL_SECONDS * 1000),
    })
    .where(
      and(
        eq(staffVerifications.id, row.id),
        eq(staffVerifications.sends, row.sends),
        isNull(staffVerifications.consumed_at),
      ),
    )
    .returning({ id: staffVerifications.id });
  if (updated.length === 0) return refuse(429, 'resend_too_soon', { retryAfterSeconds: 1 });
  const sent = await sendCode(ctx, member.email, input.locale, code);
  return sent.ok ? succeed({ verify_id: row.id }) : sent;
}

/**
 * Tries the code and, when right, spends it and starts a session. The attempt is counted before comparing,
 * in one conditional UPDATE, so parallel guesses cannot exceed OTP_MAX_ATTEMPTS.
 */
export async function completeStaffSignIn(
  ctx: AuthContext,
  input: { verifyId: string; code: string },
): Promise<ServiceResult<StaffTokens>> {
  const now = ctx.now();
  const [counted] = await ctx.db
    .update(staffVerifications)
    .set({ attempts: sql`${staffVerifications.attempts} + 1` })
    .where(
      and(
        eq(staffVerifications.id, input.verifyId),
        isNull(staffVerifications.consumed_at),
        lt(staffVerifications.attempts, ctx.config.OTP_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!counted) {
    const row = await openVerification(ctx, input.verifyId);
    return row
      ? refuse(422, 'code_locked', { errors: { code: ['code_locked'] } })
      : refuse(404, 'verification_not_found');
  }
  if (counted.expires_at.getTime() <= now.getTime()) {
    return refuse(422, 'code_expired', { errors: { code: ['code_expired'] } });
  }
  if (!sameHash(counted.code_hash, hashCode(ctx.keys.codePepper, counted.id, input.code))) {
    return refuse(422, 'code_wrong', { errors: { code: ['code_wrong'] } });
  }
  return ctx.db.transaction(async (tx) => {
    const spent = await tx
      .update(staffVerifications)
      .set({ consumed_at: now })
      .where(and(eq(staffVerifications.id, counted.id), isNull(staffVerifications.consumed_at)))
      .returning({ id: staffVerifications.id });
    if (spent.length === 0) return refuse<StaffTokens>(404, 'verification_not_found');
    // Disabled between the password and the code: no session.
    const [member] = await tx
      .update(staffMembers)
      .set({ last_sign_in_at: now })
      .where(and(eq(staffMembers.id, counted.staff_id), eq(staffMembers.status, 'active')))
      .returning({ id: staffMembers.id });
    if (!member) return refuse<StaffTokens>(403, 'staff_disabled');
    return succeed(await startStaffSession(tx, ctx, member.id));
  });
}

/** A signed-in member changes their own password, audited; their other sessions end, this one stays. */
export async function changeOwnPassword(
  ctx: AuthContext,
  actor: StaffActor,
  input: { sessionId: string | undefined; currentPassword: string; newPassword: string; requestId?: string },
): Promise<ServiceResult<true>> {
  const member = actor.id ? await findStaffById(ctx.db, actor.id) : null;
  if (!member || member.status !== 'active') return refuse(401, 'unauthorized');
  if (!(await verifyPassword(member.password_hash, input.currentPassword))) {
    return refuse(422, 'current_password_wrong', { errors: { current_password: ['current_password_wrong'] } });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(staffMembers)
      .set({ password_hash: passwordHash, updated_at: now })
      .where(eq(staffMembers.id, member.id));
    const ended = await revokeStaffSessions(tx, member.id, now, input.sessionId);
    await recordAudit(
      tx,
      actor,
      { action: 'password_changed', entity: 'staff', entityId: member.id, after: { other_sessions_ended: ended } },
      input.requestId,
    );
  });
  return succeed(true);
}
