// API keys under /api/admin/api-keys, for owners ('settings:manage'): list, create (the key is in this one
// answer and nowhere else, ever), revoke. A key acts with its role (services/staff/api-keys.ts).
import { StaffRoleSchema } from '@dukan/core/contract/staff';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { messageFor } from '../../http/messages';
import { unwrap } from '../../http/service-result';
import { staffOf } from '../../http/staff-guard';
import { LangQuery, UuidParams, type ZodTypeProvider } from '../../http/zod';
import { createApiKey, listApiKeys, revokeApiKey } from '../../services/staff/api-keys';
import type { AdminRuntime } from './index';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const CreateBody = z.object({
  name: z
    .string({ message: 'api_key_name_required' })
    .trim()
    .min(1, 'api_key_name_required')
    .max(100, 'staff_name_too_long')
    .refine((s) => !CONTROL.test(s), 'staff_text_invalid'),
  role: StaffRoleSchema,
});

export const adminApiKeysPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (parent, { runtime }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { ctx } = runtime;
  const settings = { permission: 'settings:manage' } as const;

  app.get('/api-keys', { config: settings, schema: { querystring: LangQuery } }, async () => ({
    data: await listApiKeys(ctx.db),
  }));

  app.post(
    '/api-keys',
    { config: settings, schema: { body: CreateBody, querystring: LangQuery } },
    async (request, reply) => {
      const created = await createApiKey(ctx.db, staffOf(request), {
        ...request.body,
        now: ctx.now(),
        requestId: request.id,
      });
      reply.code(201).header('Cache-Control', 'no-store');
      return { data: { ...created.apiKey, key: created.key }, message: messageFor(request, 'api_key_created') };
    },
  );

  app.delete(
    '/api-keys/:id',
    { config: settings, schema: { params: UuidParams, querystring: LangQuery } },
    async (request) => {
      if (!request.params.id) throw new HttpError(404, 'api_key_not_found');
      const revoked = unwrap(
        request,
        await revokeApiKey(ctx.db, staffOf(request), { id: request.params.id, now: ctx.now(), requestId: request.id }),
      );
      return { data: revoked, message: messageFor(request, 'api_key_revoked') };
    },
  );
};
