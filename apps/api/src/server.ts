// Builds the Fastify app from its parts. Nothing here starts work at import time:
// main.ts opens the database and listens; tests call buildServer with their own database.
import type { SsoProvider } from '@dukan/core/contract/auth';
import Fastify, { type FastifyInstance } from 'fastify';
import { fastifyOptions } from './http/fastify-options';
import { createCaptchaVerifier } from './adapters/captcha';
import type { CaptchaVerifier } from './adapters/captcha/types';
import { createIdentityVerifiers } from './adapters/identity';
import type { IdentityVerifier } from './adapters/identity/types';
import { createMessageSenders, listOutbox } from './adapters/messaging';
import type { MessageSenders } from './adapters/messaging/types';
import { MemorySearchEngine } from './adapters/search-engine/memory-engine';
import type { SearchEngine } from './adapters/search-engine/types';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandlers } from './http/errors';
import { registerOperability } from './http/operability';
import { zodValidatorCompiler } from './http/zod';
import { authPlugin } from './routes/auth';
import { cataloguePlugin } from './routes/catalogue';
import { customerPlugin } from './routes/customer';
import { shoppingPlugin } from './routes/shopping';
import { healthPlugin } from './routes/health';
import { mediaPlugin } from './routes/media';
import { searchPlugin } from './routes/search';
import { geoPlugin } from './routes/geo';
import { providerModes } from './adapters/identity';
import { ssoProvidersPlugin } from './adapters/identity/providers-route';
import { identitySimulator, identitySimulatorPlugin } from './adapters/identity/simulator';
import { createAuthContext } from './services/auth/context';
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from './services/auth/limits';
import { createRateLimitStore } from './services/rate-limit';
import { createFibClientFromConfig } from './adapters/payments';
import { fibSimulatorPlugin } from './adapters/payments/fib-simulator';
import type { FibClient } from './adapters/payments/types';
import type { PricingRules } from '@dukan/core/orders/pricing';
import { adminPlugin } from './routes/admin';
import { adminAppPlugin } from './routes/admin-app';
import { catalogueServiceFor } from './services/catalogue';
import type { ChangeBus } from './services/changes';
import { createChangeBus } from './services/changes/bus';
import { tellStorefronts } from './services/changes/storefront';
import { contentPlugin, DEFAULT_CONTENT_LIMITS, type ContentRuntime } from './routes/content';
import { SITEMAP_PAGE_SIZE } from '@dukan/core/contract/content';
import { DEFAULT_ORDER_LIMITS, fibCallbackPlugin, ordersPlugin, type OrdersRuntime } from './routes/orders';
import { settleOverdueFibOrders, type FibPaymentSettings } from './services/orders/fib-payments';
import { createPricingRulesSource } from './services/orders/pricing-rules';
import type { RateLimitStore } from './services/rate-limit/types';
import { messageKey, queuedMessageSenders } from './jobs/messages';
import type { JobQueue } from './jobs/queue';

/** The accounts surface's outside world; each is built from the configuration unless given (tests give fakes). */
export interface AccountDeps {
  senders: MessageSenders;
  captcha: CaptchaVerifier;
  identity: Record<SsoProvider, IdentityVerifier>;
  rateLimits: RateLimitStore;
  limits: AuthLimits;
  now: () => Date;
}

/** The checkout surface's outside world; tests give a FIB client that reaches the simulator without a socket. */
export interface OrderDeps {
  /** Null turns First Iraqi Bank off; absent builds the client from the configuration. */
  fib: FibClient | null;
  /** How the FIB simulator reaches status callbacks (tests route it through app.inject). */
  simulatorFetch: typeof fetch;
  rules: PricingRules;
  limits: OrdersRuntime['limits'];
}

/** The content surface's settings; the captcha and rate-limit store are the accounts surface's. */
export type ContentDeps = Pick<ContentRuntime, 'limits' | 'sitemapPageSize'>;

export interface ServerDeps {
  config: Config;
  db: Database;
  search: SearchEngine;
  accounts?: Partial<AccountDeps>;
  orders?: Partial<OrderDeps>;
  content?: Partial<ContentDeps>;
  /** Where "this data changed" is announced; absent builds one from the configuration (Redis when set). */
  changes?: ChangeBus;
  /** The job queue (main.ts opens it): codes are then sent by a worker. Absent: sent inline (most tests). */
  queue?: JobQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: ServerDeps;
    /** What background jobs (jobs/registry.ts) use of the app's wiring. */
    jobs: {
      /** Unpaid FIB orders past their time are settled with the bank. */
      settleOverdueFibOrders: () => Promise<{ checked: number; changed: number }>;
      /** The providers that deliver messages, and the key that seals queued messages (jobs/messages.ts). */
      senders: MessageSenders;
      messageKey: Buffer;
    };
    /** Announces committed changes to every cache (services/changes). */
    changes: ChangeBus;
  }
}

export function pricingRulesFrom(config: Config): PricingRules {
  return {
    taxRate: config.TAX_RATE,
    pointValueIqd: config.POINT_VALUE_IQD,
    pointsMaxShare: config.POINTS_MAX_SHARE,
    iqdPerPointEarned: config.IQD_PER_POINT_EARNED,
  };
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(deps.config));
  app.decorate('deps', deps);
  // Through Redis when configured, so every API process's caches hear of every change; a bus we opened is ours
  // to close.
  const changes =
    deps.changes ?? createChangeBus(deps.config, (error) => app.log.warn({ err: error }, 'change bus: a failure'));
  if (!deps.changes && changes.close) app.addHook('onClose', () => changes.close!());
  app.decorate('changes', changes);
  // This process's catalogue cache drops everything on any catalogue, content or delivery change.
  changes.subscribe((tags) => {
    if (tags.some((t) => t !== 'search')) catalogueServiceFor(deps.db).invalidate();
  });
  // The in-memory search engine's kept documents of the products a change names.
  const search = deps.search;
  if (search instanceof MemorySearchEngine) changes.subscribe((tags) => search.changed(tags));
  // Storefront processes drop their cached reads too (signed POST to each; nothing when not configured).
  tellStorefronts(
    changes,
    { urls: deps.config.STOREFRONT_INTERNAL_URLS, secret: deps.config.REVALIDATE_SECRET },
    (url, error) => app.log.warn({ err: error, storefront: url }, 'telling a storefront about a change failed'),
  );
  app.setValidatorCompiler(zodValidatorCompiler);
  registerErrorHandlers(app);
  registerOperability(app);

  await app.register(cataloguePlugin, { prefix: '/api' });
  await app.register(geoPlugin, { prefix: '/api' });
  await app.register(ssoProvidersPlugin, { prefix: '/api' });
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
  await app.register(healthPlugin, { rateLimits });
  await app.register(adminAppPlugin);
  const captcha = given.captcha ?? createCaptchaVerifier(config);
  const delivering = given.senders ?? createMessageSenders(config, db);
  const sealKey = messageKey(config.authSecret);
  const ctx = createAuthContext({
    db,
    config,
    // With a queue, requests enqueue and a worker delivers (jobs/messages.ts).
    senders: deps.queue ? queuedMessageSenders(deps.queue, delivering, sealKey) : delivering,
    identity: given.identity ?? createIdentityVerifiers(config),
    now: given.now,
  });
  await app.register(authPlugin, {
    prefix: '/auth',
    runtime: {
      ctx,
      captcha,
      rateLimits,
      limits: given.limits ?? DEFAULT_AUTH_LIMITS,
      listOutbox: config.NODE_ENV === 'production' ? undefined : (to) => listOutbox(db, to),
    },
  });
  await app.register(customerPlugin, { prefix: '/api/customer/auth', ctx });
  await app.register(shoppingPlugin, { prefix: '/api', ctx });

  const orderDeps = deps.orders ?? {};
  const rules = orderDeps.rules ?? pricingRulesFrom(config);
  // The environment's rules with the shop's reward-point settings on top; checkout reads them through this.
  const pricing = createPricingRulesSource({ db, defaults: rules, changes });
  const fibClient = orderDeps.fib !== undefined ? orderDeps.fib : createFibClientFromConfig(config);
  const fib: FibPaymentSettings | null = fibClient
    ? {
        fib: fibClient,
        rules,
        callbackUrl: `${config.apiPublicUrl}/api/payments/fib/callback`,
        expiresIn: config.FIB_PAYMENT_EXPIRES_IN,
        refundableFor: config.FIB_REFUNDABLE_FOR,
        now: ctx.now,
      }
    : null;
  // Google and Facebook without keys, outside production: the "choose a test account" pages.
  const simulatedProviders = (Object.entries(providerModes(config)) as [SsoProvider, string][])
    .filter(([, mode]) => mode === 'simulator')
    .map(([provider]) => provider);
  if (simulatedProviders.length > 0) {
    await app.register(identitySimulatorPlugin, {
      prefix: '/dev/identity',
      simulator: identitySimulator(),
      providers: simulatedProviders,
      publicUrl: config.PUBLIC_URL,
    });
  }
  if (config.fib.simulator) {
    await app.register(fibSimulatorPlugin, {
      prefix: '/dev/fib',
      clientId: config.fib.clientId,
      clientSecret: config.fib.clientSecret,
      now: ctx.now,
      fetchImpl: orderDeps.simulatorFetch,
    });
  }
  const orderLimits = orderDeps.limits ?? DEFAULT_ORDER_LIMITS;
  await app.register(ordersPlugin, { prefix: '/api', ctx, runtime: { pricing, fib, rateLimits, limits: orderLimits } });
  await app.register(fibCallbackPlugin, { prefix: '/api', ctx, fib, rateLimits, limit: orderLimits.fibCallback });

  const contentDeps = deps.content ?? {};
  await app.register(contentPlugin, {
    prefix: '/api',
    db,
    runtime: {
      captcha,
      rateLimits,
      limits: contentDeps.limits ?? DEFAULT_CONTENT_LIMITS,
      sitemapPageSize: contentDeps.sitemapPageSize ?? SITEMAP_PAGE_SIZE,
      secret: config.authSecret,
      now: ctx.now,
    },
  });
  await app.register(adminPlugin, {
    prefix: '/api/admin',
    runtime: { ctx, rules, pricing, fib, search: deps.search, changes, rateLimits },
  });
  app.decorate('jobs', {
    settleOverdueFibOrders: async () => (fib ? settleOverdueFibOrders(db, fib) : { checked: 0, changed: 0 }),
    senders: delivering,
    messageKey: sealKey,
  });
  return app;
}
