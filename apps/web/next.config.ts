import type { NextConfig } from 'next';
import { LOCALES } from '@dukan/core/locales';
import { baseSecurityHeaders, PAGE_SOURCE, pageSecurityHeaders } from './lib/security-headers';

// Where the storefront's server reaches the API. The browser never sees this address: it talks to the
// storefront's own origin and these rewrites forward /api, /auth and /search, so cookies stay first-party.
const apiInternalUrl = (process.env.API_INTERNAL_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`).replace(
  /\/$/,
  '',
);

const nextConfig: NextConfig = {
  transpilePackages: ['@dukan/core'],
  poweredByHeader: false,
  // React DOM in the same chunk as Next's start-up script. Turbopack never merges a chunk over 200 kB by default
  // (maxMergeChunkSize), so React DOM was a chunk of its own whose evaluation only registers its modules, a task
  // under 10 ms. Lighthouse's simulation cannot see when such a task ran, so it counted React DOM's download
  // (63 kB) toward LCP although the page was painted before it ran. Merged, it runs in the start-up's own task,
  // after the paint, where the simulation sees it. maxChunkCountPerGroup asks for the merge; the other chunks
  // stay as they were and nothing is duplicated (the same bytes in all, our own code still apart). Decision 008,
  // session 45, has the figures.
  experimental: {
    turbopackChunking: { maxMergeChunkSize: 1_000_000, maxChunkCountPerGroup: 1 },
  },
  // A self-contained server with only the files it traces, for the image (deploy/Dockerfile.web) and
  // test:scale, which build with STANDALONE_BUILD=1. Not for `npm start`: Next warns on every start of a server
  // built so that it is not the standalone one, and `npm start` runs apps/web/server.mjs from the app folder.
  output: process.env.STANDALONE_BUILD === '1' ? 'standalone' : undefined,
  // Metadata (title, description, canonical, hreflang) always in <head>. By default Next streams it for
  // browsers and crawlers outside its own list, and when a page's data is not cached yet it lands in <body>,
  // where search engines ignore canonical and hreflang links (seen with Lighthouse on product pages).
  htmlLimitedBots: /.*/,
  // Security headers (lib/security-headers.ts), like the rewrites fixed when the app is built.
  async headers() {
    return [
      { source: '/:path*', headers: baseSecurityHeaders() },
      { source: PAGE_SOURCE, headers: pageSecurityHeaders() },
    ];
  },
  // Rewrites are resolved when the app is built: API_INTERNAL_URL / API_PORT must be set for `next build`.
  async rewrites() {
    const afterFiles = [
      { source: '/api/:path*', destination: `${apiInternalUrl}/api/:path*` },
      { source: '/auth/:path*', destination: `${apiInternalUrl}/auth/:path*` },
      { source: '/search/:path*', destination: `${apiInternalUrl}/search/:path*` },
      // The back office (apps/admin), served by the API.
      { source: '/admin', destination: `${apiInternalUrl}/admin` },
      { source: '/admin/:path*', destination: `${apiInternalUrl}/admin/:path*` },
      // The API's FIB simulator (development only): the payment page's "bank app" buttons.
      { source: '/dev/fib/payments/:path*', destination: `${apiInternalUrl}/dev/fib/payments/:path*` },
    ];
    // An address under a language that no page has is the shop's 404 page (app/[lang]/page-not-found), with the
    // URL kept. Fallback rewrites are tried only after every route, dynamic ones included.
    const fallback = [{ source: `/:lang(${LOCALES.join('|')})/:path+`, destination: '/:lang/page-not-found' }];
    return { beforeFiles: [], afterFiles, fallback };
  },
};

export default nextConfig;
