// The generated SVG artwork as WebP at a few fixed widths (ARTWORK_WIDTHS), which the storefront offers in a
// `srcset`. A browser draws every SVG picture on its main thread as a small document of its own, while a WebP is
// decoded off it; on a phone, a listing of SVG cards spent a third of its main-thread time on them.
//
// Rasterising costs 15–300 ms of CPU per picture, and the artwork addresses are open (any SKU has a picture), so
// one process never renders more than one at a time, keeps what it rendered (bounded in bytes), and when more
// are already waiting than a page would ask for at once, answers `null`: the route then sends the SVG's address,
// which the browser shows as before. Nothing is stored on disk; the answers are immutable, so browsers and any
// cache in front keep them.
import sharp from 'sharp';

/** Pictures waiting for the renderer beyond which a request is sent to the SVG instead. */
export const MAX_WAITING_RENDERS = 24;
/** Bytes of rendered pictures one process keeps (the demo shop's whole artwork at every width is a few MB). */
export const RENDERED_CACHE_BYTES = 32 * 1024 * 1024;

export interface ArtworkRasterizer {
  /**
   * The WebP of this SVG at this width, or null when too many renders are already waiting. `key` names the SVG's
   * content (its address and hash), so a changed picture is rendered again.
   */
  webp(key: string, width: number, svg: string): Promise<Buffer | null>;
}

export function createArtworkRasterizer(
  options: { maxWaiting?: number; cacheBytes?: number; render?: (svg: string, width: number) => Promise<Buffer> } = {},
): ArtworkRasterizer {
  const maxWaiting = options.maxWaiting ?? MAX_WAITING_RENDERS;
  const cacheBytes = options.cacheBytes ?? RENDERED_CACHE_BYTES;
  const render = options.render ?? renderWebp;
  // Insertion order is age: a hit moves its entry to the end, the oldest go first when over the byte budget.
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;
  /** The renders asked for and not finished, running or waiting their turn. */
  const inFlight = new Map<string, Promise<Buffer>>();
  let tail: Promise<unknown> = Promise.resolve();

  function keep(cacheKey: string, bytes: Buffer): void {
    kept.set(cacheKey, bytes);
    keptBytes += bytes.length;
    for (const [oldKey, old] of kept) {
      if (keptBytes <= cacheBytes) break;
      kept.delete(oldKey);
      keptBytes -= old.length;
    }
  }

  return {
    async webp(key, width, svg) {
      const cacheKey = `${key}@${width}`;
      const hit = kept.get(cacheKey);
      if (hit) {
        kept.delete(cacheKey);
        kept.set(cacheKey, hit);
        return hit;
      }
      // Several requests for the same picture share one render.
      const pending = inFlight.get(cacheKey);
      if (pending) return pending;
      if (inFlight.size >= maxWaiting) return null;
      const run = tail.then(() => render(svg, width));
      tail = run.catch(() => undefined);
      const done = run
        .then((bytes) => {
          keep(cacheKey, bytes);
          return bytes;
        })
        .finally(() => inFlight.delete(cacheKey));
      inFlight.set(cacheKey, done);
      return done;
    },
  };
}

/** The width attribute of our SVGs (their size at 72 dpi, sharp's default density). */
const SVG_WIDTH = /<svg[^>]*\swidth="(\d+)"/;

async function renderWebp(svg: string, width: number): Promise<Buffer> {
  // Drawn at the density that gives the asked width directly, so lines stay sharp instead of being scaled.
  const natural = Number(SVG_WIDTH.exec(svg)?.[1] ?? width);
  const density = Math.max(1, Math.min(2400, (72 * width) / natural));
  return sharp(Buffer.from(svg), { density }).resize({ width }).webp({ quality: 80 }).toBuffer();
}
