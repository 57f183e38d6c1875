// Messages from the contact form: stored for the shop owner, listed newest first, marked handled once answered.
// They are not linked to accounts (a guest writes too); the sender's IP is kept only as a keyed hash.
import { createHmac } from 'node:crypto';
import type { ContactForm } from '@dukan/core/contract/content';
import type { Locale } from '@dukan/core/locales';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { isoTimestamp } from '../catalogue/localize';
import { refuse, succeed, type ServiceResult } from '../result';

export interface ContactMessage {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  subject: string;
  message: string;
  locale: string;
  /** Same value for messages from the same address (with the same server secret); never the address. */
  ip_hash: string | null;
  created_at: string;
  handled_at: string | null;
}

export interface ContactMessagePage {
  data: ContactMessage[];
  meta: { total: number; page: number; limit: number; last_page: number };
}

/**
 * HMAC-SHA-256 of the client address with a key derived from the server secret: equal for equal addresses, so
 * the owner can spot one sender's flood, yet useless to anyone without the secret (a bare hash of an IPv4
 * address is reversed by trying all four billion).
 */
export function hashClientIp(secret: string, ip: string): string {
  const key = createHmac('sha256', secret).update('dukan:contact-ip').digest();
  return createHmac('sha256', key).update(ip).digest('hex');
}

export async function storeContactMessage(
  db: Database,
  form: ContactForm,
  meta: { locale: Locale; ipHash: string | null; now: Date },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: form.name,
      phone: form.phone,
      email: form.email,
      subject: form.subject,
      message: form.message,
      locale: meta.locale,
      ip_hash: meta.ipHash,
      created_at: meta.now,
    })
    .returning({ id: contactMessages.id });
  return { id: row!.id };
}

const toMessage = (r: typeof contactMessages.$inferSelect): ContactMessage => ({
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

/** Newest first (the index contact_messages_newest serves the order). */
export async function listContactMessages(db: Database, page: number, limit: number): Promise<ContactMessagePage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(contactMessages),
  ]);
  const total = counted?.n ?? 0;
  return {
    data: rows.map(toMessage),
    meta: { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) },
  };
}

/** Marks a message handled; marking it again keeps the first time. */
export async function markContactMessageHandled(
  db: Database,
  id: string,
  now: Date,
): Promise<ServiceResult<ContactMessage>> {
  const [row] = await db
    .update(contactMessages)
    .set({ handled_at: sql`coalesce(${contactMessages.handled_at}, ${now.toISOString()}::timestamptz)` })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ? succeed(toMessage(row)) : refuse(404, 'contact_message_not_found');
}
