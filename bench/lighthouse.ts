// `npm run lighthouse`: Lighthouse (mobile, the default form factor) on the home, listing and product pages
// of the production storefront, in Debian's Chromium. Writes bench/results/lighthouse.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startShop } from './lib/processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';

const pages = [
  ['home', '/ku'],
  ['listing', '/ku/products'],
  ['product', '/ku/products/1'],
] as const;

const shop = await startShop(4903, 3903);
const reportDir = mkdtempSync(path.join(tmpdir(), 'dukan-lighthouse-'));
const results: Record<string, Record<string, number>> = {};
try {
  for (const [name, route] of pages) {
    const out = path.join(reportDir, `${name}.json`);
    execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/lighthouse/cli/index.js'),
        `http://localhost:3903${route}`,
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
    results[name] = Object.fromEntries(
      Object.entries(report.categories as Record<string, { score: number }>).map(([k, v]) => [
        k,
        Math.round(v.score * 100),
      ]),
    );
    const audits = report.audits as Record<string, { numericValue?: number }>;
    results[name]!.lcpMs = Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN);
    results[name]!.cls = Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3));
    results[name]!.tbtMs = Math.round(audits['total-blocking-time']?.numericValue ?? NaN);
  }
} finally {
  await shop.stop();
  rmSync(reportDir, { recursive: true, force: true });
}
writeFileSync(
  path.join(resultsDir, 'lighthouse.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2),
);
console.log('\npage     | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms');
for (const [name, r] of Object.entries(results)) {
  console.log(
    `${name.padEnd(8)} | ${String(r.performance).padEnd(11)} | ${String(r.accessibility).padEnd(13)} | ${String(r['best-practices']).padEnd(14)} | ${String(r.seo).padEnd(3)} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs}`,
  );
}
console.log(
  `\ntarget: performance ≥ 95 on every page — ${Object.values(results).every((r) => r.performance! >= 95) ? 'met' : 'NOT met'}`,
);
