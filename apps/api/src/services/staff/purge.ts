// Staff sign-in records stop being useful soon after they expire, like the customers' ones
// (services/auth/purge.ts calls this with the same clock and keeps the same windows): codes a day after they
// expire, set-password links once expired, refresh tokens once expired or a week after being spent (a late
// replay must still be recognised as reuse), and sessions nothing can use any more. The access token of a
// deleted session is refused like a revoked one (authenticate.ts finds no session).
import { and, isNotNull, lt, notExists, or, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffPasswordLinks, staffRefreshTokens, staffSessions, staffVerifications } from '../../db/schema';

const DAY = 86_400_000;

export async function purgeExpiredStaffRecords(
  db: Database,
  now: Date,
  kept: { verificationsMs: number; spentRefreshMs: number },
): Promise<void> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  await db.delete(staffVerifications).where(lt(staffVerifications.expires_at, before(kept.verificationsMs)));
  await db.delete(staffPasswordLinks).where(lt(staffPasswordLinks.expires_at, now));
  await db
    .delete(staffRefreshTokens)
    .where(or(lt(staffRefreshTokens.expires_at, now), lt(staffRefreshTokens.used_at, before(kept.spentRefreshMs))));
  await db.delete(staffSessions).where(
    or(
      and(isNotNull(staffSessions.revoked_at), lt(staffSessions.revoked_at, before(kept.spentRefreshMs))),
      // No refresh token left: it can never be renewed. A day's margin spares one being signed in right now.
      and(
        lt(staffSessions.created_at, before(DAY)),
        notExists(
          db
            .select({ id: staffRefreshTokens.id })
            .from(staffRefreshTokens)
            .where(eq(staffRefreshTokens.session_id, staffSessions.id)),
        ),
      ),
    ),
  );
}
