// The back office's audit log. Mirrors migrations/0010_audit_log.sql.
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor_kind: text('actor_kind', { enum: ['staff', 'api_key', 'token', 'system'] }).notNull(),
    actor_id: text('actor_id'),
    actor_label: text('actor_label').notNull(),
    actor_role: text('actor_role').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    request_id: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entity_id, t.at.desc()),
    index('audit_log_actor_idx').on(t.actor_id, t.at.desc()),
  ],
);
