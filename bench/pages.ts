// The storefront's pages served from Next's cache: requests per second of the product, home and listing pages
// against a static chunk of the same server, measured in the same run (so the machine's load hits both), and
// how long a price change through the back office's API takes to show on the product page.
//
// Both are requested as a browser asks for them, with `Accept-Encoding: gzip, deflate, br`: the chunk comes as
// its Brotli file, a page as the page cache's Brotli copy (16–20 kB for the demo's pages). The same rounds are run
// again without the header, as autocannon asks by default. Uncompressed, a page is 120–190 kB against the
// chunk's few kB, and on loopback with the client on the same two cores the rates follow the bytes: that
// comparison measures copying, not the server's work, and no browser makes it. Both are reported; the target
// is read on the first.
//
// A shop in a promotion takes orders while it is browsed, and each order tells the storefront its products
// changed. So the product page and the listing are measured again while other products' orders arrive
// (ORDERS_PER_SECOND signed change calls, as the API sends after an order), each against itself without them in
// the same run. An order touches the listing (its stock badges), not the other products' pages.
import { randomBytes } from 'node:crypto';
import { REVALIDATE_PATH, REVALIDATE_SIGNATURE_HEADER, signRevalidation } from '@dukan/core/cache/revalidation';
import { measureLoad, type LoadResult } from './lib/load';
import { cpuTimeMs, startShop, type RunningShop } from './lib/processes';
import { round } from './lib/stats';

/** What every browser sends; the page cache and the static files answer it with a compressed body. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' } as const;

export interface PageThroughput {
  name: 'product' | 'home' | 'listing';
  url: string;
  /** Averages over the rounds; `ratio` is requests/s against the static chunk's in the same rounds. */
  requestsPerSecond: number;
  latencyP50Ms: number;
  ratio: number;
  /** The storefront server's CPU time per request in these runs, in microseconds (when the bench started it). */
  serverCpuUsPerRequest: number | null;
  /** Next's answer to "was this page served from the cache?" on a request after the run. */
  nextCache: string | null;
  runs: LoadResult[];
}

export interface ThroughputComparison {
  staticChunk: {
    url: string;
    requestsPerSecond: number;
    latencyP50Ms: number;
    serverCpuUsPerRequest: number | null;
    runs: LoadResult[];
  };
  pages: PageThroughput[];
}

export interface PagesBenchResult {
  /** Requested with BROWSER_HEADERS: what the target is read on. */
  asBrowsersAsk: ThroughputComparison;
  /** Requested without Accept-Encoding (autocannon's default): reported beside it. */
  uncompressed: ThroughputComparison;
  /** Milliseconds from sending the price change to the first product page that shows the new price. */
  freshnessMs: number | null;
  /** The product page and the listing while other products' orders arrive; null when the change calls cannot be signed. */
  duringOrders: DuringOrders | null;
}

export interface PageDuringOrders {
  name: 'product' | 'listing';
  quiet: { requestsPerSecond: number; latencyP50Ms: number };
  withOrders: { requestsPerSecond: number; latencyP50Ms: number };
  /** withOrders / quiet. */
  ratio: number;
}

export interface DuringOrders {
  ordersPerSecond: number;
  /** Change calls the storefront accepted during the runs. */
  changeCallsAccepted: number;
  pages: PageDuringOrders[];
}

/** The shop's owner in the demo data (seeded on an empty database, never in production). */
const OWNER = { email: 'owner@dukan.test', password: 'Dukan-0wner!' };
const PRODUCT_ID = 1;
/** Orders of the demo's other products, one after another. */
const ORDERED_PRODUCT_IDS = [2, 3, 4, 5, 6];
const ORDERS_PER_SECOND = 20;
const ROUNDS = 2;

const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const kB = (runs: LoadResult[]) => (average(runs.map((r) => r.bytesPerRequest)) / 1000).toFixed(1);

/**
 * Starts the shop on its own ports (through `npm start`'s script), or measures one already running at
 * BENCH_PAGES_URL (started with the demo data, its API's REVALIDATE_SECRET and STOREFRONT_INTERNAL_URLS set;
 * BENCH_REVALIDATE_SECRET, that secret, lets the run during orders sign its change calls).
 */
export async function benchPages(
  seconds: number,
  log: (line: string) => void,
  ports: { api: number; web: number } = { api: 4903, web: 3903 },
): Promise<PagesBenchResult> {
  const running = process.env.BENCH_PAGES_URL;
  // The secret the shop's API signs change calls with: chosen here for a shop this starts, given for another.
  const secret = running ? process.env.BENCH_REVALIDATE_SECRET : randomBytes(32).toString('hex');
  const shop: RunningShop = running
    ? { webUrl: running.replace(/\/$/, ''), stop: async () => {} }
    : await startShop(ports.api, ports.web, { REVALIDATE_SECRET: secret! });
  try {
    const base = shop.webUrl;
    const pages = {
      product: `${base}/ku/products/${PRODUCT_ID}`,
      home: `${base}/ku`,
      listing: `${base}/ku/products`,
    } as const;
    const chunkUrl = await staticChunkOf(pages.home, base);
    const asBrowsersAsk = await compareThroughput(chunkUrl, pages, seconds, BROWSER_HEADERS, shop.storefrontPid, log);
    log('  the same, uncompressed:');
    const uncompressed = await compareThroughput(chunkUrl, pages, seconds, {}, shop.storefrontPid, log);

    let duringOrders: DuringOrders | null = null;
    if (secret) duringOrders = await pagesDuringOrders(base, pages, secret, seconds, log);
    else log('  the pages during orders: not measured (BENCH_REVALIDATE_SECRET not set)');

    let freshnessMs: number | null = null;
    try {
      freshnessMs = await priceChangeShows(base, pages.product, log);
    } catch (error) {
      log(`  freshness check failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    return { asBrowsersAsk, uncompressed, freshnessMs, duringOrders };
  } finally {
    await shop.stop();
  }
}

/**
 * The pages against the static chunk, in alternating rounds, every request carrying `headers`.
 * The first visit renders and caches each page; the runs measure what every later visitor gets.
 *
 * autocannon is one process on the same two cores, and with 20–30 kB answers it is the first to saturate (the
 * storefront's own profile showed it idle most of a page run). So beside the rates, the storefront's CPU time
 * per request is measured: what a page from the cache costs the server against a file from disk.
 */
async function compareThroughput(
  chunkUrl: string,
  pages: Record<PageThroughput['name'], string>,
  seconds: number,
  headers: Record<string, string>,
  serverPid: number | undefined,
  log: (line: string) => void,
): Promise<ThroughputComparison> {
  for (const url of [chunkUrl, ...Object.values(pages)]) await measureLoad(url, 2, 10, headers);
  const cpuMs: Record<string, number> = {};
  const requests: Record<string, number> = {};
  const measured = async (key: string, url: string, perRun: number) => {
    const before = serverPid === undefined ? undefined : cpuTimeMs(serverPid);
    const result = await measureLoad(url, perRun, 10, headers);
    const after = serverPid === undefined ? undefined : cpuTimeMs(serverPid);
    if (before !== undefined && after !== undefined) {
      cpuMs[key] = (cpuMs[key] ?? 0) + (after - before);
      requests[key] = (requests[key] ?? 0) + result.requestsPerSecond * perRun;
    }
    return result;
  };
  const cpuUsPerRequest = (key: string) =>
    cpuMs[key] !== undefined && requests[key] ? round((cpuMs[key]! * 1000) / requests[key]!, 0) : null;
  const chunkRuns: LoadResult[] = [];
  const pageRuns: Record<PageThroughput['name'], LoadResult[]> = { product: [], home: [], listing: [] };
  const perRun = Math.max(1, seconds / ROUNDS);
  for (let round = 0; round < ROUNDS; round++) {
    chunkRuns.push(await measured('chunk', chunkUrl, perRun));
    for (const name of Object.keys(pages) as PageThroughput['name'][]) {
      pageRuns[name].push(await measured(name, pages[name], perRun));
    }
  }
  const chunkRps = average(chunkRuns.map((r) => r.requestsPerSecond));
  const cpu = (us: number | null) => (us === null ? '' : `, server ${us} µs CPU each`);
  const chunkSummary = `${Math.round(chunkRps)} req/s (${kB(chunkRuns)} kB${cpu(cpuUsPerRequest('chunk'))})`;
  const results: PageThroughput[] = [];
  for (const name of Object.keys(pages) as PageThroughput['name'][]) {
    const runs = pageRuns[name];
    const rps = average(runs.map((r) => r.requestsPerSecond));
    const check = await fetch(pages[name], { headers });
    await check.arrayBuffer();
    results.push({
      name,
      url: pages[name],
      requestsPerSecond: round(rps, 0),
      latencyP50Ms: round(average(runs.map((r) => r.latencyP50Ms)), 1),
      ratio: round(rps / chunkRps, 3),
      serverCpuUsPerRequest: cpuUsPerRequest(name),
      nextCache: check.headers.get('x-nextjs-cache'),
      runs,
    });
    log(
      `  ${name}: ${Math.round(rps)} req/s (${kB(runs)} kB${cpu(cpuUsPerRequest(name))}) vs static chunk ${chunkSummary}`,
    );
  }
  return {
    staticChunk: {
      url: chunkUrl,
      requestsPerSecond: round(chunkRps, 0),
      latencyP50Ms: round(average(chunkRuns.map((r) => r.latencyP50Ms)), 1),
      serverCpuUsPerRequest: cpuUsPerRequest('chunk'),
      runs: chunkRuns,
    },
    pages: results,
  };
}

/**
 * The product page's and the listing's rates with no changes, then while other products' orders arrive: every
 * 1/ORDERS_PER_SECOND s a signed change call names one of them, as the API's would after an order.
 */
async function pagesDuringOrders(
  base: string,
  pages: Record<PageDuringOrders['name'], string>,
  secret: string,
  seconds: number,
  log: (line: string) => void,
): Promise<DuringOrders> {
  const perRun = Math.max(1, seconds / ROUNDS);
  let accepted = 0;
  let sent = 0;
  const order = async () => {
    const productId = ORDERED_PRODUCT_IDS[sent++ % ORDERED_PRODUCT_IDS.length];
    const body = JSON.stringify({ tags: [`product:${productId}`], at: Date.now() });
    const res = await fetch(`${base}${REVALIDATE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_SIGNATURE_HEADER]: signRevalidation(secret, body) },
      body,
    });
    await res.arrayBuffer();
    if (res.ok) accepted++;
  };
  const summary = (runs: LoadResult[]) => ({
    requestsPerSecond: round(average(runs.map((r) => r.requestsPerSecond)), 0),
    latencyP50Ms: round(average(runs.map((r) => r.latencyP50Ms)), 1),
  });
  const results: PageDuringOrders[] = [];
  for (const name of ['product', 'listing'] as const) {
    const url = pages[name];
    const quiet: LoadResult[] = [];
    const withOrders: LoadResult[] = [];
    await measureLoad(url, 1, 10, BROWSER_HEADERS);
    for (let round = 0; round < ROUNDS; round++) {
      quiet.push(await measureLoad(url, perRun, 10, BROWSER_HEADERS));
      const timer = setInterval(() => void order().catch(() => {}), 1000 / ORDERS_PER_SECOND);
      try {
        withOrders.push(await measureLoad(url, perRun, 10, BROWSER_HEADERS));
      } finally {
        clearInterval(timer);
      }
    }
    const result = { name, quiet: summary(quiet), withOrders: summary(withOrders) };
    const ratio = round(result.withOrders.requestsPerSecond / result.quiet.requestsPerSecond, 3);
    log(
      `  ${name} page during ${ORDERS_PER_SECOND} orders/s of other products: ${result.withOrders.requestsPerSecond} req/s ` +
        `(p50 ${result.withOrders.latencyP50Ms} ms) against ${result.quiet.requestsPerSecond} without ` +
        `(${(ratio * 100).toFixed(0)}%)`,
    );
    results.push({ ...result, ratio });
  }
  log(`  ${accepted} change calls accepted`);
  return { ordersPerSecond: ORDERS_PER_SECOND, changeCallsAccepted: accepted, pages: results };
}

/**
 * Turbopack's runtime chunk, which the home page loads: a file Next serves from disk, the floor for this server.
 * Until session 45 this was the first chunk in the page, Next's start-up chunk (8 kB, 1.9 kB of Brotli). Since
 * React DOM was merged into that one (next.config.ts) it is 253 kB, and the comparison would measure copying; the
 * runtime (10 kB, 3.5 kB of Brotli) is the chunk of the page closest to what the earlier runs compared against.
 */
async function staticChunkOf(pageUrl: string, base: string): Promise<string> {
  const html = await (await fetch(pageUrl)).text();
  const chunk = /\/_next\/static\/chunks\/turbopack-[^"'\s]+\.js/.exec(html)?.[0];
  if (!chunk) throw new Error(`no Turbopack runtime chunk in ${pageUrl}`);
  return `${base}${chunk}`;
}

async function json(response: Response): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Signs the owner in through the back office's API with the code the development outbox received. */
async function ownerToken(base: string): Promise<string> {
  const since = Date.now();
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const started = await json(await post('/api/admin/auth/login?lang=en', OWNER));
  const verifyId = started.verify_id as string;
  let code: string | null = null;
  for (let i = 0; i < 50 && !code; i++) {
    const outbox = (await (await fetch(`${base}/auth/dev/outbox?to=${encodeURIComponent(OWNER.email)}`)).json()) as {
      code: string | null;
      createdAt: string;
    }[];
    code = outbox.find((m) => m.code && Date.parse(m.createdAt) >= since - 1000)?.code ?? null;
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error('no sign-in code in the outbox');
  const tokens = await json(await post('/api/admin/auth/verify?lang=en', { verify_id: verifyId, code }));
  return tokens.accessToken as string;
}

/** The price in the product page's structured data (a whole number of dinars). */
function pagePrice(html: string): number | null {
  const match = /"price":(\d+)/.exec(html);
  return match ? Number(match[1]) : null;
}

/**
 * Changes the product's price through the back office's API and polls its page until the new price shows;
 * then puts the old price back. Milliseconds from sending the change to the first page with the new price
 * (the API tells the storefront before it answers, so the first view after the answer is usually fresh).
 */
async function priceChangeShows(base: string, pageUrl: string, log: (line: string) => void): Promise<number> {
  const token = await ownerToken(base);
  const before = pagePrice(await (await fetch(pageUrl)).text());
  if (before === null) throw new Error('no price on the product page');
  const patch = (price: number) =>
    fetch(`${base}/api/admin/products/${PRODUCT_ID}?lang=en`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ price }),
    }).then(json);
  const changed = before + 250;
  const start = performance.now();
  await patch(changed);
  try {
    for (;;) {
      const elapsed = performance.now() - start;
      if (pagePrice(await (await fetch(pageUrl)).text()) === changed) {
        log(`  price change shown after ${Math.round(elapsed)} ms`);
        return round(elapsed, 0);
      }
      if (elapsed > 60_000) throw new Error('the new price did not show within 60 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await patch(before);
  }
}
