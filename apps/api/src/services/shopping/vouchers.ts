// Whether a voucher applies to a cart, and the discount it gives. The same check answers
// POST /api/voucher/check (on the customer's current cart) and runs again inside the order transaction,
// where the voucher row is locked so that two orders cannot both take a voucher's last use.
import type { VoucherCheck } from '@dukan/core/contract/orders';
import { voucherBase, voucherDiscount, type PricedLine } from '@dukan/core/orders/pricing';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, products, voucherUses, vouchers } from '../../db/schema';
import { refuse, succeed, type ServiceResult } from '../result';

export type Voucher = typeof vouchers.$inferSelect;
/** A transaction or the database: both run the same queries. */
type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface AppliedVoucher {
  voucher: Voucher;
  discount: number;
}

export async function findApplicableVoucher(
  db: Queryable,
  input: { code: string; accountId: string; lines: PricedLine[]; now: Date; lockForOrder?: boolean },
): Promise<ServiceResult<AppliedVoucher>> {
  const query = db.select().from(vouchers).where(eq(vouchers.code, input.code)).limit(1);
  const [voucher] = input.lockForOrder ? await query.for('update') : await query;
  // A personal voucher of someone else reads as unknown: its existence is not ours to reveal.
  if (!voucher || !voucher.active || (voucher.account_id && voucher.account_id !== input.accountId)) {
    return refuse(422, 'voucher_not_found', { errors: { voucher_code: ['voucher_not_found'] } });
  }
  if (input.now < voucher.starts_at) return refuse(422, 'voucher_not_started');
  if (voucher.expires_at && input.now >= voucher.expires_at) return refuse(422, 'voucher_expired');

  if (voucher.usage_limit !== null || voucher.per_customer_limit !== null) {
    const [uses] = await db
      .select({
        total: sql<number>`count(*)::int`,
        mine: sql<number>`(count(*) FILTER (WHERE ${voucherUses.account_id} = ${input.accountId}))::int`,
      })
      .from(voucherUses)
      .where(and(eq(voucherUses.voucher_id, voucher.id), isNull(voucherUses.released_at)));
    if (voucher.usage_limit !== null && uses!.total >= voucher.usage_limit) {
      // A personal voucher (limit 1) that its owner used reads better as "already used".
      return refuse(422, voucher.account_id ? 'voucher_already_used' : 'voucher_used_up');
    }
    if (voucher.per_customer_limit !== null && uses!.mine >= voucher.per_customer_limit) {
      return refuse(422, 'voucher_already_used');
    }
  }

  const terms = {
    percent_off: voucher.percent_off,
    amount_off: voucher.amount_off,
    max_discount: voucher.max_discount,
    category_id: voucher.category_id,
  };
  const base = voucherBase(terms, input.lines);
  if (base === 0) return refuse(422, input.lines.length ? 'voucher_not_for_cart' : 'cart_empty');
  if (base < voucher.min_subtotal) return refuse(422, 'voucher_min_subtotal');
  return succeed({ voucher, discount: voucherDiscount(terms, input.lines) });
}

/** The customer's cart as priced lines, at today's database prices. */
export async function cartLines(db: Queryable, accountId: string): Promise<PricedLine[]> {
  return db
    .select({ unit_price: products.price, quantity: cartItems.quantity, category_id: products.category_id })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.product_id))
    .where(eq(cartItems.account_id, accountId));
}

/** POST /api/voucher/check: what the voucher would take off the current cart, or why it does not apply. */
export async function checkVoucher(
  db: Database,
  accountId: string,
  code: string,
  now: Date,
): Promise<ServiceResult<VoucherCheck>> {
  const lines = await cartLines(db, accountId);
  const applied = await findApplicableVoucher(db, { code, accountId, lines, now });
  if (!applied.ok) return applied;
  const { voucher, discount } = applied.data;
  return succeed({
    code: voucher.code,
    discount,
    subtotal: lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0),
    percent_off: voucher.percent_off,
    amount_off: voucher.amount_off,
    min_subtotal: voucher.min_subtotal,
    category_id: voucher.category_id,
    expires_at: voucher.expires_at ? voucher.expires_at.toISOString() : null,
  });
}
