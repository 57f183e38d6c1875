// Promotions in the back office: vouchers (/vouchers), the reward-point rules (/reward-rules) and products on
// offer (/offers). Reading needs promotions:read, changing promotions:manage. Every change is audited in its
// transaction and announced after the commit: reward rules as 'delivery' (what checkout charges; the
// pricing-rules cache drops), offers as catalogue and product changes after the search index is updated.
import {
  AdminOfferListQuery,
  AdminVoucherListQuery,
  OffersPutBody,
  RewardRulesBody,
  VoucherCreateBody,
  VoucherPatchBody,
} from '@dukan/core/contract/admin-operations';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { localeOfRequest, messageFor } from '../../http/messages';
import { unwrap } from '../../http/service-result';
import { staffOf } from '../../http/staff-guard';
import { LangQuery, type ZodTypeProvider } from '../../http/zod';
import { applyOffers, listOffers } from '../../services/admin-operations/offers';
import {
  createVoucher,
  deleteVoucher,
  listVouchers,
  readVoucher,
  updateVoucher,
} from '../../services/admin-operations/vouchers';
import type { ChangeTag } from '../../services/changes';
import { readRewardRules, saveRewardRules } from '../../services/orders/pricing-rules';
import type { AdminRuntime } from './index';

const read = { permission: 'promotions:read' } as const;
const manage = { permission: 'promotions:manage' } as const;

/** `/:id` of a voucher: a positive integer, anything else is not found. */
const VoucherParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/)
    .transform(Number)
    .or(z.string().transform(() => null)),
});

export const adminPromotionsPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (parent, { runtime }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { ctx, changes, pricing, search } = runtime;
  const { db } = ctx;
  const voucherId = (id: number | null) => {
    if (id === null) throw new HttpError(404, 'voucher_missing');
    return id;
  };

  // ---- vouchers ----

  app.get('/vouchers', { config: read, schema: { querystring: AdminVoucherListQuery } }, async (request) =>
    listVouchers(db, request.query),
  );

  app.get(
    '/vouchers/:id',
    { config: read, schema: { params: VoucherParams, querystring: LangQuery } },
    async (request) => {
      const voucher = await readVoucher(db, voucherId(request.params.id));
      if (!voucher) throw new HttpError(404, 'voucher_missing');
      return { data: voucher };
    },
  );

  app.post(
    '/vouchers',
    { config: manage, schema: { body: VoucherCreateBody, querystring: LangQuery } },
    async (request, reply) => {
      const created = unwrap(request, await createVoucher(db, staffOf(request), request.body, ctx.now(), request.id));
      reply.code(201);
      return { data: created, message: messageFor(request, 'voucher_saved') };
    },
  );

  app.patch(
    '/vouchers/:id',
    { config: manage, schema: { params: VoucherParams, body: VoucherPatchBody, querystring: LangQuery } },
    async (request) => {
      const updated = unwrap(
        request,
        await updateVoucher(db, staffOf(request), voucherId(request.params.id), request.body, request.id),
      );
      return { data: updated, message: messageFor(request, 'voucher_saved') };
    },
  );

  app.delete(
    '/vouchers/:id',
    { config: manage, schema: { params: VoucherParams, querystring: LangQuery } },
    async (request) => {
      unwrap(request, await deleteVoucher(db, staffOf(request), voucherId(request.params.id), request.id));
      return { message: messageFor(request, 'voucher_deleted') };
    },
  );

  // ---- reward points ----

  app.get('/reward-rules', { config: read, schema: { querystring: LangQuery } }, async () => ({
    data: await readRewardRules(db, pricing.defaults),
  }));

  app.put(
    '/reward-rules',
    { config: manage, schema: { body: RewardRulesBody, querystring: LangQuery } },
    async (request) => {
      const saved = await saveRewardRules(db, staffOf(request), request.body, pricing.defaults, request.id);
      await changes.publish(['delivery']);
      return { data: saved, message: messageFor(request, 'reward_rules_saved') };
    },
  );

  // ---- offers ----

  app.get('/offers', { config: read, schema: { querystring: AdminOfferListQuery } }, async (request) =>
    listOffers(db, request.query, localeOfRequest(request)),
  );

  app.put('/offers', { config: manage, schema: { body: OffersPutBody, querystring: LangQuery } }, async (request) => {
    const { changed } = unwrap(request, await applyOffers(db, staffOf(request), request.body, request.id));
    if (changed.length) {
      // Prices are searchable (sort, filter): the index first, so a search right after sees the offer.
      try {
        await search.indexProducts(changed);
      } catch (error) {
        request.log.warn({ err: error }, 'search index not updated after an offer change');
      }
      await changes.publish(['catalogue', 'search', ...changed.map((id): ChangeTag => `product:${id}`)]);
    }
    return {
      data: { changed, offers: await listOffers(db, { page: 1 }, localeOfRequest(request)) },
      message: messageFor(request, 'offers_saved'),
    };
  });
};
