// The rules checkout charges by, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the shop's settings
// over the environment's, a short cache, dropped at once by a 'delivery' change.
import { DEFAULT_PRICING_RULES } from '@dukan/core/orders/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { shopSettings } from '../../db/schema';
import { openTestDatabase, testBackends } from '../../test/databases';
import { createLocalChangeBus } from '../changes';
import { createPricingRulesSource, REWARD_RULES_KEY } from './pricing-rules';

describe.each(testBackends)('pricing rules on %s', (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(backend);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  const store = (value: unknown) =>
    handle.db
      .insert(shopSettings)
      .values({ key: REWARD_RULES_KEY, value })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value } });

  it('overrides the environment key by key, caches briefly, and drops the cache on a delivery change', async () => {
    let ms = 0;
    const changes = createLocalChangeBus();
    const defaults = { ...DEFAULT_PRICING_RULES, taxRate: 0.05 };
    const source = createPricingRulesSource({ db: handle.db, defaults, changes, cacheMs: 30_000, clock: () => ms });
    expect(await source.current()).toEqual(defaults);

    await store({ point_value_iqd: 40 });
    expect((await source.current()).pointValueIqd).toBe(25); // cached
    ms += 30_000;
    expect(await source.current()).toEqual({ ...defaults, pointValueIqd: 40 });

    // A stored value that no longer validates falls back to the environment's, not to nonsense.
    await store({ point_value_iqd: 60, points_max_share: 7, iqd_per_point_earned: 'lots' });
    await changes.publish(['catalogue']);
    expect((await source.current()).pointValueIqd).toBe(40); // not a checkout change
    await changes.publish(['delivery']);
    expect(await source.current()).toEqual({ ...defaults, pointValueIqd: 60 });
  });
});
