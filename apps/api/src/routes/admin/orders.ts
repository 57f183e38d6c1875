// Orders in the back office (/api/admin/orders): the list with its filters and search, one order in full,
// its moves (start, deliver, cancel), its First Iraqi Bank payment, and the invoice and packing slip to print.
// Reading needs orders:read, anything that changes an order orders:manage.
import { AdminOrderEventBody, AdminOrderListQuery, InvoiceQuery } from '@dukan/core/contract/admin-operations';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../http/errors';
import { localeOfRequest, messageFor } from '../../http/messages';
import { unwrap } from '../../http/service-result';
import { staffOf } from '../../http/staff-guard';
import { LangQuery, UuidParams, type ZodTypeProvider } from '../../http/zod';
import {
  listAdminOrders,
  moveOrderByStaff,
  productIdsOf,
  readAdminOrder,
  refreshOrderPayment,
  refundOrderPayment,
} from '../../services/admin-operations/orders';
import { printableDocument, renderDocumentHtml } from '../../services/admin-operations/invoice';
import type { ChangeTag } from '../../services/changes';
import type { AdminRuntime } from './index';

const read = { permission: 'orders:read' } as const;
const manage = { permission: 'orders:manage' } as const;

export const adminOrdersPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (parent, { runtime }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { ctx, fib, changes } = runtime;
  const { db } = ctx;

  const orderId = (id: string | null) => {
    if (!id) throw new HttpError(404, 'order_not_found');
    return id;
  };
  /** Stock came back: the storefront's lists and these products' pages must show it. */
  const publishRestock = async (productIds: number[]) => {
    if (productIds.length === 0) return;
    await changes.publish(['catalogue', ...productIds.map((id): ChangeTag => `product:${id}`)]);
  };

  app.get('/orders', { config: read, schema: { querystring: AdminOrderListQuery } }, async (request) =>
    listAdminOrders(db, request.query, localeOfRequest(request)),
  );

  app.get('/orders/:id', { config: read, schema: { params: UuidParams, querystring: LangQuery } }, async (request) => {
    const order = await readAdminOrder(db, orderId(request.params.id), localeOfRequest(request));
    if (!order) throw new HttpError(404, 'order_not_found');
    return { data: order };
  });

  app.post(
    '/orders/:id/events',
    { config: manage, schema: { params: UuidParams, body: AdminOrderEventBody, querystring: LangQuery } },
    async (request) => {
      const moved = unwrap(
        request,
        await moveOrderByStaff(db, orderId(request.params.id), request.body.type, {
          actor: staffOf(request),
          requestId: request.id,
          now: ctx.now(),
          rules: await runtime.pricing.current(),
          fib,
        }),
      );
      await publishRestock(moved.restockedProductIds);
      const message =
        moved.refund === 'failed'
          ? 'order_cancelled_refund_failed'
          : moved.refund === 'refunded'
            ? 'order_cancelled_refunded'
            : 'order_updated';
      return { data: moved, message: messageFor(request, message) };
    },
  );

  app.post(
    '/orders/:id/payment/refresh',
    { config: manage, schema: { params: UuidParams, querystring: LangQuery } },
    async (request) => {
      const id = orderId(request.params.id);
      const refreshed = unwrap(
        request,
        await refreshOrderPayment(db, id, { actor: staffOf(request), requestId: request.id, fib }),
      );
      // An expired or declined payment cancels the order and gives its stock back.
      if (refreshed.changed) await publishRestock(await productIdsOf(db, [id]));
      return {
        data: await readAdminOrder(db, id, localeOfRequest(request)),
        message: messageFor(request, 'payment_refreshed'),
      };
    },
  );

  app.post(
    '/orders/:id/payment/refund',
    { config: manage, schema: { params: UuidParams, querystring: LangQuery } },
    async (request) => {
      const id = orderId(request.params.id);
      unwrap(request, await refundOrderPayment(db, id, { actor: staffOf(request), requestId: request.id, fib }));
      return {
        data: await readAdminOrder(db, id, localeOfRequest(request)),
        message: messageFor(request, 'order_cancelled_refunded'),
      };
    },
  );

  app.get(
    '/orders/:id/invoice',
    { config: read, schema: { params: UuidParams, querystring: InvoiceQuery } },
    async (request, reply) => {
      const printable = await printableDocument(db, orderId(request.params.id), request.query.doc);
      if (!printable) throw new HttpError(404, 'order_not_found');
      reply.header('Cache-Control', 'no-store');
      if (request.query.format === 'html') {
        // Text only, all of it escaped; nothing on the page may run or load.
        reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
        return reply.type('text/html; charset=utf-8').send(renderDocumentHtml(printable));
      }
      return { data: printable };
    },
  );
};
