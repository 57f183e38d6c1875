// Next's built files (/_next/static/…: scripts, styles, fonts) answered before Next, compressed once at build.
//
// Next compresses each of these files with gzip on every request. A page's first view asks for a dozen of them
// at once, so the storefront spent its CPU gzipping the same unchanging files while the shopper's page waited
// for its stylesheet. `node static-files.mjs precompress` (part of `npm run build`) writes a Brotli (.br) and a
// gzip (.gz) copy beside each compressible file; sirv then sends the smallest one the browser accepts from
// disk, with no work per request. Brotli is about 13 % smaller than gzip on our scripts; browsers ask for it
// over HTTPS (and Chrome on http://localhost, where the benches run), and get gzip otherwise.
//
// The file names carry their content's hash, so they are cached for a year. What sirv does not find (an unknown
// name) goes on to Next. A build that was not (wholly) precompressed is left to Next entirely: sirv would send
// its scripts uncompressed.
//
// Before compressing, the same step marks the scripts every page runs before it hydrates with V8's compile hint
// (`hintStartupScripts`), so that Chrome compiles them while they download instead of on the main thread.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import sirv from 'sirv';

export const STATIC_PREFIX = '/_next/static/';
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt)$/;
/** Smaller than this, compression saves less than the response headers weigh. */
const MIN_BYTES = 1024;
const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * The headers every storefront response carries (next.config.ts sets them from lib/security-headers.ts
 * baseSecurityHeaders, which static-files.test.ts holds this list to).
 */
export function baseHeaders(env = process.env) {
  const headers = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
  if (env.NODE_ENV === 'production') headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/** V8's file-wide compile hint: on the first line of a script, it has Chrome (136 and later) compile every function
 * in it eagerly, on a background thread while the script streams in. Without it V8 compiles each function when it
 * is first called, on the main thread: a page's start-up (instantiating the framework's and our modules, decoding
 * the server components payload, hydrating) then runs as long tasks, and the shopper's taps wait. Other engines
 * read it as a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The scripts a page runs before it hydrates, as paths below the build's folder (`static/chunks/…`): the framework's
 * (build-manifest.json's rootMainFiles) and each route's entry chunks (its client reference manifest's
 * entryJSFiles). Chunks loaded later, on demand (the delivery map, the HTML sanitizer), are not among them: most of
 * their functions are not called when they load, so they stay lazily compiled.
 */
export function startupScripts(nextDir) {
  const scripts = new Set(JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')).rootMainFiles);
  const manifests = readdirSync(path.join(nextDir, 'server/app'), { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith('_client-reference-manifest.js'),
  );
  for (const entry of manifests) {
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    // The manifest is a script assigning one JSON object; its entry chunks are one JSON member of it.
    const match = source.match(/"entryJSFiles":(\{[^}]*\})/);
    if (!match) throw new Error(`static-files: no entryJSFiles in ${entry.name}`);
    for (const files of Object.values(JSON.parse(match[1]))) for (const file of files) scripts.add(file);
  }
  return [...scripts].filter((file) => file.endsWith('.js'));
}

/** Puts the compile hint on the first line of each start-up script (once); returns how many it marked. Run before
 * precompress, which compresses the marked files. */
export function hintStartupScripts(nextDir) {
  let count = 0;
  for (const script of startupScripts(nextDir)) {
    const file = path.join(nextDir, script);
    const body = readFileSync(file, 'utf8');
    if (body.startsWith(COMPILE_HINT + '\n')) continue;
    writeFileSync(file, `${COMPILE_HINT}\n${body}`);
    count += 1;
  }
  return count;
}

/** The files under `dir` worth compressing. */
function compressibleFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => statSync(file).size >= MIN_BYTES);
}

/** Whether every file worth compressing under `dir` has its Brotli and gzip copies. */
export function isPrecompressed(dir) {
  return compressibleFiles(dir).every((file) => existsSync(`${file}.br`) && existsSync(`${file}.gz`));
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`; returns how many files. */
export function precompress(dir) {
  let count = 0;
  for (const file of compressibleFiles(dir)) {
    const body = readFileSync(file);
    const brotli = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }));
    count += 1;
  }
  return count;
}

/**
 * `handle(req, res, next)` answers a GET or HEAD under /_next/static/ from `dir` (the build's .next/static) and
 * calls `next()` for anything else. The files are listed once, when this is created.
 */
export function createStaticFiles(dir, env = process.env) {
  if (!existsSync(dir) || !isPrecompressed(dir)) {
    console.warn(`static-files: ${dir} was not precompressed (node static-files.mjs precompress); Next serves it`);
    return { handle: (req, res, next) => next() };
  }
  const headers = baseHeaders(env);
  const serve = sirv(dir, {
    brotli: true,
    gzip: true,
    extensions: [],
    maxAge: ONE_YEAR,
    immutable: true,
    setHeaders: (res) => {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    },
  });
  return {
    handle(req, res, next) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url.startsWith(STATIC_PREFIX)) return next();
      const url = req.url;
      // sirv looks files up by the path below its folder.
      req.url = url.slice(STATIC_PREFIX.length - 1);
      serve(req, res, () => {
        req.url = url;
        next();
      });
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (process.argv[2] !== 'precompress') {
    console.error('usage: node static-files.mjs precompress');
    process.exit(2);
  }
  const nextDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.next');
  const dir = path.join(nextDir, 'static');
  console.log(`static-files: marked ${hintStartupScripts(nextDir)} start-up scripts with V8's compile hint`);
  console.log(`static-files: compressed ${precompress(dir)} files in ${dir}`);
}
