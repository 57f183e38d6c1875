// Google sign-in: the storefront hands over an ID token (a JWT) that Google signed; it proves who the shopper
// is only if its signature checks against Google's published keys, it was issued by Google, for our client
// id, and has not expired.
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { IdentityVerifier, VerifiedIdentity } from './types';

export interface GoogleOptions {
  clientId: string;
  /** https://www.googleapis.com/oauth2/v3/certs; a local JWKS in tests. */
  jwksUrl: string;
  timeoutMs?: number;
  /** Keys held in this process instead of jwksUrl's: the sign-in simulator's (simulator.ts). */
  keys?: JWTVerifyGetKey;
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
// Google's and our clocks may differ by a few seconds; a minute-old token is still fresh.
const CLOCK_TOLERANCE_SECONDS = 30;

interface GoogleClaims extends JWTPayload {
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

export class GoogleIdentityVerifier implements IdentityVerifier {
  readonly provider = 'google' as const;
  readonly enabled = true;
  // Fetched on first use and cached by jose; refetched when a token names a key it has not seen.
  private readonly keys: JWTVerifyGetKey;

  constructor(private readonly options: GoogleOptions) {
    this.keys =
      options.keys ?? createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: options.timeoutMs ?? 5_000 });
  }

  async verify(token: string): Promise<VerifiedIdentity | null> {
    let claims: GoogleClaims;
    try {
      const verified = await jwtVerify<GoogleClaims>(token, this.keys, {
        issuer: GOOGLE_ISSUERS,
        audience: this.options.clientId,
        algorithms: ['RS256'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp'],
      });
      claims = verified.payload;
    } catch {
      return null;
    }
    const subject = text(claims.sub);
    if (!subject) return null;
    // Google sent the flag as the string "true" in older tokens.
    const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
    const email = emailVerified ? (text(claims.email)?.toLowerCase() ?? null) : null;
    return {
      provider: 'google',
      subject,
      email,
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
    };
  }
}
