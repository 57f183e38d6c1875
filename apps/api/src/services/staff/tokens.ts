// Staff sessions: the same scheme as customers' (services/auth/tokens.ts) on separate tables and a separate
// key. The access token is a short-lived JWT (HS256) with the audience 'dukan-staff', signed with a key
// derived for staff alone, so a customer's token is never a staff token and the other way round. It names
// its session; every request checks that session (services/staff/authenticate.ts), so revoking it ends the
// sign-in at once. The refresh token is opaque, kept hashed, rotated on every use; presenting a spent one
// means it was copied, so the whole session is revoked (OAuth 2.0 Security BCP, refresh rotation).
import { createHmac } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database, Transaction } from '../../db/client';
import { staffMembers, staffRefreshTokens, staffSessions } from '../../db/schema';
import type { AuthContext } from '../auth/context';
import { generateToken, hashToken } from '../auth/secrets';

type Db = Database | Transaction;

const ISSUER = 'dukan';
export const STAFF_AUDIENCE = 'dukan-staff';
/** A refresh token lasts a week: a back office left unused that long signs in again. Each rotation renews it. */
export const STAFF_REFRESH_TTL_DAYS = 7;

export interface StaffAccessClaims {
  staffId: string;
  sessionId: string;
}

export interface StaffTokens {
  accessToken: string;
  accessTokenExpiresIn: number;
  refreshToken: string;
  refreshExpiresAt: Date;
}

const keys = new Map<string, Uint8Array>();
/** Derived from AUTH_SECRET for staff tokens only: knowing how customer tokens are signed forges nothing here. */
function staffTokenKey(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key)
    keys.set(secret, (key = new Uint8Array(createHmac('sha256', secret).update('dukan:staff-access-token').digest())));
  return key;
}

export async function signStaffAccessToken(ctx: AuthContext, claims: StaffAccessClaims): Promise<string> {
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.staffId)
    .setIssuer(ISSUER)
    .setAudience(STAFF_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ctx.config.ACCESS_TOKEN_TTL_SECONDS)
    .sign(staffTokenKey(ctx.config.authSecret));
}

/** The claims of a valid, unexpired staff access token, or null. Says nothing of the session's state. */
export async function verifyStaffAccessToken(ctx: AuthContext, token: string): Promise<StaffAccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, staffTokenKey(ctx.config.authSecret), {
      issuer: ISSUER,
      audience: STAFF_AUDIENCE,
      algorithms: ['HS256'],
      currentDate: ctx.now(),
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { staffId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

async function issueRefreshToken(db: Db, ctx: AuthContext, sessionId: string) {
  const refreshToken = generateToken();
  const refreshExpiresAt = new Date(ctx.now().getTime() + STAFF_REFRESH_TTL_DAYS * 86_400_000);
  await db.insert(staffRefreshTokens).values({
    session_id: sessionId,
    token_hash: hashToken(refreshToken),
    expires_at: refreshExpiresAt,
    created_at: ctx.now(),
  });
  return { refreshToken, refreshExpiresAt };
}

/** A new session (a sign-in) for `staffId` and its first pair of tokens. */
export async function startStaffSession(db: Db, ctx: AuthContext, staffId: string): Promise<StaffTokens> {
  const [session] = await db
    .insert(staffSessions)
    .values({ staff_id: staffId, created_at: ctx.now() })
    .returning({ id: staffSessions.id });
  const refresh = await issueRefreshToken(db, ctx, session!.id);
  return {
    accessToken: await signStaffAccessToken(ctx, { staffId, sessionId: session!.id }),
    accessTokenExpiresIn: ctx.config.ACCESS_TOKEN_TTL_SECONDS,
    ...refresh,
  };
}

export type StaffRotateOutcome =
  | { ok: true; tokens: StaffTokens; staffId: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'inactive' };

/**
 * Spends a refresh token for a new pair. Marking it used is one conditional UPDATE, so of two concurrent
 * uses exactly one wins and the other counts as reuse.
 */
export async function rotateStaffRefreshToken(ctx: AuthContext, token: string): Promise<StaffRotateOutcome> {
  const now = ctx.now();
  const [row] = await ctx.db
    .select({
      id: staffRefreshTokens.id,
      sessionId: staffRefreshTokens.session_id,
      expiresAt: staffRefreshTokens.expires_at,
      usedAt: staffRefreshTokens.used_at,
      revokedAt: staffSessions.revoked_at,
      staffId: staffSessions.staff_id,
      status: staffMembers.status,
    })
    .from(staffRefreshTokens)
    .innerJoin(staffSessions, eq(staffSessions.id, staffRefreshTokens.session_id))
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staff_id))
    .where(eq(staffRefreshTokens.token_hash, hashToken(token)))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.usedAt) {
    await revokeStaffSession(ctx.db, row.sessionId, now);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (row.status !== 'active') return { ok: false, reason: 'inactive' };

  const spent = await ctx.db
    .update(staffRefreshTokens)
    .set({ used_at: now })
    .where(and(eq(staffRefreshTokens.id, row.id), isNull(staffRefreshTokens.used_at)))
    .returning({ id: staffRefreshTokens.id });
  if (spent.length === 0) {
    await revokeStaffSession(ctx.db, row.sessionId, now);
    return { ok: false, reason: 'reused' };
  }
  const refresh = await issueRefreshToken(ctx.db, ctx, row.sessionId);
  return {
    ok: true,
    staffId: row.staffId,
    tokens: {
      accessToken: await signStaffAccessToken(ctx, { staffId: row.staffId, sessionId: row.sessionId }),
      accessTokenExpiresIn: ctx.config.ACCESS_TOKEN_TTL_SECONDS,
      ...refresh,
    },
  };
}

export async function revokeStaffSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revoked_at: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revoked_at)));
}

/** Signs a member out everywhere, or everywhere but `keepSessionId` (the session changing its password). Returns how many sessions ended. */
export async function revokeStaffSessions(db: Db, staffId: string, now: Date, keepSessionId?: string): Promise<number> {
  const open = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(and(eq(staffSessions.staff_id, staffId), isNull(staffSessions.revoked_at)));
  const ids = open.map((s) => s.id).filter((id) => id !== keepSessionId);
  if (ids.length === 0) return 0;
  await db.update(staffSessions).set({ revoked_at: now }).where(inArray(staffSessions.id, ids));
  return ids.length;
}

/** The session a refresh token belongs to, whatever its state (logout revokes it). */
export async function sessionOfRefreshToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: staffRefreshTokens.session_id })
    .from(staffRefreshTokens)
    .where(eq(staffRefreshTokens.token_hash, hashToken(token)))
    .limit(1);
  return row?.sessionId ?? null;
}
