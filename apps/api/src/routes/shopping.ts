// A signed-in customer's cart and wishlist under /api (spec §7): `/cart`, `/wishlist`, plus `merge` calls that
// take a guest's local items at sign-in. Every route acts on the token's account only.
import {
  CartItemBody,
  CartMergeBody,
  WishlistItemBody,
  WishlistMergeBody,
  type Cart,
} from '@dukan/core/contract/shopping';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { customerOf, requireCustomer } from '../http/authenticate';
import { localeOfRequest, messageFor } from '../http/messages';
import { unwrap } from '../http/service-result';
import { LangQuery, type ZodTypeProvider } from '../http/zod';
import type { AuthContext } from '../services/auth/context';
import { clearCart, mergeCart, readCart, removeCartItem, setCartItem } from '../services/shopping/cart';
import { addToWishlist, clearWishlist, readWishlist, removeFromWishlist } from '../services/shopping/wishlist';
import { parseRouteId } from './catalogue';

export const shoppingPlugin: FastifyPluginAsync<{ ctx: AuthContext }> = async (parent, { ctx }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // A path id that cannot be a product is simply not in the list: 404, like an unknown one.
  const ItemParams = z.object({ id: z.string().transform((raw) => parseRouteId(raw) ?? 0) });

  app.addHook('preHandler', requireCustomer(ctx));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const cartOf = (request: FastifyRequest): Promise<Cart> =>
    readCart(db, customerOf(request).accountId, localeOfRequest(request));
  const wishlistOf = (request: FastifyRequest) =>
    readWishlist(db, customerOf(request).accountId, localeOfRequest(request));

  // ---- cart ----
  app.get('/cart', { schema: { querystring: LangQuery } }, async (request) => ({ data: await cartOf(request) }));

  app.post('/cart', { schema: { body: CartItemBody, querystring: LangQuery } }, async (request) => {
    unwrap(request, await setCartItem(db, customerOf(request).accountId, request.body, ctx.now()));
    return { data: await cartOf(request), message: messageFor(request, 'added') };
  });

  app.post('/cart/merge', { schema: { body: CartMergeBody, querystring: LangQuery } }, async (request) => {
    unwrap(request, await mergeCart(db, customerOf(request).accountId, request.body.items, ctx.now()));
    return { data: await cartOf(request) };
  });

  app.delete('/cart/:id', { schema: { params: ItemParams, querystring: LangQuery } }, async (request) => {
    unwrap(request, await removeCartItem(db, customerOf(request).accountId, request.params.id));
    return { data: await cartOf(request), message: messageFor(request, 'removed') };
  });

  app.post('/cart/clear', { schema: { querystring: LangQuery } }, async (request) => {
    await clearCart(db, customerOf(request).accountId);
    return { data: await cartOf(request), message: messageFor(request, 'cart_cleared') };
  });

  // ---- wishlist ----
  app.get('/wishlist', { schema: { querystring: LangQuery } }, async (request) => ({
    data: await wishlistOf(request),
  }));

  app.post('/wishlist', { schema: { body: WishlistItemBody, querystring: LangQuery } }, async (request) => {
    unwrap(request, await addToWishlist(db, customerOf(request).accountId, [request.body.product_id], ctx.now()));
    return { data: await wishlistOf(request), message: messageFor(request, 'added') };
  });

  app.post('/wishlist/merge', { schema: { body: WishlistMergeBody, querystring: LangQuery } }, async (request) => {
    const ids = request.body.product_ids;
    if (ids.length) unwrap(request, await addToWishlist(db, customerOf(request).accountId, ids, ctx.now()));
    return { data: await wishlistOf(request) };
  });

  app.delete('/wishlist/:id', { schema: { params: ItemParams, querystring: LangQuery } }, async (request) => {
    unwrap(request, await removeFromWishlist(db, customerOf(request).accountId, request.params.id));
    return { data: await wishlistOf(request), message: messageFor(request, 'removed') };
  });

  app.post('/wishlist/clear', { schema: { querystring: LangQuery } }, async (request) => {
    await clearWishlist(db, customerOf(request).accountId);
    return { data: await wishlistOf(request), message: messageFor(request, 'wishlist_cleared') };
  });
};
