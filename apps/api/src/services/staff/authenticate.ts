// Turns a back-office bearer token into the actor behind it, or null: an API key (`dk_…`) that is not
// revoked, or a staff access token (signature, audience 'dukan-staff', expiry) whose member is active and
// whose session is not revoked. Both are read from the database on every request, with no cache, so
// disabling a member, signing them out everywhere or revoking a key takes effect at the very next request.
// That costs one indexed lookup per back-office call, which staff traffic affords.
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import { and, eq, isNull } from 'drizzle-orm';
import { staffMembers, staffSessions } from '../../db/schema';
import type { AuthContext } from '../auth/context';
import { API_KEY_PREFIX, authenticateApiKey } from './api-keys';
import { verifyStaffAccessToken } from './tokens';

export async function authenticateStaffToken(ctx: AuthContext, token: string): Promise<StaffActor | null> {
  if (token.startsWith(API_KEY_PREFIX)) return authenticateApiKey(ctx.db, token);
  const claims = await verifyStaffAccessToken(ctx, token);
  if (!claims) return null;
  const [row] = await ctx.db
    .select({ id: staffMembers.id, email: staffMembers.email, role: staffMembers.role })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staff_id))
    .where(
      and(
        eq(staffSessions.id, claims.sessionId),
        eq(staffSessions.staff_id, claims.staffId),
        isNull(staffSessions.revoked_at),
        eq(staffMembers.status, 'active'),
      ),
    )
    .limit(1);
  // The role is read here, not from the token: a demotion applies at once too.
  return row ? { kind: 'staff', id: row.id, label: row.email, role: row.role, sessionId: claims.sessionId } : null;
}
