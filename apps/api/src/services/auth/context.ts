// Everything the account flows need, built once per server: the database, the delivery channels, the
// sign-in providers, derived keys and a clock (tests move it to expire codes and tokens).
import type { SsoProvider } from '@dukan/core/contract/auth';
import type { IdentityVerifier } from '../../adapters/identity/types';
import type { MessageSenders } from '../../adapters/messaging/types';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { deriveAuthKeys, type AuthKeys } from './secrets';
import type { TokenSettings } from './tokens';

export interface AuthContext {
  db: Database;
  config: Config;
  keys: AuthKeys;
  senders: MessageSenders;
  identity: Record<SsoProvider, IdentityVerifier>;
  now: () => Date;
  tokens: TokenSettings;
}

export function createAuthContext(deps: {
  db: Database;
  config: Config;
  senders: MessageSenders;
  identity: Record<SsoProvider, IdentityVerifier>;
  now?: () => Date;
}): AuthContext {
  const now = deps.now ?? (() => new Date());
  const keys = deriveAuthKeys(deps.config.authSecret);
  return {
    db: deps.db,
    config: deps.config,
    keys,
    senders: deps.senders,
    identity: deps.identity,
    now,
    tokens: {
      key: keys.accessToken,
      accessTtlSeconds: deps.config.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlDays: deps.config.REFRESH_TOKEN_TTL_DAYS,
      now,
    },
  };
}
