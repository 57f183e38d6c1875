// The contact-message inbox: what the contact form stored, newest first, filtered by what is still to answer;
// marked handled once answered, or deleted (spam, or a sender who asks to be forgotten). Both are audited in the
// transaction that makes them. The audit entry of a deletion keeps only when and what about, never the
// sender's name, number, address or words: deleting a message must not leave a copy of it in the log.
import type { InboxQuery } from '@dukan/core/contract/admin-content';
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { recordAudit } from '../audit/audit-log';
import { isoTimestamp } from '../catalogue/localize';
import type { ContactMessage, ContactMessagePage } from '../content/contact-messages';
import { refuse, succeed, type ServiceResult } from '../result';
import type { WriteContext } from './records';

type MessageRow = typeof contactMessages.$inferSelect;
export type InboxFilter = z.output<typeof InboxQuery>['status'];

const toMessage = (r: MessageRow): ContactMessage => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  email: r.email,
  subject: r.subject,
  message: r.message,
  locale: r.locale,
  ip_hash: r.ip_hash,
  created_at: isoTimestamp(r.created_at),
  handled_at: r.handled_at === null ? null : isoTimestamp(r.handled_at),
});

/** What the audit log keeps of a message. */
const trace = (r: MessageRow) => ({
  subject: r.subject,
  locale: r.locale,
  created_at: isoTimestamp(r.created_at),
  handled_at: r.handled_at === null ? null : isoTimestamp(r.handled_at),
});

const FILTERS: Record<InboxFilter, SQL | undefined> = {
  all: undefined,
  // contact_messages_unhandled (migration 0014) serves this one in the inbox's order.
  unhandled: isNull(contactMessages.handled_at),
  handled: isNotNull(contactMessages.handled_at),
};

/** Newest first, `limit` a page. */
export async function listInbox(
  db: Database,
  filter: InboxFilter,
  page: number,
  limit: number,
): Promise<ContactMessagePage & { meta: { unhandled: number } }> {
  const where = FILTERS[filter];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({
        total: where ? sql<number>`count(*) FILTER (WHERE ${where})::int` : sql<number>`count(*)::int`,
        unhandled: sql<number>`count(*) FILTER (WHERE ${contactMessages.handled_at} IS NULL)::int`,
      })
      .from(contactMessages),
  ]);
  const total = counted?.total ?? 0;
  return {
    data: rows.map(toMessage),
    meta: { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)), unhandled: counted?.unhandled ?? 0 },
  };
}

/** Marks a message handled; marking it again keeps the first time (and writes no second audit entry). */
export async function markHandled(ctx: WriteContext, id: string, now: Date): Promise<ServiceResult<ContactMessage>> {
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!current) return null;
    if (current.handled_at !== null) return current;
    const [updated] = await tx
      .update(contactMessages)
      .set({ handled_at: now })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.handled_at)))
      .returning();
    await recordAudit(
      tx,
      ctx.actor,
      { action: 'handled', entity: 'contact_message', entityId: id, before: trace(current), after: trace(updated!) },
      ctx.requestId,
    );
    return updated!;
  });
  return row ? succeed(toMessage(row)) : refuse(404, 'contact_message_not_found');
}

export async function deleteMessage(ctx: WriteContext, id: string): Promise<ServiceResult<null>> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
    if (!row) return false;
    await recordAudit(
      tx,
      ctx.actor,
      { action: 'deleted', entity: 'contact_message', entityId: id, before: trace(row) },
      ctx.requestId,
    );
    return true;
  });
  return deleted ? succeed(null) : refuse(404, 'contact_message_not_found');
}
