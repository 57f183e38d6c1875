// scripts/backup.sh and scripts/restore.sh against a real PostgreSQL: a migrated shop database with a few
// rows is backed up, damaged, restored in place and restored into an empty database elsewhere, and the rows
// must be back each time. Runs on TEST_DATABASE_URL, or the local server (an admin URL that may create
// databases); skipped only where pg_dump is not installed.
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/api/src/db/client';
import { migrate, migrationFiles } from '../apps/api/src/db/migrate';

const run = promisify(execFile);
const SCRIPTS = fileURLToPath(new URL('../scripts/', import.meta.url));
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const hasPgTools =
  spawnSync('pg_dump', ['--version']).status === 0 && spawnSync('pg_restore', ['--version']).status === 0;

function urlOf(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function query<R extends pg.QueryResultRow>(database: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    return (await client.query<R>(text, params)).rows;
  } finally {
    await client.end();
  }
}

function script(name: 'backup.sh' | 'restore.sh', env: NodeJS.ProcessEnv, args: string[] = []) {
  return run(path.join(SCRIPTS, name), args, { env: { PATH: process.env.PATH, ...env } });
}

describe.skipIf(!hasPgTools)('backup.sh and restore.sh on PostgreSQL', () => {
  const suffix = randomBytes(5).toString('hex');
  const shop = `dukan_backup_${suffix}`;
  const elsewhere = `dukan_restore_${suffix}`;
  let dir: string;
  let dump: string;

  const shopRows = async (database: string) => ({
    city: await query<{ name_en: string; delivery_price: number }>(
      database,
      "SELECT name_en, delivery_price FROM cities WHERE name_en = 'Backup City'",
    ),
    message: await query<{ subject: string }>(database, "SELECT subject FROM contact_messages WHERE name = 'Backup'"),
    migrations: Number((await query<{ count: string }>(database, 'SELECT count(*) FROM schema_migrations'))[0]!.count),
  });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'dukan-backup-'));
    await onAdmin((c) => c.query(`CREATE DATABASE ${shop}`));
    await onAdmin((c) => c.query(`CREATE DATABASE ${elsewhere}`));
    const handle = await openDatabase({ kind: 'postgres', url: urlOf(shop), poolSize: 2 });
    try {
      await migrate(handle);
    } finally {
      await handle.close();
    }
    await query(
      shop,
      `WITH country AS (
         INSERT INTO countries (iso2, calling_code, name_ku, name_ar, name_en) VALUES ('ZZ', '999', 'ز', 'ز', 'Z')
         RETURNING id)
       INSERT INTO cities (country_id, name_ku, name_ar, name_en, delivery_price, lat, lng)
       SELECT id, 'شاری پاشەکەوت', 'مدينة النسخ', 'Backup City', 5000, 36.19, 44.01 FROM country`,
    );
    await query(
      shop,
      "INSERT INTO contact_messages (name, phone, subject, message) VALUES ('Backup', '+9647501234567', 'Kept', 'Still here')",
    );
  });

  afterAll(async () => {
    await onAdmin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${shop} WITH (FORCE)`);
      await c.query(`DROP DATABASE IF EXISTS ${elsewhere} WITH (FORCE)`);
    });
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('backs up into one custom-format file named on stdout', async () => {
    const { stdout } = await script('backup.sh', { DATABASE_URL: urlOf(shop), BACKUP_DIR: dir });
    dump = stdout.trim();
    expect(path.dirname(dump)).toBe(dir);
    expect(path.basename(dump)).toMatch(/^dukan-\d{8}T\d{6}Z\.dump$/);
    // pg_dump's custom format starts with this signature; a plain SQL dump would not.
    expect((await readFile(dump)).subarray(0, 5).toString('latin1')).toBe('PGDMP');
    await expect(stat(`${dump}.partial`)).rejects.toThrow();
  });

  it('restores in place over changed rows and a dropped table', async () => {
    await query(shop, "DELETE FROM contact_messages WHERE name = 'Backup'");
    await query(shop, "UPDATE cities SET delivery_price = 1 WHERE name_en = 'Backup City'");
    await query(shop, 'DROP TABLE site_pages');

    const { stdout } = await script('restore.sh', { DATABASE_URL: urlOf(shop) }, [dump]);
    expect(stdout).toContain('restored');

    expect(await shopRows(shop)).toEqual({
      city: [{ name_en: 'Backup City', delivery_price: 5000 }],
      message: [{ subject: 'Kept' }],
      migrations: (await migrationFiles()).length,
    });
    expect(await query(shop, "SELECT 1 FROM information_schema.tables WHERE table_name = 'site_pages'")).toHaveLength(
      1,
    );
  });

  it('restores into an empty database, where the API then finds nothing left to migrate', async () => {
    await script('restore.sh', { DATABASE_URL: urlOf(elsewhere) }, [dump]);
    expect((await shopRows(elsewhere)).city).toEqual([{ name_en: 'Backup City', delivery_price: 5000 }]);
    expect((await shopRows(elsewhere)).message).toEqual([{ subject: 'Kept' }]);
    const handle = await openDatabase({ kind: 'postgres', url: urlOf(elsewhere), poolSize: 2 });
    try {
      expect(await migrate(handle)).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it('refuses to run without DATABASE_URL or without a readable backup file', async () => {
    await expect(script('backup.sh', { BACKUP_DIR: dir })).rejects.toMatchObject({ code: 2 });
    await expect(
      script('restore.sh', { DATABASE_URL: urlOf(shop) }, [path.join(dir, 'missing.dump')]),
    ).rejects.toMatchObject({
      code: 2,
    });
  });

  it('leaves the database as it was when the backup file is damaged', async () => {
    const damaged = path.join(dir, 'damaged.dump');
    const bytes = await readFile(dump);
    await writeFile(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await query(shop, "UPDATE contact_messages SET subject = 'Changed after the backup' WHERE name = 'Backup'");
    await expect(script('restore.sh', { DATABASE_URL: urlOf(shop) }, [damaged])).rejects.toMatchObject({ code: 1 });
    expect((await shopRows(shop)).message).toEqual([{ subject: 'Changed after the backup' }]);
  });
});
