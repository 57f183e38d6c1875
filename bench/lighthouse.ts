// `npm run lighthouse`: Lighthouse (mobile, the default form factor and simulated throttling) on the home,
// listing and product pages of the production storefront, in Debian's Chromium. Writes
// bench/results/lighthouse.json.
//
// Lighthouse multiplies the main-thread work it observes by four, so its score moves with whatever else the
// machine is doing. Each round therefore also measures a control, a bare Next.js page with no code of its own
// (bench/servers/bare-next), and the rounds interleave the pages: the control's score is what the framework
// alone reaches on this machine in this run. LIGHTHOUSE_ROUNDS (default 3) sets the number of rounds, after a
// warm-up pass that is not counted; the table shows each page's median round. Under it, per page over the rounds:
// the late first paints, the blocking time by where it ran (bench/lib/blocking.ts), the points each metric cost
// (bench/lib/points-lost.ts) and LCP by round.
//
// By default the pages come straight from `npm start`'s servers, over plain HTTP/1.1. LIGHTHOUSE_VIA=nginx puts the
// deployed front door in front of both the shop and the control (deploy/nginx/nginx.conf, a self-signed
// certificate, TLS and HTTP/2), as a deployed shop's shoppers get the pages, and writes lighthouse-nginx.json.
// The difference matters to Lighthouse's simulated LCP: over HTTP/1.1 it queues the page's requests on six
// connections, each starting slowly, and over HTTP/2 it sends them all on the document's connection.
//
// LIGHTHOUSE_CPU_QUOTA=0.75 runs everything (servers, nginx, Chrome) on 0.75 of a core in all (bench/lib/cpu-quota.ts,
// root only): a fast machine then scores as the slow ones do, so a change meant for them can be measured on it.
//
// LIGHTHOUSE_VS=<folder> measures another built checkout of the shop beside ours (bench/lib/other-build.ts): its
// storefront runs on the same API (behind an nginx of its own with LIGHTHOUSE_VIA=nginx), and its home, listing and
// product, named "home (vs)" and so on, are measured in the same rounds, each next to ours. The targets are read
// on our pages only.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from './lib/stats';
import { BLOCKING_SOURCES, blockingBySource, type BlockingSource, type LongTask } from './lib/blocking';
import { pointsLost, SCORED_METRICS, type ScoredMetric } from './lib/points-lost';
import { startProcess, startShop, stopProcess, waitForUrl } from './lib/processes';
import { startLocalNginx } from '../scripts/lib/local-nginx';
import { confineToCpuQuota, parseCpuQuota } from './lib/cpu-quota';
import { OTHER_BUILD_SUFFIX, parseOtherBuild, roundOrder } from './lib/other-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const viaNginx = process.env.LIGHTHOUSE_VIA === 'nginx';
if (process.env.LIGHTHOUSE_VIA && !viaNginx)
  throw new Error(`LIGHTHOUSE_VIA is nginx or unset, not ${process.env.LIGHTHOUSE_VIA}`);
const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic' +
  // The certificate is self-signed; only this browser skips the check.
  (viaNginx ? ' --ignore-certificate-errors' : '');
const rounds = Math.max(1, Number(process.env.LIGHTHOUSE_ROUNDS ?? 3));
const cpuQuota = parseCpuQuota(process.env.LIGHTHOUSE_CPU_QUOTA, 'LIGHTHOUSE_CPU_QUOTA');
const otherBuild = parseOtherBuild(process.env.LIGHTHOUSE_VS, 'LIGHTHOUSE_VS');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const bareNextDir = path.join(root, 'bench/servers/bare-next');
const SHOP_API_PORT = 4903;
const SHOP_WEB_PORT = 3903;
const BARE_NEXT_PORT = 3904;
const NGINX_HTTP_PORT = 8490;
const NGINX_SHOP_PORT = 8493;
const NGINX_BARE_PORT = 8494;
const OTHER_WEB_PORT = 3913;
const NGINX_OTHER_HTTP_PORT = 8495;
const NGINX_OTHER_PORT = 8496;

const shopOrigin = viaNginx ? `https://localhost:${NGINX_SHOP_PORT}` : `http://localhost:${SHOP_WEB_PORT}`;
const bareOrigin = viaNginx ? `https://localhost:${NGINX_BARE_PORT}` : `http://localhost:${BARE_NEXT_PORT}`;
const otherOrigin = viaNginx ? `https://localhost:${NGINX_OTHER_PORT}` : `http://localhost:${OTHER_WEB_PORT}`;
const shopPaths = [
  { name: 'home', path: '/ku' },
  { name: 'listing', path: '/ku/products' },
  { name: 'product', path: '/ku/products/1' },
];
const pages = [
  { name: 'bare Next.js', url: `${bareOrigin}/` },
  ...shopPaths.flatMap(({ name, path: pagePath }) => [
    { name, url: `${shopOrigin}${pagePath}` },
    ...(otherBuild ? [{ name: name + OTHER_BUILD_SUFFIX, url: `${otherOrigin}${pagePath}` }] : []),
  ]),
];

/** The deployed nginx in front of a storefront on the shop's API (the API answers /search, as it does without the
 * search service); with `control`, a server of the same kind in front of the bare page too. */
function startNginxFront(
  dir: string,
  front: { httpPort: number; httpsPort: number; webPort: number; control: boolean },
): ChildProcess {
  const bareServer = `
  server {
    listen 127.0.0.1:${NGINX_BARE_PORT} ssl http2;
    ssl_certificate ${dir}/fullchain.pem;
    ssl_certificate_key ${dir}/privkey.pem;
    location / {
      proxy_pass http://127.0.0.1:${BARE_NEXT_PORT};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
    }
  }
`;
  return startLocalNginx({
    dir,
    httpPort: front.httpPort,
    httpsPort: front.httpsPort,
    api: [SHOP_API_PORT],
    search: [SHOP_API_PORT],
    web: [front.webPort],
    extraHttp: front.control ? bareServer : undefined,
  });
}

/** The other build's storefront (LIGHTHOUSE_VS) on our API, set up as `npm start` sets up ours. */
function startOtherStorefront(dir: string, revalidateSecret: string): ChildProcess {
  const webDir = path.join(dir, 'apps/web');
  return startProcess(
    [path.join(webDir, 'server.mjs')],
    {
      API_PORT: String(SHOP_API_PORT),
      WEB_PORT: String(OTHER_WEB_PORT),
      API_INTERNAL_URL: `http://127.0.0.1:${SHOP_API_PORT}`,
      PUBLIC_URL: `http://localhost:${OTHER_WEB_PORT}`,
      REVALIDATE_SECRET: revalidateSecret,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    webDir,
  );
}

interface PageResult {
  performance: number;
  accessibility?: number;
  'best-practices'?: number;
  seo?: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  /** When the browser really painted first (unthrottled). Lighthouse's simulated LCP counts nearly every request
   * that finished before it, so a late first paint costs a page far more than its own work does. */
  observedFcpMs: number;
  /** The round's blocking time by where it ran (bench/lib/blocking.ts). */
  blocking: Record<BlockingSource, number>;
  /** The points of the round's performance score each metric cost (bench/lib/points-lost.ts). */
  pointsLost: Record<ScoredMetric, number>;
}

function runLighthouse(url: string, out: string): PageResult {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      `--chrome-path=${chromium}`,
      `--chrome-flags=${chromeFlags}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromium } },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (category: string) => {
    const value = report.categories[category]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : undefined;
  };
  const audit = (id: string) => (report.audits[id]?.numericValue as number | undefined) ?? NaN;
  return {
    performance: score('performance')!,
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    speedIndexMs: Math.round(audit('speed-index')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    observedFcpMs: Math.round(report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN),
    blocking: blockingBySource(
      (report.audits['long-tasks']?.details?.items ?? []) as LongTask[],
      audit('first-contentful-paint'),
      audit('interactive'),
    ),
    pointsLost: pointsLost(report),
  };
}

/** The round whose performance score is the median one, so its other figures belong to the same run. */
function medianRound(runs: PageResult[]): PageResult {
  const target = percentile(
    runs.map((r) => r.performance),
    50,
  );
  return runs.reduce((best, r) => (Math.abs(r.performance - target) < Math.abs(best.performance - target) ? r : best));
}

// Before anything starts, so every process of the run inherits the quota.
const leaveCpuQuota = cpuQuota === undefined ? undefined : confineToCpuQuota(cpuQuota);
if (!existsSync(path.join(bareNextDir, '.next/BUILD_ID'))) {
  execFileSync(process.execPath, [nextBin, 'build', bareNextDir], { stdio: ['ignore', 'ignore', 'inherit'] });
}
const bareNext = startProcess([nextBin, 'start', bareNextDir, '--port', String(BARE_NEXT_PORT)], {});
// With another build, the API tells both storefronts of a change, as it tells every storefront of a deployed shop.
const revalidateSecret = randomBytes(32).toString('hex');
const shop = await startShop(
  SHOP_API_PORT,
  SHOP_WEB_PORT,
  otherBuild
    ? {
        REVALIDATE_SECRET: revalidateSecret,
        STOREFRONT_INTERNAL_URLS: `http://127.0.0.1:${SHOP_WEB_PORT},http://127.0.0.1:${OTHER_WEB_PORT}`,
      }
    : {},
);
const other = otherBuild ? startOtherStorefront(otherBuild, revalidateSecret) : undefined;
const reportDir = mkdtempSync(path.join(tmpdir(), 'dukan-lighthouse-'));
const nginx = viaNginx
  ? startNginxFront(reportDir, {
      httpPort: NGINX_HTTP_PORT,
      httpsPort: NGINX_SHOP_PORT,
      webPort: SHOP_WEB_PORT,
      control: true,
    })
  : undefined;
let otherNginx: ChildProcess | undefined;
if (viaNginx && otherBuild) {
  const dir = path.join(reportDir, 'nginx-vs');
  mkdirSync(dir);
  otherNginx = startNginxFront(dir, {
    httpPort: NGINX_OTHER_HTTP_PORT,
    httpsPort: NGINX_OTHER_PORT,
    webPort: OTHER_WEB_PORT,
    control: false,
  });
}
const runs: Record<string, PageResult[]> = Object.fromEntries(pages.map((p) => [p.name, []]));
try {
  await waitForUrl(`http://localhost:${BARE_NEXT_PORT}/`);
  if (other) await waitForUrl(`http://localhost:${OTHER_WEB_PORT}/ku`, 120_000);
  // nginx opens its plain port (which redirects to HTTPS) with the others.
  if (nginx) await waitForUrl(`http://localhost:${NGINX_HTTP_PORT}/`, 15_000);
  if (otherNginx) await waitForUrl(`http://localhost:${NGINX_OTHER_HTTP_PORT}/`, 15_000);
  // A first pass over every page that is not counted: the storefront renders each page and the API each picture
  // width on their first request, work a shop's later shoppers do not wait for, and the first Chrome starts of a
  // run are slower for the control as well.
  for (const page of pages) runLighthouse(page.url, path.join(reportDir, 'report.json'));
  console.log('warm-up pass done (not counted)');
  for (let round = 1; round <= rounds; round++) {
    for (const page of roundOrder(pages, round)) {
      runs[page.name]!.push(runLighthouse(page.url, path.join(reportDir, 'report.json')));
    }
    console.log(
      `round ${round}/${rounds}: ${pages
        .map((p) => {
          const last = runs[p.name]!.at(-1)!;
          return `${p.name} ${last.performance} (first paint ${last.observedFcpMs} ms)`;
        })
        .join(', ')}`,
    );
  }
} finally {
  if (otherNginx) await stopProcess(otherNginx);
  if (nginx) await stopProcess(nginx);
  if (other) await stopProcess(other);
  await shop.stop();
  await stopProcess(bareNext);
  rmSync(reportDir, { recursive: true, force: true });
  leaveCpuQuota?.();
}

const results = Object.fromEntries(Object.entries(runs).map(([name, pageRuns]) => [name, medianRound(pageRuns)]));
const control = results['bare Next.js']!.performance;
writeFileSync(
  path.join(resultsDir, viaNginx ? 'lighthouse-nginx.json' : 'lighthouse.json'),
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      via: viaNginx ? 'nginx' : 'direct',
      cpuQuota: cpuQuota ?? null,
      otherBuild: otherBuild ?? null,
      rounds,
      results,
      runs,
    },
    null,
    2,
  ),
);
console.log(
  viaNginx
    ? '\nthrough nginx (deploy/nginx/nginx.conf: TLS, HTTP/2), the control behind the same'
    : '\nstraight from the servers (HTTP/1.1; LIGHTHOUSE_VIA=nginx measures the pages as deployed, over HTTP/2)',
);
if (cpuQuota !== undefined) console.log(`every process of the run confined to ${cpuQuota} of a core in all`);
if (otherBuild) console.log(`pages named "… (vs)" are the other build's (LIGHTHOUSE_VS=${otherBuild})`);
console.log(
  '\npage          | performance (rounds)  | vs bare Next.js | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | SI ms | CLS',
);
for (const [name, r] of Object.entries(results)) {
  const all = runs[name]!.map((x) => x.performance).join('/');
  console.log(
    [
      name.padEnd(13),
      `${r.performance} (${all})`.padEnd(21),
      // Rounded down to a tenth: the target is ≥ 98 %, and 94 against 96 (97.9 %) rounded to "98%" read as met.
      `${(Math.floor((r.performance / control) * 1000) / 10).toFixed(1)}%`.padEnd(15),
      String(r.accessibility).padEnd(13),
      String(r['best-practices']).padEnd(14),
      String(r.seo).padEnd(3),
      String(r.fcpMs).padEnd(6),
      String(r.lcpMs).padEnd(6),
      String(r.tbtMs).padEnd(6),
      String(r.speedIndexMs).padEnd(5),
      r.cls,
    ].join(' | '),
  );
}
// A first paint observed after a second is Chrome's compositor throttling a page that committed its first frame
// late (decision 008, session 15): such a round counts every script as arriving before the paint and loses 3–6
// points. Counted apart, so a run's spread can be read next to its medians.
const LATE_FIRST_PAINT_MS = 1000;
const lateFirstPaints = (name: string) => runs[name]!.filter((r) => r.observedFcpMs > LATE_FIRST_PAINT_MS).length;
console.log(
  `\nlate first paints (observed after ${LATE_FIRST_PAINT_MS} ms): ${Object.entries(runs)
    .map(([name, pageRuns]) => `${name} ${lateFirstPaints(name)}/${pageRuns.length}`)
    .join(', ')}`,
);
/** Each page's median over the rounds of every part of a split (blocking time by source, points by metric), as
 * "page part value / part value, page …". */
function splitMedians<K extends string>(parts: readonly K[], split: (round: PageResult) => Record<K, number>): string {
  return Object.entries(runs)
    .map(([name, pageRuns]) => {
      const medians = parts.map((part) => {
        const values = pageRuns.map((r) => split(r)[part]);
        return `${part} ${percentile(values, 50)}`;
      });
      return `${name} ${medians.join(' / ')}`;
    })
    .join(', ');
}
// Where each page's blocking time ran, so a run shows whether a page loses to the bare page in its document's own
// work (parsing, the inline payload, the first style and layout) or in its scripts.
console.log(
  `blocking time by source (ms, medians of the rounds; from Lighthouse's long tasks between FCP and TTI): ${splitMedians(BLOCKING_SOURCES, (r) => r.blocking)}`,
);
// Which metric each page loses its points to. A page behind the bare page mostly in TBT gains little from an
// earlier first paint alone; one behind in LCP or Speed Index does.
console.log(
  `points lost by metric (medians of the rounds, each metric's own; its weight × (1 − its score)): ${splitMedians(SCORED_METRICS, (r) => r.pointsLost)}`,
);
// The table's figures are those of each page's median-score round; a timing target is read on the median of that
// timing over the rounds instead, which one lucky round cannot move.
const medianOver = (name: string, metric: 'lcpMs' | 'speedIndexMs') =>
  percentile(
    runs[name]!.map((r) => r[metric]),
    50,
  );
console.log(
  `LCP by round (ms): ${Object.entries(runs)
    .map(
      ([name, pageRuns]) => `${name} ${pageRuns.map((r) => r.lcpMs).join('/')} (median ${medianOver(name, 'lcpMs')})`,
    )
    .join(', ')}`,
);
// With another build: each of its pages against ours, by median score and late first paints.
if (otherBuild) {
  console.log(
    `the other build against ours (median score, late first paints): ${shopPaths
      .map(({ name }) => {
        const vs = name + OTHER_BUILD_SUFFIX;
        return `${name} ${results[vs]!.performance} against ${results[name]!.performance} (late ${lateFirstPaints(vs)} against ${lateFirstPaints(name)} of ${rounds})`;
      })
      .join(', ')}`,
  );
}
const shopPages = shopPaths.map(({ name }) => [name, results[name]!] as const);
// The targets: each page ≥ 97, or ≥ 98 % of the bare page measured in the same run (a slower machine lowers both);
// home's LCP ≤ 2.0 s and Speed Index ≤ 1.8 s.
const pageMet = (r: PageResult) => r.performance >= 97 || r.performance >= 0.98 * control;
console.log(
  `\ntarget: performance ≥ 97 (or ≥ 98 % of the bare page) on home, listing and product — ${shopPages.every(([, r]) => pageMet(r)) ? 'met' : 'NOT met'} (bare Next.js in the same run: ${control})`,
);
const homeLcp = medianOver('home', 'lcpMs');
const homeSpeedIndex = medianOver('home', 'speedIndexMs');
console.log(
  `target: home LCP ≤ 2000 ms and Speed Index ≤ 1800 ms (medians of the rounds) — LCP ${homeLcp} ms ${homeLcp <= 2000 ? 'met' : 'NOT met'}, SI ${homeSpeedIndex} ms ${homeSpeedIndex <= 1800 ? 'met' : 'NOT met'}`,
);
