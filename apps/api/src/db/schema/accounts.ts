// Accounts, their sign-in identifiers, one-time-code verifications, refresh-token families, password
// resets, customer profiles, the message outbox and vouchers. Mirrors migrations/0005_accounts.sql.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  password_hash: text('password_hash'),
  status: text('status', { enum: ['active', 'deactivated', 'deleted', 'disabled'] })
    .notNull()
    .default('active'),
  created_at: createdAt(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accountIdentifiers = pgTable(
  'account_identifiers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['phone', 'email', 'google', 'facebook'] }).notNull(),
    value: text('value').notNull(),
    verified_at: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: createdAt(),
  },
  (t) => [unique().on(t.kind, t.value), index('account_identifiers_account_idx').on(t.account_id)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['register', 'login', 'update_identifier'] }).notNull(),
    account_id: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['phone', 'email'] }).notNull(),
    destination: text('destination').notNull(),
    channel: text('channel', { enum: ['sms', 'whatsapp', 'email'] }).notNull(),
    locale: text('locale').notNull().default('ku'),
    password_hash: text('password_hash'),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sends: integer('sends').notNull().default(1),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('verifications_destination_idx').on(t.destination, t.created_at.desc()),
    index('verifications_expires_idx').on(t.expires_at),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    family_id: uuid('family_id').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family_id), index('refresh_tokens_account_idx').on(t.account_id)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    token_hash: text('token_hash').primaryKey(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('password_resets_account_idx').on(t.account_id)],
);

export const customers = pgTable('customers', {
  account_id: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  birthday: date('birthday', { mode: 'string' }),
  gender: text('gender', { enum: ['male', 'female'] }),
  created_at: createdAt(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    channel: text('channel').notNull(),
    purpose: text('purpose').notNull(),
    locale: text('locale').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    created_at: createdAt(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.id.desc())],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    account_id: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('general'),
    percent_off: integer('percent_off'),
    amount_off: integer('amount_off'),
    min_subtotal: integer('min_subtotal').notNull().default(0),
    usage_limit: integer('usage_limit'),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    created_at: createdAt(),
    // 0008_orders.sql: the rules checkout applies.
    max_discount: integer('max_discount'),
    per_customer_limit: integer('per_customer_limit'),
    category_id: integer('category_id'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('vouchers_welcome_once')
      .on(t.account_id)
      .where(sql`kind = 'welcome'`),
  ],
);
