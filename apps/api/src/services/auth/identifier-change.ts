// Changing the phone number or email an account signs in with: a code goes to the NEW identifier, and
// only its owner's verification can complete the change.
import type { IdentifierKind, OtpChannel } from '@dukan/core/contract/auth';
import type { Locale } from '@dukan/core/locales';
import { and, eq } from 'drizzle-orm';
import { accountIdentifiers, accounts } from '../../db/schema';
import { refuse, succeed, type ServiceResult } from '../result';
import { findAccountByIdentifier, isUniqueViolation } from './accounts';
import type { AuthContext } from './context';
import { takenMessage } from './registration';
import { consumeCode, findOpenVerification, startVerification, type StartedVerification } from './verifications';

export async function startIdentifierChange(
  ctx: AuthContext,
  input: { accountId: string; kind: IdentifierKind; identifier: string; channel?: OtpChannel; locale: Locale },
): Promise<ServiceResult<StartedVerification>> {
  if (await findAccountByIdentifier(ctx.db, input.kind, input.identifier)) {
    return refuse(409, takenMessage(input.kind));
  }
  return startVerification(ctx, {
    purpose: 'update_identifier',
    kind: input.kind,
    destination: input.identifier,
    channel: input.channel,
    locale: input.locale,
    accountId: input.accountId,
  });
}

export async function completeIdentifierChange(
  ctx: AuthContext,
  input: { accountId: string; token: string; code: string },
): Promise<ServiceResult<{ kind: IdentifierKind; value: string }>> {
  const row = await findOpenVerification(ctx, input.token, 'update_identifier', input.accountId);
  if (!row) return refuse(404, 'verification_not_found');
  const spent = await consumeCode(ctx, row, input.code);
  if (!spent.ok) return spent;
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .delete(accountIdentifiers)
        .where(and(eq(accountIdentifiers.account_id, input.accountId), eq(accountIdentifiers.kind, row.kind)));
      await tx.insert(accountIdentifiers).values({
        account_id: input.accountId,
        kind: row.kind,
        value: row.destination,
        verified_at: now,
        created_at: now,
      });
      await tx.update(accounts).set({ updated_at: now }).where(eq(accounts.id, input.accountId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) return refuse(409, takenMessage(row.kind));
    throw error;
  }
  return succeed({ kind: row.kind, value: row.destination });
}
