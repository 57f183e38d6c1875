#!/usr/bin/env node
// `npm test`: everything a reviewer would run — types, lint and format, unit and integration tests
// (PGlite always, PostgreSQL too when TEST_DATABASE_URL is set), then the browser journeys.
// Ends with one line "tests: N passed, N failed" counting every test case.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Not test-results/: Playwright empties that folder when it starts.
const results = path.join(root, 'test-reports');
mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const steps = [
  ['types: core', bin('tsc'), ['-p', 'packages/core']],
  ['types: api', bin('tsc'), ['-p', 'apps/api']],
  ['types: web', bin('tsc'), ['-p', 'apps/web']],
  ['types: admin', bin('tsc'), ['-p', 'apps/admin']],
  ['types: e2e', bin('tsc'), ['-p', 'e2e']],
  ['types: bench', bin('tsc'), ['-p', 'bench']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '.']],
  [
    'unit and integration',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, 'vitest.json')}`],
  ],
  ['browser', bin('playwright'), ['test']],
];

const only = process.argv.slice(2);
const failedSteps = [];
for (const [name, command, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status === 0) console.log(`✔ ${name} (${seconds} s)`);
  else {
    console.log(`✘ ${name} failed (${seconds} s)`);
    failedSteps.push(name);
  }
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(path.join(results, 'vitest.json'));
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwright = readJson(path.join(results, 'playwright.json'));
if (playwright?.stats) {
  passed += playwright.stats.expected ?? 0;
  failed += (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0);
  skipped += playwright.stats.skipped ?? 0;
}

console.log('');
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length ? 1 : 0);
