// The development provider: every message is written to outbox_messages instead of leaving the machine, and
// GET /auth/dev/outbox (never in production) reads them back, so a developer or a test can type the code.
import type { OutboxMessage } from '@dukan/core/contract/auth';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { MessageSender, OutgoingMessage, SendResult } from './types';

export class OutboxSender implements MessageSender {
  constructor(private readonly db: Database) {}

  async send(message: OutgoingMessage): Promise<SendResult> {
    try {
      const [row] = await this.db
        .insert(outboxMessages)
        .values({
          recipient: message.to,
          channel: message.channel,
          purpose: message.purpose,
          locale: message.locale,
          body: message.text,
          code: message.code,
        })
        .returning({ id: outboxMessages.id });
      return { ok: true, providerMessageId: `outbox-${row!.id}` };
    } catch (error) {
      return { ok: false, error: `outbox: ${(error as Error).message}` };
    }
  }
}

const LIST_LIMIT_MAX = 100;

/** The messages sent to one recipient (E.164 or lower-case email), newest first. */
export async function listOutbox(db: Database, to: string, limit = 20): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, to))
    .orderBy(desc(outboxMessages.id))
    .limit(Math.max(1, Math.min(limit, LIST_LIMIT_MAX)));
  return rows.map((row) => ({
    to: row.recipient,
    channel: row.channel as OutboxMessage['channel'],
    text: row.body,
    code: row.code,
    createdAt: row.created_at.toISOString(),
  }));
}
