// Opens the database: PGlite under DATA_DIR by default, PostgreSQL when a URL is given.
// Both are driven through one Drizzle type so services never know which one they run on.
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` on one connection while holding a database-wide session lock, so two processes starting
   * together do not both seed. `exec` runs a multi-statement script, `query` one statement returning rows.
   * A session lock needs a session of its own: behind PgBouncer in transaction mode use lockedTransaction.
   */
  exclusive<T>(work: (conn: RawConnection) => Promise<T>): Promise<T>;
  /**
   * Runs `work` inside one transaction that first takes a transaction-level advisory lock: committed or
   * rolled back together, and the lock ends with the transaction. A transaction is one server connection even
   * behind PgBouncer in transaction mode, so unlike a session lock this one cannot be lost in between.
   */
  lockedTransaction<T>(work: (conn: RawConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface RawConnection {
  exec(script: string): Promise<void>;
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
}

// Any constant works; it only has to be the same in every process racing for it.
const EXCLUSIVE_LOCK_ID = 7_310_442;

export type DbOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined means in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.kind === 'postgres') {
    // JIT off: the shop's statements are short, and JIT compiling them (triggered by high cost estimates on
    // tables not analyzed yet) took 50 ms and more per query, far longer than running them.
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, options: '-c jit=off' });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    try {
      await pool.query('select 1');
    } catch (error) {
      // The caller may try again (main.ts does while PostgreSQL is down): leave no pool behind.
      await pool.end().catch(() => {});
      throw error;
    }
    return {
      db: drizzleNodePg(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      exclusive: async (work) => {
        const conn = await pool.connect();
        try {
          await conn.query(`SELECT pg_advisory_lock(${EXCLUSIVE_LOCK_ID})`);
          return await work({
            exec: async (script) => {
              await conn.query(script);
            },
            query: async (text, params) => (await conn.query(text, params)).rows,
          });
        } finally {
          await conn.query(`SELECT pg_advisory_unlock(${EXCLUSIVE_LOCK_ID})`).catch(() => {});
          conn.release();
        }
      },
      lockedTransaction: async (work) => {
        const conn = await pool.connect();
        try {
          await conn.query('BEGIN');
          await conn.query(`SELECT pg_advisory_xact_lock(${EXCLUSIVE_LOCK_ID})`);
          const result = await work({
            exec: async (script) => {
              await conn.query(script);
            },
            query: async (text, params) => (await conn.query(text, params)).rows,
          });
          await conn.query('COMMIT');
          return result;
        } catch (error) {
          await conn.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          conn.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(options.dataDir ?? 'memory://', { extensions: { pg_trgm, fuzzystrmatch } });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    // PGlite is one connection in this process: nothing else can race it.
    exclusive: (work) =>
      work({
        exec: async (script) => {
          await client.exec(script);
        },
        query: async <R>(text: string, params?: unknown[]) => (await client.query<R>(text, params)).rows,
      }),
    lockedTransaction: async (work) => {
      let result: Awaited<ReturnType<typeof work>>;
      await client.transaction(async (tx) => {
        result = await work({
          exec: async (script) => {
            await tx.exec(script);
          },
          query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
        });
      });
      return result!;
    },
    // PGlite keeps the process alive until it is closed.
    close: () => client.close(),
  };
}
