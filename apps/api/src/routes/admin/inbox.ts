// The contact-message inbox of the back office (/api/admin), permission 'messages:manage' (owner, manager,
// support): messages from the contact form newest first, filtered by handled or not, marked handled, deleted.
import { InboxQuery } from '@dukan/core/contract/admin-content';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../http/errors';
import { messageFor } from '../../http/messages';
import { unwrap } from '../../http/service-result';
import { LangQuery, UuidParams, type ZodTypeProvider } from '../../http/zod';
import { deleteMessage, listInbox, markHandled } from '../../services/content-admin/inbox';
import type { AdminRuntime } from './index';
import { writeContextOf } from './record-routes';

export const CONTACT_MESSAGES_PER_PAGE = 50;

const config = { permission: 'messages:manage' } as const;

export const adminInboxPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (parent, { runtime }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/contact-messages', { config, schema: { querystring: InboxQuery } }, async (request) => {
    const { status, page } = request.query;
    return listInbox(runtime.ctx.db, status, page, CONTACT_MESSAGES_PER_PAGE);
  });

  app.post(
    '/contact-messages/:id/handled',
    { config, schema: { params: UuidParams, querystring: LangQuery } },
    async (request) => {
      if (!request.params.id) throw new HttpError(404, 'contact_message_not_found');
      const ctx = writeContextOf(runtime, request);
      const handled = unwrap(request, await markHandled(ctx, request.params.id, runtime.ctx.now()));
      return { data: handled, message: messageFor(request, 'contact_message_handled') };
    },
  );

  app.delete(
    '/contact-messages/:id',
    { config, schema: { params: UuidParams, querystring: LangQuery } },
    async (request) => {
      if (!request.params.id) throw new HttpError(404, 'contact_message_not_found');
      unwrap(request, await deleteMessage(writeContextOf(runtime, request), request.params.id));
      return { message: messageFor(request, 'contact_message_deleted') };
    },
  );
};
