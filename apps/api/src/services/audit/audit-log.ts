// The audit log's write side: every change a member of staff or an API key makes is recorded with who, when,
// what, and the row before and after. Call it inside the same transaction as the change, so a change that
// rolls back leaves no entry and an entry never describes a change that did not happen.
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import type { Database, Transaction } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  /** A verb in the past tense, dot-scoped by entity when that helps: 'created', 'updated', 'price_changed'. */
  action: string;
  /** The kind of thing changed: 'product', 'category', 'order', 'staff', 'banner', … */
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** JSON columns take plain data: Dates become ISO strings, undefined disappears, bigint becomes a string. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
}

export async function recordAudit(
  db: Database | Transaction,
  actor: StaffActor,
  entry: AuditEntry,
  requestId?: string,
): Promise<void> {
  await db.insert(auditLog).values({
    actor_kind: actor.kind,
    actor_id: actor.id,
    actor_label: actor.label,
    actor_role: actor.role,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === null ? null : String(entry.entityId),
    before: plain(entry.before),
    after: plain(entry.after),
    request_id: requestId ?? null,
  });
}
