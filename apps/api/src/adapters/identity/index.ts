// One verifier per sign-in provider. A provider without its client id (Google) or app id and secret
// (Facebook) is disabled: its verifier says so and proves nothing, and the storefront hides its button.
// Facebook's app id without its secret (or the reverse) is a startup error: the button would show and fail.
import type { SsoProvider } from '@dukan/core/contract/auth';
import type { Config } from '../../config';
import { FacebookIdentityVerifier } from './facebook';
import { GoogleIdentityVerifier } from './google';
import type { IdentityVerifier } from './types';

export type IdentityConfig = Pick<
  Config,
  'GOOGLE_CLIENT_ID' | 'GOOGLE_JWKS_URL' | 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET' | 'FACEBOOK_GRAPH_URL'
>;

function disabled(provider: SsoProvider): IdentityVerifier {
  return { provider, enabled: false, verify: async () => null };
}

export function createIdentityVerifiers(config: IdentityConfig): Record<SsoProvider, IdentityVerifier> {
  if (Boolean(config.FACEBOOK_APP_ID) !== Boolean(config.FACEBOOK_APP_SECRET)) {
    throw new Error('Invalid configuration:\n  Facebook sign-in needs both FACEBOOK_APP_ID and FACEBOOK_APP_SECRET');
  }
  const google = config.GOOGLE_CLIENT_ID
    ? new GoogleIdentityVerifier({ clientId: config.GOOGLE_CLIENT_ID, jwksUrl: config.GOOGLE_JWKS_URL })
    : disabled('google');
  const facebook =
    config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET
      ? new FacebookIdentityVerifier({
          appId: config.FACEBOOK_APP_ID,
          appSecret: config.FACEBOOK_APP_SECRET,
          graphUrl: config.FACEBOOK_GRAPH_URL,
        })
      : disabled('facebook');
  return { google, facebook };
}

export type { IdentityVerifier, VerifiedIdentity } from './types';
