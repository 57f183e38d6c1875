// npm run seed -- [--products <n>] [--reset]
// Migrates, seeds the demo shop into an empty database, optionally adds a large synthetic catalogue
// for benchmarks, then rebuilds the search index.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createSearchEngine } from '../../adapters/search-engine';
import type { SearchEngine } from '../../adapters/search-engine/types';
import { loadConfig, type Config } from '../../config';
import { openDatabase, type Database, type DbHandle } from '../client';
import { migrate } from '../migrate';
import { seedDemoShopIfEmpty } from './demo';
import { seedSyntheticProducts, type SyntheticProgress } from './synthetic';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

export const USAGE = `Usage: npm run seed -- [--products <n>] [--reset]

  --products <n>  add n synthetic products for benchmarks (1 to 1000000; 100_000 and 100,000 are accepted)
  --reset         empty the catalogue first: products, categories, collections, brands, attributes,
                  specifications, the search vocabulary and rows that reference products
  --help          show this help

The database is the one the API uses: DATABASE_URL, or PGlite under DATA_DIR (default .data).`;

const SeedArgs = z.object({
  products: z
    .string()
    .transform((v) => (v.trim() === '' ? Number.NaN : Number(v.replace(/[_,]/g, ''))))
    .pipe(z.number('must be a number').int('must be a whole number').min(1).max(1_000_000))
    .optional(),
  reset: z.boolean().default(false),
  help: z.boolean().default(false),
});

export type SeedArgs = z.output<typeof SeedArgs>;

export function parseSeedArgs(argv: string[]): { ok: true; data: SeedArgs } | { ok: false; error: string } {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({
      args: argv,
      options: {
        products: { type: 'string' },
        reset: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  const parsed = SeedArgs.safeParse(values);
  if (!parsed.success) {
    return {
      ok: false,
      error: parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'),
    };
  }
  return { ok: true, data: parsed.data };
}

// Everything a product hangs off; CASCADE also empties tables of other features that reference them.
const CATALOGUE_TABLES = [
  'product_specifications',
  'product_attribute_values',
  'products',
  'specifications',
  'specification_groups',
  'attribute_values',
  'attributes',
  'brands',
  'categories',
  'collections',
  'search_vocabulary',
];

export async function resetCatalogue(handle: DbHandle): Promise<void> {
  await handle.exclusive((conn) => conn.exec(`TRUNCATE ${CATALOGUE_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
}

export interface SeedCliIo {
  env: NodeJS.ProcessEnv;
  stderr: { write(text: string): unknown; isTTY?: boolean };
  createSearchEngine: (config: Config, db: Database) => Promise<SearchEngine>;
}

/** A search engine stand-in while seeding: the index is rebuilt once at the end, not after each step. */
function deferredSearchEngine(): SearchEngine {
  const never = () => Promise.reject(new Error('not available while seeding'));
  return {
    name: 'database',
    publicKey: never,
    indexProducts: async () => {},
    reindexAll: async () => {},
    health: async () => false,
    close: async () => {},
  };
}

export function progressLine({ done, total }: SyntheticProgress, elapsedMs: number): string {
  const percent = total ? Math.floor((done / total) * 100) : 100;
  const rate = elapsedMs > 0 ? Math.round((done / elapsedMs) * 1000) : 0;
  const fmt = (n: number) => n.toLocaleString('en-US');
  return `synthetic products ${fmt(done)} / ${fmt(total)}  ${percent}%  ${fmt(rate)}/s`;
}

/** Runs the seed command; returns the process exit code. */
export async function runSeedCli(argv: string[], io: SeedCliIo): Promise<number> {
  const say = (line: string) => io.stderr.write(`${line}\n`);
  const args = parseSeedArgs(argv);
  if (!args.ok) {
    say(`${args.error}\n\n${USAGE}`);
    return 2;
  }
  if (args.data.help) {
    say(USAGE);
    return 0;
  }

  let config: Config;
  try {
    // npm runs workspace scripts inside apps/api; resolve DATA_DIR from the repository root as `npm start`
    // does, so both use the same PGlite database.
    config = loadConfig({ ...io.env, DATA_DIR: path.resolve(REPOSITORY_ROOT, io.env.DATA_DIR ?? '.data') });
  } catch (error) {
    say((error as Error).message);
    return 2;
  }
  if (config.NODE_ENV === 'production') {
    say('NODE_ENV=production: the demo shop and its public vouchers are never seeded in production');
    return 2;
  }
  const handle = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  say(`database: ${handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`);
  try {
    const ran = await migrate(handle);
    if (ran.length) say(`migrations applied: ${ran.join(', ')}`);
    if (args.data.reset) {
      await resetCatalogue(handle);
      say('catalogue emptied');
    }
    const started = performance.now();
    const seeded = await seedDemoShopIfEmpty(handle, deferredSearchEngine());
    say(seeded ? `demo shop seeded in ${Math.round(performance.now() - started)} ms` : 'demo shop already present');

    if (args.data.products) {
      const syntheticStart = performance.now();
      let lastPrint = 0;
      const result = await seedSyntheticProducts(handle, {
        products: args.data.products,
        onProgress: (progress) => {
          const elapsed = performance.now() - syntheticStart;
          const line = progressLine(progress, elapsed);
          if (io.stderr.isTTY) {
            io.stderr.write(`\r${line}\x1b[K`);
          } else if (progress.done === progress.total || elapsed - lastPrint >= 5000) {
            // A log file gets a line every few seconds rather than one per batch.
            lastPrint = elapsed;
            say(line);
          }
        },
      });
      if (io.stderr.isTTY) io.stderr.write('\n');
      if (!result.ok) {
        say(`synthetic products not added: ${result.error}`);
        return 1;
      }
      const seconds = (performance.now() - syntheticStart) / 1000;
      say(
        `added ${result.data.inserted.toLocaleString('en-US')} synthetic products (ids ${result.data.firstId}–${result.data.lastId}) in ${seconds.toFixed(1)} s`,
      );
    }

    let search: SearchEngine;
    try {
      search = await io.createSearchEngine(config, handle.db);
    } catch (error) {
      say(
        `The data is in the database, but the search index was NOT rebuilt: the search engine could not start (${(error as Error).message}).\n` +
          'Search results will be stale or empty until `npm run seed` runs again with a working search engine.',
      );
      return 1;
    }
    try {
      const indexStart = performance.now();
      say('rebuilding the search index…');
      await search.reindexAll();
      say(`search index rebuilt in ${((performance.now() - indexStart) / 1000).toFixed(1)} s`);
    } catch (error) {
      say(`The data is in the database, but rebuilding the search index failed: ${(error as Error).message}`);
      return 1;
    } finally {
      await search.close();
    }
    return 0;
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
  runSeedCli(process.argv.slice(2), { env: process.env, stderr: process.stderr, createSearchEngine }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
