#!/usr/bin/env node
// `npm start`: builds the storefront if it is missing or older than its sources, then runs the API
// (which migrates and seeds an empty database) and the storefront, and stops both on Ctrl-C or SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const adminDir = path.join(root, 'apps/admin');
const apiPort = Number(process.env.API_PORT ?? 4000);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiUrl = `http://127.0.0.1:${apiPort}`;

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '.next' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function storefrontNeedsBuild() {
  const buildId = path.join(webDir, '.next/BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return Math.max(newestMtime(webDir), newestMtime(path.join(root, 'packages/core/src'))) > built;
}

if (storefrontNeedsBuild()) {
  console.log('Building the storefront…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // As `npm run build` does: Brotli and gzip copies of the built files, which server.mjs sends as they are.
  const compressed = spawnSync(process.execPath, ['static-files.mjs', 'precompress'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  if (compressed.status !== 0) process.exit(compressed.status ?? 1);
}

// The back office (apps/admin) is a Vite build the API serves at /admin.
function backOfficeNeedsBuild() {
  const index = path.join(adminDir, 'dist/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return Math.max(newestMtime(adminDir), newestMtime(path.join(root, 'packages/core/src'))) > built;
}

if (backOfficeNeedsBuild()) {
  console.log('Building the back office…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: adminDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const env = {
  ...process.env,
  API_PORT: String(apiPort),
  WEB_PORT: String(webPort),
  // Absolute, because each child runs in its own folder.
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? '.data'),
  API_INTERNAL_URL: process.env.API_INTERNAL_URL ?? apiUrl,
  // Absolute links (canonical, social images) need an origin; behind a proxy set the public one.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
  // The API tells the storefront the moment data changes (a signed call; a fresh secret each start).
  STOREFRONT_INTERNAL_URLS: process.env.STOREFRONT_INTERNAL_URLS ?? `http://127.0.0.1:${webPort}`,
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? randomBytes(32).toString('hex'),
  NEXT_TELEMETRY_DISABLED: '1',
};
const children = [];
let stopping = false;

function run(name, args, cwd) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the shop.`);
    stop(code || 1);
  });
  children.push(child);
  return child;
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (alive.length === 0) process.exit(exitCode);
  let left = alive.length;
  for (const child of alive) {
    child.once('exit', () => {
      if (--left === 0) process.exit(exitCode);
    });
    child.kill('SIGTERM');
  }
  // A child that ignores SIGTERM must not keep the shop half-running.
  setTimeout(() => {
    for (const child of alive) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 10_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, label) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  if (!stopping) {
    console.error(`${label} did not start in time.`);
    stop(1);
  }
}

run('API', ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')], path.join(root, 'apps/api'));
await waitFor(`${apiUrl}/health`, 'The API');
// apps/web/server.mjs: Next.js behind the one layer that sees the connection (client address, internal headers).
run('Storefront', [path.join(webDir, 'server.mjs')], webDir);
await waitFor(`http://127.0.0.1:${webPort}/`, 'The storefront');
if (!stopping) {
  console.log(
    `\n  Dukan is running\n  Storefront: http://localhost:${webPort}\n  Back office: http://localhost:${webPort}/admin\n  API:        ${apiUrl}  (health: ${apiUrl}/health)\n`,
  );
}
