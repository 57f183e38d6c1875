// The content family of the back office (/api/admin), permission 'content:edit' (owner, manager, editor):
// banners and highlights per storefront page, articles (HTML sanitized when saved), showrooms with their map
// pin and opening hours, the footer's site pages, meta entries, social accounts and contacts. Every change is
// audited in its transaction and announced as 'content', so the storefront shows it at its next request.
import {
  ArticleCreateBody,
  ArticleListQuery,
  ArticlePatchBody,
  BannerCreateBody,
  BannerPatchBody,
  ContactCreateBody,
  ContactPatchBody,
  HighlightCreateBody,
  HighlightPatchBody,
  MetaEntryBody,
  PageKeyQuery,
  ReorderAllBody,
  ReorderBody,
  ShowroomCreateBody,
  ShowroomPatchBody,
  SitePageBody,
  SocialCreateBody,
  SocialPatchBody,
  adminKey,
} from '@dukan/core/contract/admin-content';
import { SITE_PAGE_SLUGS, type SitePageSlug } from '@dukan/core/contract/content';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { articles } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { localeOfRequest, messageFor } from '../../http/messages';
import { unwrap } from '../../http/service-result';
import { LangQuery, type ZodTypeProvider } from '../../http/zod';
import {
  articleKind,
  bannerKind,
  contactKind,
  highlightKind,
  showroomKind,
  socialKind,
} from '../../services/content-admin/content-kinds';
import {
  deleteMetaEntry,
  listMetaEntriesForStaff,
  readMetaEntry,
  saveMetaEntry,
} from '../../services/content-admin/meta-entries';
import { listRecords } from '../../services/content-admin/records';
import {
  listSitePagesForStaff,
  readSitePageForStaff,
  saveSitePageAudited,
} from '../../services/content-admin/site-pages';
import type { AdminRuntime } from './index';
import { registerRecordRoutes, writeContextOf } from './record-routes';

const config = { permission: 'content:edit' } as const;

// Three languages of HTML at up to 60,000 characters each, two bytes a character in Arabic script.
const HTML_BODY_LIMIT = 1024 * 1024;

const SlugParams = z.object({
  slug: z.string().transform((s) => ((SITE_PAGE_SLUGS as readonly string[]).includes(s) ? (s as SitePageSlug) : null)),
});
const MetaPageParams = z.object({
  page: z.string().transform((s) => (adminKey().safeParse(s).success ? s : null)),
});

export const adminContentPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (parent, { runtime }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = runtime.ctx.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  registerRecordRoutes(app, runtime, {
    path: '/banners',
    permission: 'content:edit',
    kind: bannerKind,
    create: BannerCreateBody,
    patch: BannerPatchBody,
    pageQuery: PageKeyQuery,
    reorder: { body: ReorderBody },
  });
  registerRecordRoutes(app, runtime, {
    path: '/highlights',
    permission: 'content:edit',
    kind: highlightKind,
    create: HighlightCreateBody,
    patch: HighlightPatchBody,
    pageQuery: PageKeyQuery,
    reorder: { body: ReorderBody },
  });
  registerRecordRoutes(app, runtime, {
    path: '/showrooms',
    permission: 'content:edit',
    kind: showroomKind,
    create: ShowroomCreateBody,
    patch: ShowroomPatchBody,
    reorder: { body: ReorderAllBody },
  });
  registerRecordRoutes(app, runtime, {
    path: '/socials',
    permission: 'content:edit',
    kind: socialKind,
    create: SocialCreateBody,
    patch: SocialPatchBody,
    reorder: { body: ReorderAllBody },
  });
  registerRecordRoutes(app, runtime, {
    path: '/contacts',
    permission: 'content:edit',
    kind: contactKind,
    create: ContactCreateBody,
    patch: ContactPatchBody,
    reorder: { body: ReorderAllBody },
  });

  // Articles list by type, newest first; the rest of their life is the common one.
  app.get('/articles', { config, schema: { querystring: ArticleListQuery } }, async (request) => {
    const { type } = request.query;
    return { data: await listRecords(db, articleKind, type === undefined ? undefined : eq(articles.type, type)) };
  });
  registerRecordRoutes(app, runtime, {
    path: '/articles',
    permission: 'content:edit',
    kind: articleKind,
    create: ArticleCreateBody,
    patch: ArticlePatchBody,
    bodyLimit: HTML_BODY_LIMIT,
    listed: false,
  });

  // ---- site pages: one per footer slug, written whole ----
  app.get('/pages', { config, schema: { querystring: LangQuery } }, async () => ({
    data: await listSitePagesForStaff(db),
  }));
  app.get('/pages/:slug', { config, schema: { params: SlugParams, querystring: LangQuery } }, async (request) => {
    const { slug } = request.params;
    if (slug === null) throw new HttpError(404, 'page_not_found');
    return { data: await readSitePageForStaff(db, slug) };
  });
  app.put(
    '/pages/:slug',
    { config, bodyLimit: HTML_BODY_LIMIT, schema: { params: SlugParams, body: SitePageBody, querystring: LangQuery } },
    async (request) => {
      const { slug } = request.params;
      if (slug === null) throw new HttpError(404, 'page_not_found');
      const ctx = writeContextOf(runtime, request);
      const page = await saveSitePageAudited(ctx, slug, request.body, runtime.ctx.now(), localeOfRequest(request));
      return { data: page, message: messageFor(request, 'page_saved') };
    },
  );

  // ---- meta entries: one per storefront page key ----
  app.get('/meta', { config, schema: { querystring: LangQuery } }, async () => ({
    data: await listMetaEntriesForStaff(db),
  }));
  app.get('/meta/:page', { config, schema: { params: MetaPageParams, querystring: LangQuery } }, async (request) => {
    const { page } = request.params;
    if (page === null) throw new HttpError(404, 'meta_entry_not_found');
    return { data: unwrap(request, await readMetaEntry(db, page)) };
  });
  app.put(
    '/meta/:page',
    { config, schema: { params: MetaPageParams, body: MetaEntryBody, querystring: LangQuery } },
    async (request) => {
      const { page } = request.params;
      if (page === null) throw new HttpError(404, 'meta_entry_not_found');
      const saved = await saveMetaEntry(writeContextOf(runtime, request), page, request.body);
      return { data: saved, message: messageFor(request, 'content_saved') };
    },
  );
  app.delete('/meta/:page', { config, schema: { params: MetaPageParams, querystring: LangQuery } }, async (request) => {
    const { page } = request.params;
    if (page === null) throw new HttpError(404, 'meta_entry_not_found');
    unwrap(request, await deleteMetaEntry(writeContextOf(runtime, request), page));
    return { message: messageFor(request, 'content_deleted') };
  });
};
