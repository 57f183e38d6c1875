// A signed-in customer's wishlist: products to remember, one line each, no quantities.
import { MAX_BASKET_ITEMS, type WishlistItem } from '@dukan/core/contract/shopping';
import type { Locale } from '@dukan/core/locales';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';
import { refuse, succeed, type ServiceResult } from '../result';
import { productsById } from './basket-products';

export async function readWishlist(
  db: Database,
  accountId: string,
  locale: Locale,
): Promise<z.infer<typeof WishlistItem>[]> {
  const rows = await db
    .select({ productId: wishlistItems.product_id })
    .from(wishlistItems)
    .where(eq(wishlistItems.account_id, accountId))
    .orderBy(asc(wishlistItems.created_at), asc(wishlistItems.product_id));
  const byId = await productsById(
    db,
    locale,
    rows.map((r) => r.productId),
  );
  return rows.flatMap((r) => {
    const product = byId.get(r.productId);
    return product ? [{ id: r.productId, product_id: r.productId, product }] : [];
  });
}

/** Adds products (known ones only; those already there stay as they are). */
export async function addToWishlist(
  db: Database,
  accountId: string,
  productIds: number[],
  now: Date,
): Promise<ServiceResult<true>> {
  const unique = [...new Set(productIds)];
  if (unique.length === 0) return succeed(true);
  const known = await db.select({ id: products.id }).from(products).where(inArray(products.id, unique));
  if (known.length === 0) return refuse(404, 'product_not_found');
  const present = await db
    .select({ id: wishlistItems.product_id })
    .from(wishlistItems)
    .where(eq(wishlistItems.account_id, accountId));
  const ids = new Set(present.map((p) => p.id));
  for (const { id } of known) ids.add(id);
  if (ids.size > MAX_BASKET_ITEMS) return refuse(422, 'basket_full');
  await db
    .insert(wishlistItems)
    .values(known.map(({ id }) => ({ account_id: accountId, product_id: id, created_at: now })))
    .onConflictDoNothing();
  return succeed(true);
}

export async function removeFromWishlist(
  db: Database,
  accountId: string,
  productId: number,
): Promise<ServiceResult<true>> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.account_id, accountId), eq(wishlistItems.product_id, productId)))
    .returning({ id: wishlistItems.product_id });
  return removed.length ? succeed(true) : refuse(404, 'wishlist_item_not_found');
}

export async function clearWishlist(db: Database, accountId: string): Promise<void> {
  await db.delete(wishlistItems).where(eq(wishlistItems.account_id, accountId));
}
