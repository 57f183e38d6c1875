// The reward points ledger: every change is an entry, and the balance is their sum, so it cannot drift.
// Orders write the entries (redeemed at placing, returned at release, earned at delivery).
import type { PointsSummary } from '@dukan/core/contract/orders';
import type { PricingRules } from '@dukan/core/orders/pricing';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, rewardPointEntries } from '../../db/schema';

export async function pointsBalance(db: Pick<Database, 'select'>, accountId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${rewardPointEntries.points}), 0)::int` })
    .from(rewardPointEntries)
    .where(eq(rewardPointEntries.account_id, accountId));
  return row?.balance ?? 0;
}

/** GET /api/points: balance, the rules that turn points into dinars, and the latest entries. */
export async function pointsSummary(
  db: Database,
  accountId: string,
  rules: PricingRules,
  limit = 100,
): Promise<PointsSummary> {
  const entries = await db
    .select({
      id: rewardPointEntries.id,
      kind: rewardPointEntries.kind,
      points: rewardPointEntries.points,
      order_id: rewardPointEntries.order_id,
      order_number: orders.number,
      created_at: rewardPointEntries.created_at,
    })
    .from(rewardPointEntries)
    .leftJoin(orders, eq(orders.id, rewardPointEntries.order_id))
    .where(eq(rewardPointEntries.account_id, accountId))
    .orderBy(desc(rewardPointEntries.id))
    .limit(limit);
  return {
    balance: Math.max(0, await pointsBalance(db, accountId)),
    point_value_iqd: rules.pointValueIqd,
    max_share: rules.pointsMaxShare,
    iqd_per_point_earned: rules.iqdPerPointEarned,
    tax_rate: rules.taxRate,
    entries: entries.map((e) => ({ ...e, created_at: e.created_at.toISOString() })),
  };
}
