// Reading and creating accounts by their sign-in identifiers.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountIdentifiers, accounts } from '../../db/schema';

export type IdentifierRecordKind = (typeof accountIdentifiers.$inferSelect)['kind'];

export interface AccountRecord {
  id: string;
  /** 'disabled': closed by staff in the back office (migration 0013); only staff open it again. */
  status: 'active' | 'deactivated' | 'deleted' | 'disabled';
  passwordHash: string | null;
}

export async function findAccountByIdentifier(
  db: Database,
  kind: IdentifierRecordKind,
  value: string,
): Promise<AccountRecord | null> {
  const [row] = await db
    .select({ id: accounts.id, status: accounts.status, passwordHash: accounts.password_hash })
    .from(accountIdentifiers)
    .innerJoin(accounts, eq(accounts.id, accountIdentifiers.account_id))
    .where(and(eq(accountIdentifiers.kind, kind), eq(accountIdentifiers.value, value)))
    .limit(1);
  return row ?? null;
}

export async function findAccount(db: Database, id: string): Promise<AccountRecord | null> {
  const [row] = await db
    .select({ id: accounts.id, status: accounts.status, passwordHash: accounts.password_hash })
    .from(accounts)
    .where(eq(accounts.id, id))
    .limit(1);
  return row ?? null;
}

/** True when the database refused a row because a unique identifier already exists (a lost race). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Creates an account with its first identifiers; null when one of them was taken meanwhile. */
export async function createAccount(
  db: Database,
  input: { passwordHash: string | null; identifiers: { kind: IdentifierRecordKind; value: string }[]; now: Date },
): Promise<string | null> {
  try {
    return await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({ password_hash: input.passwordHash, created_at: input.now, updated_at: input.now })
        .returning({ id: accounts.id });
      await tx.insert(accountIdentifiers).values(
        input.identifiers.map((i) => ({
          account_id: account!.id,
          kind: i.kind,
          value: i.value,
          verified_at: input.now,
          created_at: input.now,
        })),
      );
      return account!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** A verified sign-in reactivates a deactivated account (the issue: "blocked until a new verified login"). */
export async function reactivateIfDeactivated(db: Database, account: AccountRecord, now: Date): Promise<void> {
  if (account.status !== 'deactivated') return;
  await db
    .update(accounts)
    .set({ status: 'active', updated_at: now })
    .where(and(eq(accounts.id, account.id), eq(accounts.status, 'deactivated')));
}
