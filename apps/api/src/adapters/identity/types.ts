// Sign-in with Google (an ID token checked against Google's JWKS) and Facebook (an access token checked
// through the Graph API). Each verifier answers who the token belongs to, or null when it proves nothing.
import type { SsoProvider } from '@dukan/core/contract/auth';

export interface VerifiedIdentity {
  provider: SsoProvider;
  /** The provider's stable user id (`sub` for Google, the Graph user id for Facebook). */
  subject: string;
  /** Lower-case, and only when the provider vouches for it. */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface IdentityVerifier {
  readonly provider: SsoProvider;
  /** False when the provider's client id / app credentials are not configured. */
  readonly enabled: boolean;
  verify(token: string): Promise<VerifiedIdentity | null>;
}
