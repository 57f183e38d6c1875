// One pusher to Meilisearch at a time, across every API and worker process (table search_sync_leases, migration
// 0016). Meilisearch applies its tasks in the order they arrive, so two pushers reading the same product at
// different moments could land the older document last; with one holder, every push reads the database after
// the previous push finished. The lease expires by itself (a holder that dies blocks for at most `ttlMs`), and a
// long holder renews it between batches.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';

export const MEILISEARCH_LEASE = 'meilisearch';

export interface Lease {
  /** Pushes the expiry `ttlMs` ahead again; false when the lease was lost (it expired and someone took it). */
  renew(): Promise<boolean>;
}

export interface LeaseOptions {
  ttlMs?: number;
  /** Wait for a busy lease up to this long (0: give up at once). */
  waitMs?: number;
}

async function take(db: Database, name: string, holder: string, ttlMs: number): Promise<boolean> {
  await db.execute(sql`INSERT INTO search_sync_leases (name) VALUES (${name}) ON CONFLICT (name) DO NOTHING`);
  const rows = await queryRows<{ name: string }>(
    db,
    sql`UPDATE search_sync_leases SET holder = ${holder}, until = now() + ${`${ttlMs} milliseconds`}::interval
         WHERE name = ${name} AND (until < now() OR holder = ${holder}) RETURNING name`,
  );
  return rows.length > 0;
}

/**
 * Runs `work` holding the lease. `{ ran: false }` when another holder kept it past `waitMs`: the caller's work
 * is then someone else's (the outbox keeps what is not pushed yet).
 */
export async function withLease<T>(
  db: Database,
  name: string,
  work: (lease: Lease) => Promise<T>,
  options: LeaseOptions = {},
): Promise<{ ran: true; value: T } | { ran: false }> {
  const ttlMs = options.ttlMs ?? 30_000;
  const holder = randomUUID();
  const deadline = Date.now() + (options.waitMs ?? 0);
  for (let delay = 25; !(await take(db, name, holder, ttlMs)); delay = Math.min(delay * 2, 500)) {
    if (Date.now() + delay > deadline) return { ran: false };
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  try {
    const value = await work({ renew: () => take(db, name, holder, ttlMs) });
    return { ran: true, value };
  } finally {
    await db.execute(
      sql`UPDATE search_sync_leases SET holder = NULL, until = '-infinity' WHERE name = ${name} AND holder = ${holder}`,
    );
  }
}
