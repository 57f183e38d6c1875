// One verifier per sign-in provider. A provider without its client id (Google) or app id and secret
// (Facebook) is, outside production, played by the local sign-in simulator (simulator.ts: a "choose a test
// account" page whose tokens the same verifiers check); in production, or with IDENTITY_SIMULATOR=false, it is
// disabled: its verifier says so and proves nothing, and the storefront hides its button.
// Facebook's app id without its secret (or the reverse) is a startup error: the button would show and fail.
import type { SsoProvider } from '@dukan/core/contract/auth';
import type { Config } from '../../config';
import { FacebookIdentityVerifier } from './facebook';
import { GoogleIdentityVerifier } from './google';
import {
  identitySimulator,
  SIMULATED_FACEBOOK_APP,
  SIMULATED_FACEBOOK_GRAPH_URL,
  SIMULATED_GOOGLE_CLIENT_ID,
  type IdentitySimulator,
} from './simulator';
import type { IdentityVerifier } from './types';

export type IdentityConfig = Pick<
  Config,
  'GOOGLE_CLIENT_ID' | 'GOOGLE_JWKS_URL' | 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET' | 'FACEBOOK_GRAPH_URL'
> &
  Partial<Pick<Config, 'NODE_ENV' | 'IDENTITY_SIMULATOR'>>;

/** How each provider signs shoppers in: with its real keys, through the local simulator, or not at all. */
export type ProviderMode = 'live' | 'simulator' | 'off';

export function providerModes(config: IdentityConfig): Record<SsoProvider, ProviderMode> {
  const simulate = config.IDENTITY_SIMULATOR
    ? config.IDENTITY_SIMULATOR === 'true'
    : config.NODE_ENV !== undefined && config.NODE_ENV !== 'production';
  const mode = (hasKeys: boolean): ProviderMode => (hasKeys ? 'live' : simulate ? 'simulator' : 'off');
  return {
    google: mode(Boolean(config.GOOGLE_CLIENT_ID)),
    facebook: mode(Boolean(config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET)),
  };
}

function disabled(provider: SsoProvider): IdentityVerifier {
  return { provider, enabled: false, verify: async () => null };
}

export function createIdentityVerifiers(
  config: IdentityConfig,
  simulator: IdentitySimulator = identitySimulator(),
): Record<SsoProvider, IdentityVerifier> {
  if (Boolean(config.FACEBOOK_APP_ID) !== Boolean(config.FACEBOOK_APP_SECRET)) {
    throw new Error('Invalid configuration:\n  Facebook sign-in needs both FACEBOOK_APP_ID and FACEBOOK_APP_SECRET');
  }
  const modes = providerModes(config);
  const google =
    modes.google === 'live'
      ? new GoogleIdentityVerifier({ clientId: config.GOOGLE_CLIENT_ID!, jwksUrl: config.GOOGLE_JWKS_URL })
      : modes.google === 'simulator'
        ? new GoogleIdentityVerifier({
            clientId: SIMULATED_GOOGLE_CLIENT_ID,
            jwksUrl: config.GOOGLE_JWKS_URL,
            keys: simulator.googleKeys,
          })
        : disabled('google');
  const facebook =
    modes.facebook === 'live'
      ? new FacebookIdentityVerifier({
          appId: config.FACEBOOK_APP_ID!,
          appSecret: config.FACEBOOK_APP_SECRET!,
          graphUrl: config.FACEBOOK_GRAPH_URL,
        })
      : modes.facebook === 'simulator'
        ? new FacebookIdentityVerifier({
            appId: SIMULATED_FACEBOOK_APP.id,
            appSecret: SIMULATED_FACEBOOK_APP.secret,
            graphUrl: SIMULATED_FACEBOOK_GRAPH_URL,
            fetchImpl: simulator.facebookFetch,
          })
        : disabled('facebook');
  return { google, facebook };
}

export type { IdentityVerifier, VerifiedIdentity } from './types';
