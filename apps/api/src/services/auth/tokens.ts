// Access tokens are short-lived JWTs (HS256, jose) kept only in the browser's memory; refresh tokens are
// opaque random strings in an httpOnly cookie, stored hashed, rotated on every use. Every refresh token
// descends from one sign-in (a family); presenting a spent one means it was stolen or replayed, so the
// whole family is revoked and both parties must sign in again (OAuth 2.0 Security BCP, refresh rotation).
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client';
import { accounts, refreshTokens } from '../../db/schema';
import { generateToken, hashToken } from './secrets';

const ISSUER = 'dukan';
const AUDIENCE = 'dukan-customer';

export interface AccessClaims {
  accountId: string;
  familyId: string;
}

export interface IssuedTokens {
  accessToken: string;
  accessTokenExpiresIn: number;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export interface TokenSettings {
  key: Uint8Array;
  accessTtlSeconds: number;
  refreshTtlDays: number;
  now: () => Date;
}

export async function signAccessToken(settings: TokenSettings, claims: AccessClaims): Promise<string> {
  const issuedAt = Math.floor(settings.now().getTime() / 1000);
  return new SignJWT({ fam: claims.familyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.accountId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + settings.accessTtlSeconds)
    .sign(settings.key);
}

/** The claims of a valid, unexpired access token, or null. */
export async function verifyAccessToken(settings: TokenSettings, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, settings.key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: settings.now(),
    });
    if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string') return null;
    return { accountId: payload.sub, familyId: payload.fam };
  } catch {
    return null;
  }
}

/** Starts a new family (a sign-in) or continues one (a refresh) with a fresh pair of tokens. */
export async function issueTokens(
  db: Database,
  settings: TokenSettings,
  accountId: string,
  familyId: string = randomUUID(),
): Promise<IssuedTokens> {
  const refreshToken = generateToken();
  const refreshExpiresAt = new Date(settings.now().getTime() + settings.refreshTtlDays * 86_400_000);
  await db.insert(refreshTokens).values({
    account_id: accountId,
    family_id: familyId,
    token_hash: hashToken(refreshToken),
    expires_at: refreshExpiresAt,
    created_at: settings.now(),
  });
  return {
    accessToken: await signAccessToken(settings, { accountId, familyId }),
    accessTokenExpiresIn: settings.accessTtlSeconds,
    refreshToken,
    refreshExpiresAt,
  };
}

export type RotateOutcome =
  | { ok: true; tokens: IssuedTokens; accountId: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'inactive' };

/**
 * Spends a refresh token for a new pair. Marking it used is one conditional UPDATE, so of two
 * concurrent uses exactly one wins and the other is treated as reuse.
 */
export async function rotateRefreshToken(db: Database, settings: TokenSettings, token: string): Promise<RotateOutcome> {
  const now = settings.now();
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: refreshTokens.id,
      accountId: refreshTokens.account_id,
      familyId: refreshTokens.family_id,
      expiresAt: refreshTokens.expires_at,
      usedAt: refreshTokens.used_at,
      revokedAt: refreshTokens.revoked_at,
      status: accounts.status,
    })
    .from(refreshTokens)
    .innerJoin(accounts, eq(accounts.id, refreshTokens.account_id))
    .where(eq(refreshTokens.token_hash, tokenHash))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.usedAt) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (row.status !== 'active') return { ok: false, reason: 'inactive' };

  const spent = await db
    .update(refreshTokens)
    .set({ used_at: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.used_at), isNull(refreshTokens.revoked_at)))
    .returning({ id: refreshTokens.id });
  if (spent.length === 0) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: 'reused' };
  }
  return { ok: true, accountId: row.accountId, tokens: await issueTokens(db, settings, row.accountId, row.familyId) };
}

export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
}

/** The family a refresh token belongs to, whatever its state (logout revokes it). */
export async function familyOfRefreshToken(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.family_id })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, hashToken(token)))
    .limit(1);
  return row?.familyId ?? null;
}

/** Signs an account out everywhere, or everywhere but the family `keepFamilyId` (the session changing its password). */
export async function revokeAccountSessions(
  db: Database,
  accountId: string,
  now: Date,
  keepFamilyId?: string,
): Promise<void> {
  const conditions = [eq(refreshTokens.account_id, accountId), isNull(refreshTokens.revoked_at)];
  if (keepFamilyId) conditions.push(ne(refreshTokens.family_id, keepFamilyId));
  await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(...conditions));
}
