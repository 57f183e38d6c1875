// Builds the Fastify app from its parts. Nothing here starts work at import time:
// main.ts opens the database and listens; tests call buildServer with their own database.
import type { SsoProvider } from '@dukan/core/contract/auth';
import Fastify, { type FastifyInstance } from 'fastify';
import { createCaptchaVerifier } from './adapters/captcha';
import type { CaptchaVerifier } from './adapters/captcha/types';
import { createIdentityVerifiers } from './adapters/identity';
import type { IdentityVerifier } from './adapters/identity/types';
import { createMessageSenders, listOutbox } from './adapters/messaging';
import type { MessageSenders } from './adapters/messaging/types';
import type { SearchEngine } from './adapters/search-engine/types';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandlers } from './http/errors';
import { zodValidatorCompiler } from './http/zod';
import { authPlugin } from './routes/auth';
import { cataloguePlugin } from './routes/catalogue';
import { customerPlugin } from './routes/customer';
import { shoppingPlugin } from './routes/shopping';
import { healthPlugin } from './routes/health';
import { mediaPlugin } from './routes/media';
import { searchPlugin } from './routes/search';
import { createAuthContext } from './services/auth/context';
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from './services/auth/limits';
import { createRateLimitStore } from './services/rate-limit';
import type { RateLimitStore } from './services/rate-limit/types';

/** The accounts surface's outside world; each is built from the configuration unless given (tests give fakes). */
export interface AccountDeps {
  senders: MessageSenders;
  captcha: CaptchaVerifier;
  identity: Record<SsoProvider, IdentityVerifier>;
  rateLimits: RateLimitStore;
  limits: AuthLimits;
  now: () => Date;
}

export interface ServerDeps {
  config: Config;
  db: Database;
  search: SearchEngine;
  accounts?: Partial<AccountDeps>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: ServerDeps;
  }
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.LOG_LEVEL === 'silent' ? false : { level: deps.config.LOG_LEVEL },
    // Bodies of this shop are small forms; anything bigger is abuse.
    bodyLimit: 256 * 1024,
    trustProxy: true,
    // Path parameters are ids, locales and slugs; anything longer is not ours.
    routerOptions: { maxParamLength: 200 },
  });
  app.decorate('deps', deps);
  app.setValidatorCompiler(zodValidatorCompiler);
  registerErrorHandlers(app);

  await app.register(healthPlugin);
  await app.register(cataloguePlugin, { prefix: '/api' });
  await app.register(mediaPlugin, { prefix: '/api/media' });
  await app.register(searchPlugin, { prefix: '/search' });

  const { config, db } = deps;
  const given = deps.accounts ?? {};
  const rateLimits =
    given.rateLimits ??
    createRateLimitStore(config, {
      onError: (error) => app.log.warn({ err: error }, 'rate-limit store: Redis failing'),
    });
  // A store we opened is ours to close; one a test handed in is the test's.
  if (!given.rateLimits) app.addHook('onClose', () => rateLimits.close());
  const ctx = createAuthContext({
    db,
    config,
    senders: given.senders ?? createMessageSenders(config, db),
    identity: given.identity ?? createIdentityVerifiers(config),
    now: given.now,
  });
  await app.register(authPlugin, {
    prefix: '/auth',
    runtime: {
      ctx,
      captcha: given.captcha ?? createCaptchaVerifier(config),
      rateLimits,
      limits: given.limits ?? DEFAULT_AUTH_LIMITS,
      listOutbox: config.NODE_ENV === 'production' ? undefined : (to) => listOutbox(db, to),
    },
  });
  await app.register(customerPlugin, { prefix: '/api/customer/auth', ctx });
  await app.register(shoppingPlugin, { prefix: '/api', ctx });
  return app;
}
