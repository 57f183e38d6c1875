// `npm run bench [-- --only search,relevance,catalogue,ssr,pages,checkout,csv-import] [--sizes 10000,100000] [--backends pglite,postgres] [--seconds 10]
//   [--engines database,memory]`
// Writes bench/results/<name>.json and prints a table with each target, met or not.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchCatalogue, benchServerRenderedPages, type CatalogueBenchResult, type SsrBenchResult } from './http';
import { benchCheckout } from './checkout';
import { benchCsvImport } from './csv-import';
import { benchPages, type PagesBenchResult } from './pages';
import { benchRelevance, type RelevanceResult } from './relevance';
import { benchSearch, type SearchBenchResult, type SearchEngineName } from './search';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'bench/results');
mkdirSync(resultsDir, { recursive: true });

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'search,relevance,catalogue,ssr,pages,checkout,csv-import' },
    sizes: { type: 'string', default: '10000,100000' },
    backends: { type: 'string', default: 'pglite,postgres' },
    seconds: { type: 'string', default: '10' },
    engines: { type: 'string', default: 'database,memory' },
  },
});
const only = new Set(values.only!.split(','));
const sizes = values.sizes!.split(',').map(Number);
const seconds = Number(values.seconds);
const engines = values.engines!.split(',') as SearchEngineName[];
if (!engines.every((e) => e === 'database' || e === 'memory'))
  throw new Error('--engines takes database and/or memory');
const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const backends = values.backends!.split(',') as ('pglite' | 'postgres')[];
if (backends.includes('postgres') && !(await postgresReachable())) {
  console.warn(`PostgreSQL at ${postgresUrl} is not reachable: measuring PGlite only.`);
  backends.splice(backends.indexOf('postgres'), 1);
}
// openTestDatabase makes a fresh PostgreSQL database from this URL and drops it afterwards.
process.env.TEST_DATABASE_URL = postgresUrl;

const log = (line: string) => console.error(line);
const save = (name: string, data: unknown) =>
  writeFileSync(
    path.join(resultsDir, `${name}.json`),
    JSON.stringify({ measuredAt: new Date().toISOString(), data }, null, 2),
  );
const rows: [string, string, string, string][] = [];

if (only.has('search')) {
  const results: SearchBenchResult[] = [];
  for (const backend of backends) {
    for (const size of sizes) {
      log(`search: ${backend}, ${size} products, engines ${engines.join(', ')}…`);
      for (const r of await benchSearch(backend, size, engines, log)) {
        results.push(r);
        const load = r.loadSeconds !== undefined ? `, load ${r.loadSeconds} s, RSS +${r.rssDeltaMb} MB` : '';
        // Printed at once too: a long run that is stopped later still leaves its figures.
        log(`  ${backend} ${size} ${r.engine}: p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, p99 ${r.p99Ms} ms${load}`);
        // The in-memory engine is held to 10 ms (issue 16), the database engine to 25.
        const limitMs = r.engine === 'memory' ? 10 : 25;
        const target = backend === 'postgres' && size >= 100_000 ? `p95 ≤ ${limitMs} ms` : '';
        const met = target ? (r.p95Ms <= limitMs ? 'met' : 'NOT met') : '';
        rows.push([
          `search ${backend} ${size.toLocaleString('en')} ${r.engine}`,
          `p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, p99 ${r.p99Ms} ms${load}`,
          target,
          met,
        ]);
      }
      save('search', results);
    }
  }
  save('search', results);
}

if (only.has('relevance')) {
  // The demo catalogue is small: PGlite is enough, and both engines must score alike.
  log('relevance: demo catalogue, engines ' + engines.join(', ') + '…');
  const results: RelevanceResult[] = await benchRelevance('pglite', engines, log);
  for (const r of results) {
    rows.push([
      `relevance ${r.engine} (${r.queries} queries)`,
      `recall@10 ${r.overall.recallAt10}, MRR ${r.overall.mrr}`,
      'recall@10 ≥ 0.97, MRR ≥ 0.93',
      r.overall.recallAt10 >= 0.97 && r.overall.mrr >= 0.93 ? 'met' : 'NOT met',
    ]);
    for (const p of r.phenomena) {
      rows.push([`  ${p.phenomenon} (${p.queries})`, `recall@10 ${p.recallAt10}, MRR ${p.mrr}`, '', '']);
    }
  }
  save('relevance', results);
}

if (only.has('catalogue')) {
  const results: CatalogueBenchResult[] = [];
  for (const backend of backends) {
    log(`catalogue: ${backend}…`);
    const r = await benchCatalogue(backend, backend === 'postgres' ? postgresUrl : undefined, seconds);
    results.push(r);
    rows.push([
      `catalogue list ${backend}`,
      `${r.catalogueRps} req/s vs bare ${r.bareRps} req/s = ${(r.ratio * 100).toFixed(1)}%`,
      '≥ 40%',
      r.ratio >= 0.4 ? 'met' : 'NOT met',
    ]);
  }
  save('catalogue', results);
}

if (only.has('ssr')) {
  log('server-rendered pages…');
  const r: SsrBenchResult = await benchServerRenderedPages(seconds);
  rows.push([
    'SSR product page',
    `${Math.round(r.page.requestsPerSecond)} req/s (p50 ${r.page.latencyP50Ms} ms)`,
    '',
    '',
  ]);
  rows.push([
    'SSR listing page',
    `${Math.round(r.listing.requestsPerSecond)} req/s (p50 ${r.listing.latencyP50Ms} ms)`,
    '',
    '',
  ]);
  save('ssr', r);
}

const serverCpu = (us: number | null) => (us === null ? '' : `, server ${us} µs CPU/req`);

if (only.has('pages')) {
  log('pages from the cache vs a static chunk of the same server…');
  const r: PagesBenchResult = await benchPages(seconds, log);
  for (const [label, comparison, target] of [
    ['as browsers ask', r.asBrowsersAsk, true],
    ['uncompressed', r.uncompressed, false],
  ] as const) {
    rows.push([
      `static chunk, ${label} (same server)`,
      `${comparison.staticChunk.requestsPerSecond} req/s (p50 ${comparison.staticChunk.latencyP50Ms} ms)` +
        serverCpu(comparison.staticChunk.serverCpuUsPerRequest),
      '',
      '',
    ]);
    for (const p of comparison.pages) {
      const met = p.ratio >= 0.25 && p.latencyP50Ms < 15;
      rows.push([
        `${p.name} page, ${label} (cache: ${p.nextCache ?? 'none'})`,
        `${p.requestsPerSecond} req/s = ${(p.ratio * 100).toFixed(1)}% of the chunk, p50 ${p.latencyP50Ms} ms` +
          serverCpu(p.serverCpuUsPerRequest),
        target ? '≥ 25%, p50 < 15 ms' : '(reported)',
        target ? (met ? 'met' : 'NOT met') : '',
      ]);
    }
  }
  const orders = r.duringOrders;
  if (orders === null) rows.push(['pages during orders', 'not measured (see the log)', '(reported)', '']);
  else
    for (const p of orders.pages) {
      rows.push([
        `${p.name} page during ${orders.ordersPerSecond} orders/s of other products`,
        `${p.withOrders.requestsPerSecond} req/s = ${(p.ratio * 100).toFixed(0)}% of it without orders ` +
          `(${p.quiet.requestsPerSecond}), p50 ${p.withOrders.latencyP50Ms} ms`,
        '(reported)',
        '',
      ]);
    }
  rows.push([
    'price change → product page',
    r.freshnessMs === null ? 'not measured (see the log)' : `${r.freshnessMs} ms`,
    '≤ 2000 ms',
    r.freshnessMs !== null && r.freshnessMs <= 2000 ? 'met' : 'NOT met',
  ]);
  save('pages', r);
}

if (only.has('checkout')) {
  if (!backends.includes('postgres')) {
    log('checkout: needs PostgreSQL (row locks under real concurrency); not measured.');
  } else {
    const r = await benchCheckout(postgresUrl, Math.max(seconds, 5), log);
    rows.push([
      `checkout postgres ${r.buyers} buyers`,
      `${r.ordersPerSecond} orders/s (${r.ordersPlaced} in ${r.seconds} s), p50 ${r.orderP50Ms} ms, p95 ${r.orderP95Ms} ms, ${r.refusedOutOfStock} refused out of stock, ${r.otherFailures} other failures`,
      '',
      '',
    ]);
    rows.push([
      'checkout oversell',
      `${r.oversold} units oversold, ${r.negativeStockProducts} products below 0 (${r.unitsSold} of ${r.unitsInStockBefore} units sold)`,
      '0',
      r.oversold === 0 && r.negativeStockProducts === 0 ? 'met' : 'NOT met',
    ]);
    save('checkout', r);
  }
}

if (only.has('csv-import')) {
  const r = await benchCsvImport(backends.includes('postgres') ? 'postgres' : 'pglite', 10_000, log);
  rows.push([
    `csv import ${r.backend} ${r.rows.toLocaleString('en')} rows`,
    `${r.seconds} s, ${r.rowsPerSecond} rows/s, ${r.created} created, ${r.malformedReported} of ${r.malformedPlanted} malformed rows reported`,
    '< 60 s',
    r.seconds < 60 && r.malformedReported === r.malformedPlanted ? 'met' : 'NOT met',
  ]);
  save('csv-import', r);
}

const widths = [0, 1, 2, 3].map((i) =>
  Math.max(...[['benchmark', 'measured', 'target', ''], ...rows].map((r) => r[i]!.length)),
);
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
console.log(`\n${line(['benchmark', 'measured', 'target', ''])}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
for (const r of rows) console.log(line(r));
