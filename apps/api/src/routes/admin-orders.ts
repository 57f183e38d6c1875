// The shop owner's order moves under /api/admin (start, deliver, cancel), behind ADMIN_API_TOKEN. Without
// that token configured the routes answer 404: there is no default password to forget to change.
import type { PricingRules } from '@dukan/core/orders/pricing';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireAdminToken } from '../http/admin-token';
import { HttpError } from '../http/errors';
import { messageFor } from '../http/messages';
import { unwrap } from '../http/service-result';
import { LangQuery, UuidParams, type ZodTypeProvider } from '../http/zod';
import type { AuthContext } from '../services/auth/context';
import type { FibPaymentSettings } from '../services/orders/fib-payments';
import { moveOrder } from '../services/orders/transitions';
import { fibPayments } from '../db/schema';
import { eq } from 'drizzle-orm';

const EventBody = z.object({ type: z.enum(['start', 'deliver', 'cancel'], { message: 'invalid_input' }) });

export const adminOrdersPlugin: FastifyPluginAsync<{
  ctx: AuthContext;
  rules: PricingRules;
  fib: FibPaymentSettings | null;
}> = async (parent, { ctx, rules, fib }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireAdminToken(ctx.config.ADMIN_API_TOKEN));

  app.post(
    '/orders/:id/events',
    { schema: { params: UuidParams, body: EventBody, querystring: LangQuery } },
    async (request) => {
      if (!request.params.id) throw new HttpError(404, 'order_not_found');
      const moved = unwrap(
        request,
        await moveOrder(ctx.db, request.params.id, request.body, { now: ctx.now(), rules }),
      );
      // Cancelling an order that the bank has paid sends the money back; an unpaid payment is withdrawn.
      if (request.body.type === 'cancel' && fib) {
        const [payment] = await ctx.db
          .select({ id: fibPayments.payment_id })
          .from(fibPayments)
          .where(eq(fibPayments.order_id, request.params.id));
        if (payment) {
          const outcome =
            moved.after.payment === 'paid' ? await fib.fib.refund(payment.id) : await fib.fib.cancel(payment.id);
          if (!outcome.ok)
            request.log.warn({ paymentId: payment.id, error: outcome.error }, 'FIB refund/cancel failed');
        }
      }
      return { data: moved, message: messageFor(request, 'order_updated') };
    },
  );
};
