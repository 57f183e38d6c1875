// The audit log's read side (owners and managers, 'audit:read'): newest first, filtered by entity, entity
// id, actor, action and a time range, a page at a time with the total. The write side is
// services/audit/audit-log.ts.
import { and, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditQuery {
  page: number;
  perPage: number;
  entity?: string;
  entityId?: string;
  /** An actor's label (an email, a key's name, 'ADMIN_API_TOKEN') or id. */
  actor?: string;
  action?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

export interface AuditEntryView {
  id: number;
  /** Who: the actor's label as it was when they acted. */
  staff: string;
  actor_kind: 'staff' | 'api_key' | 'token' | 'system';
  actor_id: string | null;
  role: string;
  action: string;
  entity: string;
  entity_id: string | null;
  at: string;
  before: unknown;
  after: unknown;
  request_id: string | null;
}

export async function readAuditLog(
  db: Database,
  query: AuditQuery,
): Promise<{ data: AuditEntryView[]; meta: { page: number; per_page: number; total: number; pages: number } }> {
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.entityId) conditions.push(eq(auditLog.entity_id, query.entityId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.actor) {
    const actor = query.actor.trim();
    conditions.push(
      or(eq(auditLog.actor_label, actor.toLowerCase()), eq(auditLog.actor_label, actor), eq(auditLog.actor_id, actor))!,
    );
  }
  if (query.from) conditions.push(gte(auditLog.at, query.from));
  if (query.to) conditions.push(lt(auditLog.at, query.to));
  const where = conditions.length ? and(...conditions) : undefined;

  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    data: rows.map((row) => ({
      id: row.id,
      staff: row.actor_label,
      actor_kind: row.actor_kind,
      actor_id: row.actor_id,
      role: row.actor_role,
      action: row.action,
      entity: row.entity,
      entity_id: row.entity_id,
      at: row.at.toISOString(),
      before: row.before,
      after: row.after,
      request_id: row.request_id,
    })),
    meta: { page: query.page, per_page: query.perPage, total: n, pages: Math.ceil(n / query.perPage) },
  };
}
