// Auth records stop being useful soon after they expire; keeping them only keeps personal data (phone
// numbers, emails, message texts) longer than needed, customers' and staff's alike. Run hourly.
import { lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages, passwordResets, refreshTokens, verifications } from '../../db/schema';
import { purgeExpiredStaffRecords } from '../staff/purge';

const DAY = 86_400_000;
/** Spent and revoked refresh tokens stay this long so a late replay is still recognised as reuse. */
export const SPENT_REFRESH_KEPT_MS = 7 * DAY;
export const OUTBOX_KEPT_MS = 7 * DAY;
export const VERIFICATIONS_KEPT_MS = DAY;

export async function purgeExpiredAuthRecords(db: Database, now: Date): Promise<void> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  await db.delete(verifications).where(lt(verifications.expires_at, before(VERIFICATIONS_KEPT_MS)));
  await db.delete(passwordResets).where(lt(passwordResets.expires_at, now));
  await db.delete(refreshTokens).where(
    or(
      lt(refreshTokens.expires_at, now),
      // Spent or revoked: only needed for reuse detection, which a week covers.
      lt(refreshTokens.revoked_at, before(SPENT_REFRESH_KEPT_MS)),
      lt(refreshTokens.used_at, before(SPENT_REFRESH_KEPT_MS)),
    ),
  );
  await db.delete(outboxMessages).where(lt(outboxMessages.created_at, before(OUTBOX_KEPT_MS)));
  // Staff codes, links, tokens and sessions: the same windows.
  await purgeExpiredStaffRecords(db, now, {
    verificationsMs: VERIFICATIONS_KEPT_MS,
    spentRefreshMs: SPENT_REFRESH_KEPT_MS,
  });
}
