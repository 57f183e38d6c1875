// Database suites run on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set,
// each in a fresh database that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DbHandle } from '../db/client';
import { migrate } from '../db/migrate';

export type TestBackend = 'pglite' | 'postgres';

export const testBackends: TestBackend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export async function openTestDatabase(backend: TestBackend): Promise<DbHandle> {
  if (backend === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    await migrate(handle);
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `dukan_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
  await migrate(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
