// A focused search-latency loop for profiling the in-memory engine at a large catalogue on PostgreSQL, with
// a database that outlives the run (seeding 100k products takes minutes; profiling wants many short runs).
//   node --import tsx bench/search-profile.ts prepare [products]   create and seed `dukan_search_profile`
//   node --import tsx bench/search-profile.ts run [rounds] [engineModule or checkout…]
// `run` alternates between the engine modules given (default: this checkout's), round by round, so a shared,
// busy machine weighs on each alike, and prints each one's p50/p95 per round and the medians over rounds. A
// checkout (a directory, e.g. a `git worktree` of an older commit whose node_modules link to this one's, with
// @dukan/* pointing into the worktree) brings its own engine and its own server (route, response, highlighting).
// Add `--cpu-prof` to node to profile everything, or set PROFILE=<file.cpuprofile> to profile the rounds alone
// (not the index load, which otherwise dominates); BYTES=1 reads the answers as bytes (see below). The query mix
// is the one `bench/search.ts` uses.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { queryRows } from '../apps/api/src/db/rows';
import { seedDemoShopIfEmpty } from '../apps/api/src/db/seed/demo';
import { seedSyntheticProducts } from '../apps/api/src/db/seed/synthetic';
import { DatabaseSearchEngine } from '../apps/api/src/adapters/search-engine/database-engine';
import { buildServer as buildThisServer } from '../apps/api/src/server';
import { buildQueryMix } from './search';
import { parseFilter } from '@dukan/core/search/index';
import type { SynonymTable } from '@dukan/core/text/synonyms';
import { loadDocuments } from '../apps/api/src/adapters/search-engine/documents';
import { compilePredicate, type DocPredicate } from '../apps/api/src/adapters/search-engine/filter-predicate';
import type { MemoryIndex } from '../apps/api/src/adapters/search-engine/memory-index';
import { expandWordsInMemory, searchInMemory } from '../apps/api/src/adapters/search-engine/memory-search';
import { parseQueryWords } from '../apps/api/src/adapters/search-engine/query-words';
import { buildResponse, pageWindow } from '../apps/api/src/adapters/search-engine/response';
import { percentile, round } from './lib/stats';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NAME = 'dukan_search_profile';
const url = new URL(adminUrl);
url.pathname = `/${NAME}`;
const [mode = 'run', ...rest] = process.argv.slice(2);

if (mode === 'prepare') {
  const products = Number(rest[0] ?? 100_000);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NAME}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  await migrate(handle);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  const seeding = new DatabaseSearchEngine(handle.db, config.searchApiKey);
  await seedDemoShopIfEmpty(handle, seeding);
  const demo = Number((await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from products`))[0]!.n);
  await seedSyntheticProducts(handle, { products: products - demo });
  await seeding.reindexAll();
  await handle.close();
  console.log(`prepared ${NAME} with ${products} products`);
} else {
  const rounds = Number(rest[0] ?? 6);
  const modules = rest.slice(1).length ? rest.slice(1) : ['../apps/api/src/adapters/search-engine/memory-engine'];
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEARCH_ENGINE: 'memory' } as NodeJS.ProcessEnv);
  const titles = (
    await queryRows<{ t: string }>(
      handle.db,
      sql`select title_ku || ' ' || title_en as t from products order by id limit 400`,
    )
  ).map((r) => r.t);
  const mix = buildQueryMix(titles);
  // BYTES=1: each answer is read as the bytes the server sent, not decoded into a string as app.inject does by
  // default (and bench/search.ts with it): decoding 100-190 KB of UTF-8 is the client's work, and on this VM
  // it is about half of what a request measures.
  const asBytes = process.env.BYTES === '1';
  const runners = [];
  for (const path of modules) {
    const checkout = existsSync(path) && statSync(path).isDirectory() ? resolve(path) : null;
    const { MemorySearchEngine } = (await import(
      checkout ? `${checkout}/apps/api/src/adapters/search-engine/memory-engine.ts` : path
    )) as typeof import('../apps/api/src/adapters/search-engine/memory-engine');
    const { buildServer } = checkout
      ? ((await import(`${checkout}/apps/api/src/server.ts`)) as typeof import('../apps/api/src/server'))
      : { buildServer: buildThisServer };
    const search = new MemorySearchEngine(handle.db, config.searchApiKey, { onError: (e) => console.error(e) });
    search.start();
    const started = performance.now();
    await search.ready();
    console.log(`${path}: loaded in ${round((performance.now() - started) / 1000, 1)} s`);
    const app = await buildServer({ config, db: handle.db, search });
    const key = await search.publicKey();
    const run = async (i: number) => {
      const body = mix[i % mix.length]!;
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/search/indexes/products/search',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        payload: { ...body, limit: 20, attributesToHighlight: ['title_ku', 'title_ar', 'title_en'] },
        payloadAsStream: asBytes,
      });
      if (asBytes) for await (const chunk of res.stream()) void chunk;
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(asBytes ? String(res.statusCode) : res.body.slice(0, 300));
      return ms;
    };
    for (let i = 0; i < 80; i++) await run(i);
    runners.push({
      path,
      run,
      app,
      search,
      p50: [] as number[],
      p95: [] as number[],
      all: [] as number[],
      cpu: [] as number[],
    });
  }
  if (process.env.BREAKDOWN) {
    // Where a request's time goes, phase by phase, on the first engine: matching, the documents' query,
    // shaping the response, serializing it, and the whole request through the route.
    const { index } = (runners[0]!.search as unknown as { loaded: { index: MemoryIndex } }).loaded;
    const engine = runners[0]!.search as unknown as { database: { synonyms: { current(): Promise<SynonymTable> } } };
    const phases: Record<string, number[]> = { match: [], documents: [], shape: [], stringify: [], route: [] };
    for (let i = 0; i < 400; i++) {
      const body = mix[i % mix.length]!;
      const request = { ...body, limit: 20, attributesToHighlight: ['title_ku', 'title_ar', 'title_en'] };
      let t = performance.now();
      const parsedFilter = parseFilter(body.filter);
      const predicate =
        parsedFilter.ok && parsedFilter.ast
          ? (compilePredicate(parsedFilter.ast, index.columns) as { predicate: DocPredicate }).predicate
          : null;
      const words = expandWordsInMemory(index, parseQueryWords(body.q, await engine.database.synonyms.current()));
      const result = searchInMemory(index, {
        words,
        predicate,
        sort: [],
        facets: body.facets ?? [],
        offset: 0,
        limit: 20,
      });
      phases.match!.push(performance.now() - t);
      t = performance.now();
      const documents = await loadDocuments(handle.db, result.ids);
      phases.documents!.push(performance.now() - t);
      t = performance.now();
      const response = buildResponse(
        request as never,
        pageWindow(request as never),
        words,
        { documents, total: result.total },
        t,
      );
      phases.shape!.push(performance.now() - t);
      t = performance.now();
      JSON.stringify(response);
      phases.stringify!.push(performance.now() - t);
      phases.route!.push(await runners[0]!.run(i));
    }
    for (const [name, samples] of Object.entries(phases)) {
      console.log(`${name}: p50 ${round(percentile(samples, 50))} p95 ${round(percentile(samples, 95))} ms`);
    }
  }
  const profiler = process.env.PROFILE ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  for (let r = 0; r < rounds; r++) {
    for (const runner of runners) {
      const samples: number[] = [];
      const cpuBefore = process.cpuUsage();
      for (let i = 0; i < 200; i++) samples.push(await runner.run(r * 200 + i));
      // CPU time this process spent per query: less swayed than wall time by other work on a shared machine.
      const cpu = process.cpuUsage(cpuBefore);
      runner.cpu.push((cpu.user + cpu.system) / 1000 / samples.length);
      runner.p50.push(percentile(samples, 50));
      runner.p95.push(percentile(samples, 95));
      runner.all.push(...samples);
      console.log(
        `round ${r} ${runner.path}: p50 ${round(percentile(samples, 50))} p95 ${round(percentile(samples, 95))}, ` +
          `CPU ${round(runner.cpu[runner.cpu.length - 1]!)} ms a query`,
      );
    }
  }
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(process.env.PROFILE!, JSON.stringify(profile));
    profiler.disconnect();
  }
  for (const runner of runners) {
    console.log(
      `${runner.path}: median of rounds p50 ${round(percentile(runner.p50, 50))} ms, p95 ${round(percentile(runner.p95, 50))} ms, ` +
        `CPU ${round(percentile(runner.cpu, 50))} ms a query; ` +
        `all ${runner.all.length}: p50 ${round(percentile(runner.all, 50))} p95 ${round(percentile(runner.all, 95))} p99 ${round(percentile(runner.all, 99))}`,
    );
    await runner.app.close();
    await runner.search.close();
  }
  await handle.close();
}
