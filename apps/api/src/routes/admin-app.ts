// Serves the back office (apps/admin, a Vite build) at /admin from the API, so it shares the storefront's
// origin through the storefront's forwarding and its refresh cookie stays first-party.
//   /admin/assets/*  content-hashed files: cached for a year, never revalidated;
//   /admin, /admin/* the single page (no-cache, so a new build is picked up at once) with a strict policy:
//                    scripts only from this origin, no framing, no MIME sniffing, no referrer to other sites.
// Without a build (apps/admin/dist missing) every page is a 503 saying how to build it, not a blank 404.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

export const ADMIN_DIST_DIR = fileURLToPath(new URL('../../../admin/dist', import.meta.url));

/**
 * Styles allow 'unsafe-inline' because the dialog primitives add a <style> element while a dialog is open;
 * scripts do not. Pictures may be data: or blob: URLs (previews before upload, the map's marker).
 */
export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Back office not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<h1>The back office is not built</h1>
<p>Run <code>npm run build -w @dukan/admin</code> (or <code>npm start</code>, which builds it), then reload.</p>
<p lang="ckb" dir="rtl">بەشی بەڕێوەبردن هێشتا دروست نەکراوە.</p>
<p lang="ar" dir="rtl">لوحة الإدارة غير مبنية بعد.</p>
</body></html>`;

function pageHeaders(reply: FastifyReply) {
  return reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Content-Security-Policy', ADMIN_CONTENT_SECURITY_POLICY)
    .header('X-Content-Type-Options', 'nosniff')
    .header('X-Frame-Options', 'DENY')
    .header('Referrer-Policy', 'same-origin');
}

export const adminAppPlugin: FastifyPluginAsync<{ distDir?: string }> = async (app, options) => {
  const distDir = options.distDir ?? ADMIN_DIST_DIR;

  await app.register(fastifyStatic, {
    root: path.join(distDir, 'assets'),
    prefix: '/admin/assets/',
    // The names carry a hash of the content: a changed file is a new name.
    immutable: true,
    maxAge: '365d',
    cacheControl: true,
    // index.html is served below with its own headers; the folder is never listed.
    index: false,
    list: false,
    setHeaders: (reply) => reply.header('X-Content-Type-Options', 'nosniff'),
  });

  const page = async (_request: unknown, reply: FastifyReply) => {
    let html: string;
    try {
      // Read per request: the file is small and a rebuild while the API runs is then served at once.
      html = await readFile(path.join(distDir, 'index.html'), 'utf8');
    } catch {
      return pageHeaders(reply).code(503).header('Retry-After', '30').send(NOT_BUILT_PAGE);
    }
    return pageHeaders(reply).send(html);
  };
  app.get('/admin', page);
  app.get('/admin/*', page);
};
