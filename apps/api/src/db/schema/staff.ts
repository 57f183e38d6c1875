// Staff of the back office, their sign-in codes, sessions, set-password links and API keys.
// Mirrors migrations/0011_staff.sql.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@dukan/core/contract/staff';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const staffMembers = pgTable('staff_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  password_hash: text('password_hash'),
  status: text('status', { enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  locale: text('locale', { enum: ['ku', 'ar', 'en'] })
    .notNull()
    .default('ku'),
  last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true }),
  created_at: createdAt(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staff_id: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sends: integer('sends').notNull().default(1),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumed_at: timestamp('consumed_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('staff_verifications_staff_idx').on(t.staff_id)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staff_id: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staff_id)],
);

export const staffRefreshTokens = pgTable(
  'staff_refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => staffSessions.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('staff_refresh_tokens_session_idx').on(t.session_id)],
);

export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    token_hash: text('token_hash').primaryKey(),
    staff_id: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index('staff_password_links_staff_idx').on(t.staff_id)],
);

export const staffApiKeys = pgTable('staff_api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  key_hash: text('key_hash').notNull().unique(),
  key_prefix: text('key_prefix').notNull(),
  created_by: text('created_by').notNull(),
  created_at: createdAt(),
  revoked_at: timestamp('revoked_at', { withTimezone: true }),
});
