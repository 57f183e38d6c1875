// Search relevance on the demo catalogue: every query of bench/relevance/queries.ts through each built-in engine,
// scored by recall@10 (the share of the relevant products on the first page of ten) and MRR (one over the rank
// of the first relevant product), per phenomenon. Made-up queries score by coming back empty.
// `npm run bench -- --only relevance`, or on its own: `npx tsx bench/relevance.ts`.
import { pathToFileURL } from 'node:url';
import { createSearchEngine } from '../apps/api/src/adapters/search-engine';
import { MemorySearchEngine } from '../apps/api/src/adapters/search-engine/memory-engine';
import type { SearchEngine } from '../apps/api/src/adapters/search-engine/types';
import { loadConfig } from '../apps/api/src/config';
import { queryRows } from '../apps/api/src/db/rows';
import { seedDemoShopIfEmpty } from '../apps/api/src/db/seed/demo';
import { openTestDatabase, type TestBackend } from '../apps/api/src/test/databases';
import { sql } from 'drizzle-orm';
import { RELEVANCE_QUERIES, type Phenomenon, type RelevanceQuery } from './relevance/queries';

const PAGE = 10;

export interface PhenomenonScore {
  phenomenon: Phenomenon;
  queries: number;
  /** Mean recall@10; for 'nonsense', the share of queries that came back empty. */
  recallAt10: number;
  mrr: number;
}

export interface RelevanceResult {
  backend: TestBackend;
  engine: 'database' | 'memory';
  queries: number;
  overall: { recallAt10: number; mrr: number };
  phenomena: PhenomenonScore[];
  /** Queries that missed a relevant product on the first page (or, made up, returned something). */
  misses: { q: string; phenomenon: Phenomenon; missing: string[]; firstRelevantRank: number | null }[];
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

async function scoreEngine(
  engine: SearchEngine,
  skuOf: Map<number, string>,
  queries: RelevanceQuery[],
): Promise<Omit<RelevanceResult, 'backend' | 'engine'>> {
  const perQuery: { query: RelevanceQuery; recall: number; rr: number; missing: string[]; rank: number | null }[] = [];
  for (const query of queries) {
    const found = await engine.search!({ q: query.q, limit: PAGE });
    if (!found.ok) throw new Error(`${query.q}: ${JSON.stringify(found.error)}`);
    const skus = found.data.hits.map((hit) => skuOf.get(hit.id as number) ?? '?');
    if (query.relevant.length === 0) {
      const empty = skus.length === 0 ? 1 : 0;
      perQuery.push({ query, recall: empty, rr: empty, missing: skus, rank: null });
      continue;
    }
    const relevant = new Set(query.relevant);
    const firstIndex = skus.findIndex((sku) => relevant.has(sku));
    const missing = query.relevant.filter((sku) => !skus.includes(sku));
    perQuery.push({
      query,
      recall: (query.relevant.length - missing.length) / query.relevant.length,
      rr: firstIndex < 0 ? 0 : 1 / (firstIndex + 1),
      missing,
      rank: firstIndex < 0 ? null : firstIndex + 1,
    });
  }
  const phenomena = [...new Set(queries.map((q) => q.phenomenon))].map((phenomenon) => {
    const of = perQuery.filter((p) => p.query.phenomenon === phenomenon);
    return {
      phenomenon,
      queries: of.length,
      recallAt10: round3(mean(of.map((p) => p.recall))),
      mrr: round3(mean(of.map((p) => p.rr))),
    };
  });
  const scored = perQuery.filter((p) => p.query.relevant.length > 0);
  return {
    queries: perQuery.length,
    overall: { recallAt10: round3(mean(scored.map((p) => p.recall))), mrr: round3(mean(scored.map((p) => p.rr))) },
    phenomena,
    misses: perQuery
      .filter((p) => p.missing.length > 0 || (p.query.relevant.length > 0 && p.rank !== 1))
      .map((p) => ({ q: p.query.q, phenomenon: p.query.phenomenon, missing: p.missing, firstRelevantRank: p.rank })),
  };
}

/** Seeds the demo shop into a fresh database and scores each engine on it. */
export async function benchRelevance(
  backend: TestBackend,
  engines: ('database' | 'memory')[],
  log: (line: string) => void = () => {},
): Promise<RelevanceResult[]> {
  const handle = await openTestDatabase(backend);
  const results: RelevanceResult[] = [];
  try {
    for (const [i, name] of engines.entries()) {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEARCH_ENGINE: name,
        SEARCH_API_KEY: 'relevance-bench-search-key',
      } as NodeJS.ProcessEnv);
      const engine = await createSearchEngine(config, handle.db);
      try {
        if (i === 0) await seedDemoShopIfEmpty(handle, engine);
        else await engine.reindexAll();
        if (engine instanceof MemorySearchEngine) await engine.ready();
        const rows = await queryRows<{ id: number; sku: string }>(handle.db, sql`SELECT id, sku FROM products`);
        const skuOf = new Map(rows.map((r) => [Number(r.id), r.sku]));
        const scored = await scoreEngine(engine, skuOf, RELEVANCE_QUERIES);
        results.push({ backend, engine: name, ...scored });
        log(
          `  relevance ${backend} ${name}: recall@10 ${scored.overall.recallAt10}, MRR ${scored.overall.mrr} (${scored.queries} queries)`,
        );
      } finally {
        await engine.close();
      }
    }
  } finally {
    await handle.close();
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const backend = (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite') as TestBackend;
  const results = await benchRelevance(backend, ['database', 'memory'], console.error);
  for (const r of results) {
    console.log(`\n${r.backend} ${r.engine}: recall@10 ${r.overall.recallAt10}, MRR ${r.overall.mrr}`);
    for (const p of r.phenomena)
      console.log(`  ${p.phenomenon.padEnd(15)} ${String(p.queries).padStart(3)}  R@10 ${p.recallAt10}  MRR ${p.mrr}`);
    for (const m of r.misses)
      console.log(
        `  miss [${m.phenomenon}] ${m.q}: rank ${m.firstRelevantRank ?? '-'}, missing ${m.missing.join(' ')}`,
      );
  }
}
