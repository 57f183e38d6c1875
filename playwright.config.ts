// Browser journeys against the real stack started by `npm start` on test ports, in Debian's Chromium.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const apiPort = Number(process.env.E2E_API_PORT ?? 4310);
const webPort = Number(process.env.E2E_WEB_PORT ?? 3310);
// A fresh embedded database per run: the demo shop is seeded into it on start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'dukan-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Spec files run two at a time on CI (one machine, two cores) to keep the run under its time budget; the tests
  // of one file stay in order. Every journey registers its own customer, so files do not share state.
  fullyParallel: false,
  workers: process.env.CI ? 2 : 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${webPort}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${webPort}/ku`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${webPort}`,
    },
  },
});
