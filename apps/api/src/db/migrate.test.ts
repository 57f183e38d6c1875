import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testBackends } from '../test/databases';
import pg from 'pg';
import { openDatabase, type DbHandle } from './client';
import { migrate, migrationFiles } from './migrate';
import { runMigrateCli } from './migrate-cli';
import * as schema from './schema';

describe.each(testBackends)('migrations on %s', (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('are recorded and not applied twice', async () => {
    expect(await migrate(handle)).toEqual([]);
  });

  // The SQL migrations are hand-written; this catches a Drizzle table that drifted from them.
  it('create every column the Drizzle schema declares', async () => {
    const rows = await handle.exclusive((c) =>
      c.query<{ table_name: string; column_name: string }>(
        'SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()',
      ),
    );
    const actual = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
    const tables = Object.values(schema).filter((v) => is(v, PgTable)) as PgTable[];
    expect(tables.length).toBeGreaterThan(10);
    const missing = tables.flatMap((t) => {
      const cfg = getTableConfig(t);
      return cfg.columns.map((c) => `${cfg.name}.${c.name}`).filter((n) => !actual.has(n));
    });
    expect(missing).toEqual([]);
  });
});

/** A fresh, empty PostgreSQL database for one test, dropped afterwards. */
async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `dukan_migrate_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('migrations started by several replicas at once', () => {
  it('apply each migration exactly once, on an empty PostgreSQL database', async () => {
    const database = await emptyPostgresDatabase();
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: database.url })));
    try {
      const results = await Promise.all(handles.map((h) => migrate(h)));
      const files = await migrationFiles();
      const applied = results.flat();
      // Every migration applied by exactly one of them, in order.
      expect(applied.slice().sort()).toEqual(files);
      for (const ran of results) expect(ran).toEqual(files.filter((f) => ran.includes(f)));
      const recorded = await handles[0]!.exclusive((c) =>
        c.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations'),
      );
      expect(recorded[0]!.n).toBe(files.length);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await database.drop();
    }
  }, 60_000);
});

describe.each(testBackends)('npm run migrate on %s', (backend) => {
  it('applies the migrations, then says it is up to date', async () => {
    const lines: string[] = [];
    const io = { stderr: { write: (text: string) => lines.push(text) }, env: {} as NodeJS.ProcessEnv };
    let cleanup = async () => {};
    if (backend === 'postgres') {
      const database = await emptyPostgresDatabase();
      io.env = { NODE_ENV: 'test', DATABASE_URL: database.url };
      cleanup = database.drop;
    } else {
      const dir = await mkdtemp(path.join(tmpdir(), 'dukan-migrate-'));
      io.env = { NODE_ENV: 'test', DATA_DIR: dir };
      cleanup = () => rm(dir, { recursive: true, force: true });
    }
    try {
      expect(await runMigrateCli(io)).toBe(0);
      expect(lines.join('')).toContain(`migrations applied: ${(await migrationFiles()).join(', ')}`);
      lines.length = 0;
      expect(await runMigrateCli(io)).toBe(0);
      expect(lines.join('')).toContain('migrations: up to date');
    } finally {
      await cleanup();
    }
  }, 60_000);

  it('exits 2 naming the variable on a bad configuration', async () => {
    const lines: string[] = [];
    const code = await runMigrateCli({
      env: { NODE_ENV: 'production' },
      stderr: { write: (text: string) => lines.push(text) },
    });
    expect(code).toBe(2);
    expect(lines.join('')).toContain('DATABASE_URL:');
  });
});
