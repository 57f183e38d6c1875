// The storefront's page cache in front of Next: a shared cache, as a CDN would be, inside the server process.
//
// Catalogue and content pages are already served from Next's cache (incremental static regeneration), but each
// view still goes through Next's whole request pipeline (the proxy, routing, the cache lookup), which costs a few
// milliseconds of CPU per view and held a cached product page to about a tenth of what the same server gives a
// static file. This keeps the finished response of a cached page (body, status, headers) and answers the next
// view of the same address from memory.
//
// What may be kept: a plain GET of a language-prefixed page (`/ku/…`, `/ar/…`, `/en/…`) that Next answered 200
// with `Cache-Control: s-maxage=…` (what Next sends for a page from its cache; a page that reads the shopper or the
// query is `private, no-store` and never kept). Requests Next answers differently by header are passed through:
// client navigations (`RSC`, `Next-Router-*`), conditional and range requests. The bare `/` is not kept: it
// follows the remembered language and Accept-Language.
//
// How long: fresh for `s-maxage` seconds (Next's own revalidation period, so a lost change call is still picked up
// as it would be without this cache; then refreshed, below), and never across a change: every storefront process
// receives the API's signed POST to /internal/revalidate, and as Next answers it (before the answer leaves), the
// kept pages the change touches are dropped (`pagesTouchedBy`: an order drops its products' pages and the listing, a
// catalogue or content change drops everything). A response that was being rendered while a change touching its
// page arrived is not kept.
//
// Except in a burst: a page touched by two changes within BURST_MS (the listing while orders come in: each order
// touches it) is changing faster than Next renders it. Every render would cross a change, none would be kept, and
// every view would wait on Next: the listing fell from 3,112 to 98 views/s at 20 orders/s. There a touched copy, or a
// render that crossed a change, is kept *behind*: views get it from memory, for at most BEHIND_FOR_MS from when its
// render began, and a view of it has this server render the page again (one render at a time, at most one every
// BURST_REFRESH_MS) until a render crosses no change. Only viewed copies are rendered again: the listing has a copy
// per filter, sort and page, most of them seldom viewed. A page changed once in a while is dropped as before, so the
// view after an order shows it.
//
// When a kept copy's time is up, the next view still gets it, and the copy is refreshed a few seconds later by a
// request of this server to itself (given `origin`). Next would send that view the same stale copy (its
// stale-while-revalidate), but it would render the page again at once, on the same cores, while that shopper's
// browser is still asking for the page's stylesheet and scripts: a Lighthouse visit that landed on an expired page
// painted late in 6 of 8 runs, against 2 of 12 on a fresh one. The expired copy is sent for at most STALE_FOR_MS
// past its time; if no refresh has replaced it by then, views go to Next again. A change drops it as before.
//
// Next answers with its own stale copy too, when no copy is kept here and Next's has outlived its revalidation
// period: a page viewed less often than that (the listing's period is 30 s) would otherwise never be kept, and each
// of its views would have Next render it while that shopper's browser loads it. Such a copy is kept as already
// expired, with its refresh under way, so the next views get it from memory as Next would have sent it. Next never
// answers with a stale copy after a change (the revalidate route expires tags at once), so it lacks none.
//
// Kept copies go out Brotli-compressed to browsers that take it (every current one): Next compresses a page with
// gzip as it sends it, and a kept copy is recompressed once, off the event loop, about a quarter smaller (home:
// 23 → 18 kB). Until that copy is ready, the gzip one is sent.
//
// The one thing a page's response does differ in by shopper is the language cookie the proxy sets when the
// visited page's language is not the remembered one (proxy.ts); the kept copy is stored without Set-Cookie and
// the cookie is added here under the same rule.

import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { brotliCompress, constants as zlibConstants, gunzip } from 'node:zlib';

/** The proxy's language cookie (i18n/routing.ts); server.test.ts checks the two agree. */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** The shop's languages (@dukan/core/locales); checked the same way. */
export const PAGE_LOCALES = ['ku', 'ar', 'en'];

const CACHEABLE_PATH = new RegExp(`^/(?:${PAGE_LOCALES.join('|')})(?:/|$)`);
const REVALIDATE_PATH = '/internal/revalidate';
/** The storefront tags the revalidate route expired (@dukan/core/cache/revalidation; page-cache.test.ts checks). */
export const REVALIDATED_TAGS_HEADER = 'x-dukan-revalidated-tags';
/** The listing (`/ku/products`) and a product's page (`/ku/products/12`). */
const PRODUCTS_PATH = new RegExp(`^/(?:${PAGE_LOCALES.join('|')})/products(?:/([^/]+))?/?$`);
/** How many changes are remembered for telling whether a response in progress crossed one that touches it. */
const REMEMBERED_CHANGES = 1000;
/** A page touched by two changes within this is in a burst (above). */
export const BURST_MS = 1_000;
/**
 * In a burst, a page's renders start at least this far apart. A render of the listing takes about 80 ms of the
 * storefront's CPU: rendered back to back at 20 orders/s, it kept the cores from the views (533 views/s, against
 * 2,417 with one render a second).
 */
const BURST_REFRESH_MS = 1_000;
/**
 * How old (from when its render began) a copy kept behind may be and still be sent; past it views go to Next. A
 * page shows a change within 2 s: the next render starts BURST_REFRESH_MS after the last one began, and has the
 * rest to finish.
 */
export const BEHIND_FOR_MS = 1_500;
/** Request headers that make Next answer with something else than the page's HTML. */
const VARYING_REQUEST_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'range',
  'if-none-match',
  'if-modified-since',
];
/** How long after a view of an expired copy its refresh starts: after that shopper's page has had its files. */
const REFRESH_DELAY_MS = 3_000;
/** Next answers a refresh with its own stale copy while it renders the page; the refresh asks again this much later. */
const REFRESH_RETRY_MS = 1_000;
const REFRESH_TRIES = 4;
/** A refresh that has not been answered by then is abandoned and counts as a failed try. */
const REFRESH_TIMEOUT_MS = 30_000;
/**
 * How long past its time an expired copy may still be sent while it is being refreshed. Next itself would send its
 * stale copy to the first view however old it is; the bound is for a refresh that keeps failing (this server unable
 * to reach itself), after which views go to Next as they did before refreshing existed.
 */
export const STALE_FOR_MS = 5 * 60_000;
/** Marks this server's own refresh requests; the value is a secret of the process, so no one else can store a page. */
const REFRESH_HEADER = 'x-dukan-page-refresh';

/** Response headers not replayed: per response (set again by Node) or per shopper. */
const UNSTORED_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

function cookieValue(header, name) {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function sharedMaxAge(cacheControl) {
  const match = /(?:^|,)\s*s-maxage=(\d+)/i.exec(String(cacheControl ?? ''));
  return match ? Number(match[1]) : 0;
}

/** Kept copies are told apart by address and by whether the body is gzip-compressed (Next compresses on request). */
function keyOf(req) {
  const gzip = /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''));
  return `${gzip ? 'gzip' : 'identity'} ${req.url}`;
}

function acceptsBrotli(req) {
  return /\bbr\b/i.test(String(req.headers['accept-encoding'] ?? ''));
}

/**
 * Which kept pages a change touches, given the storefront tags Next expired for it (REVALIDATED_TAGS_HEADER, comma
 * separated): a test of a page's path, or null for every page. What each tag is read by (page-cache.test.ts holds
 * this to the code):
 * - 'catalogue', 'content' and 'delivery' by every page (the layout's menu, footer and delivery notes), so they
 *   touch everything, as does a tag this does not know or a missing header;
 * - `product:<id>` by that product's page only; its address may spell the id otherwise (`٠١`), so a product page
 *   whose id is not written plainly is touched by any product's change;
 * - 'search' by the listing only.
 * The frequent change is an order: its products and 'search'. It leaves home, the other products' pages and the
 * content pages kept, where dropping everything would send every view to Next while orders come in.
 */
export function pagesTouchedBy(header) {
  if (header === undefined || header === null) return null;
  const products = new Set();
  let search = false;
  for (const tag of String(header).split(',')) {
    const name = tag.trim();
    const product = /^product:(\d{1,12})$/.exec(name);
    if (product) products.add(product[1]);
    else if (name === 'search') search = true;
    else if (name !== '') return null;
  }
  return (path) => {
    const match = PRODUCTS_PATH.exec(path);
    if (!match) return false;
    if (match[1] === undefined) return search;
    return products.size > 0 && (!/^[1-9]\d*$/.test(match[1]) || products.has(match[1]));
  };
}

/**
 * Calls `onHead` once, when the response's status and headers are settled and before any of it is sent: Node writes
 * the head through `writeHead`, called by the code answering or by the first write or end.
 */
function beforeHeadLeaves(res, onHead) {
  const writeHead = res.writeHead;
  let called = false;
  res.writeHead = function (...args) {
    const result = writeHead.apply(this, args);
    if (!called) {
      called = true;
      onHead();
    }
    return result;
  };
}

/**
 * Brotli quality for kept pages: 6 takes about as long as gzip (2–3 ms for a 160 kB page) and gives most of what
 * Brotli can (home: 17.9 kB; quality 11 gives 16.0 kB but takes 175 ms of a core, on every page every minute).
 */
const BROTLI_QUALITY = 6;

/** The gzip body recompressed with Brotli, or null when that fails or is not smaller. */
function recompress(gzipBody, done) {
  gunzip(gzipBody, (error, plain) => {
    if (error) return done(null);
    const params = {
      [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: plain.length,
    };
    brotliCompress(plain, { params }, (failed, brotli) =>
      done(failed || brotli.length >= gzipBody.length ? null : brotli),
    );
  });
}

/**
 * A page cache of at most `maxBytes` of bodies, oldest dropped first.
 * `handle(req, res, next)` answers from memory or calls `next()` and keeps what may be kept.
 * `origin()` gives this server's own address (`http://127.0.0.1:3000`) for refreshing expired copies; without it an
 * expired copy is dropped and the view goes to Next.
 */
export function createPageCache({
  maxBytes = 64 * 1024 * 1024,
  now = Date.now,
  origin = null,
  refreshDelayMs = REFRESH_DELAY_MS,
  refreshRetryMs = REFRESH_RETRY_MS,
  burstRefreshMs = BURST_REFRESH_MS,
} = {}) {
  /**
   * `renderedAt`: when the render of this copy began. `behind`: a change since then touched it (a burst's copy).
   * `refresh`: the refresh under way, if any.
   * @type {Map<string, { status: number, headers: Record<string, unknown>, body: Buffer, brotli?: Buffer, expiresAt: number, renderedAt: number, behind?: boolean, refresh?: { timer: NodeJS.Timeout | null, dueAt: number, inFlight: boolean, tries: number } }>}
   */
  const entries = new Map();
  let bytes = 0;
  /** Counts changes; `changes` holds the last REMEMBERED_CHANGES with when they came and what each touched (null: everything). */
  let changeCount = 0;
  /** @type {{ count: number, at: number, touches: ((path: string) => boolean) | null }[]} */
  const changes = [];
  const refreshToken = randomBytes(16).toString('hex');

  const sizeOf = (entry) => entry.body.length + (entry.brotli?.length ?? 0);

  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry);
  }

  function evictOldest() {
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  /** A key's address (`/ku/products?page=2`), and its path without the query. */
  const urlOf = (key) => key.slice(key.indexOf(' ') + 1);
  const pathOf = (key) => urlOf(key).split('?')[0];
  const touchesPath = (change, path) => !change.touches || change.touches(path);

  /**
   * Drops the kept pages a change touches (`touches` null: all of them) and remembers it for responses in progress.
   * A page in a burst keeps its copy, marked behind, until it is viewed (then rendered again) or too old.
   */
  function changed(touches) {
    changeCount += 1;
    changes.push({ count: changeCount, at: now(), touches });
    if (changes.length > REMEMBERED_CHANGES) changes.shift();
    if (!touches) {
      entries.clear();
      bytes = 0;
      return;
    }
    for (const [key, entry] of [...entries]) {
      if (!touches(pathOf(key))) continue;
      if (keepsBehind(key)) entry.behind = true;
      else drop(key);
    }
  }

  /** Whether a copy of this page that lacks a change is kept, behind: only in a burst, and only where it can be refreshed. */
  function keepsBehind(key) {
    return Boolean(origin) && inBurst(key);
  }

  /** A viewed copy kept behind is rendered again as soon as BURST_REFRESH_MS has passed since its own render began. */
  function refreshBehind(key, entry) {
    refresh(key, entry, Math.max(0, entry.renderedAt + burstRefreshMs - now()));
  }

  /** Whether the page kept under `key` was touched by two changes or more within the last BURST_MS. */
  function inBurst(key) {
    const path = pathOf(key);
    const since = now() - BURST_MS;
    let touched = 0;
    for (let i = changes.length - 1; i >= 0 && changes[i].at >= since; i--) {
      if (touchesPath(changes[i], path)) touched += 1;
      if (touched >= 2) return true;
    }
    return false;
  }

  /** Whether a change since `count` touched the page kept under `key` (or is too long ago to tell). */
  function changedSince(count, key) {
    if (count === changeCount) return false;
    if (changes.length === 0 || changes[0].count > count + 1) return true;
    const path = pathOf(key);
    return changes.some((change) => change.count > count && touchesPath(change, path));
  }

  function clear() {
    changed(null);
  }

  function store(key, entry) {
    if (entry.body.length > maxBytes / 4) return;
    drop(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    evictOldest();
    if (entry.headers['content-encoding'] === 'gzip') {
      recompress(entry.body, (brotli) => {
        // Only onto the same copy: it may have been dropped or replaced meanwhile.
        if (!brotli || entries.get(key) !== entry) return;
        entry.brotli = brotli;
        bytes += brotli.length;
        evictOldest();
      });
    }
  }

  function mayUse(req) {
    if (req.method !== 'GET') return false;
    const path = req.url.split('?')[0];
    if (!CACHEABLE_PATH.test(path)) return false;
    return VARYING_REQUEST_HEADERS.every((name) => req.headers[name] === undefined);
  }

  function localeCookie(req) {
    const locale = req.url.split(/[/?]/)[1];
    if (cookieValue(req.headers.cookie, LOCALE_COOKIE) === locale) return null;
    return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=lax`;
  }

  function answer(req, res, entry) {
    res.statusCode = entry.status;
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
    const cookie = localeCookie(req);
    if (cookie) res.setHeader('set-cookie', cookie);
    const body = entry.brotli && acceptsBrotli(req) ? entry.brotli : entry.body;
    if (body === entry.brotli) res.setHeader('content-encoding', 'br');
    res.setHeader('content-length', body.length);
    res.end(body);
  }

  /**
   * Copies what Next writes, to keep it once the response is complete and turns out cacheable. `refreshing`: this
   * server's own refresh of a kept copy, which asks again rather than keep Next's stale copy.
   */
  function record(req, res, key, { refreshing = false } = {}) {
    const started = changeCount;
    const renderedAt = now();
    const chunks = [];
    let failed = false;
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const keep = (chunk, encoding) => {
      if (chunk == null || typeof chunk === 'function') return;
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      else failed = true;
    };
    res.write = (chunk, encoding, callback) => {
      keep(chunk, encoding);
      return write(chunk, encoding, callback);
    };
    res.end = (chunk, encoding, callback) => {
      keep(chunk, encoding);
      return end(chunk, encoding, callback);
    };
    res.once('finish', () => {
      if (failed || res.statusCode !== 200) return;
      // Crossed by a change that touches it: it lacks that change, so it is kept only in a burst, behind.
      const behind = changedSince(started, key);
      if (behind && !keepsBehind(key)) return;
      // Next answered with its stale copy and renders a fresh one behind. A view's is kept as already expired, with a
      // refresh under way; a refresh's is not kept (the refresh asks again), nor is one that crossed a change.
      const stale = String(res.getHeader('x-nextjs-cache') ?? '').toUpperCase() === 'STALE';
      if (stale && (refreshing || behind || !origin)) return;
      const maxAge = sharedMaxAge(res.getHeader('cache-control'));
      if (maxAge <= 0) return;
      const headers = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (!UNSTORED_RESPONSE_HEADERS.has(name)) headers[name] = value;
      }
      const body = Buffer.concat(chunks);
      const entry = {
        status: 200,
        headers,
        body,
        expiresAt: stale ? now() : now() + maxAge * 1000,
        renderedAt,
        behind,
      };
      store(key, entry);
      if (stale && entries.get(key) === entry) refresh(key, entry, refreshDelayMs);
    });
  }

  function handle(req, res, next) {
    if (req.method === 'POST' && req.url.split('?')[0] === REVALIDATE_PATH) {
      // Dropped as Next's answer starts, before any of it leaves. The API goes on (and answers the order that made
      // the change) as soon as it has the answer's head, and Next may send the rest later: dropped when the answer
      // ended, the shopper's next view found the old copy in 12 runs of 20. Next has expired the tags by then (it
      // does so before it builds the answer); a view of a touched page rendered across it is not kept (`record`).
      beforeHeadLeaves(res, () => {
        if (res.statusCode >= 200 && res.statusCode < 300)
          changed(pagesTouchedBy(res.getHeader(REVALIDATED_TAGS_HEADER)));
      });
      return next();
    }
    if (!mayUse(req)) return next();
    const key = keyOf(req);
    const entry = entries.get(key);
    // This server's own refresh: rendered by Next and kept, while views go on getting the expired copy.
    if (origin && req.headers[REFRESH_HEADER] === refreshToken) {
      record(req, res, key, { refreshing: true });
      return next();
    }
    if (entry?.behind) {
      if (now() - entry.renderedAt <= BEHIND_FOR_MS) {
        refreshBehind(key, entry);
        res.setHeader('x-dukan-page-cache', 'behind');
        return answer(req, res, entry);
      }
    } else if (entry && entry.expiresAt > now()) {
      res.setHeader('x-dukan-page-cache', 'hit');
      return answer(req, res, entry);
    } else if (entry && origin && now() < entry.expiresAt + STALE_FOR_MS) {
      refresh(key, entry, refreshDelayMs);
      res.setHeader('x-dukan-page-cache', 'stale');
      return answer(req, res, entry);
    }
    if (entry) drop(key);
    record(req, res, key);
    return next();
  }

  /**
   * Asks this server for the page again in `delayMs`, until a new copy replaced `entry` or a change dropped it: the
   * new copy is kept by `record`. One refresh per copy at a time; asked again for sooner (a burst), a waiting one
   * is brought forward.
   */
  function refresh(key, entry, delayMs) {
    const state = (entry.refresh ??= { timer: null, dueAt: Infinity, inFlight: false, tries: 0 });
    if (state.inFlight) return;
    if (state.timer) {
      if (now() + delayMs >= state.dueAt) return;
      clearTimeout(state.timer);
      state.timer = null;
    }
    schedule(key, entry, delayMs);
  }

  function schedule(key, entry, delayMs) {
    const state = entry.refresh;
    if (delayMs <= 0) return attempt(key, entry);
    state.dueAt = now() + delayMs;
    state.timer = setTimeout(() => {
      state.timer = null;
      attempt(key, entry);
    }, delayMs);
    state.timer.unref();
  }

  function attempt(key, entry) {
    const settled = () => entries.get(key) !== entry;
    if (settled()) return;
    const state = entry.refresh;
    state.tries += 1;
    state.inFlight = true;
    const headers = { [REFRESH_HEADER]: refreshToken };
    // The same kind of copy as the one kept under this key.
    if (key.startsWith('gzip ')) headers['accept-encoding'] = 'gzip';
    // Once per try: a try abandoned mid-answer ends with an error on both the request and the response.
    let ended = false;
    const retry = () => {
      if (ended) return;
      ended = true;
      state.inFlight = false;
      if (settled()) return;
      if (state.tries < REFRESH_TRIES) schedule(key, entry, refreshRetryMs);
      // Given up: a later view may start another refresh, until STALE_FOR_MS sends views to Next.
      else entry.refresh = undefined;
    };
    const request = httpRequest(`${origin()}${urlOf(key)}`, { headers }, (response) => {
      response.resume();
      response.on('end', retry);
      response.on('error', retry);
    });
    request.setTimeout(REFRESH_TIMEOUT_MS, () => request.destroy(new Error('page refresh timed out')));
    request.on('error', retry);
    request.end();
  }

  return { handle, clear, size: () => entries.size, bytes: () => bytes };
}
