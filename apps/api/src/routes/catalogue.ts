// Catalogue reads under /api: `/api/{locale}/…` (ku, ar, en; anything else answers in ku), `/api/meta/bayad`
// and `/api/meilisearch/key`. HTTP only: validate, ask services/catalogue, reply.
import {
  ArticleListQuery,
  BestSellersQuery,
  DiscountQuery,
  PageFilterQuery,
  ProductListQuery,
} from '@dukan/core/contract/catalogue';
import { resolveLocale } from '@dukan/core/locales';
import { toAsciiDigits } from '@dukan/core/text/normalize';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors';
import type { ApiMessageKey } from '../http/messages';
import { LangQuery, type ZodTypeProvider } from '../http/zod';
import { catalogueServiceFor } from '../services/catalogue';

// Browsers and CDNs may reuse a catalogue answer for a minute and serve it stale while refreshing.
const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

const MAX_ID = 2_147_483_647; // PostgreSQL integer

/** A path id as a positive integer, or null for anything that cannot be one (answered with 404, not 400). */
export function parseRouteId(raw: string): number | null {
  const digits = toAsciiDigits(raw);
  if (!/^[0-9]{1,10}$/.test(digits)) return null;
  const id = Number(digits);
  return id >= 1 && id <= MAX_ID ? id : null;
}

const locale = z.string().transform(resolveLocale);
const LocaleParams = z.object({ locale });
const LocaleIdParams = z.object({ locale, id: z.string().transform(parseRouteId) });

// Each attribute value is one more condition every product must meet; more than this is no shopper's filter.
const MAX_VALUES = 50;

type ListChecks = { min_price?: number; max_price?: number; values?: number[] };
const listQueryChecks = (q: ListChecks, ctx: z.RefinementCtx) => {
  if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) {
    ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'max_price must not be below min_price' });
  }
  if (q.values && new Set(q.values).size > MAX_VALUES) {
    ctx.addIssue({ code: 'custom', path: ['values'], message: `At most ${MAX_VALUES} values` });
  }
};
const ProductsQuery = ProductListQuery.superRefine(listQueryChecks);
const DiscountProductsQuery = DiscountQuery.superRefine(listQueryChecks);

// Cached service answers come back as the same objects, so each is serialized once and reused. Kept as UTF-8
// bytes: Kurdish and Arabic text would otherwise be re-encoded on every send, which measurably costs throughput.
const dataBodies = new WeakMap<object, Buffer>();
const plainBodies = new WeakMap<object, Buffer>();
const attributeBodies = new WeakMap<object, Buffer>();

function serializedOnce(memo: WeakMap<object, Buffer>, value: object, envelope: (v: object) => unknown): Buffer {
  let body = memo.get(value);
  if (body === undefined) {
    body = Buffer.from(JSON.stringify(envelope(value)));
    memo.set(value, body);
  }
  return body;
}

function sendCatalogue(reply: FastifyReply, body: Buffer) {
  return reply.header('cache-control', CATALOGUE_CACHE_CONTROL).type('application/json; charset=utf-8').send(body);
}

const sendData = (reply: FastifyReply, data: object) =>
  sendCatalogue(
    reply,
    serializedOnce(dataBodies, data, (d) => ({ data: d })),
  );

function found<T>(value: T | null, messageKey: ApiMessageKey): T {
  if (value === null) throw new HttpError(404, messageKey);
  return value;
}

export const cataloguePlugin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const catalogue = catalogueServiceFor(app.deps.db);

  // A key may be rotated or minted per deployment: never cached anywhere.
  app.get('/meilisearch/key', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const key = await app.deps.search.publicKey().catch((err: unknown) => {
      request.log.warn({ err }, 'search engine could not give its public key');
      return null;
    });
    if (!key) throw new HttpError(503, 'search_unavailable');
    return reply.send({ key });
  });

  app.get('/meta/bayad', { schema: { querystring: LangQuery } }, async (request, reply) =>
    sendData(reply, await catalogue.meta(resolveLocale(request.query.lang))),
  );

  app.get(
    '/:locale/products',
    { schema: { params: LocaleParams, querystring: ProductsQuery } },
    async (request, reply) => {
      const page = await catalogue.products(request.params.locale, request.query);
      return sendCatalogue(
        reply,
        serializedOnce(plainBodies, page, (p) => p),
      );
    },
  );

  app.get(
    '/:locale/discount',
    { schema: { params: LocaleParams, querystring: DiscountProductsQuery } },
    async (request, reply) => {
      const page = await catalogue.products(request.params.locale, { ...request.query, discounted: true });
      return sendCatalogue(
        reply,
        serializedOnce(plainBodies, page, (p) => p),
      );
    },
  );

  app.get('/:locale/products/:id', { schema: { params: LocaleIdParams } }, async (request, reply) => {
    const { locale: lang, id } = request.params;
    const product = id === null ? null : await catalogue.product(lang, id);
    return sendData(reply, found(product, 'product_not_found'));
  });

  app.get(
    '/:locale/best-sellers',
    { schema: { params: LocaleParams, querystring: BestSellersQuery } },
    async (request, reply) => sendData(reply, await catalogue.bestSellers(request.params.locale, request.query.limit)),
  );

  app.get('/:locale/categories', { schema: { params: LocaleParams } }, async (request, reply) =>
    sendData(reply, await catalogue.categories(request.params.locale)),
  );

  app.get('/:locale/collections', { schema: { params: LocaleParams } }, async (request, reply) =>
    sendData(reply, await catalogue.collections(request.params.locale)),
  );

  app.get('/:locale/brands', { schema: { params: LocaleParams } }, async (request, reply) =>
    sendData(reply, await catalogue.brands(request.params.locale)),
  );

  // The spec reads the attribute list from data.attributes.
  app.get('/:locale/attributes', { schema: { params: LocaleParams } }, async (request, reply) => {
    const list = await catalogue.attributes(request.params.locale);
    return sendCatalogue(
      reply,
      serializedOnce(attributeBodies, list, (attributes) => ({ data: { attributes } })),
    );
  });

  app.get(
    '/:locale/banners',
    { schema: { params: LocaleParams, querystring: PageFilterQuery } },
    async (request, reply) => sendData(reply, await catalogue.banners(request.params.locale, request.query.page)),
  );

  app.get(
    '/:locale/highlights',
    { schema: { params: LocaleParams, querystring: PageFilterQuery } },
    async (request, reply) => sendData(reply, await catalogue.highlights(request.params.locale, request.query.page)),
  );

  app.get(
    '/:locale/articles',
    { schema: { params: LocaleParams, querystring: ArticleListQuery } },
    async (request, reply) => sendData(reply, await catalogue.articles(request.params.locale, request.query.type)),
  );

  app.get('/:locale/articles/:id', { schema: { params: LocaleIdParams } }, async (request, reply) => {
    const { locale: lang, id } = request.params;
    const article = id === null ? null : await catalogue.article(lang, id);
    return sendData(reply, found(article, 'article_not_found'));
  });

  app.get('/:locale/countries', { schema: { params: LocaleParams } }, async (request, reply) =>
    sendData(reply, await catalogue.countries(request.params.locale)),
  );

  app.get('/:locale/cities', { schema: { params: LocaleParams } }, async (request, reply) =>
    sendData(reply, await catalogue.cities(request.params.locale)),
  );

  app.get('/:locale/payment-methods', { schema: { params: LocaleParams } }, async (request, reply) =>
    sendData(reply, await catalogue.paymentMethods(request.params.locale)),
  );

  app.get('/:locale/showroom', { schema: { params: LocaleParams } }, async (request, reply) =>
    sendData(reply, await catalogue.showrooms(request.params.locale)),
  );

  app.get('/:locale/showroom/:id', { schema: { params: LocaleIdParams } }, async (request, reply) => {
    const { locale: lang, id } = request.params;
    const showroom = id === null ? null : await catalogue.showroom(lang, id);
    return sendData(reply, found(showroom, 'showroom_not_found'));
  });

  app.get('/:locale/website-socials', { schema: { params: LocaleParams } }, async (_request, reply) =>
    sendData(reply, await catalogue.websiteSocials()),
  );

  app.get('/:locale/contacts', { schema: { params: LocaleParams } }, async (request, reply) =>
    sendData(reply, await catalogue.contacts(request.params.locale)),
  );
};
