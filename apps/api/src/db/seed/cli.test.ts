import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { parseSeedArgs, progressLine, runSeedCli, USAGE } from './cli';
import { recordingSearchEngine } from './recording-search-engine';

describe('seed CLI arguments', () => {
  it('accepts products, reset and help', () => {
    expect(parseSeedArgs([])).toEqual({ ok: true, data: { reset: false, help: false } });
    expect(parseSeedArgs(['--products', '100000', '--reset'])).toEqual({
      ok: true,
      data: { products: 100000, reset: true, help: false },
    });
    expect(parseSeedArgs(['--products=100_000'])).toMatchObject({ ok: true, data: { products: 100000 } });
    expect(parseSeedArgs(['--products', '100,000'])).toMatchObject({ ok: true, data: { products: 100000 } });
    expect(parseSeedArgs(['-h'])).toMatchObject({ ok: true, data: { help: true } });
  });

  it('rejects anything else with a reason', () => {
    for (const argv of [
      ['--products', 'many'],
      ['--products', '0'],
      ['--products', '1.5'],
      ['--products', '2000000'],
      ['--products'],
      ['--prodcts', '5'],
      ['extra'],
    ]) {
      const parsed = parseSeedArgs(argv);
      expect(parsed.ok, argv.join(' ')).toBe(false);
      if (!parsed.ok) expect(parsed.error.length).toBeGreaterThan(0);
    }
  });

  it('formats progress with count, percent and rate', () => {
    expect(progressLine({ done: 45000, total: 100000 }, 15000)).toBe(
      'synthetic products 45,000 / 100,000  45%  3,000/s',
    );
  });
});

describe('seed CLI on PGlite', () => {
  let dataDir: string;
  let output: string;
  const stderr = { write: (text: string) => (output += text), isTTY: false };
  const env = () => ({ DATA_DIR: dataDir, NODE_ENV: 'test' as const });

  async function productCount(): Promise<number> {
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const { rows } = (await handle.db.execute('SELECT count(*)::int AS n FROM products')) as unknown as {
        rows: { n: number }[];
      };
      return rows[0]!.n;
    } finally {
      await handle.close();
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dukan-seed-cli-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints usage and exits 2 on bad arguments, without touching the database', async () => {
    output = '';
    const code = await runSeedCli(['--products', 'lots'], {
      env: env(),
      stderr,
      createSearchEngine: async () => recordingSearchEngine(),
    });
    expect(code).toBe(2);
    expect(output).toContain(USAGE);
  });

  it('migrates, seeds the demo shop, adds synthetic products and rebuilds the index once', async () => {
    output = '';
    const search = recordingSearchEngine();
    const code = await runSeedCli(['--products', '150'], {
      env: env(),
      stderr,
      createSearchEngine: async () => search,
    });
    expect(output).toContain('demo shop seeded');
    expect(output).toContain('synthetic products 150 / 150  100%');
    expect(output).toContain('search index rebuilt');
    expect(code).toBe(0);
    expect(search.reindexCalls).toBe(1);
    expect(await productCount()).toBe(89 + 150);
    // A cold PGlite data directory runs every migration first: slow on a loaded two-core machine.
  }, 90_000);

  it('says clearly when the search engine is not available, and exits 1', async () => {
    output = '';
    const code = await runSeedCli([], {
      env: env(),
      stderr,
      createSearchEngine: async () => {
        throw new Error('search engine not implemented yet');
      },
    });
    expect(code).toBe(1);
    expect(output).toContain('demo shop already present');
    expect(output).toContain('search index was NOT rebuilt');
    expect(output).toContain('search engine not implemented yet');
  });

  it('--reset empties the catalogue and seeds the demo shop again', async () => {
    output = '';
    const code = await runSeedCli(['--reset'], {
      env: env(),
      stderr,
      createSearchEngine: async () => recordingSearchEngine(),
    });
    expect(code).toBe(0);
    expect(output).toContain('catalogue emptied');
    expect(output).toContain('demo shop seeded');
    expect(await productCount()).toBe(89);
  });
});
