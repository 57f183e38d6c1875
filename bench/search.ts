// Search latency at catalogue sizes, on PGlite and PostgreSQL, through the real /search route (app.inject):
// a fresh database per size, the demo shop plus synthetic products, then a fixed mix of realistic queries.
import { sql } from 'drizzle-orm';
import { createSearchEngine } from '../apps/api/src/adapters/search-engine';
import { loadConfig } from '../apps/api/src/config';
import { seedDemoShopIfEmpty } from '../apps/api/src/db/seed/demo';
import { seedSyntheticProducts } from '../apps/api/src/db/seed/synthetic';
import { queryRows } from '../apps/api/src/db/rows';
import { buildServer } from '../apps/api/src/server';
import { openTestDatabase, type TestBackend } from '../apps/api/src/test/databases';
import { percentile, round } from './lib/stats';

export interface SearchBenchResult {
  backend: TestBackend;
  products: number;
  queries: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  seedSeconds: number;
}

/** Queries a shopper would type, built from words that are really in the catalogue. */
function buildQueryMix(titles: string[]): { q: string; filter?: string; facets?: string[] }[] {
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
  log: (line: string) => void,
): Promise<SearchBenchResult> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  const handle = await openTestDatabase(backend);
  try {
    const search = await createSearchEngine(config, handle.db);
    const seedStarted = performance.now();
    await seedDemoShopIfEmpty(handle, search);
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
      await search.reindexAll();
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const app = await buildServer({ config, db: handle.db, search });
    const key = await search.publicKey();
    const titles = (
      await queryRows<{ t: string }>(
        handle.db,
        sql`select title_ku || ' ' || title_en as t from products order by id limit 400`,
      )
    ).map((r) => r.t);
    const mix = buildQueryMix(titles);
    const run = async (i: number) => {
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
    for (let i = 0; i < 40; i++) await run(i);
    const samples: number[] = [];
    for (let i = 0; i < 400; i++) samples.push(await run(i));
    await app.close();
    await search.close();
    return {
      backend,
      products,
      queries: samples.length,
      p50Ms: round(percentile(samples, 50)),
      p95Ms: round(percentile(samples, 95)),
      p99Ms: round(percentile(samples, 99)),
      seedSeconds: round(seedSeconds, 1),
    };
  } finally {
    await handle.close();
  }
}
