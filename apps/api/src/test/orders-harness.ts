// Builds the API for checkout tests: the real FIB client talks to the built-in FIB simulator, and the
// simulator's status callbacks come back, all through app.inject (no socket, no network). Customers are
// made directly in the database with a signed access token, because 50 buyers registering through
// argon2 would measure hashing, not ordering.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createFibClient } from '../adapters/payments';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { accounts } from '../db/schema';
import { DEFAULT_ORDER_LIMITS } from '../routes/orders';
import { deriveAuthKeys } from '../services/auth/secrets';
import { signAccessToken } from '../services/auth/tokens';
import type { OrderDeps } from '../server';
import { buildAccountsServer, TestClock } from './accounts-harness';

/** A fetch that answers from `app` through inject: the FIB client and the simulator reach each other with it. */
export function injectFetch(appOf: () => FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const res = await appOf().inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : init?.body ? String(init.body) : undefined,
    });
    const noBody = res.statusCode === 204 || res.statusCode === 304;
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(noBody ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };
}

const ROOMY_ORDER_LIMITS: OrderDeps['limits'] = {
  voucherCheck: { ...DEFAULT_ORDER_LIMITS.voucherCheck, limit: 10_000 },
  placeOrder: { ...DEFAULT_ORDER_LIMITS.placeOrder, limit: 10_000 },
  fibCallback: DEFAULT_ORDER_LIMITS.fibCallback,
};

export interface ShopServer {
  app: FastifyInstance;
  clock: TestClock;
  /** A new active customer and a valid access token for it. */
  newCustomer: () => Promise<{ accountId: string; token: string }>;
}

export async function buildShopServer(
  handle: DbHandle,
  options: { env?: Record<string, string>; orders?: Partial<OrderDeps>; clock?: TestClock } = {},
): Promise<ShopServer> {
  const clock = options.clock ?? new TestClock();
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env } as NodeJS.ProcessEnv;
  const config = loadConfig(env);
  // The fetch needs the app and the app needs the fetch: it looks the app up when first called.
  const built: { app?: FastifyInstance } = {};
  const viaInject = injectFetch(() => built.app!);
  const fib = createFibClient({
    baseUrl: config.fib.baseUrl!,
    clientId: config.fib.clientId,
    clientSecret: config.fib.clientSecret,
    fetchImpl: viaInject,
    now: clock.now,
  });
  const app = await buildAccountsServer(handle, {
    clock,
    env: options.env,
    orders: { fib, simulatorFetch: viaInject, limits: ROOMY_ORDER_LIMITS, ...options.orders },
  });
  built.app = app;
  const tokens = {
    key: deriveAuthKeys(config.authSecret).accessToken,
    accessTtlSeconds: 24 * 3600,
    refreshTtlDays: 1,
    now: clock.now,
  };
  const newCustomer = async () => {
    const [account] = await handle.db.insert(accounts).values({}).returning({ id: accounts.id });
    const token = await signAccessToken(tokens, { accountId: account!.id, familyId: randomUUID() });
    return { accountId: account!.id, token };
  };
  return { app, clock, newCustomer };
}
