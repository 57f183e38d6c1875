// db.execute returns `{ rows }` on both drivers, but Drizzle's shared type cannot say so.
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** Runs a raw query on the database or inside a transaction and returns its rows. */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
