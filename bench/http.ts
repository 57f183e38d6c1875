// Throughput benchmarks over real sockets: the catalogue list against a bare Fastify route in the same run,
// and a server-rendered product page of the storefront.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLoad, type LoadResult } from './lib/load';
import { startProcess, startShop, stopProcess, waitForUrl } from './lib/processes';
import { round } from './lib/stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface CatalogueBenchResult {
  backend: 'pglite' | 'postgres';
  bare: LoadResult[];
  catalogue: LoadResult[];
  bareRps: number;
  catalogueRps: number;
  ratio: number;
}

const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Alternates bare and catalogue runs so drift in the machine's load hits both alike. */
export async function benchCatalogue(
  backend: 'pglite' | 'postgres',
  databaseUrl: string | undefined,
  seconds: number,
): Promise<CatalogueBenchResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dukan-bench-'));
  const bare = startProcess(['--import', 'tsx', path.join(root, 'bench/servers/bare-fastify.ts')], { PORT: '4900' });
  const api = startProcess(['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], {
    API_PORT: '4901',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    await waitForUrl('http://127.0.0.1:4900/hello');
    await waitForUrl('http://127.0.0.1:4901/health');
    const bareUrl = 'http://127.0.0.1:4900/hello';
    const catalogueUrl = 'http://127.0.0.1:4901/api/ku/products?limit=20';
    await measureLoad(bareUrl, 2);
    await measureLoad(catalogueUrl, 2);
    const bareRuns: LoadResult[] = [];
    const catalogueRuns: LoadResult[] = [];
    for (let i = 0; i < 2; i++) {
      bareRuns.push(await measureLoad(bareUrl, seconds / 2));
      catalogueRuns.push(await measureLoad(catalogueUrl, seconds / 2));
    }
    const bareRps = average(bareRuns.map((r) => r.requestsPerSecond));
    const catalogueRps = average(catalogueRuns.map((r) => r.requestsPerSecond));
    return {
      backend,
      bare: bareRuns,
      catalogue: catalogueRuns,
      bareRps: round(bareRps, 0),
      catalogueRps: round(catalogueRps, 0),
      ratio: round(catalogueRps / bareRps, 3),
    };
  } finally {
    await stopProcess(api);
    await stopProcess(bare);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface SsrBenchResult {
  page: LoadResult;
  listing: LoadResult;
}

/** Requests per second of server-rendered pages through `npm start` (the storefront built for production). */
export async function benchServerRenderedPages(seconds: number): Promise<SsrBenchResult> {
  const shop = await startShop(4902, 3902);
  try {
    const productUrl = `${shop.webUrl}/ku/products/1`;
    const listingUrl = `${shop.webUrl}/ku/products`;
    await measureLoad(productUrl, 2, 10);
    const page = await measureLoad(productUrl, seconds, 10);
    const listing = await measureLoad(listingUrl, seconds, 10);
    return { page, listing };
  } finally {
    await shop.stop();
  }
}
