// GET /api/media/:kind/:file and /api/media/products/:sku/:file — generated SVG artwork.
// Pure generation, no database: the bytes depend only on the path, so answers are immutable.
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

export const mediaPlugin: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

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
