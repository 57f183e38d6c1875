// npm run migrate: applies pending migrations to the database the API uses (DATABASE_URL, or PGlite under
// DATA_DIR), then exits. Safe to run from several machines at once (see migrate.ts); the API also migrates
// at start, so this is for deploys that migrate in a step of their own before the new version starts.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { migrate } from './migrate';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface MigrateCliIo {
  env: NodeJS.ProcessEnv;
  stderr: { write(text: string): unknown };
}

/** Returns the process exit code: 0 applied or up to date, 1 a migration failed, 2 bad configuration. */
export async function runMigrateCli(io: MigrateCliIo): Promise<number> {
  const say = (line: string) => io.stderr.write(`${line}\n`);
  let config;
  try {
    // npm runs workspace scripts inside apps/api; DATA_DIR is resolved from the repository root as `npm start`
    // does, so both reach the same PGlite database.
    config = loadConfig({ ...io.env, DATA_DIR: path.resolve(REPOSITORY_ROOT, io.env.DATA_DIR ?? '.data') });
  } catch (error) {
    say((error as Error).message);
    return 2;
  }
  const handle = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    say(`database: ${handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`);
    const ran = await migrate(handle);
    say(ran.length ? `migrations applied: ${ran.join(', ')}` : 'migrations: up to date');
    return 0;
  } catch (error) {
    say((error as Error).message);
    return 1;
  } finally {
    await handle.close();
  }
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMainModule()) {
  runMigrateCli({ env: process.env, stderr: process.stderr }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`migrate failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
