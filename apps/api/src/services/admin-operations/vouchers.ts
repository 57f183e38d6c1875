// Vouchers in the back office: the same columns checkout enforces (services/shopping/vouchers.ts), so a
// voucher saved here behaves at checkout exactly as it reads here. The rules between fields (one kind of
// discount, a cap only on a percentage, expiry after start, per-customer limit within the total) are checked
// on the voucher as it would be after the change, so a PATCH cannot make a voucher the create form refuses.
import {
  ADMIN_PAGE_SIZE,
  voucherRuleErrors,
  type AdminVoucher,
  type PageMeta,
  type VoucherCreateBody,
  type VoucherFields,
  type VoucherPatchBody,
} from '@dukan/core/contract/admin-operations';
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import { and, count, desc, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { categories, voucherUses, vouchers } from '../../db/schema';
import type { ApiMessageKey } from '../../http/messages';
import { recordAudit } from '../audit/audit-log';
import { isUniqueViolation } from '../auth/accounts';
import { refuse, succeed, type ServiceResult } from '../result';

type VoucherRow = typeof vouchers.$inferSelect;

const withUses = {
  ...getTableColumns(vouchers),
  uses: sql<number>`(SELECT count(*)::int FROM voucher_uses vu WHERE vu.voucher_id = ${vouchers.id} AND vu.released_at IS NULL)`,
};

function toAdminVoucher(row: VoucherRow & { uses: number }): AdminVoucher {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    account_id: row.account_id,
    percent_off: row.percent_off,
    amount_off: row.amount_off,
    max_discount: row.max_discount,
    min_subtotal: row.min_subtotal,
    usage_limit: row.usage_limit,
    per_customer_limit: row.per_customer_limit,
    category_id: row.category_id,
    starts_at: row.starts_at.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
    active: row.active,
    uses: row.uses,
    created_at: row.created_at.toISOString(),
  };
}

/** The editable fields of a stored voucher, in the body's shape. */
function fieldsOf(row: VoucherRow): VoucherFields {
  return {
    code: row.code,
    percent_off: row.percent_off,
    amount_off: row.amount_off,
    max_discount: row.max_discount,
    min_subtotal: row.min_subtotal,
    usage_limit: row.usage_limit,
    per_customer_limit: row.per_customer_limit,
    category_id: row.category_id,
    starts_at: row.starts_at.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
    active: row.active,
  };
}

function columnsOf(fields: VoucherFields) {
  return {
    ...fields,
    starts_at: new Date(fields.starts_at),
    expires_at: fields.expires_at === null ? null : new Date(fields.expires_at),
  };
}

/** The whole voucher's problems as field errors: its rules, and a category that exists. */
async function problems(
  db: Pick<Database, 'select'>,
  fields: VoucherFields,
): Promise<Record<string, ApiMessageKey[]> | null> {
  const errors = voucherRuleErrors(fields) as Record<string, ApiMessageKey[]>;
  if (fields.category_id !== null) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, fields.category_id));
    if (!category) (errors.category_id ??= []).push('voucher_category_unknown');
  }
  return Object.keys(errors).length ? errors : null;
}

const codeTaken = () => refuse<never>(409, 'voucher_code_taken', { errors: { code: ['voucher_code_taken'] } });

export async function listVouchers(
  db: Database,
  query: { q?: string; kind: 'general' | 'welcome' | 'all'; page: number },
): Promise<{ data: AdminVoucher[]; meta: PageMeta }> {
  const where = and(
    query.kind === 'all' ? undefined : eq(vouchers.kind, query.kind),
    query.q ? ilike(vouchers.code, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(withUses)
      .from(vouchers)
      .where(where)
      .orderBy(desc(vouchers.created_at), desc(vouchers.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(vouchers).where(where),
  ]);
  return {
    data: rows.map(toAdminVoucher),
    meta: { page: query.page, per_page: ADMIN_PAGE_SIZE, total: total?.n ?? 0 },
  };
}

export async function readVoucher(db: Database | Transaction, id: number): Promise<AdminVoucher | null> {
  const [row] = await db.select(withUses).from(vouchers).where(eq(vouchers.id, id));
  return row ? toAdminVoucher(row) : null;
}

export async function createVoucher(
  db: Database,
  actor: StaffActor,
  body: VoucherCreateBody,
  now: Date,
  requestId?: string,
): Promise<ServiceResult<AdminVoucher>> {
  const errors = await problems(db, body);
  if (errors) return refuse(400, 'invalid_input', { errors });
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(vouchers)
        .values({ ...columnsOf(body), kind: 'general', created_at: now })
        .returning();
      const created = (await readVoucher(tx, row!.id))!;
      await recordAudit(
        tx,
        actor,
        { action: 'created', entity: 'voucher', entityId: row!.id, after: created },
        requestId,
      );
      return succeed(created);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return codeTaken();
    throw error;
  }
}

export async function updateVoucher(
  db: Database,
  actor: StaffActor,
  id: number,
  patch: VoucherPatchBody,
  requestId?: string,
): Promise<ServiceResult<AdminVoucher>> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
      if (!row) return refuse(404, 'voucher_missing');
      const merged: VoucherFields = { ...fieldsOf(row), ...patch };
      const errors = await problems(tx, merged);
      if (errors) return refuse(400, 'invalid_input', { errors });
      const before = (await readVoucher(tx, id))!;
      await tx.update(vouchers).set(columnsOf(merged)).where(eq(vouchers.id, id));
      const after = (await readVoucher(tx, id))!;
      await recordAudit(tx, actor, { action: 'updated', entity: 'voucher', entityId: id, before, after }, requestId);
      return succeed(after);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return codeTaken();
    throw error;
  }
}

/** A voucher that orders used stays (their books name it): it can be switched off instead. */
export async function deleteVoucher(
  db: Database,
  actor: StaffActor,
  id: number,
  requestId?: string,
): Promise<ServiceResult<true>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
    if (!row) return refuse(404, 'voucher_missing');
    const [used] = await tx.select({ n: count() }).from(voucherUses).where(eq(voucherUses.voucher_id, id));
    if ((used?.n ?? 0) > 0) return refuse(409, 'voucher_has_uses');
    const before = await readVoucher(tx, id);
    await tx.delete(vouchers).where(eq(vouchers.id, id));
    await recordAudit(tx, actor, { action: 'deleted', entity: 'voucher', entityId: id, before }, requestId);
    return succeed(true as const);
  });
}
