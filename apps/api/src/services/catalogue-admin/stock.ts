// Stock changes made by staff, and the ledger that explains every one: who, why, by how much, and what the
// stock became. Orders decrement stock under row locks taken in product-id order (services/orders/place-order.ts);
// a change here takes the same row lock (SELECT … FOR UPDATE) before it reads the count, so a sale and a
// correction never overwrite each other, and it writes the ledger row in the same transaction. Orders write
// their own rows (recordOrderStockMovements), so the ledger explains every change of a product's stock.
import type { StockChangeBody } from '@dukan/core/contract/admin-catalogue';
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { adminProducts, stockMovements, type StockMovementSource } from '../../db/schema';
import { queryRows } from '../../db/rows';
import { recordAudit } from '../audit/audit-log';
import { refuse, succeed, type ServiceResult } from '../result';
import { afterProductWrite, fail, refusable, refuseField, type CatalogueWriter } from './context';

export interface StockMovementInput {
  product_id: number;
  delta: number;
  stock_after: number;
  reason: string;
  source: StockMovementSource;
}

/** Writes ledger rows for changes already made in `tx`. Rows with no change are skipped. */
export async function recordStockMovements(
  tx: Transaction,
  actor: StaffActor,
  movements: StockMovementInput[],
): Promise<void> {
  const rows = movements
    .filter((m) => m.delta !== 0)
    .map((m) => ({ ...m, actor_kind: actor.kind, actor_id: actor.id, actor_label: actor.label }));
  // One statement per thousand rows keeps an import's ledger cheap and under the bind-parameter limit.
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(stockMovements).values(rows.slice(i, i + 1000));
}

/**
 * An order's stock movement, written in the order's transaction right after its stock update (the rows are
 * still locked, so the stock read here is what the order left): checkout takes stock ('order'), a cancelled or
 * lapsed order gives it back ('order_return'). `actor` says who moved the order: 'customer', 'shop', 'bank' or a staff label.
 */
export async function recordOrderStockMovements(
  tx: Transaction,
  order: { id: string; number: number },
  items: { product_id: number; quantity: number }[],
  movement: { source: 'order' | 'order_return'; actor: string; accountId?: string | null },
): Promise<void> {
  if (items.length === 0) return;
  const stocks = await tx
    .select({ id: adminProducts.id, stock: adminProducts.stock })
    .from(adminProducts)
    .where(
      inArray(
        adminProducts.id,
        items.map((i) => i.product_id),
      ),
    );
  const after = new Map(stocks.map((row) => [row.id, row.stock]));
  // The order's history names staff by their label; the customer, the bank and the shop's jobs by role.
  const actorKind = ['customer', 'bank', 'shop'].includes(movement.actor) ? movement.actor : 'staff';
  await tx.insert(stockMovements).values(
    items.map((item) => ({
      product_id: item.product_id,
      delta: movement.source === 'order' ? -item.quantity : item.quantity,
      stock_after: after.get(item.product_id) ?? 0,
      reason: `#${order.number}`,
      source: movement.source,
      actor_kind: actorKind,
      actor_id: actorKind === 'customer' ? (movement.accountId ?? null) : null,
      actor_label: movement.actor,
    })),
  );
}

/** Locks a product's row as orders do and returns its stock, or null when there is no such product. */
export async function lockStock(tx: Transaction, productId: number): Promise<number | null> {
  const [row] = await queryRows<{ stock: number }>(
    tx,
    sql`SELECT stock FROM products WHERE id = ${productId} FOR UPDATE`,
  );
  return row ? Number(row.stock) : null;
}

export interface StockChanged {
  product_id: number;
  before: number;
  delta: number;
  stock: number;
}

export async function changeStock(
  writer: CatalogueWriter,
  productId: number,
  change: StockChangeBody,
): Promise<ServiceResult<StockChanged>> {
  const result = await refusable(() =>
    writer.db.transaction(async (tx) => {
      const before = await lockStock(tx, productId);
      if (before === null) fail(refuse(404, 'product_not_found'));
      const after = change.set ?? before + change.delta!;
      if (after < 0) fail(refuseField(change.set === undefined ? 'delta' : 'set', 'stock_would_go_negative', 409));
      await tx
        .update(adminProducts)
        .set({ stock: after, updated_at: sql`now()` })
        .where(eq(adminProducts.id, productId));
      const delta = after - before;
      const reason = change.reason.trim();
      await recordStockMovements(tx, writer.actor, [
        { product_id: productId, delta, stock_after: after, reason, source: 'adjustment' },
      ]);
      await recordAudit(
        tx,
        writer.actor,
        {
          action: 'stock_changed',
          entity: 'product',
          entityId: productId,
          before: { stock: before },
          after: { stock: after, reason },
        },
        writer.requestId,
      );
      return succeed({ product_id: productId, before, delta, stock: after });
    }),
  );
  if (result.ok) await afterProductWrite(writer, [productId]);
  return result;
}

export interface StockLedgerEntry {
  id: number;
  at: string;
  delta: number;
  stock_after: number;
  reason: string;
  source: StockMovementSource;
  actor: { kind: string; id: string | null; label: string };
}

/** Newest first, a page at a time (keyset on id, so a busy ledger never repeats or skips an entry). */
export async function stockLedger(
  db: Database,
  productId: number,
  options: { limit: number; before?: number },
): Promise<ServiceResult<{ data: StockLedgerEntry[]; next_before: number | null }>> {
  const [exists] = await db
    .select({ id: adminProducts.id })
    .from(adminProducts)
    .where(eq(adminProducts.id, productId))
    .limit(1);
  if (!exists) return refuse(404, 'product_not_found');
  const rows = await db
    .select()
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.product_id, productId),
        options.before !== undefined ? lt(stockMovements.id, options.before) : undefined,
      ),
    )
    .orderBy(desc(stockMovements.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  return succeed({
    data: page.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      delta: r.delta,
      stock_after: r.stock_after,
      reason: r.reason,
      source: r.source,
      actor: { kind: r.actor_kind, id: r.actor_id, label: r.actor_label },
    })),
    next_before: rows.length > options.limit ? page.at(-1)!.id : null,
  });
}
