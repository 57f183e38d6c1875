// Customers in the back office (/api/admin/customers): search, one customer in full, and disabling or
// enabling an account. Reading needs customers:read; disabling and enabling customers:manage.
import { AdminCustomerListQuery } from '@dukan/core/contract/admin-operations';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../http/errors';
import { localeOfRequest, messageFor } from '../../http/messages';
import { unwrap } from '../../http/service-result';
import { staffOf } from '../../http/staff-guard';
import { LangQuery, UuidParams, type ZodTypeProvider } from '../../http/zod';
import { listCustomers, readCustomerForStaff, setCustomerDisabled } from '../../services/admin-operations/customers';
import type { AdminRuntime } from './index';

const read = { permission: 'customers:read' } as const;
const manage = { permission: 'customers:manage' } as const;

export const adminCustomersPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (parent, { runtime }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { ctx } = runtime;
  const customerId = (id: string | null) => {
    if (!id) throw new HttpError(404, 'customer_not_found');
    return id;
  };

  app.get('/customers', { config: read, schema: { querystring: AdminCustomerListQuery } }, async (request) =>
    listCustomers(ctx.db, request.query),
  );

  app.get(
    '/customers/:id',
    { config: read, schema: { params: UuidParams, querystring: LangQuery } },
    async (request) => {
      const customer = await readCustomerForStaff(ctx.db, customerId(request.params.id), localeOfRequest(request));
      if (!customer) throw new HttpError(404, 'customer_not_found');
      return { data: customer };
    },
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/customers/:id/${action}`,
      { config: manage, schema: { params: UuidParams, querystring: LangQuery } },
      async (request) => {
        const result = unwrap(
          request,
          await setCustomerDisabled(
            ctx.db,
            staffOf(request),
            customerId(request.params.id),
            disabled,
            ctx.now(),
            request.id,
          ),
        );
        return { data: result, message: messageFor(request, disabled ? 'customer_disabled' : 'customer_enabled') };
      },
    );
  }
};
