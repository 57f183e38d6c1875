// The outbox drain as a worker job (jobs/registry.ts). The queue puts one on each second's beat and runs one at a
// time across every worker; a run drains in rounds 200 ms apart for most of its second, so a change waits at most
// a round or so (well under the 2 s target) without a queue round trip per round.
import { defineJob } from '../../jobs/types';
import { drainSearchOutbox } from './drain';

const RUN_FOR_MS = 900;
const ROUND_EVERY_MS = 200;

export const searchOutboxDrainJob = defineJob<null>({
  name: 'drain-search-outbox',
  everySeconds: 1,
  pollingIntervalSeconds: 0.5,
  retryLimit: 5,
  retryDelaySeconds: 2,
  retryBackoff: true,
  // Above a push's own time limit (a Meilisearch task waits up to 60 s).
  expireInSeconds: 120,
  run: async (_data, { db, app, log }) => {
    const until = Date.now() + RUN_FOR_MS;
    for (;;) {
      const result = await drainSearchOutbox(db, app.deps.search, {
        changes: app.changes,
        onError: (error) => log.warn({ err: error }, 'pushing products to the search engine failed; will retry'),
      });
      if (result.failed) log.warn({ failed: result.failed }, 'search outbox rows wait for a retry');
      if (Date.now() >= until) return;
      // A backlog (a bulk import) is worked through at once; otherwise look again shortly.
      if (result.busy || result.done === 0) await new Promise((resolve) => setTimeout(resolve, ROUND_EVERY_MS));
    }
  },
});
