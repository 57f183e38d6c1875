import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testBackends } from '../test/databases';
import type { DbHandle } from './client';
import { migrate } from './migrate';
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
