import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word (lower case, as PostgreSQL's 'simple' text-search configuration splits titles and bodies)
 * that some search document holds, so that a misspelt query word can be matched against the catalog's
 * vocabulary instead of against every title. Filled by triggers on `search_documents` (migration 0013),
 * whoever writes them; a word whose documents were all removed stays and simply matches nothing.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});
