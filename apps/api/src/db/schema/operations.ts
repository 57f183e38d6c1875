// Shop settings and order history of the back office. Mirrors migrations/0013_operations.sql.
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    status_before: text('status_before').notNull(),
    status_after: text('status_after').notNull(),
    payment_before: text('payment_before').notNull(),
    payment_after: text('payment_after').notNull(),
    /** Who moved it: 'customer', 'bank', 'job', or the staff actor's label. */
    actor: text('actor').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order').on(t.order_id, t.id)],
);
