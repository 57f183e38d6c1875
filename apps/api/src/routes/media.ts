// GET /api/media/:kind/:file and /api/media/products/:sku/:file — generated SVG artwork, and the same artwork as
// WebP at a few widths (`<name>.w640.webp`, services/media/artwork-raster.ts).
// Pure generation, no database: the bytes depend only on the path, so answers are immutable.
// GET /api/media/uploads/:id/w{width}.{webp|avif} — uploaded pictures, resized (services/media/pictures.ts).
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendError } from '../http/errors';
import type { ZodTypeProvider } from '../http/zod';
import {
  MAX_PRODUCT_IMAGES,
  MEDIA_KEY_PATTERN,
  SKU_PATTERN,
  isMediaKind,
  renderArtwork,
  renderProductArtwork,
} from '../services/artwork';
import { unanchored } from '@dukan/core/contract/patterns';
import { ARTWORK_WIDTHS, PICTURE_OUTPUTS, PICTURE_WIDTHS, type PictureOutput } from '@dukan/core/media/picture-url';
import { createArtworkRasterizer, type ArtworkRasterizer } from '../services/media/artwork-raster';
import { pictureVariant } from '../services/media/pictures';
import { mediaStorageFor } from '../services/media/storage';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  // An SVG opened directly is a document: forbid scripts and every fetch, allow its inline styles only.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const;

/** `.svg`, or `.w<width>.webp` for one of the artwork's raster widths. */
const ARTWORK_SUFFIX = `\\.(?:svg|w(?:${ARTWORK_WIDTHS.join('|')})\\.webp)`;

const MediaParams = z.object({
  kind: z.string().regex(/^[a-z]{1,20}$/, 'unknown media kind'),
  file: z
    .string()
    .regex(
      new RegExp(`^${unanchored(MEDIA_KEY_PATTERN)}${ARTWORK_SUFFIX}$`),
      `expected <slug>.svg or <slug>.w<${ARTWORK_WIDTHS.join('|')}>.webp`,
    ),
});

const ProductMediaParams = z.object({
  sku: z.string().regex(SKU_PATTERN, 'expected a SKU of letters, digits and hyphens'),
  file: z
    .string()
    .regex(
      new RegExp(`^[1-${MAX_PRODUCT_IMAGES}]${ARTWORK_SUFFIX}$`),
      `expected 1.svg … ${MAX_PRODUCT_IMAGES}.svg, or 1.w<${ARTWORK_WIDTHS.join('|')}>.webp`,
    ),
});

/** A checked artwork file name: its name without the suffix, and the raster width asked for (null for the SVG). */
function artworkFile(file: string): { name: string; width: number | null } {
  const raster = /^(.*)\.w(\d+)\.webp$/.exec(file);
  return raster ? { name: raster[1]!, width: Number(raster[2]) } : { name: file.slice(0, -'.svg'.length), width: null };
}

interface Rendered {
  body: string;
  etag: string;
}

// Rendering takes microseconds, but a listing page asks for the same covers over and over.
const CACHE_LIMIT = 2000;
const cache = new Map<string, Rendered>();

function rendered(cacheKey: string, render: () => string): Rendered {
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const body = render();
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const entry = { body, etag };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(cacheKey, entry);
  return entry;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, entry: Rendered) {
  reply.headers(SVG_HEADERS).header('etag', entry.etag);
  if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return reply.send(entry.body);
}

/** The artwork as SVG, or as WebP at the asked width (the SVG's address when the renderer is too busy). */
async function sendArtwork(
  request: FastifyRequest,
  reply: FastifyReply,
  rasterizer: ArtworkRasterizer,
  key: string,
  width: number | null,
  render: () => string,
) {
  const source = rendered(key, render);
  if (width === null) return sendSvg(request, reply, source);
  // The raster is made from the SVG, so it changes exactly when the SVG does.
  const etag = `${source.etag.slice(0, -1)}-w${width}"`;
  if (etagMatches(request.headers['if-none-match'], etag)) {
    return reply.headers(RASTER_HEADERS).header('etag', etag).code(304).send();
  }
  const bytes = await rasterizer.webp(`${key}:${source.etag}`, width, source.body);
  if (!bytes) {
    // Too many pictures are waiting to be drawn: this one goes to its SVG, which the browser draws itself.
    const svgPath = request.url.split('?')[0]!.replace(/\.w\d+\.webp$/, '.svg');
    return reply.header('cache-control', 'no-store').redirect(svgPath, 307);
  }
  return reply.headers(RASTER_HEADERS).header('etag', etag).send(bytes);
}

const RASTER_HEADERS = {
  'content-type': 'image/webp',
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
} as const;

const UploadedPictureParams = z.object({
  id: z.uuid().transform((id) => id.toLowerCase()),
  variant: z
    .string()
    .regex(
      new RegExp(`^w(${PICTURE_WIDTHS.join('|')})\\.(${PICTURE_OUTPUTS.join('|')})$`),
      'expected w<width>.webp or .avif',
    ),
});

export const mediaPlugin: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const rasterizer = createArtworkRasterizer();

  app.get('/uploads/:id/:variant', { schema: { params: UploadedPictureParams } }, async (request, reply) => {
    const [width, output] = request.params.variant.slice(1).split('.') as [string, PictureOutput];
    const bytes = await pictureVariant(mediaStorageFor(app.deps.config), request.params.id, Number(width), output);
    if (!bytes) return sendError(request, reply, 404, 'not_found');
    // An upload's bytes never change under its id, so a variant may be cached for good.
    const etag = `"${request.params.id}-${request.params.variant}"`;
    reply.headers({
      'content-type': `image/${output}`,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag,
    });
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(bytes);
  });

  app.get('/products/:sku/:file', { schema: { params: ProductMediaParams } }, async (request, reply) => {
    const { sku } = request.params;
    const { name, width } = artworkFile(request.params.file);
    const n = Number(name);
    return sendArtwork(request, reply, rasterizer, `products/${sku}/${n}`, width, () => renderProductArtwork(sku, n));
  });

  app.get('/:kind/:file', { schema: { params: MediaParams } }, async (request, reply) => {
    const { kind } = request.params;
    if (!isMediaKind(kind)) return sendError(request, reply, 404, 'not_found');
    const { name: key, width } = artworkFile(request.params.file);
    return sendArtwork(request, reply, rasterizer, `${kind}/${key}`, width, () => renderArtwork(kind, key));
  });
};
