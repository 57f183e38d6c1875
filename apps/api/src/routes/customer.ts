// The signed-in customer's own account under /api/customer/auth (spec §7 main API). Every route runs
// behind requireCustomer and acts on the token's account only.
import { CustomerProfileBody } from '@dukan/core/contract/auth';
import type { FastifyPluginAsync } from 'fastify';
import { customerOf, requireCustomer } from '../http/authenticate';
import { messageFor } from '../http/messages';
import { unwrap } from '../http/service-result';
import { LangQuery, type ZodTypeProvider } from '../http/zod';
import type { AuthContext } from '../services/auth/context';
import {
  createProfile,
  deactivateAccount,
  deleteAccount,
  readCustomer,
  updateProfile,
} from '../services/customer/profile';
import { receiveWelcomeVoucher } from '../services/customer/welcome-voucher';

export const customerPlugin: FastifyPluginAsync<{ ctx: AuthContext }> = async (parent, { ctx }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.addHook('preHandler', requireCustomer(ctx));
  // Personal data: never kept by a browser cache or a shared proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/me', { schema: { querystring: LangQuery } }, async (request) => ({
    data: unwrap(request, await readCustomer(ctx.db, customerOf(request).accountId)),
  }));

  app.post('/register', { schema: { body: CustomerProfileBody, querystring: LangQuery } }, async (request) => ({
    data: unwrap(request, await createProfile(ctx.db, customerOf(request).accountId, request.body, ctx.now())),
    message: messageFor(request, 'profile_saved'),
  }));

  app.put('/update-me', { schema: { body: CustomerProfileBody, querystring: LangQuery } }, async (request) => ({
    data: unwrap(request, await updateProfile(ctx.db, customerOf(request).accountId, request.body, ctx.now())),
    message: messageFor(request, 'profile_saved'),
  }));

  app.post('/deactivate-account', { schema: { querystring: LangQuery } }, async (request) => {
    await deactivateAccount(ctx.db, customerOf(request).accountId, ctx.now());
    return { message: messageFor(request, 'account_deactivated') };
  });

  app.post('/delete-account', { schema: { querystring: LangQuery } }, async (request) => {
    await deleteAccount(ctx.db, customerOf(request).accountId, ctx.now());
    return { message: messageFor(request, 'account_deleted') };
  });

  app.get('/receive-discount', { schema: { querystring: LangQuery } }, async (request) => ({
    data: await receiveWelcomeVoucher(ctx.db, customerOf(request).accountId, ctx.now()),
    message: messageFor(request, 'welcome_voucher'),
  }));
};
