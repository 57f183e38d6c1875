// Applies db/migrations/*.sql in name order, each once, each in its own transaction.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './client';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export async function migrate(handle: DbHandle): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  return handle.exclusive(async (conn) => {
    await conn.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set(
      (await conn.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    const ran: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const script = await readFile(MIGRATIONS_DIR + file, 'utf8');
      try {
        await conn.exec(
          `BEGIN;\n${script}\nINSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`,
        );
      } catch (error) {
        await conn.exec('ROLLBACK').catch(() => {});
        throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      ran.push(file);
    }
    return ran;
  });
}
