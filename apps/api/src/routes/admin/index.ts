// The back office API under /api/admin. Every route is guarded by requireStaff (http/staff-guard.ts) with the
// permission it needs, and every change is written to the audit log (services/audit/audit-log.ts) in the
// transaction that makes it, then announced on the change bus so caches drop what changed.
// One plugin per family; each family's file owns its routes, schemas and tests.
import type { PricingRules } from '@dukan/core/orders/pricing';
import type { FastifyPluginAsync } from 'fastify';
import type { SearchEngine } from '../../adapters/search-engine/types';
import type { AuthContext } from '../../services/auth/context';
import type { ChangeBus } from '../../services/changes';
import type { FibPaymentSettings } from '../../services/orders/fib-payments';
import type { RateLimitStore } from '../../services/rate-limit/types';

export interface AdminRuntime {
  ctx: AuthContext;
  rules: PricingRules;
  fib: FibPaymentSettings | null;
  search: SearchEngine;
  changes: ChangeBus;
  rateLimits: RateLimitStore;
}

export const adminPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (_app, _opts) => {
  // Families register here, e.g. `await app.register(adminStaffPlugin, { runtime })`.
};
