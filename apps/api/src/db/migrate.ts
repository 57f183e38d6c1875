// Applies db/migrations/*.sql in name order, each once. Several replicas may start at once, also behind
// PgBouncer in transaction mode: each migration runs in its own transaction that takes a transaction-level
// advisory lock and then re-reads schema_migrations, so the first replica applies it and the others, once
// the lock is theirs, find it recorded and skip it. A failing migration rolls back whole, record included.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './client';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
}

/** Returns the migrations this call applied (those another process applied first are not among them). */
export async function migrate(handle: DbHandle): Promise<string[]> {
  const files = await migrationFiles();
  // Under the lock too: two CREATE TABLE IF NOT EXISTS at the same moment can both try to create it.
  await handle.lockedTransaction((conn) =>
    conn.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    ),
  );
  const ran: string[] = [];
  for (const file of files) {
    const script = await readFile(MIGRATIONS_DIR + file, 'utf8');
    try {
      const applied = await handle.lockedTransaction(async (conn) => {
        const done = await conn.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
        if (done.length > 0) return false;
        await conn.exec(script);
        await conn.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        return true;
      });
      if (applied) ran.push(file);
    } catch (error) {
      throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return ran;
}
