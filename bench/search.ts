// Search latency at catalogue sizes, on PGlite and PostgreSQL, through the real /search route (app.inject):
// a fresh database per size, the demo shop plus synthetic products, then a fixed mix of realistic queries, for
// each built-in engine on the same database. The engines take turns in rounds so a shared, busy machine weighs
// on them alike; the in-memory engine's load time and memory are measured too.
import { sql } from 'drizzle-orm';
import { createSearchEngine } from '../apps/api/src/adapters/search-engine';
import { MemorySearchEngine } from '../apps/api/src/adapters/search-engine/memory-engine';
import { loadConfig } from '../apps/api/src/config';
import { seedDemoShopIfEmpty } from '../apps/api/src/db/seed/demo';
import { seedSyntheticProducts } from '../apps/api/src/db/seed/synthetic';
import { queryRows } from '../apps/api/src/db/rows';
import { buildServer } from '../apps/api/src/server';
import { openTestDatabase, type TestBackend } from '../apps/api/src/test/databases';
import { percentile, round } from './lib/stats';

export type SearchEngineName = 'database' | 'memory';

export interface SearchBenchResult {
  backend: TestBackend;
  engine: SearchEngineName;
  products: number;
  queries: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  seedSeconds: number;
  /** In-memory engine: seconds from start to a loaded index, and the process RSS it added (MB). */
  loadSeconds?: number;
  rssDeltaMb?: number;
}

const ROUNDS = 4;
const QUERIES_PER_ROUND = 100;

/** Queries a shopper would type, built from words that are really in the catalogue. */
export function buildQueryMix(titles: string[]): { q: string; filter?: string; facets?: string[] }[] {
  const words = titles.flatMap((t) => t.split(/\s+/)).filter((w) => w.length >= 3);
  const pick = (i: number) => words[(i * 7919) % words.length]!;
  const toArabicSpelling = (w: string) => w.replace(/ی/g, 'ي').replace(/ک/g, 'ك').replace(/ە/g, 'ة');
  const typo = (w: string) => (w.length >= 5 ? w.slice(0, 2) + w[3] + w[2] + w.slice(4) : w);
  const mix: { q: string; filter?: string; facets?: string[] }[] = [];
  for (let i = 0; i < 40; i++) {
    const w = pick(i);
    switch (i % 8) {
      case 0:
        mix.push({ q: w });
        break;
      case 1:
        mix.push({ q: toArabicSpelling(w) });
        break;
      case 2:
        mix.push({ q: typo(w) });
        break;
      case 3:
        mix.push({ q: w.slice(0, Math.max(2, Math.ceil(w.length / 2))) });
        break;
      case 4:
        mix.push({ q: `${w} ${pick(i + 101)}` });
        break;
      case 5:
        mix.push({ q: w, filter: 'price >= 10000 AND in_stock = true' });
        break;
      case 6:
        mix.push({ q: w, facets: ['category_id', 'collection_id', 'values', 'brand'] });
        break;
      default:
        mix.push({ q: '', filter: 'discounted = true', facets: ['category_id'] });
    }
  }
  return mix;
}

export async function benchSearch(
  backend: TestBackend,
  products: number,
  engines: SearchEngineName[],
  log: (line: string) => void,
): Promise<SearchBenchResult[]> {
  const configFor = (engine: SearchEngineName) =>
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEARCH_ENGINE: engine } as NodeJS.ProcessEnv);
  const handle = await openTestDatabase(backend);
  // Closed in reverse order: servers, then engines (which may still be polling), then the database.
  const closers: (() => Promise<unknown>)[] = [];
  try {
    const seeding = await createSearchEngine(configFor('database'), handle.db);
    const seedStarted = performance.now();
    await seedDemoShopIfEmpty(handle, seeding);
    const demo = Number(
      (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from products`))[0]!.n,
    );
    if (products > demo) {
      let lastLogged = 0;
      await seedSyntheticProducts(handle, {
        products: products - demo,
        onProgress: ({ done, total }) => {
          if (Date.now() - lastLogged > 5000) {
            lastLogged = Date.now();
            log(`  ${backend} ${products}: seeded ${done}/${total}`);
          }
        },
      });
      await seeding.reindexAll();
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    await seeding.close();

    const runners: {
      engine: SearchEngineName;
      run: (i: number) => Promise<number>;
      samples: number[];
      loadSeconds?: number;
      rssDeltaMb?: number;
    }[] = [];
    for (const engine of engines) {
      const config = configFor(engine);
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      const loadStarted = performance.now();
      const search = await createSearchEngine(config, handle.db);
      closers.push(() => search.close());
      const runner: (typeof runners)[number] = { engine, run: async () => 0, samples: [] };
      if (search instanceof MemorySearchEngine) {
        await search.ready();
        runner.loadSeconds = round((performance.now() - loadStarted) / 1000, 1);
        global.gc?.();
        runner.rssDeltaMb = Math.round((process.memoryUsage().rss - rssBefore) / 1e6);
        log(`  ${backend} ${products}: memory index loaded in ${runner.loadSeconds} s, RSS +${runner.rssDeltaMb} MB`);
      }
      const app = await buildServer({ config, db: handle.db, search });
      closers.push(() => app.close());
      const key = await search.publicKey();
      const titles = (
        await queryRows<{ t: string }>(
          handle.db,
          sql`select title_ku || ' ' || title_en as t from products order by id limit 400`,
        )
      ).map((r) => r.t);
      const mix = buildQueryMix(titles);
      runner.run = async (i: number) => {
        const body = mix[i % mix.length]!;
        const started = performance.now();
        const res = await app.inject({
          method: 'POST',
          url: '/search/indexes/products/search',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          payload: { ...body, limit: 20, attributesToHighlight: ['title_ku', 'title_ar', 'title_en'] },
        });
        const elapsed = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`search failed (${res.statusCode}): ${res.body.slice(0, 300)}`);
        return elapsed;
      };
      for (let i = 0; i < 40; i++) await runner.run(i);
      runners.push(runner);
    }
    for (let r = 0; r < ROUNDS; r++) {
      for (const runner of runners) {
        for (let i = 0; i < QUERIES_PER_ROUND; i++) runner.samples.push(await runner.run(r * QUERIES_PER_ROUND + i));
      }
    }
    return runners.map((runner) => ({
      backend,
      engine: runner.engine,
      products,
      queries: runner.samples.length,
      p50Ms: round(percentile(runner.samples, 50)),
      p95Ms: round(percentile(runner.samples, 95)),
      p99Ms: round(percentile(runner.samples, 99)),
      seedSeconds: round(seedSeconds, 1),
      ...(runner.loadSeconds !== undefined ? { loadSeconds: runner.loadSeconds, rssDeltaMb: runner.rssDeltaMb } : {}),
    }));
  } finally {
    for (const close of closers.reverse()) await close();
    await handle.close();
  }
}
