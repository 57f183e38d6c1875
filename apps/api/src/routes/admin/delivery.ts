// The delivery family of the back office (/api/admin), permission 'shop:delivery' (owner, manager): cities with
// their delivery price in whole dinars, the checkout map's centre for each, on or off; and the payment methods
// a shopper may choose, switched on or off. Announced as 'delivery': the next checkout prices with the change.
import {
  CityCreateBody,
  CityPatchBody,
  PaymentMethodPatchBody,
  ReorderAllBody,
} from '@dukan/core/contract/admin-content';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { cityKind, paymentMethodKind } from '../../services/content-admin/delivery-kinds';
import type { AdminRuntime } from './index';
import { registerRecordRoutes } from './record-routes';

/** A payment method is addressed by its key (`cod`, `fib`), which orders carry too. */
const PaymentMethodKeyParams = z.object({
  id: z.string().transform((s) => (/^[a-z][a-z0-9_]{0,31}$/.test(s) ? s : null)),
});

export const adminDeliveryPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (app, { runtime }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  registerRecordRoutes(app, runtime, {
    path: '/cities',
    permission: 'shop:delivery',
    kind: cityKind,
    create: CityCreateBody,
    patch: CityPatchBody,
    reorder: { body: ReorderAllBody },
  });
  // No create or delete: a method is code (cash on delivery, the FIB client); staff switch it and word it.
  registerRecordRoutes(app, runtime, {
    path: '/payment-methods',
    permission: 'shop:delivery',
    kind: paymentMethodKind,
    patch: PaymentMethodPatchBody,
    keyParams: PaymentMethodKeyParams,
  });
};
