// Customers as the back office sees them: found by phone, email or name; one customer's profile,
// identifiers, orders, points ledger and vouchers; and disabling an account. A disabled account ('disabled',
// migration 0013) differs from the customer's own deactivation: their next verified sign-in does not undo
// it, only staff enabling it again does. Disabling ends every session at once: refresh tokens are revoked
// in the same transaction, and access tokens stop working because every customer route checks the status.
import type { AdminCustomerDetail, AdminCustomerSummary, PageMeta } from '@dukan/core/contract/admin-operations';
import { ADMIN_PAGE_SIZE } from '@dukan/core/contract/admin-operations';
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import type { Locale } from '@dukan/core/locales';
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountIdentifiers,
  accounts,
  customers,
  orders,
  refreshTokens,
  rewardPointEntries,
  voucherUses,
  vouchers,
} from '../../db/schema';
import { recordAudit } from '../audit/audit-log';
import { pointsBalance } from '../orders/points';
import { refuse, succeed, type ServiceResult } from '../result';
import { recentOrdersOf } from './orders';

export type CustomerStatus = 'active' | 'deactivated' | 'deleted' | 'disabled';

/** `%` and `_` typed by staff are letters, not wildcards. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const identifierOf = (kind: 'phone' | 'email') =>
  sql<
    string | null
  >`(SELECT ai.value FROM account_identifiers ai WHERE ai.account_id = ${accounts.id} AND ai.kind = ${kind} ORDER BY ai.id LIMIT 1)`;

function searchCondition(q: string): SQL | undefined {
  const pattern = `%${likeEscape(q)}%`;
  const conditions: SQL[] = [
    sql`EXISTS (SELECT 1 FROM account_identifiers ai WHERE ai.account_id = ${accounts.id} AND ai.kind IN ('email', 'phone') AND ai.value ILIKE ${pattern})`,
    ilike(sql`${customers.first_name} || ' ' || ${customers.last_name}`, pattern),
  ];
  // A phone number typed the way people say it: 0750 111 2233 finds +9647501112233.
  const digits = q.replace(/[\s()+-]/g, '').replace(/^0+/, '');
  if (/^[0-9]{3,}$/.test(digits)) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM account_identifiers ai WHERE ai.account_id = ${accounts.id} AND ai.kind = 'phone' AND ai.value LIKE ${'%' + digits + '%'})`,
    );
  }
  return or(...conditions);
}

const summaryColumns = {
  id: accounts.id,
  status: accounts.status,
  created_at: accounts.created_at,
  first_name: customers.first_name,
  last_name: customers.last_name,
  phone: identifierOf('phone'),
  email: identifierOf('email'),
  orders: sql<number>`(SELECT count(*)::int FROM orders o WHERE o.account_id = ${accounts.id})`,
};

function toSummary(row: {
  id: string;
  status: string;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  email: string | null;
  orders: number;
}): AdminCustomerSummary {
  return {
    id: row.id,
    name: row.first_name === null ? null : [row.first_name, row.last_name].filter(Boolean).join(' ') || null,
    phone: row.phone,
    email: row.email,
    status: row.status,
    orders: row.orders,
    created_at: row.created_at.toISOString(),
  };
}

/** GET /api/admin/customers: newest accounts first. */
export async function listCustomers(
  db: Database,
  query: { q?: string; status?: CustomerStatus; page: number },
): Promise<{ data: AdminCustomerSummary[]; meta: PageMeta }> {
  const where = and(
    query.q ? searchCondition(query.q) : undefined,
    // Typed loosely on purpose: 'disabled' is a status the accounts schema's enum predates.
    query.status ? sql`${accounts.status} = ${query.status}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(accounts)
      .leftJoin(customers, eq(customers.account_id, accounts.id))
      .where(where)
      .orderBy(desc(accounts.created_at), desc(accounts.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(accounts).leftJoin(customers, eq(customers.account_id, accounts.id)).where(where),
  ]);
  return { data: rows.map(toSummary), meta: { page: query.page, per_page: ADMIN_PAGE_SIZE, total: total?.n ?? 0 } };
}

/** GET /api/admin/customers/{id}. */
export async function readCustomerForStaff(
  db: Database,
  accountId: string,
  locale: Locale,
): Promise<AdminCustomerDetail | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      birthday: customers.birthday,
      gender: customers.gender,
    })
    .from(accounts)
    .leftJoin(customers, eq(customers.account_id, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!row) return null;
  const [identifiers, recent, balance, entries, used, [welcome]] = await Promise.all([
    db
      .select({
        kind: accountIdentifiers.kind,
        value: accountIdentifiers.value,
        verified_at: accountIdentifiers.verified_at,
      })
      .from(accountIdentifiers)
      .where(eq(accountIdentifiers.account_id, accountId))
      .orderBy(asc(accountIdentifiers.id)),
    recentOrdersOf(db, accountId, locale),
    pointsBalance(db, accountId),
    db
      .select({
        kind: rewardPointEntries.kind,
        points: rewardPointEntries.points,
        order_id: rewardPointEntries.order_id,
        order_number: orders.number,
        created_at: rewardPointEntries.created_at,
      })
      .from(rewardPointEntries)
      .leftJoin(orders, eq(orders.id, rewardPointEntries.order_id))
      .where(eq(rewardPointEntries.account_id, accountId))
      .orderBy(desc(rewardPointEntries.id))
      .limit(100),
    db
      .select({
        code: vouchers.code,
        order_id: voucherUses.order_id,
        discount: voucherUses.discount,
        released_at: voucherUses.released_at,
        created_at: voucherUses.created_at,
      })
      .from(voucherUses)
      .innerJoin(vouchers, eq(vouchers.id, voucherUses.voucher_id))
      .where(eq(voucherUses.account_id, accountId))
      .orderBy(desc(voucherUses.created_at)),
    db
      .select({
        id: vouchers.id,
        code: vouchers.code,
        percent_off: vouchers.percent_off,
        expires_at: vouchers.expires_at,
        used: sql<boolean>`EXISTS (SELECT 1 FROM voucher_uses vu WHERE vu.voucher_id = ${vouchers.id} AND vu.released_at IS NULL)`,
      })
      .from(vouchers)
      .where(and(eq(vouchers.account_id, accountId), eq(vouchers.kind, 'welcome'))),
  ]);
  return {
    ...toSummary(row),
    profile:
      row.first_name === null
        ? null
        : {
            first_name: row.first_name,
            last_name: row.last_name ?? '',
            birthday: row.birthday ?? null,
            gender: row.gender ?? null,
          },
    identifiers: identifiers.map((i) => ({ ...i, verified_at: i.verified_at.toISOString() })),
    recent_orders: recent,
    points: {
      balance: Math.max(0, balance),
      entries: entries.map((e) => ({ ...e, created_at: e.created_at.toISOString() })),
    },
    vouchers_used: used.map((u) => ({
      code: u.code,
      order_id: u.order_id,
      discount: u.discount,
      released: u.released_at !== null,
      created_at: u.created_at.toISOString(),
    })),
    welcome_voucher: welcome
      ? {
          code: welcome.code,
          percent_off: welcome.percent_off,
          expires_at: welcome.expires_at?.toISOString() ?? null,
          used: welcome.used,
        }
      : null,
  };
}

/**
 * Disables (or enables) an account, audited in the same transaction. Disabling revokes every refresh token
 * there too, the effect of services/auth's revokeAccountSessions, so no device can get a new access token.
 * Doing it twice changes nothing and writes no second entry.
 */
export async function setCustomerDisabled(
  db: Database,
  actor: StaffActor,
  accountId: string,
  disabled: boolean,
  now: Date,
  requestId?: string,
): Promise<ServiceResult<{ status: CustomerStatus; changed: boolean }>> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ status: sql<CustomerStatus>`${accounts.status}` })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    if (!account) return refuse(404, 'customer_not_found');
    if (account.status === 'deleted') return refuse(409, 'customer_deleted_account');
    const target: CustomerStatus | null = disabled
      ? account.status === 'disabled'
        ? null
        : 'disabled'
      : account.status === 'disabled'
        ? 'active'
        : null;
    if (!target) return succeed({ status: account.status, changed: false });
    await tx
      .update(accounts)
      .set({ status: sql`${target}`, updated_at: now })
      .where(eq(accounts.id, accountId));
    if (disabled) {
      await tx
        .update(refreshTokens)
        .set({ revoked_at: now })
        .where(and(eq(refreshTokens.account_id, accountId), isNull(refreshTokens.revoked_at)));
    }
    await recordAudit(
      tx,
      actor,
      {
        action: disabled ? 'disabled' : 'enabled',
        entity: 'customer',
        entityId: accountId,
        before: { status: account.status },
        after: { status: target },
      },
      requestId,
    );
    return succeed({ status: target, changed: true });
  });
}
