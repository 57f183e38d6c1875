// The back office API under /api/admin. One plugin per family; each family's file owns its routes, schemas
// and tests, and registers here.
//
// Every route states the permission it needs in its options, `config: { permission: 'catalogue:edit' }`
// (or `config: { staffPublic: true }` for sign-in itself), and this plugin checks it before anything else
// runs: 401 without valid credentials, 403 for a role that may not. A route that states neither makes the
// server refuse to start, so no route can be added unguarded. Every change is written to the audit log
// (services/audit/audit-log.ts) in the transaction that makes it, then announced on the change bus
// (app.changes) so caches drop what changed.
import type { StaffPermission } from '@dukan/core/contract/staff';
import type { PricingRules } from '@dukan/core/orders/pricing';
import type { FastifyPluginAsync } from 'fastify';
import type { SearchEngine } from '../../adapters/search-engine/types';
import { requireStaff } from '../../http/staff-guard';
import type { AuthContext } from '../../services/auth/context';
import type { ChangeBus } from '../../services/changes';
import type { FibPaymentSettings } from '../../services/orders/fib-payments';
import type { PricingRulesSource } from '../../services/orders/pricing-rules';
import type { RateLimitStore } from '../../services/rate-limit/types';
import { adminAuthPlugin } from './auth';
import { adminStaffPlugin } from './staff';
import { adminApiKeysPlugin } from './api-keys';
import { adminAuditLogPlugin } from './audit-log';
import { adminContentPlugin } from './content';
import { adminDashboardPlugin } from './dashboard';
import { adminDeliveryPlugin } from './delivery';
import { adminInboxPlugin } from './inbox';
import { adminMediaPlugin } from './media';
import { adminCustomersPlugin } from './customers';
import { adminOrdersPlugin } from './orders';
import { adminPromotionsPlugin } from './promotions';
import { adminProductsPlugin } from './products';
import { adminProductsCsvPlugin } from './products-csv';
import { adminTaxonomyPlugin } from './taxonomy';
import { adminSearchPlugin } from './search';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The staff permission an /api/admin route needs. */
    permission?: StaffPermission;
    /** An /api/admin route anyone may call (staff sign-in). */
    staffPublic?: boolean;
  }
}

export interface AdminRuntime {
  ctx: AuthContext;
  rules: PricingRules;
  /** The rules checkout charges by now (the shop's reward-point settings over `rules`). */
  pricing: PricingRulesSource;
  fib: FibPaymentSettings | null;
  search: SearchEngine;
  changes: ChangeBus;
  rateLimits: RateLimitStore;
}

export const adminPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (app, { runtime }) => {
  app.addHook('onRoute', (route) => {
    const config = route.config as { permission?: StaffPermission; staffPublic?: boolean } | undefined;
    if (!config?.permission && !config?.staffPublic) {
      throw new Error(`${route.method} ${route.url}: an /api/admin route must declare config.permission`);
    }
  });
  const guards = new Map<StaffPermission, ReturnType<typeof requireStaff>>();
  app.addHook('onRequest', async (request, reply) => {
    const { permission, staffPublic } = request.routeOptions.config;
    if (staffPublic) return;
    // Unknown paths under /api/admin have no permission: they are 404s, answered by the not-found handler.
    if (!permission) return;
    let guard = guards.get(permission);
    if (!guard) guards.set(permission, (guard = requireStaff(runtime.ctx, permission)));
    await guard(request, reply);
  });

  // Families register here, e.g. `await app.register(adminStaffPlugin, { runtime })`.
  await app.register(adminAuthPlugin, { runtime });
  await app.register(adminStaffPlugin, { runtime });
  await app.register(adminApiKeysPlugin, { runtime });
  await app.register(adminAuditLogPlugin, { runtime });
  await app.register(adminContentPlugin, { runtime });
  await app.register(adminDeliveryPlugin, { runtime });
  await app.register(adminInboxPlugin, { runtime });
  await app.register(adminProductsPlugin, { runtime });
  await app.register(adminProductsCsvPlugin, { runtime });
  await app.register(adminMediaPlugin, { runtime });
  await app.register(adminTaxonomyPlugin, { runtime });
  await app.register(adminOrdersPlugin, { runtime });
  await app.register(adminCustomersPlugin, { runtime });
  await app.register(adminSearchPlugin, { runtime });
  await app.register(adminPromotionsPlugin, { runtime });
  await app.register(adminDashboardPlugin, { runtime });
};
