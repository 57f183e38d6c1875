// The pricing rules checkout charges by: the environment's values (TAX_RATE, POINT_VALUE_IQD,
// POINTS_MAX_SHARE, IQD_PER_POINT_EARNED) with the reward-point rules the shop set in the back office on
// top. Checkout, the points page and order moves read them through `current()`: one row, cached briefly,
// dropped at once when the back office saves (it publishes 'delivery', the tag of what checkout charges).
// The short lifetime bounds how long another API process, not yet reached by a shared change bus, lags.
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import { RewardRules, type RewardRulesView } from '@dukan/core/contract/admin-operations';
import type { PricingRules } from '@dukan/core/orders/pricing';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopSettings } from '../../db/schema';
import { recordAudit } from '../audit/audit-log';
import type { ChangeBus } from '../changes';

export const REWARD_RULES_KEY = 'reward_points';
const CACHE_MS = 30_000;

export interface PricingRulesSource {
  /** The rules in force now. */
  current(): Promise<PricingRules>;
  /** The environment's rules, which apply where the shop has set nothing. */
  readonly defaults: PricingRules;
  invalidate(): void;
}

const toRewardRules = (r: PricingRules): RewardRules => ({
  point_value_iqd: r.pointValueIqd,
  iqd_per_point_earned: r.iqdPerPointEarned,
  points_max_share: r.pointsMaxShare,
});

/** What the shop stored, key by key: a key that no longer validates is ignored, not fatal to checkout. */
async function storedRewardRules(db: Pick<Database, 'select'>): Promise<Partial<RewardRules>> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, REWARD_RULES_KEY));
  if (!row || typeof row.value !== 'object' || row.value === null) return {};
  const stored: Partial<RewardRules> = {};
  for (const key of Object.keys(RewardRules.shape) as (keyof RewardRules)[]) {
    const parsed = RewardRules.shape[key].safeParse((row.value as Record<string, unknown>)[key]);
    if (parsed.success) (stored as Record<string, number>)[key] = parsed.data;
  }
  return stored;
}

function merge(defaults: PricingRules, stored: Partial<RewardRules>): PricingRules {
  return {
    taxRate: defaults.taxRate,
    pointValueIqd: stored.point_value_iqd ?? defaults.pointValueIqd,
    iqdPerPointEarned: stored.iqd_per_point_earned ?? defaults.iqdPerPointEarned,
    pointsMaxShare: stored.points_max_share ?? defaults.pointsMaxShare,
  };
}

export function createPricingRulesSource(input: {
  db: Database;
  defaults: PricingRules;
  changes?: ChangeBus;
  cacheMs?: number;
  clock?: () => number;
}): PricingRulesSource {
  const { db, defaults } = input;
  const cacheMs = input.cacheMs ?? CACHE_MS;
  const clock = input.clock ?? Date.now;
  let cached: { rules: Promise<PricingRules>; until: number } | null = null;
  const source: PricingRulesSource = {
    defaults,
    current() {
      if (!cached || clock() >= cached.until) {
        const rules = storedRewardRules(db).then((stored) => merge(defaults, stored));
        // A failed read is not kept: the next checkout asks the database again.
        rules.catch(() => {
          cached = null;
        });
        cached = { rules, until: clock() + cacheMs };
      }
      return cached.rules;
    },
    invalidate() {
      cached = null;
    },
  };
  input.changes?.subscribe((tags) => {
    if (tags.includes('delivery')) source.invalidate();
  });
  return source;
}

/** Fixed rules (tests, scripts): no database, nothing to drop. */
export function fixedPricingRules(rules: PricingRules): PricingRulesSource {
  return { defaults: rules, current: async () => rules, invalidate: () => {} };
}

export async function readRewardRules(db: Database, defaults: PricingRules): Promise<RewardRulesView> {
  const stored = await storedRewardRules(db);
  return {
    rules: toRewardRules(merge(defaults, stored)),
    defaults: toRewardRules(defaults),
    overridden: Object.keys(stored) as (keyof RewardRules)[],
  };
}

/**
 * Sets some of the reward-point rules (null puts a rule back to the environment's value), audited in the
 * same transaction. The caller publishes 'delivery' after it returns.
 */
export async function saveRewardRules(
  db: Database,
  actor: StaffActor,
  change: { [K in keyof RewardRules]?: RewardRules[K] | null },
  defaults: PricingRules,
  requestId?: string,
): Promise<RewardRulesView> {
  await db.transaction(async (tx) => {
    // Serialises two saves: each reads the other's result before merging its own keys.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'shop_settings:' + REWARD_RULES_KEY}))`);
    const before = await storedRewardRules(tx);
    const after: Record<string, number> = { ...before };
    for (const [key, value] of Object.entries(change)) {
      if (value === null) delete after[key];
      else if (value !== undefined) after[key] = value;
    }
    await tx
      .insert(shopSettings)
      .values({ key: REWARD_RULES_KEY, value: after, updated_at: new Date() })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: after, updated_at: new Date() } });
    await recordAudit(
      tx,
      actor,
      { action: 'updated', entity: 'reward_rules', entityId: REWARD_RULES_KEY, before, after },
      requestId,
    );
  });
  return readRewardRules(db, defaults);
}
