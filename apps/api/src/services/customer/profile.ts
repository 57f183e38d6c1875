// The signed-in customer's own profile: read, create (personal information after sign-up), edit, and the
// end of an account (deactivate, delete). Every function takes the account id from the verified access
// token, never from the request, so a customer can only ever reach their own data.
import type { Customer, CustomerProfileBody } from '@dukan/core/contract/auth';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  accountIdentifiers,
  accounts,
  cartItems,
  customers,
  idempotencyKeys,
  orders,
  outboxMessages,
  passwordResets,
  verifications,
  wishlistItems,
} from '../../db/schema';
import { revokeAccountSessions } from '../auth/tokens';
import { refuse, succeed, type ServiceResult } from '../result';

export type ProfileInput = z.output<typeof CustomerProfileBody>;

export async function readCustomer(db: Database, accountId: string): Promise<ServiceResult<Customer>> {
  const [row] = await db
    .select({
      id: accounts.id,
      passwordHash: accounts.password_hash,
      first_name: customers.first_name,
      last_name: customers.last_name,
      birthday: customers.birthday,
      gender: customers.gender,
      created_at: customers.created_at,
    })
    .from(customers)
    .innerJoin(accounts, eq(accounts.id, customers.account_id))
    .where(and(eq(customers.account_id, accountId), eq(accounts.status, 'active')))
    .limit(1);
  if (!row) return refuse(404, 'profile_not_found');
  const identifiers = await db
    .select({ kind: accountIdentifiers.kind, value: accountIdentifiers.value })
    .from(accountIdentifiers)
    .where(eq(accountIdentifiers.account_id, accountId));
  const valueOf = (kind: 'phone' | 'email') => identifiers.find((i) => i.kind === kind)?.value ?? null;
  return succeed({
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    birthday: row.birthday,
    gender: row.gender,
    phone: valueOf('phone'),
    email: valueOf('email'),
    has_password: row.passwordHash !== null,
    created_at: row.created_at.toISOString(),
  });
}

export async function createProfile(
  db: Database,
  accountId: string,
  input: ProfileInput,
  now: Date,
): Promise<ServiceResult<Customer>> {
  const inserted = await db
    .insert(customers)
    .values({
      account_id: accountId,
      first_name: input.first_name,
      last_name: input.last_name,
      birthday: input.birthday ?? null,
      gender: input.gender ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoNothing()
    .returning({ id: customers.account_id });
  if (inserted.length === 0) return refuse(409, 'profile_exists');
  return readCustomer(db, accountId);
}

export async function updateProfile(
  db: Database,
  accountId: string,
  input: ProfileInput,
  now: Date,
): Promise<ServiceResult<Customer>> {
  const updated = await db
    .update(customers)
    .set({
      first_name: input.first_name,
      last_name: input.last_name,
      // Absent keeps what is there; null clears it.
      ...(input.birthday !== undefined ? { birthday: input.birthday } : {}),
      ...(input.gender !== undefined ? { gender: input.gender } : {}),
      updated_at: now,
    })
    .where(eq(customers.account_id, accountId))
    .returning({ id: customers.account_id });
  if (updated.length === 0) return refuse(404, 'profile_not_found');
  return readCustomer(db, accountId);
}

/** Blocks sign-in until a new verified login; signs out every device now. */
export async function deactivateAccount(db: Database, accountId: string, now: Date): Promise<void> {
  await db.update(accounts).set({ status: 'deactivated', updated_at: now }).where(eq(accounts.id, accountId));
  await revokeAccountSessions(db, accountId, now);
}

/**
 * Erases personal data: profile, identifiers (so the phone number or email can sign up again), pending
 * codes, reset links, messages sent to it, the password, cart and wishlist, and the address, pin and notes of
 * finished orders. The account row and the orders stay, anonymous, for the shop's books; an order still on its
 * way keeps its address until it is delivered or cancelled.
 */
export async function deleteAccount(db: Database, accountId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const identifiers = await tx
      .select({ value: accountIdentifiers.value })
      .from(accountIdentifiers)
      .where(eq(accountIdentifiers.account_id, accountId));
    for (const { value } of identifiers) {
      await tx.delete(outboxMessages).where(eq(outboxMessages.recipient, value));
    }
    await tx.delete(customers).where(eq(customers.account_id, accountId));
    await tx.delete(accountIdentifiers).where(eq(accountIdentifiers.account_id, accountId));
    await tx.delete(verifications).where(eq(verifications.account_id, accountId));
    await tx.delete(passwordResets).where(eq(passwordResets.account_id, accountId));
    await tx.delete(cartItems).where(eq(cartItems.account_id, accountId));
    await tx.delete(wishlistItems).where(eq(wishlistItems.account_id, accountId));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.account_id, accountId));
    await tx
      .update(orders)
      .set({ address: '', notes: null, lat: 0, lng: 0, updated_at: now })
      .where(and(eq(orders.account_id, accountId), inArray(orders.status, ['delivered', 'cancelled'])));
    await tx
      .update(accounts)
      .set({ status: 'deleted', password_hash: null, updated_at: now })
      .where(eq(accounts.id, accountId));
  });
  await revokeAccountSessions(db, accountId, now);
}
