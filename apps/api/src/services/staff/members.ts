// Staff accounts: who works in the back office and with which role. Made by an owner (or `npm run staff --
// add` for the first one) without a password: the new member chooses it through a one-time link
// (password-links.ts). Every change is audited in the transaction that makes it. The shop always keeps one
// active owner: demoting or disabling the last one is refused, decided under a lock on the owners' rows so
// two owners demoting each other at once cannot both succeed.
import type { StaffRole } from '@dukan/core/contract/staff';
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import type { Locale } from '@dukan/core/locales';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { staffMembers } from '../../db/schema';
import { recordAudit } from '../audit/audit-log';
import { isUniqueViolation } from '../auth/accounts';
import { refuse, succeed, type ServiceResult } from '../result';
import { revokeStaffSessions } from './tokens';

type Db = Database | Transaction;
export type StaffMemberRow = typeof staffMembers.$inferSelect;

/** What the back office shows of a member: never the password hash. */
export interface StaffMemberView {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  has_password: boolean;
  locale: Locale;
  last_sign_in_at: string | null;
  created_at: string;
}

export function staffView(row: StaffMemberRow): StaffMemberView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.status !== 'active',
    has_password: row.password_hash !== null,
    locale: row.locale,
    last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffMemberRow | null> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

export async function findStaffById(db: Db, id: string): Promise<StaffMemberRow | null> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return row ?? null;
}

export async function listStaff(db: Db): Promise<StaffMemberView[]> {
  const rows = await db.select().from(staffMembers).orderBy(asc(staffMembers.email));
  return rows.map(staffView);
}

/** Inserts a member and audits it; 409 when the email is taken. Call inside the caller's transaction. */
export async function insertStaffMember(
  tx: Transaction,
  actor: StaffActor,
  input: { email: string; role: StaffRole; name?: string; locale?: Locale; passwordHash?: string; now: Date },
  requestId?: string,
): Promise<ServiceResult<StaffMemberRow>> {
  // A savepoint, so a taken email leaves the caller's transaction usable (PostgreSQL aborts it otherwise).
  let row: StaffMemberRow | undefined;
  try {
    [row] = await tx.transaction((sp) =>
      sp
        .insert(staffMembers)
        .values({
          email: input.email.trim().toLowerCase(),
          name: input.name?.trim() ?? '',
          role: input.role,
          locale: input.locale ?? 'ku',
          password_hash: input.passwordHash ?? null,
          created_at: input.now,
          updated_at: input.now,
        })
        .returning(),
    );
  } catch (error) {
    if (isUniqueViolation(error)) return refuse(409, 'staff_email_taken', { errors: { email: ['staff_email_taken'] } });
    throw error;
  }
  await recordAudit(
    tx,
    actor,
    { action: 'created', entity: 'staff', entityId: row!.id, after: staffView(row!) },
    requestId,
  );
  return succeed(row!);
}

/** Locks the active owners' rows and says whether someone other than `staffId` is among them. */
async function anotherActiveOwner(tx: Transaction, staffId: string): Promise<boolean> {
  const owners = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'owner'), eq(staffMembers.status, 'active')))
    .for('update');
  return owners.some((o) => o.id !== staffId);
}

export interface StaffChanges {
  role?: StaffRole;
  name?: string;
  disabled?: boolean;
}

export async function updateStaffMember(
  db: Database,
  actor: StaffActor,
  input: { id: string; changes: StaffChanges; now: Date; requestId?: string },
): Promise<ServiceResult<StaffMemberView>> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffMembers).where(eq(staffMembers.id, input.id)).for('update');
    if (!before) return refuse<StaffMemberView>(404, 'staff_not_found');
    const { role, name, disabled } = input.changes;
    const status = disabled === undefined ? before.status : disabled ? 'disabled' : 'active';
    const losesOwner =
      before.role === 'owner' && before.status === 'active' && (status !== 'active' || (role ?? 'owner') !== 'owner');
    if (losesOwner && !(await anotherActiveOwner(tx, before.id))) {
      return refuse<StaffMemberView>(409, 'staff_last_owner');
    }
    const [after] = await tx
      .update(staffMembers)
      .set({ role: role ?? before.role, name: name?.trim() ?? before.name, status, updated_at: input.now })
      .where(eq(staffMembers.id, before.id))
      .returning();
    const beforeView = staffView(before);
    const afterView = staffView(after!);
    const changed = (Object.keys(afterView) as (keyof StaffMemberView)[]).some((k) => beforeView[k] !== afterView[k]);
    if (!changed) return succeed(afterView);
    // A disabled member's sessions end now, not when their tokens would have expired.
    if (status === 'disabled' && before.status !== 'disabled') await revokeStaffSessions(tx, before.id, input.now);
    const action =
      status !== before.status
        ? status === 'disabled'
          ? 'disabled'
          : 'enabled'
        : role && role !== before.role
          ? 'role_changed'
          : 'updated';
    await recordAudit(
      tx,
      actor,
      { action, entity: 'staff', entityId: before.id, before: beforeView, after: afterView },
      input.requestId,
    );
    return succeed(afterView);
  });
}

/** A member's own name and language (the back office's and their emails'), audited. */
export async function updateOwnProfile(
  db: Database,
  actor: StaffActor,
  input: { changes: { name?: string; locale?: Locale }; now: Date; requestId?: string },
): Promise<ServiceResult<StaffMemberView>> {
  if (actor.kind !== 'staff' || !actor.id) return refuse(403, 'forbidden');
  const staffId = actor.id;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffMembers).where(eq(staffMembers.id, staffId)).for('update');
    if (!before) return refuse<StaffMemberView>(401, 'unauthorized');
    const [after] = await tx
      .update(staffMembers)
      .set({
        name: input.changes.name?.trim() ?? before.name,
        locale: input.changes.locale ?? before.locale,
        updated_at: input.now,
      })
      .where(eq(staffMembers.id, staffId))
      .returning();
    const beforeView = staffView(before);
    const afterView = staffView(after!);
    if (beforeView.name !== afterView.name || beforeView.locale !== afterView.locale) {
      await recordAudit(
        tx,
        actor,
        { action: 'profile_updated', entity: 'staff', entityId: staffId, before: beforeView, after: afterView },
        input.requestId,
      );
    }
    return succeed(afterView);
  });
}

export async function signStaffOutEverywhere(
  db: Database,
  actor: StaffActor,
  input: { id: string; now: Date; requestId?: string },
): Promise<ServiceResult<{ sessions_ended: number }>> {
  return db.transaction(async (tx) => {
    const member = await findStaffById(tx, input.id);
    if (!member) return refuse<{ sessions_ended: number }>(404, 'staff_not_found');
    const ended = await revokeStaffSessions(tx, member.id, input.now);
    await recordAudit(
      tx,
      actor,
      { action: 'signed_out_everywhere', entity: 'staff', entityId: member.id, after: { sessions_ended: ended } },
      input.requestId,
    );
    return succeed({ sessions_ended: ended });
  });
}

/** Active owners other than `exceptId`: the seed and the CLI ask whether the shop has one. */
export async function countActiveOwners(db: Db, exceptId?: string): Promise<number> {
  const conditions = [eq(staffMembers.role, 'owner'), eq(staffMembers.status, 'active')];
  if (exceptId) conditions.push(ne(staffMembers.id, exceptId));
  const rows = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(...conditions));
  return rows.length;
}
