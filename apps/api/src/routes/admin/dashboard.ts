// The back office's dashboard (/api/admin/dashboard): sales today and this week, orders waiting, low stock
// and 30 days of sales. Needs dashboard:read.
import { DashboardQuery } from '@dukan/core/contract/admin-operations';
import type { FastifyPluginAsync } from 'fastify';
import { localeOfRequest } from '../../http/messages';
import type { ZodTypeProvider } from '../../http/zod';
import { readDashboard } from '../../services/admin-operations/dashboard';
import type { AdminRuntime } from './index';

export const adminDashboardPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (parent, { runtime }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { ctx } = runtime;

  app.get(
    '/dashboard',
    { config: { permission: 'dashboard:read' }, schema: { querystring: DashboardQuery } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        data: await readDashboard(ctx.db, {
          now: ctx.now(),
          lowStock: request.query.low_stock,
          locale: localeOfRequest(request),
        }),
      };
    },
  );
};
