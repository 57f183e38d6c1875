// Drains search_outbox (migration 0016) into the search engine: the worker calls drainSearchOutbox every half
// second (SEARCH_SYNC_INTERVAL_MS), so a product change reaches Meilisearch within about a second of its commit.
//
// One round: take the push lease (no other push may interleave, or an older document could land last), claim
// the due rows FOR UPDATE SKIP LOCKED and move them a lease ahead (a drain that dies leaves them due again, with
// no transaction held while Meilisearch works), push the current documents of their products once each, then
// delete the rows. A failed push gives the rows back with a growing delay (1 s, 2 s, 4 s … 5 min) and the error.
//
// After a push, 'search' goes out on the change bus: the storefronts were told of the change when it committed,
// but Meilisearch did not have it yet, so a listing rendered then shows the old stock until it is told again.
//
// The built-in engines (memory, database) read the database itself, so they need nothing pushed: for them a round
// only deletes the rows, which keeps the table small.
import { sql } from 'drizzle-orm';
import { isOutboxTarget } from '../../adapters/search-engine/meilisearch';
import type { SearchEngine } from '../../adapters/search-engine/types';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { ChangeBus } from '../changes';

export const SEARCH_SYNC_INTERVAL_MS = 500;
const BATCH_SIZE = 1000;
/** How long claimed rows stay out of other drains' sight while this one pushes. */
const CLAIM_MS = 60_000;
const MAX_BACKOFF_MS = 5 * 60_000;

export interface DrainResult {
  /** Outbox rows done (pushed, or dropped for a built-in engine). */
  done: number;
  /** Outbox rows given back for a later try. */
  failed: number;
  /** Another push held the lease: nothing was tried this round. */
  busy: boolean;
}

/** The delay before the next try after `attempts` failed ones. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));
}

interface Claimed {
  id: string;
  product_id: number;
  attempts: number;
}

async function claim(db: Database, limit: number): Promise<Claimed[]> {
  return queryRows<Claimed>(
    db,
    sql`UPDATE search_outbox o
           SET next_attempt_at = now() + ${`${CLAIM_MS} milliseconds`}::interval, attempts = o.attempts + 1
         WHERE o.id IN (SELECT id FROM search_outbox WHERE next_attempt_at <= now()
                         ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
     RETURNING o.id::text AS id, o.product_id, o.attempts`,
  );
}

const idArray = (rows: Claimed[]) => `{${rows.map((r) => r.id).join(',')}}`;

/** One round: pushes up to `limit` due rows (repeat while `done` is the limit to empty a backlog). */
export async function drainSearchOutbox(
  db: Database,
  search: SearchEngine,
  options: { limit?: number; onError?: (error: unknown) => void; changes?: Pick<ChangeBus, 'publish'> } = {},
): Promise<DrainResult> {
  const limit = options.limit ?? BATCH_SIZE;
  if (!isOutboxTarget(search)) {
    const dropped = await queryRows<{ id: string }>(
      db,
      sql`DELETE FROM search_outbox WHERE id IN (SELECT id FROM search_outbox ORDER BY id LIMIT ${limit}
                                                  FOR UPDATE SKIP LOCKED) RETURNING id::text AS id`,
    );
    return { done: dropped.length, failed: 0, busy: false };
  }
  const round = await search.exclusively(async (): Promise<DrainResult> => {
    const rows = await claim(db, limit);
    if (rows.length === 0) return { done: 0, failed: 0, busy: false };
    try {
      // The documents are read now, after the rows' transactions committed: at least as new as each change.
      await search.pushProducts(rows.map((r) => Number(r.product_id)));
    } catch (error) {
      options.onError?.(error);
      const message = error instanceof Error ? error.message : String(error);
      const attempts = Math.max(...rows.map((r) => Number(r.attempts)));
      await db.execute(sql`
        UPDATE search_outbox SET next_attempt_at = now() + ${`${backoffMs(attempts)} milliseconds`}::interval,
                                 last_error = ${message.slice(0, 1000)}
         WHERE id = ANY (${idArray(rows)}::bigint[])`);
      return { done: 0, failed: rows.length, busy: false };
    }
    await db.execute(sql`DELETE FROM search_outbox WHERE id = ANY (${idArray(rows)}::bigint[])`);
    return { done: rows.length, failed: 0, busy: false };
  });
  // Outside the lease: the storefronts' renders that follow search at once, and the next push need not wait.
  if (round.ran && round.value.done > 0) await options.changes?.publish(['search']);
  return round.ran ? round.value : { done: 0, failed: 0, busy: true };
}

/** How many rows wait, and how old the oldest is (for health and metrics). */
export async function searchOutboxBacklog(db: Database): Promise<{ pending: number; oldestSeconds: number }> {
  const [row] = await queryRows<{ pending: number; oldest: number | null }>(
    db,
    sql`SELECT count(*)::int AS pending, extract(epoch FROM now() - min(created_at))::float8 AS oldest FROM search_outbox`,
  );
  return { pending: Number(row?.pending ?? 0), oldestSeconds: Number(row?.oldest ?? 0) };
}

/**
 * Drains on a timer in this process, one round at a time; for the worker (and for tests). Stop it with the
 * returned function, which waits for a round under way.
 */
export function startSearchSync(
  db: Database,
  search: SearchEngine,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        // A backlog (a bulk import) is worked through without waiting for the next tick.
        for (;;) {
          const result = await drainSearchOutbox(db, search, { onError: options.onError });
          if (stopped || result.busy || result.done < BATCH_SIZE) break;
        }
      } catch (error) {
        options.onError?.(error);
      }
      if (!stopped) timer = setTimeout(tick, options.intervalMs ?? SEARCH_SYNC_INTERVAL_MS);
    })();
  };
  let timer = setTimeout(tick, 0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
