// The shop owner's content under /api/admin, behind ADMIN_API_TOKEN like the order moves: reading and
// marking contact messages, and writing the footer pages (the storefront shows an edit within a minute).
import { SITE_PAGE_SLUGS, type SitePageSlug } from '@dukan/core/contract/content';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { requireAdminToken } from '../http/admin-token';
import { HttpError } from '../http/errors';
import { localeOfRequest, messageFor } from '../http/messages';
import { unwrap } from '../http/service-result';
import { LangQuery, UuidParams, type ZodTypeProvider } from '../http/zod';
import { listContactMessages, markContactMessageHandled } from '../services/content/contact-messages';
import { saveSitePage } from '../services/content/site-pages';

export const CONTACT_MESSAGES_PER_PAGE = 50;
const PAGE_TITLE_MAX = 200;
const PAGE_BODY_MAX = 60_000;

const ListQuery = LangQuery.extend({
  page: z.coerce
    .number({ message: 'invalid_input' })
    .int('invalid_input')
    .min(1, 'invalid_input')
    .max(1_000_000, 'invalid_input')
    .default(1),
});

const SlugParams = z.object({
  slug: z.string().transform((s) => ((SITE_PAGE_SLUGS as readonly string[]).includes(s) ? (s as SitePageSlug) : null)),
});

// Kurdish is what every other language falls back to, so it must be there; Arabic and English may wait.
const title = (required: boolean) =>
  z
    .string({ message: 'invalid_input' })
    .trim()
    .min(required ? 1 : 0, 'invalid_input')
    .max(PAGE_TITLE_MAX, 'invalid_input');
const body = (required: boolean) =>
  z
    .string({ message: 'invalid_input' })
    .trim()
    .min(required ? 1 : 0, 'invalid_input')
    .max(PAGE_BODY_MAX, 'invalid_input');
const PageBody = z.object(
  {
    title_ku: title(true),
    title_ar: title(false).default(''),
    title_en: title(false).default(''),
    body_ku: body(true),
    body_ar: body(false).default(''),
    body_en: body(false).default(''),
  },
  { message: 'invalid_input' },
);

export const adminContentPlugin: FastifyPluginAsync<{
  db: Database;
  adminToken: string | undefined;
  now: () => Date;
}> = async (parent, { db, adminToken, now }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireAdminToken(adminToken));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/contact-messages', { schema: { querystring: ListQuery } }, async (request) =>
    listContactMessages(db, request.query.page, CONTACT_MESSAGES_PER_PAGE),
  );

  app.post(
    '/contact-messages/:id/handled',
    { schema: { params: UuidParams, querystring: LangQuery } },
    async (request) => {
      if (!request.params.id) throw new HttpError(404, 'contact_message_not_found');
      const handled = unwrap(request, await markContactMessageHandled(db, request.params.id, now()));
      return { data: handled, message: messageFor(request, 'contact_message_handled') };
    },
  );

  app.put(
    '/pages/:slug',
    // Three languages of HTML at up to PAGE_BODY_MAX characters each, two bytes a character in Arabic script.
    { bodyLimit: 512 * 1024, schema: { params: SlugParams, body: PageBody, querystring: LangQuery } },
    async (request) => {
      const { slug } = request.params;
      if (slug === null) throw new HttpError(404, 'page_not_found');
      const page = await saveSitePage(db, slug, request.body, now(), localeOfRequest(request));
      return { data: page, message: messageFor(request, 'page_saved') };
    },
  );
};
