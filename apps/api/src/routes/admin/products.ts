// /api/admin/products: list, read, create, edit, remove, stock changes and the stock ledger.
// Reading needs 'catalogue:read'; texts and pictures 'catalogue:edit'; creating, removing, and anything that
// touches price, original price, discount, stock or active needs 'catalogue:prices', decided per field for a
// PATCH (an editor's PATCH naming a price is refused whole, nothing half-applies).
import {
  AdminProductListQuery,
  PageQuery,
  PRICE_FIELDS,
  ProductCreateBody,
  ProductPatchBody,
  StockChangeBody,
} from '@dukan/core/contract/admin-catalogue';
import { staffCan } from '@dukan/core/contract/staff';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { localeOfRequest, translateApiMessage } from '../../http/messages';
import { unwrap } from '../../http/service-result';
import { staffOf } from '../../http/staff-guard';
import { LangQuery, type ZodTypeProvider } from '../../http/zod';
import type { CatalogueWriter } from '../../services/catalogue-admin/context';
import {
  createProduct,
  getAdminProduct,
  listAdminProducts,
  removeProduct,
  updateProduct,
} from '../../services/catalogue-admin/products';
import { changeStock, stockLedger } from '../../services/catalogue-admin/stock';
import type { AdminRuntime } from './index';

/** `/:id` of a product: a positive integer; anything else is a 404 like an id that does not exist. */
export const ProductIdParams = z.object({
  id: z.string().transform((s) => (/^[1-9][0-9]{0,9}$/.test(s) && Number(s) <= 2_147_483_647 ? Number(s) : null)),
});

const LedgerQuery = PageQuery.extend({
  before: z.coerce.number().int().positive().optional(),
  lang: z.string().max(16).optional(),
});

export function catalogueWriter(request: FastifyRequest, runtime: AdminRuntime): CatalogueWriter {
  return {
    db: runtime.ctx.db,
    search: runtime.search,
    changes: runtime.changes,
    actor: staffOf(request),
    requestId: request.id,
    onSearchError: (error) => request.log.warn({ err: error }, 'search index update failed after a catalogue write'),
  };
}

export const adminProductsPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (instance, { runtime }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = runtime.ctx.db;

  const found = <T>(value: T | null): T => {
    if (value === null) throw new HttpError(404, 'product_not_found');
    return value;
  };

  app.get(
    '/products',
    {
      config: { permission: 'catalogue:read' },
      schema: { querystring: AdminProductListQuery.extend(LangQuery.shape) },
    },
    async (request) => listAdminProducts(db, request.query),
  );

  app.get(
    '/products/:id',
    { config: { permission: 'catalogue:read' }, schema: { params: ProductIdParams, querystring: LangQuery } },
    async (request) => ({ data: found(await getAdminProduct(db, found(request.params.id))) }),
  );

  app.post(
    '/products',
    { config: { permission: 'catalogue:prices' }, schema: { body: ProductCreateBody, querystring: LangQuery } },
    async (request, reply) => {
      const product = unwrap(request, await createProduct(catalogueWriter(request, runtime), request.body));
      return reply.code(201).send({ data: product });
    },
  );

  app.patch(
    '/products/:id',
    {
      config: { permission: 'catalogue:edit' },
      schema: { params: ProductIdParams, body: ProductPatchBody, querystring: LangQuery },
    },
    async (request) => {
      const id = found(request.params.id);
      const actor = staffOf(request);
      const priced = PRICE_FIELDS.filter((field) => request.body[field] !== undefined);
      if (priced.length && !staffCan(actor.role, 'catalogue:prices')) {
        const message = translateApiMessage('prices_forbidden', localeOfRequest(request));
        throw new HttpError(403, 'prices_forbidden', Object.fromEntries(priced.map((field) => [field, [message]])));
      }
      return { data: unwrap(request, await updateProduct(catalogueWriter(request, runtime), id, request.body)) };
    },
  );

  app.delete(
    '/products/:id',
    { config: { permission: 'catalogue:prices' }, schema: { params: ProductIdParams, querystring: LangQuery } },
    async (request) => ({
      data: unwrap(request, await removeProduct(catalogueWriter(request, runtime), found(request.params.id))),
    }),
  );

  app.post(
    '/products/:id/stock',
    {
      config: { permission: 'catalogue:prices' },
      schema: { params: ProductIdParams, body: StockChangeBody, querystring: LangQuery },
    },
    async (request) => ({
      data: unwrap(
        request,
        await changeStock(catalogueWriter(request, runtime), found(request.params.id), request.body),
      ),
    }),
  );

  app.get(
    '/products/:id/stock-ledger',
    { config: { permission: 'catalogue:read' }, schema: { params: ProductIdParams, querystring: LedgerQuery } },
    async (request) => {
      const { limit, before } = request.query;
      return unwrap(request, await stockLedger(db, found(request.params.id), { limit, before }));
    },
  );
};
