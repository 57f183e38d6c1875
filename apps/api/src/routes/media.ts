// GET /api/media/:kind/:file and /api/media/products/:sku/:file — generated SVG artwork.
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
import { PICTURE_OUTPUTS, PICTURE_WIDTHS, type PictureOutput } from '@dukan/core/media/picture-url';
import { pictureVariant } from '../services/media/pictures';
import { mediaStorageFor } from '../services/media/storage';

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  // An SVG opened directly is a document: forbid scripts and every fetch, allow its inline styles only.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const;

const MediaParams = z.object({
  kind: z.string().regex(/^[a-z]{1,20}$/, 'unknown media kind'),
  file: z.string().regex(new RegExp(`^${MEDIA_KEY_PATTERN.source.slice(1, -1)}\\.svg$`), 'expected <slug>.svg'),
});

const ProductMediaParams = z.object({
  sku: z.string().regex(SKU_PATTERN, 'expected a SKU of letters, digits and hyphens'),
  file: z.string().regex(new RegExp(`^[1-${MAX_PRODUCT_IMAGES}]\\.svg$`), `expected 1.svg … ${MAX_PRODUCT_IMAGES}.svg`),
});

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
    const { sku, file } = request.params;
    const n = Number(file.slice(0, -'.svg'.length));
    return sendSvg(
      request,
      reply,
      rendered(`products/${sku}/${n}`, () => renderProductArtwork(sku, n)),
    );
  });

  app.get('/:kind/:file', { schema: { params: MediaParams } }, async (request, reply) => {
    const { kind, file } = request.params;
    if (!isMediaKind(kind)) return sendError(request, reply, 404, 'not_found');
    const key = file.slice(0, -'.svg'.length);
    return sendSvg(
      request,
      reply,
      rendered(`${kind}/${key}`, () => renderArtwork(kind, key)),
    );
  });
};
