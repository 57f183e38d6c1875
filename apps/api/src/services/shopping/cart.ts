// A signed-in customer's cart. Quantities are checked against stock when they are set, and again when an
// order is placed (stock can change in between); a sold-out product cannot be added.
import { MAX_BASKET_ITEMS, type Cart } from '@dukan/core/contract/shopping';
import type { Locale } from '@dukan/core/locales';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, products } from '../../db/schema';
import { refuse, succeed, type ServiceResult } from '../result';
import { productsById } from './basket-products';

export async function readCart(db: Database, accountId: string, locale: Locale): Promise<Cart> {
  const rows = await db
    .select({ productId: cartItems.product_id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.account_id, accountId))
    .orderBy(asc(cartItems.created_at), asc(cartItems.product_id));
  const byId = await productsById(
    db,
    locale,
    rows.map((r) => r.productId),
  );
  const items = rows.flatMap((r) => {
    const product = byId.get(r.productId);
    if (!product) return [];
    return [
      {
        id: r.productId,
        product_id: r.productId,
        quantity: r.quantity,
        qty: r.quantity,
        product,
        line_total: product.price * r.quantity,
      },
    ];
  });
  return { items, subtotal: items.reduce((sum, i) => sum + i.line_total, 0), currency: 'IQD' };
}

/** Whether these products fit in the cart: lines already there always do; new ones up to MAX_BASKET_ITEMS. */
async function hasRoomFor(db: Database, accountId: string, productIds: number[]): Promise<boolean> {
  const lines = await db
    .select({ productId: cartItems.product_id })
    .from(cartItems)
    .where(eq(cartItems.account_id, accountId));
  const present = new Set(lines.map((l) => l.productId));
  const added = new Set(productIds.filter((id) => !present.has(id)));
  return present.size + added.size <= MAX_BASKET_ITEMS;
}

async function stockOf(db: Database, productId: number): Promise<number | null> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)).limit(1);
  return row ? row.stock : null;
}

/** Sets a product's quantity in the cart (adding the line when it is new). */
export async function setCartItem(
  db: Database,
  accountId: string,
  input: { productId: number; quantity: number },
  now: Date,
): Promise<ServiceResult<true>> {
  const stock = await stockOf(db, input.productId);
  if (stock === null) return refuse(404, 'product_not_found');
  if (stock === 0) return refuse(409, 'product_sold_out');
  if (input.quantity > stock) {
    return refuse(422, 'quantity_limit', { errors: { quantity: ['quantity_limit'] } });
  }
  if (!(await hasRoomFor(db, accountId, [input.productId]))) return refuse(422, 'basket_full');
  await db
    .insert(cartItems)
    .values({
      account_id: accountId,
      product_id: input.productId,
      quantity: input.quantity,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoUpdate({
      target: [cartItems.account_id, cartItems.product_id],
      set: { quantity: input.quantity, updated_at: now },
    });
  return succeed(true);
}

export async function removeCartItem(db: Database, accountId: string, productId: number): Promise<ServiceResult<true>> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.account_id, accountId), eq(cartItems.product_id, productId)))
    .returning({ id: cartItems.product_id });
  return removed.length ? succeed(true) : refuse(404, 'cart_item_not_found');
}

export async function clearCart(db: Database, accountId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.account_id, accountId));
}

/**
 * A guest's local cart pushed at sign-in: each product's quantity adds to what the server cart has, capped
 * by stock; sold-out and unknown products are skipped. One statement, so a double push cannot race itself
 * into more than stock. Refused whole when the lines would not fit, so the browser keeps its copy.
 */
export async function mergeCart(
  db: Database,
  accountId: string,
  items: { productId: number; quantity: number }[],
  now: Date,
): Promise<ServiceResult<true>> {
  const merged = new Map<number, number>();
  for (const item of items) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
  if (merged.size === 0) return succeed(true);
  const stocks = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, [...merged.keys()]));
  const rows = stocks
    .filter((p) => p.stock > 0)
    .map((p) => ({
      account_id: accountId,
      product_id: p.id,
      quantity: Math.min(merged.get(p.id)!, p.stock),
      created_at: now,
      updated_at: now,
    }));
  if (rows.length === 0) return succeed(true);
  if (
    !(await hasRoomFor(
      db,
      accountId,
      rows.map((r) => r.product_id),
    ))
  )
    return refuse(422, 'basket_full');
  await db
    .insert(cartItems)
    .values(rows)
    .onConflictDoUpdate({
      target: [cartItems.account_id, cartItems.product_id],
      set: {
        // At least 1: stock sold out a moment ago must not break the CHECK; placing the order checks stock again.
        quantity: sql`greatest(1, least(${cartItems.quantity} + excluded.quantity, (SELECT stock FROM products WHERE id = excluded.product_id)))`,
        updated_at: now,
      },
    });
  return succeed(true);
}
