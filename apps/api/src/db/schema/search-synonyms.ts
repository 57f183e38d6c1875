// Search synonym groups kept in the back office. Mirrors migrations/0015_search_synonyms.sql.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const searchSynonyms = pgTable('search_synonyms', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  terms: text('terms').array().notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
