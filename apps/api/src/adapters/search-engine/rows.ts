// db.execute returns `{ rows }` on both drivers, but Drizzle's shared type cannot say so.
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
