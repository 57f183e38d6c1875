#!/usr/bin/env node
// `npm run test:scale`: the production topology of deploy/compose.yaml as local processes, tried under load.
//
//   nginx (deploy/nginx/nginx.conf, self-signed TLS on 8443, plain 8480 redirecting)
//     ├─ /api /auth /admin → APIs 4101, 4102, 4103    (the storefronts reach them through nginx on 8481)
//     ├─ /search           → search service 4201      (npm run search-service)
//     └─ the rest          → storefront 3101, 3102    (Next's standalone output behind apps/web/server.mjs)
//   worker (npm run worker, when it exists; otherwise API 4101 runs the jobs with ROLE=all)
//   PostgreSQL (a fresh database, dropped at the end), Redis (a key prefix of its own)
//
// While shoppers browse (home, listing, product, search, cart, checkout through nginx) and buyers race in rounds
// (50 buyers for a product with 20 in stock, each order with an idempotency key, retried with the same key on
// a connection error or a 502/503/504), it sends SIGTERM to one API and one storefront (they drain and exit),
// then SIGKILL to another API. A third API keeps serving through both, as a rolling restart would have a
// replica up: restarting processes mid-run instead doubled the run's time on a busy 2-core machine. Then it
// checks the database and prints
//   scale: <committed> committed, <lost> lost, <oversold> oversold, <errors> 5xx during drain
// and exits non-zero unless lost, oversold and errors are all 0 (and the shoppers' journeys all passed).
// lost: an order answered 201/200 that is not in the database, or one in the database whose buyer never got
// it back. 5xx during drain: any 5xx a client saw from the SIGTERM until the drained processes had exited.
//
// Needs nginx and openssl (Debian: apt-get install nginx), PostgreSQL (SCALE_DATABASE_URL or TEST_DATABASE_URL,
// default postgres://postgres@127.0.0.1:5432/postgres: a role that may create databases) and Redis (REDIS_URL,
// default redis://127.0.0.1:6379). The storefront is built once into .data/scale-web (a copy of apps/web, so
// the working tree's own .next is left alone) and rebuilt when apps/web or packages/core change
// (SCALE_REUSE_BUILD=1 keeps it). Everything it starts is stopped on exit, also on failure or Ctrl-C; the run
// after the build is bounded (SCALE_TIME_LIMIT_SECONDS, 300).
// Run with: node --import tsx scripts/test-scale.mjs (what the npm script does).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { accounts, orders, orderItems, products } from '../apps/api/src/db/schema/index.ts';
import { deriveAuthKeys } from '../apps/api/src/services/auth/secrets.ts';
import { signAccessToken } from '../apps/api/src/services/auth/tokens.ts';
import { insertCatalogueFixture } from '../apps/api/src/test/catalogue-fixtures.ts';
import { nginxBinary, startLocalNginx } from './lib/local-nginx.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORTS = {
  nginxHttp: 8480,
  nginxHttps: 8443,
  nginxInternal: 8481,
  api: [4101, 4102, 4103],
  search: 4201,
  web: [3101, 3102],
};
const BUYERS = 50;
const STOCK = 20;
const SHOPPERS = 4;
// After the build: starting everything, the load and the checks. On a busy 2-core machine most of it is start-up.
const RUN_LIMIT_MS = Number(process.env.SCALE_TIME_LIMIT_SECONDS ?? 300) * 1000;
const WEB_BUILD_DIR = path.join(root, '.data/scale-web');
const INTERNAL_API = `http://127.0.0.1:${PORTS.nginxInternal}`;
const BASE = `https://localhost:${PORTS.nginxHttps}`;
// The certificate is self-signed; only this process's own requests skip the check.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const t0 = Date.now();
const say = (line) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- what must be stopped, whatever happens ----
const cleanups = [];
const children = new Set();
let cleaning = null;
async function cleanUp() {
  cleaning ??= (async () => {
    // nginx first (a fast shutdown takes its workers with it; a killed master would leave them listening), then
    // the rest: SIGTERM, and SIGKILL for whatever still runs a few seconds later.
    const alive = () => [...children].filter((c) => c.exitCode === null && c.signalCode === null);
    const nginx = alive().find((c) => c.label === 'nginx');
    if (nginx) {
      nginx.kill('SIGTERM');
      await Promise.race([exited(nginx), sleep(5000)]);
      if (nginx.exitCode === null && nginx.signalCode === null) {
        const workers = spawnSync('pgrep', ['-P', String(nginx.pid)], { encoding: 'utf8' }).stdout.split('\n');
        nginx.kill('SIGKILL');
        for (const pid of workers.filter(Boolean)) process.kill(Number(pid), 'SIGKILL');
      }
    }
    const rest = alive();
    for (const child of rest) child.kill('SIGTERM');
    await Promise.race([Promise.all(rest.map(exited)), sleep(8000)]);
    for (const child of alive()) child.kill('SIGKILL');
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`clean-up: ${error.message}`);
      }
    }
  })();
  return cleaning;
}
// Whatever goes wrong, nothing is left running.
for (const event of ['unhandledRejection', 'uncaughtException']) {
  process.on(event, (error) => {
    console.error(`test:scale failed: ${error?.stack ?? error}`);
    void cleanUp().then(() => process.exit(1));
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`${signal}: stopping everything`);
    void cleanUp().then(() => process.exit(130));
  });
}

// ---- preconditions ----
if (!nginxBinary) {
  console.error('test:scale needs nginx (Debian: apt-get install -y nginx)');
  process.exit(2);
}
const adminDatabaseUrl =
  process.env.SCALE_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

// ---- the storefront: Next's standalone output, built once ----
function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', '.next'].includes(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildStorefront() {
  const buildId = path.join(WEB_BUILD_DIR, '.next/BUILD_ID');
  const marker = path.join(WEB_BUILD_DIR, '.scale-api-url');
  const sources = Math.max(newestMtime(path.join(root, 'apps/web')), newestMtime(path.join(root, 'packages/core/src')));
  const fresh =
    existsSync(buildId) &&
    existsSync(marker) &&
    readFileSync(marker, 'utf8') === INTERNAL_API &&
    (process.env.SCALE_REUSE_BUILD === '1' || statSync(buildId).mtimeMs > sources);
  if (!fresh) {
    say('building the storefront (standalone output) into .data/scale-web …');
    const started = Date.now();
    rmSync(WEB_BUILD_DIR, { recursive: true, force: true });
    // Two levels below the root like apps/web, so its tsconfig's ../../ and node_modules resolution still work.
    cpSync(path.join(root, 'apps/web'), WEB_BUILD_DIR, {
      recursive: true,
      filter: (src) => !/[\\/](?:\.next|node_modules)(?:[\\/]|$)/.test(path.relative(root, src)),
    });
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: WEB_BUILD_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
      // The rewrites (/api, /auth, /search → the API) are fixed at build time: nginx's internal port.
      env: {
        ...process.env,
        API_INTERNAL_URL: INTERNAL_API,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        STANDALONE_BUILD: '1',
      },
    });
    if (result.status !== 0) throw new Error('next build failed');
    const compressed = spawnSync(process.execPath, [path.join(WEB_BUILD_DIR, 'static-files.mjs'), 'precompress'], {
      cwd: WEB_BUILD_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (compressed.status !== 0) throw new Error('precompressing the static files failed');
    writeFileSync(marker, INTERNAL_API);
    say(`storefront built in ${Math.round((Date.now() - started) / 1000)} s`);
  } else say('storefront build is up to date (.data/scale-web)');
  // As deploy/Dockerfile.web assembles the image: standalone + static + public + server.mjs and its modules.
  const standalone = path.join(WEB_BUILD_DIR, '.next/standalone', path.relative(root, WEB_BUILD_DIR));
  if (!existsSync(path.join(standalone, 'server.js'))) throw new Error('the build has no standalone output');
  cpSync(path.join(WEB_BUILD_DIR, '.next/static'), path.join(standalone, '.next/static'), { recursive: true });
  cpSync(path.join(WEB_BUILD_DIR, 'public'), path.join(standalone, 'public'), { recursive: true });
  // A fresh data and page cache, as a new container starts with: the build is reused across runs, and a cache
  // kept from the last run holds its search key and its database's pages.
  rmSync(path.join(standalone, '.next/cache'), { recursive: true, force: true });
  for (const file of ['server.mjs', 'api-pass.mjs', 'page-cache.mjs', 'static-files.mjs'])
    cpSync(path.join(root, 'apps/web', file), path.join(standalone, file));
  const config = JSON.parse(readFileSync(path.join(standalone, '.next/required-server-files.json'), 'utf8')).config;
  return { dir: standalone, config: JSON.stringify(config) };
}

// ---- processes ----
function start(name, args, env, cwd) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const keep = (chunk) => {
    tail.push(...String(chunk).split('\n').filter(Boolean));
    if (tail.length > 40) tail.splice(0, tail.length - 40);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.label = name;
  child.tail = tail;
  return child;
}

async function waitReady(url, child, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  let told = Date.now();
  while (Date.now() < deadline) {
    if (Date.now() - told > 20_000) {
      say(`waiting for ${url} (${last})`);
      told = Date.now();
    }
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${child.label} exited (${child.exitCode ?? child.signalCode}):\n${child.tail.join('\n')}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      last = `${res.status} ${(await res.text()).slice(0, 200)}`;
      if (res.ok) return;
    } catch (error) {
      last = error.message; // not listening yet
    }
    await sleep(250);
  }
  throw new Error(
    `${url} was not ready within ${timeoutMs / 1000} s (last: ${last})${child ? `:\n${child.tail.join('\n')}` : ''}`,
  );
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

// ---- nginx: the deploy configuration with local upstreams (scripts/lib/local-nginx.ts) ----
// The storefronts' way to the API (compose's http://api:4000): the same API replicas, X-Forwarded-For as the
// storefront (which trusts nothing but nginx) set it.
const internalApiServer = `
  server {
    listen 127.0.0.1:${PORTS.nginxInternal};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Connection "";
    }
  }
`;

// ---- HTTP through nginx, with what a client would see ----
const drainWindows = [];
const drainErrors = [];
const inDrain = () => drainWindows.some((w) => w.open);
// From a SIGKILL until the process is gone: a non-idempotent request in flight there is cut (nginx cannot know
// whether it ran, so it does not send it elsewhere); the shoppers' journeys count those apart, not as failures.
const killWindows = [];
const inKill = () => killWindows.some((w) => w.open);
function noteStatus(status, what) {
  if (status >= 500 && inDrain()) drainErrors.push(`${status} ${what}`);
}

async function call(method, route, { token, body, headers = {} } = {}) {
  const res = await fetch(`${BASE}${route}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  noteStatus(res.status, `${method} ${route}`);
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // a page
  }
  return { status: res.status, json, text, headers: res.headers };
}

// ---- the run ----
async function main() {
  const deadline = setTimeout(
    () => {
      console.error(`test:scale: over ${RUN_LIMIT_MS / 60_000} minutes; stopping`);
      void cleanUp().then(() => process.exit(1));
    },
    RUN_LIMIT_MS + 10 * 60_000,
  );
  deadline.unref();
  const web = buildStorefront();
  const runStarted = Date.now();
  const runDeadline = setTimeout(() => {
    console.error(`test:scale: the run took over ${RUN_LIMIT_MS / 60_000} minutes; stopping`);
    void cleanUp().then(() => process.exit(1));
  }, RUN_LIMIT_MS);
  runDeadline.unref();

  const work = mkdtempSync(path.join(tmpdir(), 'dukan-scale-'));
  chmodSync(work, 0o755);
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));

  // A fresh database, dropped at the end.
  const dbName = `dukan_scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: adminDatabaseUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await dropper.end();
  });
  const databaseUrl = Object.assign(new URL(adminDatabaseUrl), { pathname: `/${dbName}` }).toString();
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  cleanups.push(() => handle.close());
  await migrate(handle);
  const fixture = await insertCatalogueFixture(handle.db);
  say(`database ${dbName} ready`);

  // The production configuration, as deploy/compose.yaml and api.env give it.
  const secrets = {
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SEARCH_API_KEY: randomBytes(16).toString('hex'),
    REVALIDATE_SECRET: randomBytes(32).toString('hex'),
  };
  const prefix = `dukan-scale-${randomBytes(4).toString('hex')}`;
  const apiEnv = {
    NODE_ENV: 'production',
    API_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '5',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    PUBLIC_URL: BASE,
    API_PUBLIC_URL: BASE,
    ...secrets,
    SEARCH_ENGINE: 'memory',
    SHUTDOWN_DRAIN_SECONDS: '2',
    STOREFRONT_INTERNAL_URLS: PORTS.web.map((p) => `http://127.0.0.1:${p}`).join(','),
    // Production needs a provider that delivers codes; nobody signs in with a code here.
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'ACscale',
    TWILIO_AUTH_TOKEN: 'scale-test',
    TWILIO_FROM: '+9647500000000',
    TWILIO_API_URL: 'http://127.0.0.1:9',
  };
  loadConfig(apiEnv); // refuses now, with every problem, rather than in four processes
  const workerEntry = path.join(root, 'apps/api/src/worker.ts');
  const hasWorker = existsSync(workerEntry);
  const apiCwd = path.join(root, 'apps/api');
  const startApi = (i) =>
    start(
      `API ${PORTS.api[i]}`,
      ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')],
      {
        ...apiEnv,
        API_PORT: String(PORTS.api[i]),
        DATA_DIR: path.join(work, `api-${i}`),
        // Without a worker process, the first API runs the background jobs too.
        ...(hasWorker ? { ROLE: 'api' } : i === 0 ? { ROLE: 'all' } : { ROLE: 'api' }),
      },
      apiCwd,
    );
  const startWeb = (i) =>
    start(
      `storefront ${PORTS.web[i]}`,
      [path.join(web.dir, 'server.mjs')],
      {
        NODE_ENV: 'production',
        PORT: String(PORTS.web[i]),
        WEB_HOST: '127.0.0.1',
        API_INTERNAL_URL: INTERNAL_API,
        STOREFRONT_TRUST_PROXY: 'loopback',
        REVALIDATE_SECRET: secrets.REVALIDATE_SECRET,
        NEXT_TELEMETRY_DISABLED: '1',
        __NEXT_PRIVATE_STANDALONE_CONFIG: web.config,
      },
      web.dir,
    );

  // One after another: on two cores, seven processes compiling and loading at once all start slowly.
  const apis = [startApi(0)];
  await waitReady(`http://127.0.0.1:${PORTS.api[0]}/health/ready`, apis[0]);
  say(`API :${PORTS.api[0]} ready`);
  apis.push(startApi(1), startApi(2));
  const worker = hasWorker
    ? start(
        'worker',
        ['--import', 'tsx', workerEntry],
        { ...apiEnv, ROLE: 'worker', DATA_DIR: path.join(work, 'worker') },
        apiCwd,
      )
    : null;
  const search = start(
    'search service',
    ['--import', 'tsx', path.join(root, 'apps/api/src/search-service.ts')],
    { ...apiEnv, API_PORT: String(PORTS.search), DATA_DIR: path.join(work, 'search') },
    apiCwd,
  );
  await Promise.all([
    waitReady(`http://127.0.0.1:${PORTS.api[1]}/health/ready`, apis[1]),
    waitReady(`http://127.0.0.1:${PORTS.api[2]}/health/ready`, apis[2]),
    waitReady(`http://127.0.0.1:${PORTS.search}/health/ready`, search),
  ]);
  say(`APIs :${PORTS.api[1]} :${PORTS.api[2]} and the search service ready`);
  const webs = [startWeb(0), startWeb(1)];

  // nginx with a self-signed certificate.
  const nginx = startLocalNginx({
    dir: work,
    httpPort: PORTS.nginxHttp,
    httpsPort: PORTS.nginxHttps,
    api: PORTS.api,
    search: [PORTS.search],
    web: PORTS.web,
    http2: false,
    extraHttp: internalApiServer,
  });
  children.add(nginx);
  nginx.label = 'nginx';
  nginx.tail = [];
  nginx.stderr.on('data', (chunk) => nginx.tail.push(String(chunk)));
  nginx.once('exit', () => {
    if (existsSync(path.join(work, 'error.log'))) nginx.tail.push(readFileSync(path.join(work, 'error.log'), 'utf8'));
  });
  await Promise.all(webs.map((c, i) => waitReady(`http://127.0.0.1:${PORTS.web[i]}/robots.txt`, c)));
  await waitReady(`${BASE}/robots.txt`, nginx, 15_000);
  say(
    `running: nginx :${PORTS.nginxHttps}, APIs :${PORTS.api.join(' :')}, storefronts :${PORTS.web.join(' :')}, ` +
      `search :${PORTS.search}, ${hasWorker ? 'worker' : `no worker yet (API :${PORTS.api[0]} has ROLE=all)`}`,
  );

  // Buyers: signed-in accounts (tokens signed with the API's own secret, as sign-in makes them).
  const authConfig = loadConfig(apiEnv);
  const tokenSettings = {
    key: deriveAuthKeys(authConfig.authSecret).accessToken,
    accessTtlSeconds: 3600,
    refreshTtlDays: 1,
    now: () => new Date(),
  };
  const made = await handle.db
    .insert(accounts)
    .values(Array.from({ length: BUYERS + SHOPPERS }, () => ({})))
    .returning({ id: accounts.id });
  const tokens = await Promise.all(
    made.map((a) => signAccessToken(tokenSettings, { accountId: a.id, familyId: randomUUID() })),
  );
  const buyerTokens = tokens.slice(0, BUYERS);
  const shopperTokens = tokens.slice(BUYERS);
  const orderBody = (i) => ({
    address: `Scale street ${i}`,
    city_id: fixture.cities.erbil,
    location: { lat: 36.19, lng: 44.01 },
    payment_method: 'cod',
    accept_terms: true,
  });

  // ---- shoppers' journeys, all through nginx ----
  const journeyFailures = [];
  let journeys = 0;
  let loadRunning = true;
  const anyProduct = fixture.detailed.id;
  // No retries here: a page or call that meets a stopped process must still succeed, because nginx moves a
  // request that could not reach one replica to the other.
  const cutByKill = [];
  const step = async (what, fn, { idempotent = true } = {}) => {
    const killedDuring = inKill();
    try {
      const res = await fn();
      if (res.status === 502 && !idempotent && (killedDuring || inKill())) cutByKill.push(what);
      else if (res.status >= 400) journeyFailures.push(`${what}: ${res.status}`);
      return res;
    } catch (error) {
      journeyFailures.push(`${what}: ${error.message}`);
      return { status: 0, json: null, text: '', headers: new Headers() };
    }
  };
  const shopper = async (s) => {
    const token = shopperTokens[s];
    while (loadRunning) {
      const home = await step('home', () => call('GET', '/', { headers: { 'accept-language': 'en' } }));
      const lang = /\/(ku|ar|en)\b/.exec(home.headers.get('location') ?? '')?.[1] ?? 'ku';
      await step('home page', () => call('GET', `/${lang}`));
      await step('listing', () => call('GET', `/${lang}/products`));
      await step('product page', () => call('GET', `/${lang}/products/${anyProduct}`));
      const found = await step('search', () =>
        call('GET', '/search/indexes/products/search?q=kettle&limit=5', { token: secrets.SEARCH_API_KEY }),
      );
      if (found.status === 200 && !Array.isArray(found.json?.hits)) journeyFailures.push('search: no hits array');
      await step(
        'add to cart',
        () => call('POST', '/api/cart', { token, body: { productId: anyProduct, quantity: 1 } }),
        { idempotent: false },
      );
      await step('cart', () => call('GET', '/api/cart', { token }));
      await step('cart page', () => call('GET', `/${lang}/cart`));
      journeys += 1;
    }
  };

  // ---- the checkout race, in rounds until the stops and kills are done ----
  const answered = new Map(); // order id → buyer key
  const keysAnswered = new Set();
  const raceProducts = [];
  let retries = 0;
  let refused = 0;
  const unexpected = [];
  let rounds = 0;
  const buy = async (round, b, productId) => {
    const token = buyerTokens[b];
    const key = `scale-${round}-${b}-${randomBytes(4).toString('hex')}`;
    const giveUp = Date.now() + 60_000;
    // The cart first (setting a quantity: repeating it is harmless).
    for (;;) {
      try {
        const res = await call('POST', '/api/cart', { token, body: { productId, quantity: 1 } });
        if (res.status === 200) break;
        if ([502, 503, 504].includes(res.status) && Date.now() < giveUp) {
          retries += 1;
          await sleep(200);
          continue;
        }
        if (res.status === 409 || res.status === 422) {
          refused += 1; // sold out before it reached the cart
          return;
        }
        unexpected.push(`cart ${res.status} ${res.text.slice(0, 120)}`);
        return;
      } catch (error) {
        if (Date.now() > giveUp) throw error;
        retries += 1;
        await sleep(200);
      }
    }
    for (;;) {
      try {
        const res = await call('POST', '/api/orders', {
          token,
          body: orderBody(b),
          headers: { 'idempotency-key': key },
        });
        if (res.status === 201 || res.status === 200) {
          answered.set(res.json.data.id, key);
          keysAnswered.add(key);
          return;
        }
        if ([502, 503, 504].includes(res.status) && Date.now() < giveUp) {
          retries += 1;
          await sleep(200);
          continue;
        }
        if (res.status === 409 || res.status === 422) {
          refused += 1;
          return;
        }
        unexpected.push(`order ${res.status} ${res.text.slice(0, 120)}`);
        return;
      } catch (error) {
        // The connection broke (a killed process): the same key again, so a placed order is answered, not doubled.
        if (Date.now() > giveUp) {
          unexpected.push(`order gave up: ${error.message}`);
          return;
        }
        retries += 1;
        await sleep(200);
      }
    }
  };
  let chaosDone = false;
  const race = async () => {
    while (!chaosDone || rounds < 2) {
      const [made] = await handle.db
        .insert(products)
        .values({
          sku: `SCALE-${rounds}-${randomBytes(3).toString('hex')}`,
          category_id: fixture.categories.kettles,
          title_ku: `بەرهەمی ${rounds}`,
          title_ar: `منتج ${rounds}`,
          title_en: `Scale product ${rounds}`,
          price: 25_000,
          stock: STOCK,
        })
        .returning({ id: products.id });
      raceProducts.push(made.id);
      await Promise.all(Array.from({ length: BUYERS }, (_, b) => buy(rounds, b, made.id)));
      rounds += 1;
    }
  };

  // ---- stops and kills while all that runs ----
  const chaos = async () => {
    await sleep(4000);
    // A rolling restart of one API and one storefront: SIGTERM, they drain and exit, and start again.
    const window = { open: true };
    drainWindows.push(window);
    say(`SIGTERM → API :${PORTS.api[0]} and storefront :${PORTS.web[0]}`);
    apis[0].kill('SIGTERM');
    webs[0].kill('SIGTERM');
    const drainStarted = Date.now();
    await Promise.all([exited(apis[0]), exited(webs[0])]);
    window.open = false;
    say(
      `drained and exited in ${((Date.now() - drainStarted) / 1000).toFixed(1)} s (API exit code ` +
        `${apis[0].exitCode}, storefront ${webs[0].exitCode})`,
    );
    if (apis[0].exitCode !== 0 || webs[0].exitCode !== 0) drainErrors.push('a drained process did not exit with 0');
    await sleep(2000);
    // Another API dies without warning mid-load; its requests in flight break, and buyers retry elsewhere.
    say(`SIGKILL → API :${PORTS.api[1]}`);
    const killed = { open: true };
    killWindows.push(killed);
    apis[1].kill('SIGKILL');
    await exited(apis[1]);
    await sleep(500);
    killed.open = false;
    await sleep(3000);
    chaosDone = true;
  };

  const shoppers = Array.from({ length: SHOPPERS }, (_, s) => shopper(s));
  await Promise.all([race(), chaos()]);
  loadRunning = false;
  await Promise.all(shoppers);

  if (worker && (worker.exitCode !== null || worker.signalCode !== null)) {
    unexpected.push(
      `the worker exited (${worker.exitCode ?? worker.signalCode}): ${worker.tail.slice(-5).join(' | ')}`,
    );
  }

  // ---- what the database says ----
  const inDb = await handle.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, sql`${orderItems.order_id} = ${orders.id}`)
    .where(inArray(orderItems.product_id, raceProducts));
  const dbIds = new Set(inDb.map((o) => o.id));
  const lostAnswered = [...answered.keys()].filter((id) => !dbIds.has(id)).length;
  const unanswered = [...dbIds].filter((id) => !answered.has(id)).length;
  const sold = await handle.db
    .select({ productId: orderItems.product_id, units: sql`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(inArray(orderItems.product_id, raceProducts))
    .groupBy(orderItems.product_id);
  const left = await handle.db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, raceProducts));
  let oversold = 0;
  for (const p of left) {
    const units = Number(sold.find((s) => s.productId === p.id)?.units ?? 0);
    oversold += Math.max(0, units - STOCK) + Math.max(0, -p.stock) + Math.abs(STOCK - units - p.stock);
  }
  const committed = dbIds.size;
  const lost = lostAnswered + unanswered;
  const errors = drainErrors.length;
  const seconds = Math.round((Date.now() - runStarted) / 1000);
  say(
    `${rounds} rounds of ${BUYERS} buyers for ${STOCK} units: ${committed} orders, ${refused} refused (sold out), ` +
      `${retries} retries with the same key; ${journeys} shoppers' journeys; run ${seconds} s`,
  );
  if (unexpected.length) say(`unexpected answers: ${unexpected.length}\n  ${unexpected.slice(0, 10).join('\n  ')}`);
  if (cutByKill.length) say(`cut by the SIGKILL (in flight, not retried): ${cutByKill.join(', ')}`);
  if (journeyFailures.length)
    say(`journey failures: ${journeyFailures.length}\n  ${journeyFailures.slice(0, 10).join('\n  ')}`);
  if (drainErrors.length) say(`5xx during drain:\n  ${drainErrors.slice(0, 10).join('\n  ')}`);
  // A 5xx from a page is explained in the storefront's own output: the last lines of each one still running.
  if (journeyFailures.length || drainErrors.length) {
    for (const child of children) {
      if (child.label?.startsWith('storefront'))
        say(`${child.label}'s last lines:\n  ${child.tail.slice(-15).join('\n  ')}`);
    }
  }
  console.log(`scale: ${committed} committed, ${lost} lost, ${oversold} oversold, ${errors} 5xx during drain`);
  const expected = rounds * STOCK;
  const ok =
    lost === 0 &&
    oversold === 0 &&
    errors === 0 &&
    committed === expected &&
    unexpected.length === 0 &&
    journeyFailures.length === 0 &&
    journeys > 0;
  if (committed !== expected) say(`expected every unit sold: ${expected} orders`);
  return ok;
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(`test:scale failed: ${error.stack ?? error}`);
} finally {
  await cleanUp();
}
process.exit(ok ? 0 : 1);
