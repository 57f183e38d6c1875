// Tables of the in-database search engine (see docs/decisions/002-search-in-the-database.md).
import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Distinct folded words of the catalogue, for typo and prefix expansion of query words. */
export const searchVocabulary = pgTable('search_vocabulary', {
  word: text('word').primaryKey(),
  /** How many products contain the word; a word at 0 is deleted. */
  doc_count: integer('doc_count').notNull().default(0),
});
