// One-time links to choose a password: how a new member (or the first owner, made by `npm run staff --
// add`) gets into the back office, and how an owner lets a member who forgot theirs back in. The link holds
// 256 random bits; the database keeps their SHA-256 digest. It works once, for SET_PASSWORD_LINK_HOURS, and
// choosing a password through it spends every other open link of that member and ends their sessions.
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import type { Locale } from '@dukan/core/locales';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { staffMembers, staffPasswordLinks } from '../../db/schema';
import { recordAudit } from '../audit/audit-log';
import type { AuthContext } from '../auth/context';
import { hashPassword } from '../auth/passwords';
import { generateToken, hashToken } from '../auth/secrets';
import { refuse, succeed, type ServiceResult } from '../result';
import { setPasswordLinkText } from './message-texts';
import { findStaffById, insertStaffMember, staffView, type StaffMemberView } from './members';
import type { StaffRole } from '@dukan/core/contract/staff';
import { revokeStaffSessions } from './tokens';

export const SET_PASSWORD_LINK_HOURS = 72;

export interface SetPasswordLink {
  url: string;
  expires_at: string;
}

/** Where the back office's set-password page is, for a link to paste or email. */
export function setPasswordUrl(config: Pick<Config, 'PUBLIC_URL'>, token: string): string {
  const url = new URL('/admin/set-password', config.PUBLIC_URL);
  url.searchParams.set('token', token);
  return url.toString();
}

export async function issueSetPasswordLink(
  tx: Database | Transaction,
  config: Pick<Config, 'PUBLIC_URL'>,
  input: { staffId: string; now: Date },
): Promise<SetPasswordLink> {
  const token = generateToken();
  const expiresAt = new Date(input.now.getTime() + SET_PASSWORD_LINK_HOURS * 3_600_000);
  await tx.insert(staffPasswordLinks).values({
    token_hash: hashToken(token),
    staff_id: input.staffId,
    expires_at: expiresAt,
    created_at: input.now,
  });
  return { url: setPasswordUrl(config, token), expires_at: expiresAt.toISOString() };
}

/** Emails the link; false when email is not configured or failed (the owner still has the link to hand over). */
async function emailLink(ctx: AuthContext, to: string, locale: Locale, link: SetPasswordLink): Promise<boolean> {
  const sender = ctx.senders.forChannel('email');
  if (!sender) return false;
  const text = setPasswordLinkText(locale, link.url, SET_PASSWORD_LINK_HOURS);
  const sent = await sender.send({ to, channel: 'email', text, code: null, locale, purpose: 'reset_password' });
  return sent.ok;
}

export interface CreatedStaffMember {
  member: StaffMemberView;
  set_password: SetPasswordLink;
  /** Whether the link also went to the member's email. */
  emailed: boolean;
}

/** Creates a member with a set-password link, audited, then emails them the link. */
export async function createStaffMember(
  ctx: AuthContext,
  actor: StaffActor,
  input: { email: string; role: StaffRole; name?: string; locale?: Locale; requestId?: string },
): Promise<ServiceResult<CreatedStaffMember>> {
  const now = ctx.now();
  const created = await ctx.db.transaction(async (tx) => {
    const inserted = await insertStaffMember(tx, actor, { ...input, now }, input.requestId);
    if (!inserted.ok) return inserted;
    const link = await issueSetPasswordLink(tx, ctx.config, { staffId: inserted.data.id, now });
    return succeed({ row: inserted.data, link });
  });
  if (!created.ok) return created;
  const { row, link } = created.data;
  const emailed = await emailLink(ctx, row.email, row.locale, link);
  return succeed({ member: staffView(row), set_password: link, emailed });
}

/** A fresh link for an existing member (they lost theirs, or forgot their password), audited and emailed. */
export async function resendSetPasswordLink(
  ctx: AuthContext,
  actor: StaffActor,
  input: { staffId: string; requestId?: string },
): Promise<ServiceResult<{ set_password: SetPasswordLink; emailed: boolean }>> {
  const member = await findStaffById(ctx.db, input.staffId);
  if (!member) return refuse(404, 'staff_not_found');
  const now = ctx.now();
  const link = await ctx.db.transaction(async (tx) => {
    const issued = await issueSetPasswordLink(tx, ctx.config, { staffId: member.id, now });
    await recordAudit(
      tx,
      actor,
      { action: 'password_link_sent', entity: 'staff', entityId: member.id },
      input.requestId,
    );
    return issued;
  });
  return succeed({ set_password: link, emailed: await emailLink(ctx, member.email, member.locale, link) });
}

/** Chooses the password through a link: once, before it expires, for a member who is not disabled. */
export async function setPasswordFromLink(
  ctx: AuthContext,
  input: { token: string; password: string; requestId?: string },
): Promise<ServiceResult<{ email: string }>> {
  const now = ctx.now();
  // Hashed before the transaction: argon2 takes tens of milliseconds, no lock should wait for it.
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    // Spending the link is the conditional UPDATE itself: of two uses at once, one wins.
    const [link] = await tx
      .update(staffPasswordLinks)
      .set({ used_at: now })
      .where(
        and(
          eq(staffPasswordLinks.token_hash, hashToken(input.token)),
          isNull(staffPasswordLinks.used_at),
          gt(staffPasswordLinks.expires_at, now),
        ),
      )
      .returning({ staffId: staffPasswordLinks.staff_id });
    if (!link)
      return refuse<{ email: string }>(410, 'staff_link_invalid', { errors: { token: ['staff_link_invalid'] } });
    const [member] = await tx
      .update(staffMembers)
      .set({ password_hash: passwordHash, updated_at: now })
      .where(and(eq(staffMembers.id, link.staffId), eq(staffMembers.status, 'active')))
      .returning();
    if (!member)
      return refuse<{ email: string }>(410, 'staff_link_invalid', { errors: { token: ['staff_link_invalid'] } });
    await tx
      .update(staffPasswordLinks)
      .set({ used_at: now })
      .where(and(eq(staffPasswordLinks.staff_id, member.id), isNull(staffPasswordLinks.used_at)));
    await revokeStaffSessions(tx, member.id, now);
    const self: StaffActor = { kind: 'staff', id: member.id, label: member.email, role: member.role };
    await recordAudit(tx, self, { action: 'password_set', entity: 'staff', entityId: member.id }, input.requestId);
    return succeed({ email: member.email });
  });
}
